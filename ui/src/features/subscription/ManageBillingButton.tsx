import { Button } from 'antd'
import { useToasts } from '../../components/toasts'
import { loadPage } from '../../lib/loadPage'
import { useCreateCustomerPortalSessionMutation } from './api'

// The payment provider's billing portal (cards, invoices), which returns to the profile.
export function ManageBillingButton() {
  const toasts = useToasts()
  const [openPortal, { isLoading }] = useCreateCustomerPortalSessionMutation()
  const manage = async () => {
    try {
      const { url } = await openPortal().unwrap()
      loadPage(url)
    } catch (error) {
      toasts.failure(error, 'Failed to open billing portal. Please try again.')
    }
  }
  return (
    <Button loading={isLoading} onClick={() => void manage()}>
      Manage Billing
    </Button>
  )
}
