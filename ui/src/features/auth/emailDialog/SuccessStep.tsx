import { Result } from 'antd'

export type SuccessOutcome = 'signed-in' | 'account-created' | 'reset-email-sent'

const texts: Record<SuccessOutcome, { title: string; subTitle: string }> = {
  'signed-in': { title: 'You are signed in.', subTitle: 'Taking you to RadScribe...' },
  'account-created': { title: 'Your account has been created.', subTitle: 'Taking you to RadScribe...' },
  'reset-email-sent': { title: 'Email sent!', subTitle: 'Check your email to reset the password.' },
}

export function SuccessStep({ outcome }: { outcome: SuccessOutcome }) {
  return <Result status="success" {...texts[outcome]} />
}
