import { Alert, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd'
import { errorMessage } from '../../api/baseApi'
import { Entry, EntryList } from '../../components/EntryList'
import { languageName } from '../../lib/languages'
import { reportsByAction, reportsByInput } from '../../lib/reportCounts'
import { useGetUserStatsQuery } from './api'
import { averageMinutes } from './averageMinutes'
import styles from './StatisticsTab.module.css'

// The user's own usage: the reports they produced (from pasted or typed transcripts and from
// dictation), how much they record and in which languages.
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
          <div className={styles.figures}>
            <Statistic title="Reports produced" value={stats.reports?.total ?? 0} />
            <Statistic title="Total recordings" value={stats.totalRecordings} />
          </div>
          <p className={styles.breakdown}>
            {reportsByAction(stats.reports)}
            <br />
            {reportsByInput(stats.reports)}
          </p>
          <Statistic title="Average time per recorded report" value={averageMinutes(stats.avgTimePerReport)} />
          <Typography.Text type="secondary" className={styles.note}>
            Reports count every Format, Fill and Generate of the last 90 days; recordings count dictations in
            RadScribe.
          </Typography.Text>
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
