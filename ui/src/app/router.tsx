import { Fragment, Suspense, type ComponentType, type ReactNode } from 'react'
import { Route, Routes, useLocation } from 'react-router'
import { Layout } from './shell/Layout'
import { PageSpinner } from '../components/PageSpinner'
import { ScrollToTop } from '../components/ScrollToTop'
import { useAccessType } from '../features/auth'
import { NotFoundPage, routesByAccessType, routesForEveryone } from './routes'
import { useTrialExpiredRedirect } from './useTrialExpiredRedirect'

interface AppRoutesProps {
  // Wraps every page that uses antd (all but the signed-out landing page) in antd's providers;
  // tests render inside their own.
  antdProviders?: ComponentType<{ children: ReactNode }>
}

export function AppRoutes({ antdProviders: AntdProviders = Fragment }: AppRoutesProps) {
  const { accessType, isLoading } = useAccessType()
  const { pathname } = useLocation()
  useTrialExpiredRedirect(accessType)
  if (isLoading) return <PageSpinner />

  const routes = [...routesForEveryone, ...routesByAccessType[accessType]]
  const pages = (
    <Layout>
      <ScrollToTop />
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          {routes.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </Layout>
  )
  // The landing page is built without antd: its visitors start without downloading it.
  if (accessType === 'unauthenticated' && pathname === '/') return pages
  return (
    <Suspense fallback={<PageSpinner />}>
      <AntdProviders>{pages}</AntdProviders>
    </Suspense>
  )
}
