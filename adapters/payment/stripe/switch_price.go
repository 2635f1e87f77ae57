package stripe

import (
	"context"
	"fmt"

	"github.com/stripe/stripe-go/v76"

	"github.com/radscribe/radscribe/ports"
)

// SwitchPrice moves the subscription to priceID from the end of the current period, through a
// subscription schedule. Changing the item's price directly is no good: when the interval
// changes (monthly to yearly) Stripe starts a new period at once and invoices it. The
// schedule's first phase is the current one, kept as it is up to current_period_end; the
// second is the new price; then the schedule releases the subscription, which runs on its own.
//
// Asking for the current phase's price while a schedule exists releases the schedule: a
// pending switch is withdrawn and the plan stays as it is.
func (p *Provider) SwitchPrice(ctx context.Context, subscriptionID, priceID, idempotencyKey string) (ports.ProviderSubscription, error) {
	current, err := p.readSubscription(ctx, subscriptionID)
	if err != nil {
		return ports.ProviderSubscription{}, err
	}
	// One item is what Checkout makes; with more, which one is the plan would be a guess.
	if n := itemCount(current); n != 1 {
		return ports.ProviderSubscription{}, fmt.Errorf("stripe: switch price: subscription %s has %d items, want exactly 1", subscriptionID, n)
	}
	schedule := current.Schedule
	var phase *stripe.SubscriptionSchedulePhase
	if schedule != nil {
		if phase, err = requireCurrentPhase(schedule); err != nil {
			return ports.ProviderSubscription{}, err
		}
	}
	if priceID == currentPrice(current, phase) {
		if schedule == nil {
			return providerSubscription(current), nil // nothing pending, nothing to change
		}
		if err := p.releaseSchedule(ctx, schedule.ID, idempotencyKey); err != nil {
			return ports.ProviderSubscription{}, err
		}
		return p.Subscription(ctx, subscriptionID)
	}
	if current.CurrentPeriodEnd == 0 {
		return ports.ProviderSubscription{}, fmt.Errorf("stripe: switch price: subscription %s has no current_period_end", subscriptionID)
	}
	if schedule == nil {
		if schedule, err = p.createSchedule(ctx, subscriptionID, idempotencyKey); err != nil {
			return ports.ProviderSubscription{}, err
		}
		if phase, err = requireCurrentPhase(schedule); err != nil {
			return ports.ProviderSubscription{}, err
		}
	}
	if err := p.scheduleSwitch(ctx, schedule.ID, phase, current.CurrentPeriodEnd, priceID, idempotencyKey); err != nil {
		return ports.ProviderSubscription{}, err
	}
	// Re-read: the price is still the current one, the new one is the schedule's next phase.
	return p.Subscription(ctx, subscriptionID)
}

// currentPrice is the price billed now: the current phase's when a schedule manages the
// subscription, else the item's.
func currentPrice(sub *stripe.Subscription, phase *stripe.SubscriptionSchedulePhase) string {
	if phase != nil {
		if len(phase.Items) > 0 && phase.Items[0].Price != nil {
			return phase.Items[0].Price.ID
		}
		return ""
	}
	if item := sub.Items.Data[0]; item.Price != nil {
		return item.Price.ID
	}
	return ""
}

func requireCurrentPhase(schedule *stripe.SubscriptionSchedule) (*stripe.SubscriptionSchedulePhase, error) {
	if phase := currentPhase(schedule); phase != nil {
		return phase, nil
	}
	return nil, fmt.Errorf("stripe: switch price: subscription schedule %s has no current phase", schedule.ID)
}

func itemCount(sub *stripe.Subscription) int {
	if sub.Items == nil {
		return 0
	}
	return len(sub.Items.Data)
}
