import { Alert } from 'antd'

// The red alert in which sign-in forms show what went wrong; nothing when all is well.
export function ErrorAlert({ message }: { message: string | undefined }) {
  if (message === undefined) return null
  return <Alert type="error" showIcon title={message} style={{ marginBottom: 16 }} />
}
