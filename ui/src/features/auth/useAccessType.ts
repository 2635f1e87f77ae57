import { deriveAccessType, type AccessType } from '../../lib/accessType'
import { useGetCurrentUserQuery } from './api'
import type { User } from './types'

export interface AccessState {
  accessType: AccessType
  isLoading: boolean
  user: User | null
}

// A failed lookup (after retries) is treated like "signed out" so visitors still get the public pages.
export function useAccessType(): AccessState {
  const { data, isLoading } = useGetCurrentUserQuery(undefined, { refetchOnFocus: true })
  const user = data ?? null
  return { accessType: deriveAccessType(user, new Date()), isLoading, user }
}
