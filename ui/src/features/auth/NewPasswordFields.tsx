import { Form, Input } from 'antd'
import { PasswordStrength } from '../../components/PasswordStrength'
import { matchesField, ruleFrom } from '../../lib/formRules'
import { checkNewPassword } from '../../lib/validation'

interface NewPasswordFieldsProps {
  passwordLabel: string
  confirmLabel: string
}

// A new password with its strength meter, and its confirmation: the fields password and
// confirmPassword of the form around them (creating an account, resetting a password).
export function NewPasswordFields({ passwordLabel, confirmLabel }: NewPasswordFieldsProps) {
  const form = Form.useFormInstance<{ password?: string }>()
  const password = Form.useWatch('password', form)

  return (
    <>
      <Form.Item
        label={passwordLabel}
        name="password"
        rules={[ruleFrom(checkNewPassword)]}
        extra={<PasswordStrength password={password} />}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={confirmLabel}
        name="confirmPassword"
        dependencies={['password']}
        rules={[matchesField('password')]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  )
}
