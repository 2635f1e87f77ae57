package stripe

import (
	"context"

	"github.com/stripe/stripe-go/v76"
)

// createSchedule puts the subscription under a new schedule, whose one phase Stripe copies
// from the subscription as it is now.
func (p *Provider) createSchedule(ctx context.Context, subscriptionID, idempotencyKey string) (*stripe.SubscriptionSchedule, error) {
	params := &stripe.SubscriptionScheduleParams{FromSubscription: stripe.String(subscriptionID)}
	params.Context = ctx
	setIdempotencyKey(&params.Params, idempotencyKey, "schedule")
	schedule, err := p.api.SubscriptionSchedules.New(params)
	if err != nil {
		return nil, failure("create subscription schedule", err)
	}
	return schedule, nil
}

// scheduleSwitch sets the schedule's phases: current kept up to periodEnd, then one unit of
// priceID for one billing period, after which the schedule releases the subscription. The
// new phase carries no discount: the beta coupon belongs to a first monthly plan.
func (p *Provider) scheduleSwitch(ctx context.Context, scheduleID string, current *stripe.SubscriptionSchedulePhase, periodEnd int64, priceID, idempotencyKey string) error {
	params := &stripe.SubscriptionScheduleParams{
		Phases: []*stripe.SubscriptionSchedulePhaseParams{
			keptPhase(current, periodEnd),
			{
				Items:      []*stripe.SubscriptionSchedulePhaseItemParams{{Price: stripe.String(priceID), Quantity: stripe.Int64(1)}},
				Iterations: stripe.Int64(1),
			},
		},
		EndBehavior: stripe.String(string(stripe.SubscriptionScheduleEndBehaviorRelease)),
		// The current phase is kept as it is, so there is nothing to prorate; none makes sure.
		ProrationBehavior: stripe.String("none"),
	}
	params.Context = ctx
	setIdempotencyKey(&params.Params, idempotencyKey, "phases")
	if _, err := p.api.SubscriptionSchedules.Update(scheduleID, params); err != nil {
		return failure("update subscription schedule", err)
	}
	return nil
}

// releaseSchedule detaches the schedule: the subscription keeps its current price and period
// and drops the phases to come. A cancel date the schedule had set is not kept.
func (p *Provider) releaseSchedule(ctx context.Context, scheduleID, idempotencyKey string) error {
	params := &stripe.SubscriptionScheduleReleaseParams{PreserveCancelDate: stripe.Bool(false)}
	params.Context = ctx
	setIdempotencyKey(&params.Params, idempotencyKey, "release")
	if _, err := p.api.SubscriptionSchedules.Release(scheduleID, params); err != nil {
		return failure("release subscription schedule", err)
	}
	return nil
}
