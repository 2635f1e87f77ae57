package billing

import "time"

// The refusals of subscription changes, shown to users verbatim.
const (
	MsgUnknownPlan        = "Please choose the monthly or the yearly plan."
	MsgAlreadySubscribed  = "You already have a subscription. Switch plans or manage billing in your profile."
	MsgNoSubscription     = "You have no subscription to change. Choose a plan first."
	MsgSamePlan           = "You are already on this plan."
	MsgAlreadyScheduled   = "Your switch to this plan is already scheduled for your next billing cycle."
	MsgReactivateFirst    = "Your subscription is cancelled. Reactivate it before switching plans."
	MsgAlreadyCancelled   = "Your subscription is already cancelled; it ends at the end of the paid period."
	MsgNotCancelled       = "Your subscription is not cancelled."
	MsgNoBillingAccount   = "There is no billing account yet. Choose a plan first."
	minimumProviderTrial  = 2 // days; a shorter trial is refused by the provider
	providerTrialFullDays = 7
)

// Problem is a refused change; its text is shown to the user as it is.
type Problem string

func (p Problem) Error() string { return string(p) }

// CheckoutTerms are the trial and discount a new subscription starts with.
type CheckoutTerms struct {
	Plan      PlanType
	TrialDays int
	Beta      bool
}

// Checkout decides how a user starts plan: refused while a subscription is live; the 7-day
// trial only for a user who never had one; a user still in the account trial keeps its
// remaining whole days (no second trial); the beta price on a first monthly subscription.
func Checkout(plan PlanType, trial AccountTrial, sub Subscription, now time.Time) (CheckoutTerms, error) {
	if plan != Monthly && plan != Yearly {
		return CheckoutTerms{}, Problem(MsgUnknownPlan)
	}
	if sub.Exists() && sub.Live() {
		return CheckoutTerms{}, Problem(MsgAlreadySubscribed)
	}
	terms := CheckoutTerms{Plan: plan, Beta: plan == Monthly && !sub.Exists()}
	switch {
	case sub.TrialUsed || sub.Exists():
	case trial.Running(now):
		if days := int(trial.EndsAt.Sub(now).Hours() / 24); days >= minimumProviderTrial {
			terms.TrialDays = days
		}
	case !trial.Used():
		terms.TrialDays = providerTrialFullDays
	}
	return terms, nil
}

// SwitchPlan checks that the live subscription may move to plan from its next billing cycle.
// Choosing the current plan while a switch is pending is allowed: it withdraws the switch.
func SwitchPlan(plan PlanType, sub Subscription) error {
	switch {
	case plan != Monthly && plan != Yearly:
		return Problem(MsgUnknownPlan)
	case !sub.Exists() || !sub.Live():
		return Problem(MsgNoSubscription)
	case sub.CancelAtPeriodEnd:
		return Problem(MsgReactivateFirst)
	case sub.ScheduledPlan == plan:
		return Problem(MsgAlreadyScheduled)
	case sub.Plan == plan && sub.ScheduledPlan == "":
		return Problem(MsgSamePlan)
	}
	return nil
}

// Cancel checks that the live subscription may be cancelled at the end of its period.
func Cancel(sub Subscription) error {
	switch {
	case !sub.Exists() || !sub.Live():
		return Problem(MsgNoSubscription)
	case sub.CancelAtPeriodEnd:
		return Problem(MsgAlreadyCancelled)
	}
	return nil
}

// Reactivate checks that a cancelled subscription is still running, so cancelling it can be
// undone.
func Reactivate(sub Subscription) error {
	switch {
	case !sub.Exists() || !sub.Live():
		return Problem(MsgNoSubscription)
	case !sub.CancelAtPeriodEnd:
		return Problem(MsgNotCancelled)
	}
	return nil
}
