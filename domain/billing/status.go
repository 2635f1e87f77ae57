// Package billing holds plans, prices and the subscription status rules.
package billing

// Subscription statuses the UI reads.
const (
	StatusActive          = "active"
	StatusTrialing        = "trialing"
	StatusTrialExpired    = "trial_expired"
	StatusUnauthenticated = "unauthenticated"
)

// MonthlyPriceUSD is the list price of the monthly plan after the beta discount.
const MonthlyPriceUSD = 59

// Status is what the app needs to decide access.
type Status struct {
	Status                 string
	HasActiveSubscription  bool
	TrialDaysLeft          int
	IsLegacyUser           bool
	BetaDiscountActive     bool
	BetaDiscountMonthsLeft int
	CurrentPrice           int
}

// WithoutPayments is the status of every verified user when no payment provider is configured
// (a self-hosted practice): full access, nothing to pay.
func WithoutPayments() Status {
	return Status{Status: StatusActive, HasActiveSubscription: true, CurrentPrice: MonthlyPriceUSD}
}
