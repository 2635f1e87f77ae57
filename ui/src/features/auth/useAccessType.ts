import { deriveAccessType, type AccessType } from '../../lib/accessType'
import { useGetCurrentUserQuery, useGetSubscriptionStatusQuery } from './api'
import type { User } from './types'

export interface AccessState {
  accessType: AccessType
  isLoading: boolean
  user: User | null
}

// The server decides access (the status's accessType); the spec's derivation from the user
// stands in when the status cannot be read. A failed user lookup (after retries) is treated like
// "signed out" so visitors still get the public pages. Both are read again on window focus, so a
// trial that ended or a subscription bought elsewhere shows without a reload.
export function useAccessType(): AccessState {
  const { data, isLoading } = useGetCurrentUserQuery(undefined, { refetchOnFocus: true })
  const user = data ?? null
  const status = useGetSubscriptionStatusQuery(undefined, { skip: user === null, refetchOnFocus: true })
  const accessType =
    user === null ? 'unauthenticated' : (status.data?.accessType ?? deriveAccessType(user, new Date()))
  // Only the first answer is waited for. A failed status is read again by the next component that
  // asks for it (the Subscription tab); the spinner coming back then would unmount that
  // component, which would ask again, and so on.
  const firstStatusPending = status.isLoading && status.error === undefined
  return { accessType, isLoading: isLoading || firstStatusPending, user }
}
