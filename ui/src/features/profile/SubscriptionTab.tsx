import { Alert, Card, Descriptions, Skeleton, Tag } from 'antd'
import { Link } from 'react-router'
import { useGetSubscriptionStatusQuery } from './api'

// Statuses with a colour of their own; any other is an outline badge (spec 001 section 4).
const statusColors: Record<string, string> = {
  active: 'green',
  trialing: 'blue',
  cancelled: 'orange',
  incomplete: 'red',
}

function StatusBadge({ status }: { status: string }) {
  const color = statusColors[status]
  return color === undefined ? <Tag variant="outlined">{status}</Tag> : <Tag color={color}>{status}</Tag>
}

// The current subscription at a glance, with the way to the plans.
export function SubscriptionTab() {
  const { data: subscription, error, isLoading } = useGetSubscriptionStatusQuery()

  if (isLoading) return <Skeleton active />
  if (subscription === undefined) {
    const status = error !== undefined && 'status' in error ? String(error.status) : 'unknown'
    return <Alert type="error" showIcon title={`HTTP error! status: ${status}`} />
  }
  return (
    <Card title="Subscription Status" extra={<Link to="/subscribe">View plans</Link>}>
      <Descriptions column={1}>
        <Descriptions.Item label="Status">
          <StatusBadge status={subscription.status} />
        </Descriptions.Item>
        {subscription.trialDaysLeft > 0 && (
          <Descriptions.Item label="Trial days left">{subscription.trialDaysLeft}</Descriptions.Item>
        )}
        <Descriptions.Item label="Current price">${subscription.currentPrice}/month</Descriptions.Item>
        {subscription.betaDiscountActive && (
          <Descriptions.Item label="Beta special">
            {subscription.betaDiscountMonthsLeft} month(s) left at the beta price
          </Descriptions.Item>
        )}
      </Descriptions>
    </Card>
  )
}
