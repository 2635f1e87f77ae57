import { Button, Form, Input, Typography } from 'antd'
import { useState } from 'react'
import { errorMessage } from '../../../api/baseApi'
import { ErrorAlert } from '../../../components/ErrorAlert'
import { ruleFrom } from '../../../lib/formRules'
import { checkEmail } from '../../../lib/validation'
import { useRequestPasswordResetMutation } from '../api'
import styles from './EmailDialog.module.css'

interface ForgotPasswordStepProps {
  onSent: () => void
  onBack: () => void
}

export function ForgotPasswordStep({ onSent, onBack }: ForgotPasswordStepProps) {
  const [requestPasswordReset, { isLoading }] = useRequestPasswordResetMutation()
  const [error, setError] = useState<string>()

  async function submit({ email }: { email: string }) {
    if (isLoading) return
    setError(undefined)
    try {
      await requestPasswordReset({ email: email.trim() }).unwrap()
      onSent()
    } catch (failure) {
      setError(errorMessage(failure, 'Request failed'))
    }
  }

  return (
    <Form<{ email: string }>
      name="forgot-password"
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void submit(values)}
    >
      <Typography.Paragraph>
        Enter the email address of your account and we will send you a link to reset your password.
      </Typography.Paragraph>
      <ErrorAlert message={error} />
      <Form.Item label="Email" name="email" rules={[ruleFrom(checkEmail)]}>
        <Input inputMode="email" autoComplete="email" />
      </Form.Item>
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          Send Reset Link
        </Button>
        <Button type="link" block onClick={onBack}>
          Back to sign in
        </Button>
      </div>
    </Form>
  )
}
