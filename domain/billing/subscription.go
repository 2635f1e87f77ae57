package billing

import (
	"time"
)

// Provider statuses of a subscription (Stripe's).
const (
	ProviderTrialing          = "trialing"
	ProviderActive            = "active"
	ProviderPastDue           = "past_due"
	ProviderCanceled          = "canceled"
	ProviderIncomplete        = "incomplete"
	ProviderIncompleteExpired = "incomplete_expired"
	ProviderUnpaid            = "unpaid"
	ProviderPaused            = "paused"
)

// Subscription is the product's record of a user's subscription at the payment provider,
// kept in step with it by webhooks and syncs. The zero value is a user who never subscribed.
type Subscription struct {
	CustomerID       string
	SubscriptionID   string
	ProviderStatus   string
	Plan             PlanType
	CurrentPeriodEnd time.Time
	TrialEnd         time.Time
	// CancelAtPeriodEnd: cancelled by the user, access continues to CurrentPeriodEnd.
	CancelAtPeriodEnd bool
	// DiscountEnd is when the beta price stops; zero without it.
	DiscountEnd time.Time
	// TrialUsed: a provider trial was given once, so no second one is.
	TrialUsed bool
	// ScheduledPlan is the plan a pending switch moves to when the current period ends; empty
	// when none is pending. Plan stays the current plan until then.
	ScheduledPlan PlanType
}

// Exists reports whether the user ever had a subscription at the provider.
func (s Subscription) Exists() bool { return s.SubscriptionID != "" }

// Live reports whether the subscription grants access now: trialing, active, or past due
// while the provider retries the payment (a failed card must not lock a radiologist out
// mid-shift; the provider ends the subscription when its retries fail).
func (s Subscription) Live() bool {
	switch s.ProviderStatus {
	case ProviderTrialing, ProviderActive, ProviderPastDue:
		return true
	}
	return false
}

// NextPlan is the plan of the next billing cycle: the scheduled one while a switch is pending.
func (s Subscription) NextPlan() PlanType {
	if s.ScheduledPlan != "" {
		return s.ScheduledPlan
	}
	return s.Plan
}

// BetaActive reports whether the beta price applies at now.
func (s Subscription) BetaActive(now time.Time) bool {
	return s.Live() && !s.DiscountEnd.IsZero() && now.Before(s.DiscountEnd)
}

// AccountTrial is the free trial an account gets when it is verified, before any payment.
type AccountTrial struct {
	StartedAt, EndsAt *time.Time
}

// Running reports whether the trial gives access at now.
func (t AccountTrial) Running(now time.Time) bool { return t.EndsAt != nil && now.Before(*t.EndsAt) }

// Used reports whether the account ever had its trial.
func (t AccountTrial) Used() bool { return t.StartedAt != nil }
