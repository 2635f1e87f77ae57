import type { SubscriptionStatus } from '../features/auth'

// GET /api/subscription/plans as the server answers it by default.
export const samplePlans = [
  { type: 'monthly', amount: 5900, interval: 'month' },
  { type: 'yearly', amount: 49900, interval: 'year', savings: 20900, savingsPercent: 30 },
]

// A subscription status for tests, by default a user on the account's free trial with payments on.
export function sampleStatus(overrides: Partial<SubscriptionStatus> = {}): SubscriptionStatus {
  return {
    status: 'trialing',
    hasActiveSubscription: true,
    trialDaysLeft: 5,
    isLegacyUser: false,
    betaDiscountActive: false,
    betaDiscountMonthsLeft: 0,
    currentPrice: 59,
    periodType: 'trial',
    statusDisplay: 'Free Trial',
    subscriptionEndDate: '2999-01-01T12:00:00Z',
    accessRemaining: '5 days',
    planType: null,
    nextBillingInfo: null,
    hasStripeSubscription: false,
    message: 'You are on the 7-day free trial.',
    accessType: 'full_access',
    paymentsEnabled: true,
    ...overrides,
  }
}

// Each state the server can answer, as it words them (domain/billing/status.go).
export const statuses = {
  trial: sampleStatus(),
  active: sampleStatus({
    status: 'active',
    periodType: 'active',
    statusDisplay: 'Active',
    trialDaysLeft: 0,
    subscriptionEndDate: null,
    accessRemaining: null,
    planType: 'monthly',
    hasStripeSubscription: true,
    nextBillingInfo: { nextBillingDate: '2025-07-15T12:00:00Z', nextBillingAmount: 5900, billingInterval: 'month' },
    message: 'Your subscription is active.',
  }),
  cancelled: sampleStatus({
    status: 'cancelled_active',
    periodType: 'cancelled',
    statusDisplay: 'Cancelled',
    trialDaysLeft: 0,
    subscriptionEndDate: '2025-07-15T12:00:00Z',
    accessRemaining: '5 days',
    planType: 'monthly',
    hasStripeSubscription: true,
    message: 'Your subscription is cancelled; you keep access until it ends.',
  }),
  trialExpired: sampleStatus({
    status: 'trial_expired',
    periodType: 'expired',
    statusDisplay: 'Trial Expired',
    hasActiveSubscription: false,
    trialDaysLeft: 0,
    subscriptionEndDate: '2025-06-01T12:00:00Z',
    accessRemaining: null,
    message: 'Your free trial has ended. Please subscribe to continue.',
    accessType: 'trial_expired',
  }),
  ended: sampleStatus({
    status: 'cancelled',
    periodType: 'expired',
    statusDisplay: 'Expired',
    hasActiveSubscription: false,
    trialDaysLeft: 0,
    subscriptionEndDate: '2025-06-01T12:00:00Z',
    accessRemaining: null,
    planType: 'yearly',
    hasStripeSubscription: true,
    message: 'Your subscription has ended. Subscribe again to continue.',
    accessType: 'authenticated_no_subscription',
  }),
  incomplete: sampleStatus({
    status: 'incomplete',
    periodType: 'none',
    statusDisplay: 'Trial Already Used',
    hasActiveSubscription: false,
    trialDaysLeft: 0,
    subscriptionEndDate: null,
    accessRemaining: null,
    planType: 'monthly',
    hasStripeSubscription: true,
    message: 'Your free trial has already been used. Choose a plan to subscribe.',
    accessType: 'authenticated_no_subscription',
  }),
  none: sampleStatus({
    status: 'none',
    periodType: 'none',
    statusDisplay: 'No Subscription',
    hasActiveSubscription: false,
    trialDaysLeft: 0,
    subscriptionEndDate: null,
    accessRemaining: null,
    message: 'Start your 7-day free trial: no card needed.',
    accessType: 'authenticated_no_subscription',
  }),
  // payment.provider none: everyone verified has full access, nothing is sold.
  paymentsOff: sampleStatus({
    status: 'active',
    periodType: 'active',
    statusDisplay: 'Active',
    trialDaysLeft: 0,
    subscriptionEndDate: null,
    accessRemaining: null,
    message: 'This server gives every verified account full access; there is nothing to pay.',
    paymentsEnabled: false,
  }),
} satisfies Record<string, SubscriptionStatus>
