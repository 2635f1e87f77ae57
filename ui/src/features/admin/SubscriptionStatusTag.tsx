import { Tag } from 'antd'

// Subscription statuses with a colour of their own; any other is an outline tag.
const statusColors: Partial<Record<string, string>> = {
  active: 'green',
  trial: 'blue',
  trialing: 'blue',
  cancelled: 'orange',
  canceled: 'orange',
  cancelled_active: 'orange',
  cancelled_trial: 'orange',
  past_due: 'red',
  incomplete: 'red',
  expired: 'default',
}

export function SubscriptionStatusTag({ status }: { status: string }) {
  const color = statusColors[status]
  return color === undefined ? <Tag variant="outlined">{status}</Tag> : <Tag color={color}>{status}</Tag>
}
