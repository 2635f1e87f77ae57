import { describe, expect, it } from 'vitest'
import { deriveAccessType, type AccessType, type SubscriptionFacts } from './accessType'

const now = new Date('2025-06-15T12:00:00Z')
const past = '2025-06-14T12:00:00Z'
const future = '2025-06-16T12:00:00Z'

const cases: { name: string; user: SubscriptionFacts | null; expected: AccessType }[] = [
  { name: 'no user', user: null, expected: 'unauthenticated' },
  { name: 'active', user: { subscriptionStatus: 'active', trialEndsAt: null }, expected: 'full_access' },
  { name: 'active, old trial end', user: { subscriptionStatus: 'active', trialEndsAt: past }, expected: 'full_access' },
  { name: 'trialing', user: { subscriptionStatus: 'trialing', trialEndsAt: future }, expected: 'full_access' },
  { name: 'trial_expired status', user: { subscriptionStatus: 'trial_expired', trialEndsAt: null }, expected: 'trial_expired' },
  { name: 'trial_expired status, future end', user: { subscriptionStatus: 'trial_expired', trialEndsAt: future }, expected: 'trial_expired' },
  { name: 'cancelled, trial ended', user: { subscriptionStatus: 'cancelled', trialEndsAt: past }, expected: 'trial_expired' },
  { name: 'no status, trial ended', user: { subscriptionStatus: null, trialEndsAt: past }, expected: 'trial_expired' },
  { name: 'no status, no trial', user: { subscriptionStatus: null, trialEndsAt: null }, expected: 'authenticated_no_subscription' },
  { name: 'incomplete, trial not ended', user: { subscriptionStatus: 'incomplete', trialEndsAt: future }, expected: 'authenticated_no_subscription' },
  { name: 'past_due, no trial', user: { subscriptionStatus: 'past_due', trialEndsAt: null }, expected: 'authenticated_no_subscription' },
  { name: 'trial ends exactly now', user: { subscriptionStatus: null, trialEndsAt: now.toISOString() }, expected: 'authenticated_no_subscription' },
]

describe('deriveAccessType', () => {
  it.each(cases)('$name → $expected', ({ user, expected }) => {
    expect(deriveAccessType(user, now)).toBe(expected)
  })
})
