import { errorMessage } from '../../api/baseApi'
import { isUnauthorized, useToasts } from '../../components/toasts'
import { loadPage } from '../../lib/loadPage'
import type { PlanType } from '../auth'
import { useCreateSubscriptionPlanMutation } from './api'

// Opens the payment provider's checkout for a plan: the server answers its address and the
// browser goes there.
export function useCheckout() {
  const toasts = useToasts()
  const [createSubscription, { isLoading }] = useCreateSubscriptionPlanMutation()

  const checkout = async (planType: PlanType) => {
    try {
      const { url } = await createSubscription(planType).unwrap()
      loadPage(url)
    } catch (error) {
      if (isUnauthorized(error)) toasts.signedOut()
      else
        toasts.error(
          'Failed to create subscription',
          errorMessage(error, 'Unable to create subscription. Please try again.'),
        )
    }
  }
  return { checkout, isLoading }
}
