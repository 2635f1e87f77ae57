import type { AdminUser, AuthProvider } from './types'

// The admin's account trial lasts 7 days from its start (spec 001 sections 4 and 9).
export const ACCOUNT_TRIAL_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000

export type AccountTrialState = 'active' | 'expired' | 'used' | 'none'

export interface AccountTrial {
  state: AccountTrialState
  label: string
}

// A started trial is Active (with the days left) or Expired; a trial marked used without a start
// is Account Trial Used; otherwise there is none.
export function accountTrial(user: AdminUser, now: number = Date.now()): AccountTrial {
  if (user.accountTrialStartedAt !== null) {
    const msLeft = Date.parse(user.accountTrialStartedAt) + ACCOUNT_TRIAL_DAYS * DAY_MS - now
    if (msLeft <= 0) return { state: 'expired', label: 'Expired' }
    const days = Math.ceil(msLeft / DAY_MS)
    return { state: 'active', label: `Active (${String(days)} ${days === 1 ? 'day' : 'days'} left)` }
  }
  if (user.accountTrialUsed) return { state: 'used', label: 'Account Trial Used' }
  return { state: 'none', label: 'None' }
}

export function hasStripeSubscription(user: AdminUser): boolean {
  return user.stripeSubscriptionId !== null && user.stripeSubscriptionId !== ''
}

// 'all' lets every user through.
export interface UserFilters {
  subscriptionStatus: string
  accountTrial: AccountTrialState | 'all'
  authProvider: AuthProvider | 'all'
  emailVerified: 'all' | 'verified' | 'unverified'
  stripeSubscription: 'all' | 'yes' | 'no'
}

export const allUsers: UserFilters = {
  subscriptionStatus: 'all',
  accountTrial: 'all',
  authProvider: 'all',
  emailVerified: 'all',
  stripeSubscription: 'all',
}

export function filterUsers(users: readonly AdminUser[], filters: UserFilters, now: number = Date.now()): AdminUser[] {
  return users.filter(
    (user) =>
      (filters.subscriptionStatus === 'all' || user.subscriptionStatus === filters.subscriptionStatus) &&
      (filters.accountTrial === 'all' || accountTrial(user, now).state === filters.accountTrial) &&
      (filters.authProvider === 'all' || user.authProvider === filters.authProvider) &&
      (filters.emailVerified === 'all' || user.emailVerified === (filters.emailVerified === 'verified')) &&
      (filters.stripeSubscription === 'all' || hasStripeSubscription(user) === (filters.stripeSubscription === 'yes')),
  )
}

export const USER_SORT_FIELDS = [
  'createdAt',
  'email',
  'subscriptionStatus',
  'recordingCount',
  'lastActivity',
  'totalRecordingTime',
] as const
export type UserSortField = (typeof USER_SORT_FIELDS)[number]
export type SortOrder = 'asc' | 'desc'

export interface UserSort {
  field: UserSortField
  order: SortOrder
}

// Newest accounts first (spec 001 section 9).
export const defaultUserSort: UserSort = { field: 'createdAt', order: 'desc' }

function timeOf(timestamp: string | null): number | null {
  return timestamp === null ? null : Date.parse(timestamp)
}

const sortKeys: Record<UserSortField, (user: AdminUser) => string | number | null> = {
  createdAt: (user) => timeOf(user.createdAt),
  email: (user) => user.email.toLowerCase(),
  subscriptionStatus: (user) => user.subscriptionStatus,
  recordingCount: (user) => user.recordingCount,
  lastActivity: (user) => timeOf(user.lastActivity),
  totalRecordingTime: (user) => user.totalRecordingTime,
}

// A sorted copy; users without a value (never active) come last in either order.
export function sortUsers(users: readonly AdminUser[], { field, order }: UserSort): AdminUser[] {
  const key = sortKeys[field]
  const direction = order === 'asc' ? 1 : -1
  return [...users].sort((a, b) => {
    const left = key(a)
    const right = key(b)
    if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1
    if (typeof left === 'string' && typeof right === 'string') return direction * left.localeCompare(right)
    return direction * (Number(left) - Number(right))
  })
}
