import { Button, Form, Result, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { errorMessage } from '../../api/baseApi'
import { ErrorAlert } from '../../components/ErrorAlert'
import { useResetPasswordMutation } from './api'
import { NewPasswordFields } from './NewPasswordFields'
import styles from './AuthPage.module.css'

const REDIRECT_AFTER_RESET_MS = 3000

interface NewPassword {
  password: string
  confirmPassword: string
}

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate()
  const [form] = Form.useForm<NewPassword>()
  const [resetPassword, { isLoading, isSuccess }] = useResetPasswordMutation()
  const [error, setError] = useState<string>()

  useEffect(() => {
    if (!isSuccess) return
    const redirect = setTimeout(() => void navigate('/login'), REDIRECT_AFTER_RESET_MS)
    return () => {
      clearTimeout(redirect)
    }
  }, [isSuccess, navigate])

  async function submit(values: NewPassword) {
    if (isLoading) return
    setError(undefined)
    try {
      await resetPassword({ token, password: values.password }).unwrap()
    } catch (failure) {
      setError(errorMessage(failure, 'Password reset failed'))
    }
  }

  if (isSuccess) {
    return (
      <Result
        status="success"
        title="Password Reset Successful!"
        subTitle="Your password has been updated successfully. You will be redirected to the login page."
      />
    )
  }

  return (
    <Form<NewPassword>
      form={form}
      name="reset-password"
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void submit(values)}
    >
      <Typography.Title level={1} className={styles.title}>
        Reset Your Password
      </Typography.Title>
      <Typography.Paragraph type="secondary" className={styles.centred}>
        Enter your new password below
      </Typography.Paragraph>
      <ErrorAlert message={error} />
      <NewPasswordFields passwordLabel="New Password" confirmLabel="Confirm New Password" />
      <Button type="primary" htmlType="submit" block loading={isLoading}>
        Reset Password
      </Button>
    </Form>
  )
}
