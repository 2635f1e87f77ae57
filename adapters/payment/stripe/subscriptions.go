package stripe

import (
	"context"

	"github.com/stripe/stripe-go/v76"

	"github.com/radscribe/radscribe/ports"
)

// Subscription reads one subscription; ErrNotFound when Stripe has none by that id. The
// discount needs no expand: on the library's API version (2023-10-16) it comes inline. The
// schedule is expanded for its phases, which say whether a plan switch is pending.
func (p *Provider) Subscription(ctx context.Context, subscriptionID string) (ports.ProviderSubscription, error) {
	sub, err := p.readSubscription(ctx, subscriptionID)
	if err != nil {
		return ports.ProviderSubscription{}, err
	}
	return providerSubscription(sub), nil
}

// LatestSubscription reads the customer's newest subscription in any status, canceled ones
// included. Stripe lists newest first, so one is enough.
func (p *Provider) LatestSubscription(ctx context.Context, customerID string) (ports.ProviderSubscription, bool, error) {
	params := &stripe.SubscriptionListParams{
		Customer: stripe.String(customerID),
		Status:   stripe.String("all"),
	}
	params.Context = ctx
	params.Limit = stripe.Int64(1)
	params.Single = true
	params.AddExpand("data.schedule")
	iter := p.api.Subscriptions.List(params)
	if !iter.Next() {
		if err := iter.Err(); err != nil {
			return ports.ProviderSubscription{}, false, failure("list subscriptions", err)
		}
		return ports.ProviderSubscription{}, false, nil
	}
	return providerSubscription(iter.Subscription()), true, nil
}

// CancelAtPeriodEnd ends the subscription when the paid (or trial) period ends. Stripe refuses
// cancel_at_period_end on a subscription a schedule manages, so a schedule is released first;
// that also drops a pending plan switch: cancelling wins.
func (p *Provider) CancelAtPeriodEnd(ctx context.Context, subscriptionID, idempotencyKey string) (ports.ProviderSubscription, error) {
	get := &stripe.SubscriptionParams{}
	get.Context = ctx
	current, err := p.api.Subscriptions.Get(subscriptionID, get)
	if err != nil {
		return ports.ProviderSubscription{}, failure("read subscription", err)
	}
	if current.Schedule != nil {
		if err := p.releaseSchedule(ctx, current.Schedule.ID, idempotencyKey); err != nil {
			return ports.ProviderSubscription{}, err
		}
	}
	return p.setCancelAtPeriodEnd(ctx, subscriptionID, idempotencyKey, true)
}

// Reactivate withdraws a cancellation at the period end before the period has ended.
func (p *Provider) Reactivate(ctx context.Context, subscriptionID, idempotencyKey string) (ports.ProviderSubscription, error) {
	return p.setCancelAtPeriodEnd(ctx, subscriptionID, idempotencyKey, false)
}

func (p *Provider) setCancelAtPeriodEnd(ctx context.Context, subscriptionID, idempotencyKey string, cancel bool) (ports.ProviderSubscription, error) {
	params := &stripe.SubscriptionParams{CancelAtPeriodEnd: stripe.Bool(cancel)}
	params.Context = ctx
	params.AddExpand("schedule")
	setIdempotencyKey(&params.Params, idempotencyKey, "")
	sub, err := p.api.Subscriptions.Update(subscriptionID, params)
	if err != nil {
		return ports.ProviderSubscription{}, failure("update subscription", err)
	}
	return providerSubscription(sub), nil
}

// readSubscription reads one subscription with its schedule expanded.
func (p *Provider) readSubscription(ctx context.Context, subscriptionID string) (*stripe.Subscription, error) {
	params := &stripe.SubscriptionParams{}
	params.Context = ctx
	params.AddExpand("schedule")
	sub, err := p.api.Subscriptions.Get(subscriptionID, params)
	if err != nil {
		return nil, failure("read subscription", err)
	}
	return sub, nil
}
