import { Form, Input, Typography } from 'antd'
import { ErrorAlert } from '../../../components/ErrorAlert'
import { ruleFrom } from '../../../lib/formRules'
import { checkEmail } from '../../../lib/validation'
import { useRequestPasswordResetMutation } from '../api'
import { StepActions, StepForm } from './StepForm'
import { useRequestError } from './useRequestError'

interface ForgotPasswordStepProps {
  onSent: () => void
  onBack: () => void
}

export function ForgotPasswordStep({ onSent, onBack }: ForgotPasswordStepProps) {
  const [requestPasswordReset, { isLoading }] = useRequestPasswordResetMutation()
  const { error, attempt } = useRequestError()

  async function submit({ email }: { email: string }) {
    if (isLoading) return
    await attempt(async () => {
      await requestPasswordReset({ email: email.trim() }).unwrap()
      onSent()
    }, 'Request failed')
  }

  return (
    <StepForm<{ email: string }> name="forgot-password" onFinish={(values) => void submit(values)}>
      <Typography.Paragraph>
        Enter the email address of your account and we will send you a link to reset your password.
      </Typography.Paragraph>
      <ErrorAlert message={error} />
      <Form.Item label="Email" name="email" rules={[ruleFrom(checkEmail)]}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <StepActions submitLabel="Send Reset Link" submitting={isLoading} onBack={onBack} />
    </StepForm>
  )
}
