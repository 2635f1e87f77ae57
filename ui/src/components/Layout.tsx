import { Layout as AntLayout } from 'antd'
import type { ReactNode } from 'react'
import { Footer } from './Footer'
import { Logo } from './Logo'
import { PublicNav } from './PublicNav'
import styles from './Layout.module.css'

export function Layout({ children }: { children: ReactNode }) {
  return (
    <AntLayout className={styles.page}>
      <AntLayout.Header className={styles.header}>
        <Logo />
        <PublicNav />
      </AntLayout.Header>
      <AntLayout.Content>{children}</AntLayout.Content>
      <Footer />
    </AntLayout>
  )
}
