import { Button, Card, Result, Spin, Typography } from 'antd'
import { useNavigate, useSearchParams } from 'react-router'
import { useVerifyResetTokenQuery } from './api'
import { ResetPasswordForm } from './ResetPasswordForm'
import { resetTokenError } from './resetTokenError'
import styles from './AuthPage.module.css'

function InvalidLink({ reason }: { reason: string }) {
  const navigate = useNavigate()
  return (
    <Result
      status="error"
      title="Invalid Reset Link"
      subTitle={
        <>
          <Typography.Paragraph>This password reset link is invalid or has expired.</Typography.Paragraph>
          <Typography.Text type="danger">{reason}</Typography.Text>
        </>
      }
      extra={
        <Button type="primary" onClick={() => void navigate('/login')}>
          Back to Login
        </Button>
      }
    />
  )
}

function CheckedResetLink({ token }: { token: string }) {
  const { data, error, isLoading } = useVerifyResetTokenQuery(token)
  if (isLoading) {
    return (
      <div className={styles.centred} role="status">
        <Spin />
        <Typography.Paragraph>Verifying reset link...</Typography.Paragraph>
      </div>
    )
  }
  if (data?.valid !== true) return <InvalidLink reason={resetTokenError(error)} />
  return <ResetPasswordForm token={token} />
}

export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')
  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        {token ? <CheckedResetLink token={token} /> : <InvalidLink reason="Invalid reset link" />}
      </Card>
    </div>
  )
}
