import { Button, Form, Input } from 'antd'
import { useState } from 'react'
import { errorMessage } from '../../../api/baseApi'
import { ErrorAlert } from '../../../components/ErrorAlert'
import { ruleFrom } from '../../../lib/formRules'
import { checkEmail, checkFirstName, checkLastName } from '../../../lib/validation'
import { useRegisterMutation } from '../api'
import { NewPasswordFields } from '../NewPasswordFields'
import type { Registration } from '../types'
import styles from './EmailDialog.module.css'

interface CreateAccountFormProps {
  onRegistered: (email: string) => void
}

export function CreateAccountForm({ onRegistered }: CreateAccountFormProps) {
  const [form] = Form.useForm<Registration>()
  const [register, { isLoading }] = useRegisterMutation()
  const [error, setError] = useState<string>()

  async function submit(values: Registration) {
    if (isLoading) return
    setError(undefined)
    const registration = { ...values, email: values.email.trim() }
    try {
      await register(registration).unwrap()
      onRegistered(registration.email)
    } catch (failure) {
      setError(errorMessage(failure, 'Registration failed'))
    }
  }

  return (
    <Form<Registration>
      form={form}
      name="create-account"
      layout="vertical"
      requiredMark={false}
      // The fields' own rules say what is wrong, in the app's words, not the browser's.
      noValidate
      onFinish={(values) => void submit(values)}
    >
      <ErrorAlert message={error} />
      <div className={styles.nameRow}>
        <Form.Item label="First name" name="firstName" rules={[ruleFrom(checkFirstName)]}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item label="Last name" name="lastName" rules={[ruleFrom(checkLastName)]}>
          <Input autoComplete="family-name" />
        </Form.Item>
      </div>
      <Form.Item label="Email" name="email" rules={[ruleFrom(checkEmail)]}>
        <Input type="email" autoComplete="username" />
      </Form.Item>
      <NewPasswordFields passwordLabel="Password" confirmLabel="Confirm password" />
      <Button type="primary" htmlType="submit" block loading={isLoading}>
        Create Account
      </Button>
    </Form>
  )
}
