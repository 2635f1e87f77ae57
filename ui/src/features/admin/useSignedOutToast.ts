import { useEffect } from 'react'
import { isUnauthorized, useToasts } from '../../components/toasts'

// An admin query answered 401: say so and sign in again (spec 001 section 8).
export function useSignedOutToast(error: unknown) {
  const toasts = useToasts()
  useEffect(() => {
    if (isUnauthorized(error)) toasts.signedOut()
  }, [error, toasts])
}
