import { Tag } from 'antd'
import type { SubscriptionStatus } from '../auth'

// Statuses with a colour of their own; any other is an outline badge (spec 001 section 4).
const statusColors: Partial<Record<string, string>> = {
  active: 'green',
  trialing: 'blue',
  cancelled: 'orange',
  incomplete: 'red',
}

// The server's words for the status ('Free Trial'), else the status itself.
export function StatusBadge({ status }: { status: SubscriptionStatus }) {
  const text = status.statusDisplay || status.status
  const color = statusColors[status.status]
  return color === undefined ? <Tag variant="outlined">{text}</Tag> : <Tag color={color}>{text}</Tag>
}
