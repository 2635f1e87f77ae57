import { Button } from 'antd'
import { useReactivateSubscriptionMutation } from './api'
import { useSubscriptionChange } from './useSubscriptionChange'

// Undoes a cancellation while the paid period lasts.
export function ReactivateButton() {
  const [reactivate, { isLoading }] = useReactivateSubscriptionMutation()
  const run = useSubscriptionChange()
  return (
    <Button
      type="primary"
      loading={isLoading}
      onClick={() =>
        void run(
          () => reactivate().unwrap(),
          'Subscription Reactivated',
          'Failed to reactivate subscription. Please try again.',
        )
      }
    >
      Reactivate Subscription
    </Button>
  )
}
