package billing

import (
	"context"
	"crypto/rand"
	"fmt"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/billing"
	"github.com/radscribe/radscribe/ports"
)

// Cancel ends the user's subscription at the end of the paid period; access continues to then.
func (s *Service) Cancel(ctx context.Context, user account.User) error {
	return s.change(ctx, user, billing.Cancel, func(sub billing.Subscription, key string) (ports.ProviderSubscription, error) {
		return s.provider.CancelAtPeriodEnd(ctx, sub.SubscriptionID, key)
	}, "cancel")
}

// Reactivate undoes a cancellation before the period ends.
func (s *Service) Reactivate(ctx context.Context, user account.User) error {
	return s.change(ctx, user, billing.Reactivate, func(sub billing.Subscription, key string) (ports.ProviderSubscription, error) {
		return s.provider.Reactivate(ctx, sub.SubscriptionID, key)
	}, "reactivate")
}

// Switched is the plan a switch asked for, and whether it withdrew a pending switch instead.
type Switched struct {
	Plan      billing.PlanType
	Withdrawn bool
}

// SwitchPlan moves the subscription to plan from the next billing cycle; until then the record
// keeps the current plan and shows plan as scheduled. Choosing the current plan while a switch
// is pending withdraws the switch.
func (s *Service) SwitchPlan(ctx context.Context, user account.User, planName string) (Switched, error) {
	plan, _ := billing.ParsePlan(planName)
	switched := Switched{Plan: plan}
	check := func(sub billing.Subscription) error {
		switched.Withdrawn = sub.ScheduledPlan != "" && sub.Plan == plan
		return billing.SwitchPlan(plan, sub)
	}
	err := s.change(ctx, user, check, func(sub billing.Subscription, key string) (ports.ProviderSubscription, error) {
		return s.provider.SwitchPrice(ctx, sub.SubscriptionID, s.priceOf(plan), key)
	}, "switch-"+string(plan))
	return switched, err
}

// change checks a change against the user's record, makes it at the provider and stores
// what the provider answers.
func (s *Service) change(ctx context.Context, user account.User, check func(billing.Subscription) error,
	call func(billing.Subscription, string) (ports.ProviderSubscription, error), action string) error {
	sub, err := s.subscriptionOf(ctx, user)
	if err != nil {
		return err
	}
	if err := check(sub); err != nil {
		return problem(err)
	}
	// One key per request: the library's retries of it happen once. A key shared by requests
	// (one per minute, say) would be worse than none: Stripe answers a repeated key with the
	// first answer without doing the request again, so cancel, reactivate, cancel within the
	// key's span would leave the subscription running at Stripe while the record says cancelled.
	key := fmt.Sprintf("%s-%s-%s", action, sub.SubscriptionID, rand.Text())
	updated, err := call(sub, key)
	if err != nil {
		return providerFailed(err)
	}
	return s.stores.Subscriptions.Save(ctx, user.ID, s.record(sub, updated))
}

// record is the user's record after the provider's answer: the provider's fields, and a
// trial remembered once given.
func (s *Service) record(before billing.Subscription, p ports.ProviderSubscription) billing.Subscription {
	r := billing.Subscription{
		CustomerID: p.CustomerID, SubscriptionID: p.ID, ProviderStatus: p.Status, Plan: s.planOf(p.PriceID),
		CurrentPeriodEnd: p.CurrentPeriodEnd, TrialEnd: p.TrialEnd, CancelAtPeriodEnd: p.CancelAtPeriodEnd,
		DiscountEnd: p.DiscountEnd, TrialUsed: before.TrialUsed || !p.TrialEnd.IsZero(),
	}
	if p.ScheduledPriceID != "" {
		r.ScheduledPlan = s.planOf(p.ScheduledPriceID)
	}
	return r
}
