import { Button, Form, Input, Typography } from 'antd'
import { useState } from 'react'
import { ErrorAlert } from '../../../components/ErrorAlert'
import { ruleFrom } from '../../../lib/formRules'
import { checkCode } from '../../../lib/validation'
import { useResendCodeMutation, useVerifyEmailMutation } from '../api'
import styles from './EmailDialog.module.css'
import { StepActions, StepForm } from './StepForm'
import { useRequestError } from './useRequestError'

const CODE_LENGTH = 6

/** Why the code was sent: a new account, or a sign-in to an account not verified yet. */
export type CodeSentAfter = 'sign-up' | 'sign-in'

interface OtpStepProps {
  email: string
  codeSentAfter: CodeSentAfter
  resendSecondsLeft: number
  onResent: () => void
  onVerified: () => void
  onBack: () => void
}

export function OtpStep(props: OtpStepProps) {
  const { email, codeSentAfter, resendSecondsLeft, onResent, onVerified, onBack } = props
  const [verifyEmail, { isLoading: verifying }] = useVerifyEmailMutation()
  const [resendCode, { isLoading: resending }] = useResendCodeMutation()
  const [resent, setResent] = useState(false)
  const { error, attempt } = useRequestError()

  async function verify({ code }: { code: string }) {
    if (verifying) return
    await attempt(async () => {
      await verifyEmail({ email, code }).unwrap()
      onVerified()
    }, 'Verification failed')
  }

  async function resend() {
    if (resending) return
    await attempt(async () => {
      await resendCode({ email }).unwrap()
      setResent(true)
      onResent()
    }, 'Failed to resend code')
  }

  return (
    <StepForm<{ code: string }> name="verify-email" onFinish={(values) => void verify(values)}>
      {/* The only line saying a code was sent: the server's answer says it too and is not shown. */}
      <Typography.Paragraph role="status">
        {codeSentAfter === 'sign-in' && !resent && 'Your email is not verified yet. '}
        We sent a {resent && 'new '}6-digit code to <strong>{email}</strong>. Enter it below to verify your email.
      </Typography.Paragraph>
      <ErrorAlert message={error} />
      <Form.Item label="Verification code" name="code" rules={[ruleFrom(checkCode)]}>
        <Input
          maxLength={CODE_LENGTH}
          inputMode="numeric"
          autoComplete="one-time-code"
          className={styles.code}
        />
      </Form.Item>
      <StepActions submitLabel="Verify Email" submitting={verifying} onBack={onBack}>
        <Button block loading={resending} disabled={resendSecondsLeft > 0} onClick={() => void resend()}>
          {resendSecondsLeft > 0
            ? `Resend code in ${String(resendSecondsLeft)}s`
            : 'Resend verification code'}
        </Button>
      </StepActions>
    </StepForm>
  )
}
