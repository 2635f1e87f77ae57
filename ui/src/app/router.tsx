import { Suspense } from 'react'
import { Route, Routes } from 'react-router'
import { Layout } from '../components/Layout'
import { PageSpinner } from '../components/PageSpinner'
import { ScrollToTop } from '../components/ScrollToTop'
import { useAccessType } from '../features/auth'
import { NotFoundPage, routesByAccessType, routesForEveryone } from './routes'
import { useTrialExpiredRedirect } from './useTrialExpiredRedirect'

export function AppRoutes() {
  const { accessType, isLoading } = useAccessType()
  useTrialExpiredRedirect(accessType)
  if (isLoading) return <PageSpinner />

  const routes = [...routesForEveryone, ...routesByAccessType[accessType]]
  return (
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
}
