import { Button, Form, Input } from 'antd'
import { useState } from 'react'
import { errorMessage } from '../../../api/baseApi'
import { ErrorAlert } from '../../../components/ErrorAlert'
import { ruleFrom } from '../../../lib/formRules'
import { checkEmail, checkLoginPassword } from '../../../lib/validation'
import { useLoginMutation } from '../api'
import type { Credentials } from '../types'
import styles from './EmailDialog.module.css'

// The server refuses an unverified account with this code after mailing it a fresh code.
function isEmailNotVerified(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    error.status === 403 &&
    'data' in error &&
    typeof error.data === 'object' &&
    error.data !== null &&
    'code' in error.data &&
    error.data.code === 'email_not_verified'
  )
}

interface SignInFormProps {
  onSignedIn: () => void
  onEmailNotVerified: (email: string) => void
  onForgotPassword: () => void
}

export function SignInForm({ onSignedIn, onEmailNotVerified, onForgotPassword }: SignInFormProps) {
  const [login, { isLoading }] = useLoginMutation()
  const [error, setError] = useState<string>()

  async function submit({ email, password }: Credentials) {
    if (isLoading) return
    setError(undefined)
    const credentials = { email: email.trim(), password }
    try {
      await login(credentials).unwrap()
      onSignedIn()
    } catch (failure) {
      if (isEmailNotVerified(failure)) {
        onEmailNotVerified(credentials.email)
      } else {
        setError(errorMessage(failure, 'Login failed'))
      }
    }
  }

  return (
    <Form<Credentials>
      name="sign-in"
      layout="vertical"
      requiredMark={false}
      // The fields' own rules say what is wrong, in the app's words, not the browser's.
      noValidate
      onFinish={(values) => void submit(values)}
    >
      <ErrorAlert message={error} />
      <Form.Item label="Email" name="email" rules={[ruleFrom(checkEmail)]}>
        <Input type="email" autoComplete="username" />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[ruleFrom(checkLoginPassword)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="link" className={styles.inlineLink} onClick={onForgotPassword}>
        Forgot your password?
      </Button>
      <Button type="primary" htmlType="submit" block loading={isLoading}>
        Sign In
      </Button>
    </Form>
  )
}
