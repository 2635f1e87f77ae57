package stripe

import (
	"context"
	"fmt"

	"github.com/stripe/stripe-go/v76"

	"github.com/radscribe/radscribe/ports"
)

// Subscription reads one subscription; ErrNotFound when Stripe has none by that id. The
// discount needs no expand: on the library's API version (2023-10-16) it comes inline.
func (p *Provider) Subscription(ctx context.Context, subscriptionID string) (ports.ProviderSubscription, error) {
	params := &stripe.SubscriptionParams{}
	params.Context = ctx
	sub, err := p.api.Subscriptions.Get(subscriptionID, params)
	if err != nil {
		return ports.ProviderSubscription{}, failure("read subscription", err)
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
	iter := p.api.Subscriptions.List(params)
	if !iter.Next() {
		if err := iter.Err(); err != nil {
			return ports.ProviderSubscription{}, false, failure("list subscriptions", err)
		}
		return ports.ProviderSubscription{}, false, nil
	}
	return providerSubscription(iter.Subscription()), true, nil
}

// CancelAtPeriodEnd ends the subscription when the paid (or trial) period ends.
func (p *Provider) CancelAtPeriodEnd(ctx context.Context, subscriptionID, idempotencyKey string) (ports.ProviderSubscription, error) {
	return p.setCancelAtPeriodEnd(ctx, subscriptionID, idempotencyKey, true)
}

// Reactivate withdraws a cancellation at the period end before the period has ended.
func (p *Provider) Reactivate(ctx context.Context, subscriptionID, idempotencyKey string) (ports.ProviderSubscription, error) {
	return p.setCancelAtPeriodEnd(ctx, subscriptionID, idempotencyKey, false)
}

func (p *Provider) setCancelAtPeriodEnd(ctx context.Context, subscriptionID, idempotencyKey string, cancel bool) (ports.ProviderSubscription, error) {
	params := &stripe.SubscriptionParams{CancelAtPeriodEnd: stripe.Bool(cancel)}
	params.Context = ctx
	setIdempotencyKey(&params.Params, idempotencyKey, "")
	sub, err := p.api.Subscriptions.Update(subscriptionID, params)
	if err != nil {
		return ports.ProviderSubscription{}, failure("update subscription", err)
	}
	return providerSubscription(sub), nil
}

// SwitchPrice puts the subscription's one item on another price with proration_behavior
// none: no credit or charge for the part of the period already paid. Stripe keeps the billing
// cycle, and charges the new price from the next invoice, only between prices of the same
// interval; a change of interval (monthly to yearly) starts a new period and invoices it now.
func (p *Provider) SwitchPrice(ctx context.Context, subscriptionID, priceID, idempotencyKey string) (ports.ProviderSubscription, error) {
	get := &stripe.SubscriptionParams{}
	get.Context = ctx
	current, err := p.api.Subscriptions.Get(subscriptionID, get)
	if err != nil {
		return ports.ProviderSubscription{}, failure("read subscription", err)
	}
	// The item is named by its id, or Stripe would add a second item instead of replacing it.
	if current.Items == nil || len(current.Items.Data) != 1 {
		return ports.ProviderSubscription{}, fmt.Errorf("stripe: switch price: subscription %s has %d items, want exactly 1", subscriptionID, itemCount(current))
	}
	params := &stripe.SubscriptionParams{
		Items: []*stripe.SubscriptionItemsParams{{
			ID:    stripe.String(current.Items.Data[0].ID),
			Price: stripe.String(priceID),
		}},
		ProrationBehavior: stripe.String("none"),
	}
	params.Context = ctx
	setIdempotencyKey(&params.Params, idempotencyKey, "")
	sub, err := p.api.Subscriptions.Update(subscriptionID, params)
	if err != nil {
		return ports.ProviderSubscription{}, failure("switch subscription price", err)
	}
	return providerSubscription(sub), nil
}

func itemCount(sub *stripe.Subscription) int {
	if sub.Items == nil {
		return 0
	}
	return len(sub.Items.Data)
}
