package billing

import (
	"context"
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

// SwitchPlan moves the subscription to plan from the next billing cycle and returns the plan.
func (s *Service) SwitchPlan(ctx context.Context, user account.User, planName string) (billing.PlanType, error) {
	plan, _ := billing.ParsePlan(planName)
	check := func(sub billing.Subscription) error { return billing.SwitchPlan(plan, sub) }
	err := s.change(ctx, user, check, func(sub billing.Subscription, key string) (ports.ProviderSubscription, error) {
		return s.provider.SwitchPrice(ctx, sub.SubscriptionID, s.priceOf(plan), key)
	}, "switch-"+string(plan))
	return plan, err
}

// change checks a change against the user's record, makes it at the provider and stores
// what the provider answers.
func (s *Service) change(ctx context.Context, user account.User, check func(billing.Subscription) error,
	call func(billing.Subscription, string) (ports.ProviderSubscription, error), action string) error {
	if err := s.requireProvider(); err != nil {
		return err
	}
	sub, err := s.stores.Subscriptions.Get(ctx, user.ID)
	if err != nil {
		return err
	}
	if err := check(sub); err != nil {
		return problem(err)
	}
	key := fmt.Sprintf("%s-%s-%d", action, sub.SubscriptionID, s.clock.Now().Unix()/60)
	updated, err := call(sub, key)
	if err != nil {
		return providerFailed(err)
	}
	return s.stores.Subscriptions.Save(ctx, user.ID, s.record(sub, updated))
}

// record is the user's record after the provider's answer: the provider's fields, and a
// trial remembered once given.
func (s *Service) record(before billing.Subscription, p ports.ProviderSubscription) billing.Subscription {
	return billing.Subscription{
		CustomerID: p.CustomerID, SubscriptionID: p.ID, ProviderStatus: p.Status, Plan: s.planOf(p.PriceID),
		CurrentPeriodEnd: p.CurrentPeriodEnd, TrialEnd: p.TrialEnd, CancelAtPeriodEnd: p.CancelAtPeriodEnd,
		DiscountEnd: p.DiscountEnd, TrialUsed: before.TrialUsed || !p.TrialEnd.IsZero(),
	}
}
