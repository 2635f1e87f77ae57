export type AccessType =
  | 'unauthenticated'
  | 'trial_expired'
  | 'full_access'
  | 'authenticated_no_subscription'

export interface SubscriptionFacts {
  subscriptionStatus: string | null
  trialEndsAt: string | null
}

export function deriveAccessType(user: SubscriptionFacts | null, now: Date): AccessType {
  if (user === null) return 'unauthenticated'
  const { subscriptionStatus, trialEndsAt } = user
  if (subscriptionStatus === 'active' || subscriptionStatus === 'trialing') return 'full_access'
  if (subscriptionStatus === 'trial_expired') return 'trial_expired'
  if (trialEndsAt !== null && Date.parse(trialEndsAt) < now.getTime()) return 'trial_expired'
  return 'authenticated_no_subscription'
}
