import { Alert } from 'antd'

// Spec 000 section 4 elides the product's name at the end ('... continue using ...').
export const TRIAL_EXPIRED_MESSAGE = 'Your free trial has ended. Please subscribe to continue using RadScribe.'

export function TrialExpiredNotice({ className }: { className?: string }) {
  return (
    <Alert
      type="warning"
      showIcon
      title="Trial Expired"
      description={TRIAL_EXPIRED_MESSAGE}
      className={className}
    />
  )
}

// payment.provider none: nothing is sold, so nothing asks for a plan; the server says why.
export function PaymentsOffNotice({ message }: { message: string }) {
  return <Alert type="info" showIcon title="Subscriptions are not sold on this server" description={message} />
}
