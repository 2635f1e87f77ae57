import { lazy } from 'react'

// The signed-in user as other features see it, with the subscription status that decides what
// the user may open, and the sign-in choice that other pages offer signed-out visitors.
export { authApi, useGetCurrentUserQuery, useGetSubscriptionStatusQuery } from './api'
export { showUserFlagsWhileSaving } from './savedUserFlags'
export { START_TRIAL_PATH } from './signUpPath'
export type { ImpressionBackground, NextBillingInfo, PeriodType, PlanType, SubscriptionStatus, User } from './types'
export { useAccessType } from './useAccessType'

// Loaded on first use: the store loads this index before any page (through the report feature),
// and the e-mail dialog belongs only to the pages that show it.
export const SignInChoice = lazy(async () => ({ default: (await import('./SignInChoice')).SignInChoice }))
