package stripe

import (
	"time"

	"github.com/stripe/stripe-go/v76"

	"github.com/radscribe/radscribe/ports"
)

// providerSubscription reads the fields the product follows. They are where API version
// 2023-10-16, which this library sends with every request, puts them: current_period_end on
// the subscription (later versions moved it onto the items) and one discount in "discount".
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
	return out
}

// unixTime reads Stripe's seconds since the epoch; 0 (or null) is no time at all.
func unixTime(seconds int64) time.Time {
	if seconds == 0 {
		return time.Time{}
	}
	return time.Unix(seconds, 0).UTC()
}
