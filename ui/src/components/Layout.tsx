import { Layout as AntLayout } from 'antd'
import type { ReactNode } from 'react'
import { useGetCurrentUserQuery } from '../features/auth'
import { Footer } from './Footer'
import { Logo } from './Logo'
import { PublicNav } from './PublicNav'
import { TopNav } from './TopNav'
import styles from './Layout.module.css'

export function Layout({ children }: { children: ReactNode }) {
  const user = useGetCurrentUserQuery().data ?? null
  return (
    <AntLayout className={styles.page}>
      <AntLayout.Header className={styles.header}>
        {user ? (
          <TopNav user={user} />
        ) : (
          <>
            <Logo />
            <PublicNav />
          </>
        )}
      </AntLayout.Header>
      <AntLayout.Content>{children}</AntLayout.Content>
      <Footer />
    </AntLayout>
  )
}
