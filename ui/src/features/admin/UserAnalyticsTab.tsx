import { Alert, Card, Col, Empty, Row, Skeleton, Statistic } from 'antd'
import { errorMessage } from '../../api/baseApi'
import { Entry, EntryList } from '../../components/EntryList'
import { reportsByAction, reportsByInput } from '../../lib/reportCounts'
import { useGetAdminStatsQuery } from './analyticsApi'
import { Breakable } from './Breakable'
import { languageBars } from './chartData'
import { LanguageChart } from './charts'
import { formatDateTime, formatDuration, formatRecordingTime } from './format'
import type { AdminStats } from './types'
import { UserTable } from './UserTable'
import { useSignedOutToast } from './useSignedOutToast'
import styles from './Analytics.module.css'

function StatCards({ stats }: { stats: AdminStats }) {
  const cards: { title: string; value: number | string; detail?: string; wide?: boolean }[] = [
    { title: 'Total Users', value: stats.totalUsers },
    { title: 'Active Users (30 days)', value: stats.activeUsers },
    {
      title: 'Reports Produced',
      value: stats.reports?.total ?? 0,
      detail: `${reportsByAction(stats.reports)}; ${reportsByInput(stats.reports)}`,
      wide: true,
    },
    { title: 'Total Recordings', value: stats.totalRecordings },
    { title: 'Avg Processing Time', value: formatDuration(stats.avgProcessingTime) },
    { title: 'Total Recording Time', value: formatRecordingTime(stats.totalRecordingTime) },
    { title: 'Avg Monthly Recording Time', value: formatRecordingTime(stats.avgMonthlyRecordingTime) },
  ]
  return (
    <Row gutter={[16, 16]}>
      {cards.map(({ title, value, detail, wide }) => (
        <Col key={title} xs={wide ? 24 : 12} md={wide ? 16 : 8} xl={wide ? 8 : 4}>
          <Card size="small" className={styles.statCard}>
            <Statistic title={title} value={value} />
            {detail !== undefined && <div className={styles.muted}>{detail}</div>}
          </Card>
        </Col>
      ))}
    </Row>
  )
}

function RecentActivityList({ stats }: { stats: AdminStats }) {
  return (
    <EntryList loading={false} emptyText="No recent activity">
      {stats.recentActivity.map((activity) => (
        <Entry
          key={`${activity.timestamp}-${activity.user}-${activity.action}`}
          title={activity.action}
          description={
            <span className={styles.breakWord}>
              <Breakable text={activity.user} after="@.-" />
              {activity.recordingTime !== null && activity.recordingTime > 0
                ? ` · ${formatRecordingTime(activity.recordingTime)}`
                : ''}
            </span>
          }
        >
          <div className={styles.muted}>{formatDateTime(activity.timestamp)}</div>
        </Entry>
      ))}
    </EntryList>
  )
}

// Admin → User Analytics: the service's figures, then every user (spec 001 sections 2 and 9).
export function UserAnalyticsTab() {
  const { data: stats, error, isLoading } = useGetAdminStatsQuery()
  useSignedOutToast(error)

  return (
    <div className={styles.tab}>
      {isLoading && <Skeleton active />}
      {error !== undefined && (
        <Alert type="error" showIcon title={errorMessage(error, 'Failed to load admin statistics')} />
      )}
      {stats !== undefined && (
        <>
          <StatCards stats={stats} />
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <Card title="Language Distribution" size="small" className={styles.fill}>
                {Object.keys(stats.languageDistribution).length === 0 ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No recordings yet" />
                ) : (
                  <LanguageChart data={languageBars(stats.languageDistribution)} />
                )}
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card title="Recent Activity" size="small" className={styles.fill}>
                <RecentActivityList stats={stats} />
              </Card>
            </Col>
          </Row>
        </>
      )}
      <UserTable />
    </div>
  )
}
