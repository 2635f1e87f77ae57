import type { SubscriptionStatus } from '../auth'
import { START_TRIAL_LABEL } from './pricing'

// What the start button offers: a trial ('offered'), or a plain subscription for a user whose
// trial was used ('none') or is still running ('running': a checkout then keeps its remaining
// days, so a new 7-day trial would be a false promise).
export interface StartOffer {
  label: string
  trial: 'offered' | 'running' | 'none'
}

// Spec 001 section 2: incomplete (trial already used) and cancelled or expired periods subscribe
// without trial information.
export function startOffer(status: SubscriptionStatus): StartOffer {
  if (status.status === 'incomplete' || status.periodType === 'cancelled' || status.periodType === 'expired') {
    return { label: 'Subscribe', trial: 'none' }
  }
  if (status.periodType === 'trial') return { label: 'Subscribe', trial: 'running' }
  return { label: START_TRIAL_LABEL, trial: 'offered' }
}

// A subscription at the payment provider that still runs: a second checkout would be refused, so
// it is managed in the profile instead.
export function hasLiveSubscription(status: SubscriptionStatus): boolean {
  return status.hasStripeSubscription && ['active', 'trial', 'cancelled'].includes(status.periodType)
}
