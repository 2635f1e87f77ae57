import { WarningOutlined } from '@ant-design/icons'
import { Alert, Card, Col, Empty, Row, Segmented, Skeleton, Statistic, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { errorMessage } from '../../api/baseApi'
import { Breakable } from './Breakable'
import { API_USAGE_REFRESH_MS, useGetApiUsageQuery } from './analyticsApi'
import {
  ENDPOINTS_PER_USER,
  endpointLabel,
  HEAVY_USER_CALLS,
  HIGH_ERROR_RATE_PERCENT,
  isHeavyUser,
  isHighErrorRate,
  usageByUser,
  type UserUsage,
} from './apiUsage'
import { timelineBars } from './chartData'
import { UsageTimelineChart } from './charts'
import { formatDateTime, formatDuration, formatPercent } from './format'
import { TIME_RANGES, type ApiUsage, type EndpointUsage, type TimeRange } from './types'
import { useSignedOutToast } from './useSignedOutToast'
import styles from './Analytics.module.css'

export const DEFAULT_TIME_RANGE: TimeRange = '24h'

function plural(count: number, noun: string): string {
  return `${String(count)} ${noun}${count === 1 ? '' : 's'}`
}

function Endpoint({ method, endpoint }: { method: string; endpoint: string }) {
  const label = endpointLabel(endpoint)
  return (
    <div className={styles.endpoint}>
      <div>
        <Tag className={styles.method}>{method}</Tag>
        <code className={styles.path}>
          <Breakable text={endpoint} after="/-" />
        </code>
      </div>
      {label !== undefined && <div className={styles.muted}>{label}</div>}
    </div>
  )
}

function ErrorRate({ percent }: { percent: number }) {
  if (!isHighErrorRate(percent)) return <>{formatPercent(percent)}</>
  return (
    <Tag color="error" icon={<WarningOutlined />} title={`Error rate above ${String(HIGH_ERROR_RATE_PERCENT)}%`}>
      {formatPercent(percent)}
    </Tag>
  )
}

function OverallStats({ usage }: { usage: ApiUsage }) {
  const { totalApiCalls, totalUsers, avgDuration, errorRate } = usage.overallStats
  const cards = [
    { title: 'Total API Calls', value: totalApiCalls },
    { title: 'Active Users', value: totalUsers },
    { title: 'Avg Response Time', value: formatDuration(avgDuration) },
    { title: 'Error Rate', value: formatPercent(errorRate), danger: isHighErrorRate(errorRate) },
  ]
  return (
    <Row gutter={[16, 16]}>
      {cards.map(({ title, value, danger }) => (
        <Col key={title} xs={12} lg={6}>
          <Card size="small" className={styles.statCard}>
            <Statistic title={title} value={value} styles={danger === true ? { content: { color: '#dc2626' } } : undefined} />
          </Card>
        </Col>
      ))}
    </Row>
  )
}

function TopEndpoints({ endpoints }: { endpoints: EndpointUsage[] }) {
  return (
    <Card title="Top Endpoints" size="small">
      <Table<EndpointUsage>
        rowKey={(row) => `${row.method} ${row.endpoint}`}
        size="small"
        dataSource={endpoints}
        pagination={false}
        scroll={{ x: true }}
        rowClassName={(row) => (isHighErrorRate(row.errorRate) ? (styles.highErrorRow ?? '') : '')}
        locale={{ emptyText: 'No API calls in this time range' }}
        columns={[
          // On a phone the average moves under the endpoint, so calls and error rate stay in view.
          {
            title: 'Endpoint',
            key: 'endpoint',
            render: (_, row) => (
              <>
                <Endpoint method={row.method} endpoint={row.endpoint} />
                <div className={[styles.muted, styles.phoneOnly].join(' ')}>avg {formatDuration(row.avgDuration)}</div>
              </>
            ),
          },
          { title: 'Calls', dataIndex: 'totalCalls', key: 'totalCalls', align: 'right' },
          {
            title: 'Avg Duration',
            dataIndex: 'avgDuration',
            key: 'avgDuration',
            align: 'right',
            responsive: ['sm'],
            render: (ms: number) => <span className={styles.figure}>{formatDuration(ms)}</span>,
          },
          {
            title: 'Error Rate',
            dataIndex: 'errorRate',
            key: 'errorRate',
            align: 'right',
            render: (percent: number) => <ErrorRate percent={percent} />,
          },
        ]}
      />
    </Card>
  )
}

function UserUsageCard({ user }: { user: UserUsage }) {
  const heavy = isHeavyUser(user.totalCalls)
  const shown = user.endpoints.slice(0, ENDPOINTS_PER_USER)
  const more = user.endpoints.length - shown.length
  const name = user.userName !== null && user.userName.trim() !== '' ? user.userName : user.userEmail
  return (
    <Card size="small" className={heavy ? styles.heavyUser : undefined} aria-label={`Usage of ${user.userEmail}`} role="group">
      <div className={styles.userUsageHeader}>
        <div className={styles.userUsageName}>
          <div className={[styles.strong, styles.breakWord].join(' ')}>
            <Breakable text={name} after="@." />
          </div>
          {name !== user.userEmail && (
            <div className={[styles.muted, styles.breakWord].join(' ')}>
              <Breakable text={user.userEmail} after="@." />
            </div>
          )}
        </div>
        <div className={styles.userUsageCalls}>
          <div className={styles.strong}>{plural(user.totalCalls, 'call')}</div>
          {user.errorCount > 0 && (
            <Typography.Text type="danger">{plural(user.errorCount, 'error')}</Typography.Text>
          )}
        </div>
      </div>
      {heavy && (
        <Tag color="orange" className={styles.heavyTag}>
          Over {HEAVY_USER_CALLS} calls
        </Tag>
      )}
      <ul className={styles.userEndpoints}>
        {shown.map((row) => (
          <li key={`${row.method} ${row.endpoint}`}>
            <Endpoint method={row.method} endpoint={row.endpoint} />
            <span className={styles.endpointCalls}>
              {plural(row.totalCalls, 'call')} · {formatDuration(row.avgDuration)}
            </span>
          </li>
        ))}
      </ul>
      {more > 0 && <Tag className={styles.moreTag}>+{more} more</Tag>}
      <div className={styles.muted}>Last call {formatDateTime(user.lastCall)}</div>
    </Card>
  )
}

function UserUsage({ usage }: { usage: ApiUsage }) {
  const users = usageByUser(usage.userUsageStats)
  return (
    <Card title="Usage by User" size="small">
      {users.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No signed-in API calls in this time range" />
      ) : (
        <Row gutter={[16, 16]}>
          {users.map((user) => (
            <Col key={user.userId} xs={24} lg={12}>
              <UserUsageCard user={user} />
            </Col>
          ))}
        </Row>
      )}
    </Card>
  )
}

