package stripe

import (
	"time"

	"github.com/stripe/stripe-go/v76"

	"github.com/radscribe/radscribe/ports"
)

// providerSubscription reads the fields the product follows. They are where API version
// 2023-10-16, which this library sends with every request, puts them: current_period_end on
// the subscription (later versions moved it onto the items) and one discount in "discount".
// A pending plan switch is read from the schedule, which must be expanded.
func providerSubscription(sub *stripe.Subscription) ports.ProviderSubscription {
	out := ports.ProviderSubscription{
		ID:                sub.ID,
		Status:            string(sub.Status),
		CurrentPeriodEnd:  unixTime(sub.CurrentPeriodEnd),
		TrialEnd:          unixTime(sub.TrialEnd),
		CancelAtPeriodEnd: sub.CancelAtPeriodEnd,
	}
	if sub.Customer != nil {
		out.CustomerID = sub.Customer.ID
	}
	if sub.Items != nil && len(sub.Items.Data) > 0 && sub.Items.Data[0].Price != nil {
		out.PriceID = sub.Items.Data[0].Price.ID
	}
	if sub.Discount != nil {
		out.DiscountEnd = unixTime(sub.Discount.End)
	}
	if sub.Schedule != nil {
		out.ScheduledPriceID = scheduledPriceID(sub.Schedule, out.PriceID)
	}
	return out
}

// scheduledPriceID is the price of the schedule's next phase when it differs from the current
// price; "" when no phase follows (after a switch the schedule runs its last phase to the end).
func scheduledPriceID(schedule *stripe.SubscriptionSchedule, currentPriceID string) string {
	next := nextPhase(schedule)
	if next == nil || len(next.Items) == 0 || next.Items[0].Price == nil {
		return ""
	}
	if id := next.Items[0].Price.ID; id != currentPriceID {
		return id
	}
	return ""
}

// unixTime reads Stripe's seconds since the epoch; 0 (or null) is no time at all.
func unixTime(seconds int64) time.Time {
	if seconds == 0 {
		return time.Time{}
	}
	return time.Unix(seconds, 0).UTC()
}
