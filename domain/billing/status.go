// Package billing holds plans, prices, the subscription status rules and who has access.
package billing

import (
	"math"
	"time"
)

// Subscription statuses the UI reads (status in /api/subscription/status and
// subscriptionStatus in /api/auth/user).
const (
	StatusActive          = "active"
	StatusTrialing        = "trialing"
	StatusTrialExpired    = "trial_expired"
	StatusUnauthenticated = "unauthenticated"
	StatusPastDue         = "past_due"
	StatusIncomplete      = "incomplete"
	StatusCancelledActive = "cancelled_active"
	StatusCancelledTrial  = "cancelled_trial"
	StatusCancelled       = "cancelled"
	StatusNone            = "none"
)

// PeriodType is what the Subscription tab shows (spec 001, section 4).
type PeriodType string

// The period types.
const (
	PeriodActive    PeriodType = "active"
	PeriodTrial     PeriodType = "trial"
	PeriodCancelled PeriodType = "cancelled"
	PeriodExpired   PeriodType = "expired"
	PeriodNone      PeriodType = "none"
)

// NextBilling is the next charge.
type NextBilling struct {
	Date        time.Time
	AmountCents int64
	Interval    string
}

// Status is a user's subscription as the app shows it and decides access by.
type Status struct {
	Status                 string
	PeriodType             PeriodType
	HasActiveSubscription  bool
	TrialDaysLeft          int
	IsLegacyUser           bool
	BetaDiscountActive     bool
	BetaDiscountMonthsLeft int
	// CurrentPrice is in whole US dollars per month.
	CurrentPrice int
	Plan         PlanType
	// ScheduledPlan is the plan a pending switch moves to at the next billing cycle; empty when
	// none is pending.
	ScheduledPlan PlanType
	// EndDate is when access ends (a cancelled subscription, a trial); zero when it does not.
	EndDate               time.Time
	NextBilling           *NextBilling
	HasStripeSubscription bool
	// Message says the state in a sentence for the status card.
	Message string
}

// WithoutPayments is the status of every verified user when no payment provider is configured
// (a self-hosted practice): full access, nothing to pay, no trial.
func WithoutPayments() Status {
	return Status{
		Status: StatusActive, PeriodType: PeriodActive, HasActiveSubscription: true, CurrentPrice: MonthlyPriceUSD,
		Message: "This server gives every verified account full access; there is nothing to pay.",
	}
}

// StatusInput is what a user's status is computed from.
type StatusInput struct {
	Trial        AccountTrial
	Subscription Subscription
	IsLegacyUser bool
	YearlyCents  int64
	Now          time.Time
}

// StatusOf is the user's status when payments are on: the provider's subscription when the
// user has one, else the account trial.
func StatusOf(in StatusInput) Status {
	var s Status
	switch sub := in.Subscription; {
	case sub.Exists() && sub.Live():
		s = liveStatus(sub, in.YearlyCents, in.Now)
	case sub.Exists() && sub.ProviderStatus == ProviderIncomplete:
		s = Status{Status: StatusIncomplete, PeriodType: PeriodNone, Plan: sub.Plan,
			Message: "Your free trial has already been used. Choose a plan to subscribe."}
	case sub.Exists() && !in.Trial.Running(in.Now):
		s = Status{Status: StatusCancelled, PeriodType: PeriodExpired, Plan: sub.Plan, EndDate: sub.CurrentPeriodEnd,
			Message: "Your subscription has ended. Subscribe again to continue."}
	case in.Trial.Running(in.Now):
		s = Status{Status: StatusTrialing, PeriodType: PeriodTrial, HasActiveSubscription: true, EndDate: *in.Trial.EndsAt,
			TrialDaysLeft: daysLeft(*in.Trial.EndsAt, in.Now), Message: "You are on the 7-day free trial."}
	case in.Trial.Used():
		s = Status{Status: StatusTrialExpired, PeriodType: PeriodExpired, EndDate: *in.Trial.EndsAt,
			Message: "Your free trial has ended. Please subscribe to continue."}
	default:
		s = Status{Status: StatusNone, PeriodType: PeriodNone, Message: "Start your 7-day free trial: no card needed."}
	}
	s.IsLegacyUser = in.IsLegacyUser
	s.HasStripeSubscription = in.Subscription.Exists()
	if s.CurrentPrice == 0 {
		s.CurrentPrice = MonthlyPriceUSD
	}
	return s
}

// liveStatus is a trialing, active or past-due subscription, cancelled or not.
func liveStatus(sub Subscription, yearlyCents int64, now time.Time) Status {
	s := Status{Status: StatusActive, PeriodType: PeriodActive, HasActiveSubscription: true, Plan: sub.Plan,
		ScheduledPlan: sub.ScheduledPlan, Message: "Your subscription is active."}
	if sub.ProviderStatus == ProviderPastDue {
		s.Status, s.Message = StatusPastDue, "Your last payment failed. Please update your card under Manage Billing."
	}
	if sub.ProviderStatus == ProviderTrialing {
		s.Status, s.PeriodType, s.EndDate = StatusTrialing, PeriodTrial, sub.TrialEnd
		s.TrialDaysLeft, s.Message = daysLeft(sub.TrialEnd, now), "You are on the 7-day free trial."
	}
	if sub.BetaActive(now) {
		s.BetaDiscountActive, s.BetaDiscountMonthsLeft = true, monthsLeft(sub.DiscountEnd, now)
		s.CurrentPrice = BetaAmountCents / 100
	}
	if sub.CancelAtPeriodEnd {
		s.Status, s.PeriodType, s.EndDate = StatusCancelledActive, PeriodCancelled, sub.CurrentPeriodEnd
		if sub.ProviderStatus == ProviderTrialing {
			s.Status, s.EndDate = StatusCancelledTrial, sub.TrialEnd
		}
		s.Message = "Your subscription is cancelled; you keep access until it ends."
		return s
	}
	next := sub.CurrentPeriodEnd
	if sub.ProviderStatus == ProviderTrialing {
		next = sub.TrialEnd
	}
	s.NextBilling = &NextBilling{Date: next, AmountCents: chargeAt(sub, yearlyCents, next), Interval: intervalOf(sub.NextPlan())}
	return s
}

// chargeAt is what the subscription costs at the charge on date, which opens the next billing
// cycle: the price of that cycle's plan (a pending switch's), the beta price while the discount
// lasts.
func chargeAt(sub Subscription, yearlyCents int64, date time.Time) int64 {
	if sub.NextPlan() == Yearly {
		return yearlyCents
	}
	if !sub.DiscountEnd.IsZero() && date.Before(sub.DiscountEnd) {
		return BetaAmountCents
	}
	return MonthlyAmountCents
}

func intervalOf(plan PlanType) string {
	if plan == Yearly {
		return "year"
	}
	return "month"
}

// daysLeft counts started days: 6 days and 1 hour left is 7.
func daysLeft(end, now time.Time) int {
	if !now.Before(end) {
		return 0
	}
	return int(math.Ceil(end.Sub(now).Hours() / 24))
}

// monthsLeft counts started months until end.
func monthsLeft(end, now time.Time) int {
	months := 0
	for t := now; t.Before(end); t = t.AddDate(0, 1, 0) {
		months++
	}
	return months
}
