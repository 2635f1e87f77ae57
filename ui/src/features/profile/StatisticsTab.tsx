import { Alert, Card, Col, Row, Skeleton, Statistic } from 'antd'
import { errorMessage } from '../../api/baseApi'
import { Entry, EntryList } from '../../components/EntryList'
import { languageName } from '../../lib/languages'
import { useGetUserStatsQuery } from './api'
import { averageMinutes } from './averageMinutes'

// The user's own usage: how much they record and in which languages.
export function StatisticsTab() {
  const { data: stats, error, isLoading } = useGetUserStatsQuery()

  if (isLoading) return <Skeleton active />
  if (stats === undefined) {
    return <Alert type="error" showIcon title={errorMessage(error, 'Failed to load statistics')} />
  }
  const languages = Object.entries(stats.languageUsage).sort(([, a], [, b]) => b - a)
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12}>
        <Card title="Usage Statistics">
          <Statistic title="Total recordings" value={stats.totalRecordings} />
          <Statistic title="Average time per report" value={averageMinutes(stats.avgTimePerReport)} />
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card title="Language Usage">
          <EntryList loading={false} emptyText="No recordings yet">
            {languages.map(([code, count]) => (
              <Entry key={code} title={languageName(code)} actions={`${String(count)} recording(s)`} />
            ))}
          </EntryList>
        </Card>
      </Col>
    </Row>
  )
}
