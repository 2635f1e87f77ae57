import { Skeleton } from 'antd'
import { lazy, Suspense, type ComponentProps } from 'react'

// The charting library is loaded with the first chart, so only the admin pages that draw one
// ever download it.
const LazyLanguageChart = lazy(() => import('./LanguageChart'))
const LazyUsageTimelineChart = lazy(() => import('./UsageTimelineChart'))

const chartLoading = <Skeleton.Node active style={{ width: '100%', height: 160 }} />

export function LanguageChart(props: ComponentProps<typeof LazyLanguageChart>) {
  return (
    <Suspense fallback={chartLoading}>
      <LazyLanguageChart {...props} />
    </Suspense>
  )
}

export function UsageTimelineChart(props: ComponentProps<typeof LazyUsageTimelineChart>) {
  return (
    <Suspense fallback={chartLoading}>
      <LazyUsageTimelineChart {...props} />
    </Suspense>
  )
}
