import { useToasts } from '../../components/toasts'

// Runs a change to the subscription and says how it went: the server's message on success,
// its message or the fallback on failure.
export function useSubscriptionChange() {
  const toasts = useToasts()
  return async (change: () => Promise<{ message?: string }>, successTitle: string, failure: string) => {
    try {
      const { message } = await change()
      toasts.success(successTitle, message)
      return true
    } catch (error) {
      toasts.failure(error, failure)
      return false
    }
  }
}