// Admin → API Usage: calls to the API over a chosen range, read again every 30 seconds while
// shown (spec 001 sections 2, 7 and 9).
export function ApiUsageTab() {
  const [timeRange, setTimeRange] = useState<TimeRange>(DEFAULT_TIME_RANGE)
  const { data: usage, error, isFetching, isLoading } = useGetApiUsageQuery(timeRange, {
    pollingInterval: API_USAGE_REFRESH_MS,
  })
  useSignedOutToast(error)

  return (
    <div className={styles.tab}>
      <div className={styles.toolbar}>
        <Segmented<TimeRange>
          aria-label="Time range"
          value={timeRange}
          options={[...TIME_RANGES]}
          onChange={setTimeRange}
        />
        <Typography.Text type="secondary">
          {isFetching ? 'Refreshing…' : `Refreshes every ${String(API_USAGE_REFRESH_MS / 1000)} seconds`}
        </Typography.Text>
      </div>
      {error !== undefined && (
        <Alert
          type="error"
          showIcon
          title="Failed to load API usage statistics"
          description={errorMessage(error, 'Unknown error occurred')}
        />
      )}
      {isLoading && <Skeleton active />}
      {usage !== undefined && (
        <>
          {usage.droppedEvents > 0 && (
            <Alert
              type="warning"
              showIcon
              title={`${String(usage.droppedEvents)} usage events were not recorded`}
              description="The server was too busy to record them, so these figures may be slightly low."
            />
          )}
          <OverallStats usage={usage} />
          <Card title="Calls and Errors" size="small">
            <UsageTimelineChart data={timelineBars(usage.timeline, usage.timeRange)} />
          </Card>
          <TopEndpoints endpoints={usage.topEndpoints} />
          <UserUsage usage={usage} />
        </>
      )}
    </div>
  )
}
