import { lazy, Suspense, type ReactNode } from 'react'
import { useGetCurrentUserQuery } from '../../features/auth'
import { Footer } from './Footer'
import { Logo } from '../../components/Logo'
import { PublicNav } from './PublicNav'
import styles from './Layout.module.css'

// The signed-in header is built from antd's dropdown menu; signed-out pages do not load it.
const TopNav = lazy(async () => ({ default: (await import('./TopNav')).TopNav }))

// The page frame: antd's Layout in look, plain elements in fact, so that the landing page
// ships without antd.
export function Layout({ children }: { children: ReactNode }) {
  const user = useGetCurrentUserQuery().data ?? null
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        {user ? (
          <Suspense fallback={<Logo />}>
            <TopNav user={user} />
          </Suspense>
        ) : (
          <>
            <Logo />
            <PublicNav />
          </>
        )}
      </header>
      <main className={styles.content}>{children}</main>
      <Footer />
    </div>
  )
}
