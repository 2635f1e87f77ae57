import { Progress, Typography } from 'antd'
import { passwordStrength } from '../lib/passwordStrength'

// The strength meter under a new-password field; hidden until something is typed. A watched
// antd field is undefined until first touched, whatever its declared type.
export function PasswordStrength({ password }: { password: string | undefined }) {
  if (!password) return null
  const { score, label, color } = passwordStrength(password)
  return (
    <div aria-live="polite">
      <Progress
        percent={score}
        showInfo={false}
        strokeColor={color}
        size="small"
        aria-label="Password strength"
      />
      <Typography.Text type="secondary">
        Password strength: <span style={{ color }}>{label}</span>
      </Typography.Text>
    </div>
  )
}
