import { Button, Modal } from 'antd'
import { useState } from 'react'
import { useCancelSubscriptionMutation } from './api'
import { useSubscriptionChange } from './useSubscriptionChange'

// Cancels at the end of the paid period, after the user confirms.
export function CancelSubscriptionButton() {
  const [confirming, setConfirming] = useState(false)
  const [cancel, { isLoading }] = useCancelSubscriptionMutation()
  const run = useSubscriptionChange()

  const confirm = async () => {
    await run(
      () => cancel().unwrap(),
      'Subscription Cancelled',
      'Failed to cancel subscription. Please try again.',
    )
    setConfirming(false)
  }

  return (
    <>
      <Button
        danger
        onClick={() => {
          setConfirming(true)
        }}
      >
        Cancel Subscription
      </Button>
      <Modal
        open={confirming}
        title="Cancel your subscription?"
        okText="Cancel Subscription"
        okButtonProps={{ danger: true }}
        cancelText="Keep Subscription"
        confirmLoading={isLoading}
        onOk={() => void confirm()}
        onCancel={() => {
          setConfirming(false)
        }}
      >
        You keep full access until the end of the current billing period. You can reactivate the subscription
        until then.
      </Modal>
    </>
  )
}
