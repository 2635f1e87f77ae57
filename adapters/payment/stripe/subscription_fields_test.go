package stripe

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/ports"
)

// subscription20231016 is a subscription as Stripe sends it to this library, which asks for
// API version 2023-10-16: the period end on the subscription, one discount in "discount".
const subscription20231016 = `{
  "id": "sub_beta", "object": "subscription", "customer": "cus_beta", "status": "trialing",
  "current_period_start": 1767225600, "current_period_end": 1769904000,
  "trial_start": 1767225600, "trial_end": 1768435200, "cancel_at_period_end": true,
  "discount": {"id": "di_1", "object": "discount", "start": 1767225600, "end": 1775001600,
    "coupon": {"id": "coupon_beta", "object": "coupon", "amount_off": 2000, "duration": "repeating", "duration_in_months": 3}},
  "items": {"object": "list", "data": [
    {"id": "si_1", "object": "subscription_item", "price": {"id": "price_monthly", "object": "price"}}
  ]}
}`

func TestSubscriptionReadsTheLibrarysAPIVersion(t *testing.T) {
	t.Parallel()
	provider, server := newScriptedStripe(t, map[string]scriptedAnswer{
		"GET /v1/subscriptions/sub_beta": {status: http.StatusOK, body: subscription20231016},
	})

	sub, err := provider.Subscription(context.Background(), "sub_beta")
	require.NoError(t, err)

	require.Equal(t, ports.ProviderSubscription{
		ID: "sub_beta", CustomerID: "cus_beta", Status: "trialing", PriceID: "price_monthly",
		CurrentPeriodEnd:  time.Date(2026, 2, 1, 0, 0, 0, 0, time.UTC),
		TrialEnd:          time.Date(2026, 1, 15, 0, 0, 0, 0, time.UTC),
		CancelAtPeriodEnd: true,
		DiscountEnd:       time.Date(2026, 4, 1, 0, 0, 0, 0, time.UTC),
	}, sub)
	seen := server.requests()
	require.Len(t, seen, 1)
	// The version that puts the fields where providerSubscription reads them.
	require.Equal(t, "2023-10-16", seen[0].StripeVersion)
	require.Equal(t, "Bearer "+testKey, seen[0].Authorization)
}

func TestSubscriptionWithoutTrialOrDiscountHasZeroTimes(t *testing.T) {
	t.Parallel()
	provider, _ := newScriptedStripe(t, map[string]scriptedAnswer{
		"GET /v1/subscriptions/sub_plain": {status: http.StatusOK, body: `{"id": "sub_plain", "customer": "cus_1",
			"status": "active", "current_period_end": 1769904000, "trial_end": null, "discount": null,
			"items": {"data": [{"id": "si_1", "price": {"id": "price_yearly"}}]}}`},
	})

	sub, err := provider.Subscription(context.Background(), "sub_plain")
	require.NoError(t, err)
	require.True(t, sub.TrialEnd.IsZero())
	require.True(t, sub.DiscountEnd.IsZero())
	require.Equal(t, "price_yearly", sub.PriceID)
}

func TestLatestSubscriptionOfACustomerWithoutAny(t *testing.T) {
	t.Parallel()
	provider, _ := newScriptedStripe(t, map[string]scriptedAnswer{
		"GET /v1/subscriptions": {status: http.StatusOK, body: `{"object": "list", "data": [], "has_more": false, "url": "/v1/subscriptions"}`},
	})

	_, found, err := provider.LatestSubscription(context.Background(), "cus_new")
	require.NoError(t, err)
	require.False(t, found)
}

func TestSwitchPriceRefusesASubscriptionWithSeveralItems(t *testing.T) {
	t.Parallel()
	provider, server := newScriptedStripe(t, map[string]scriptedAnswer{
		"GET /v1/subscriptions/sub_two": {status: http.StatusOK, body: `{"id": "sub_two", "items": {"data": [
			{"id": "si_1", "price": {"id": "price_monthly"}}, {"id": "si_2", "price": {"id": "price_addon"}}]}}`},
	})

	_, err := provider.SwitchPrice(context.Background(), "sub_two", "price_yearly", "switch-key")
	require.ErrorContains(t, err, "has 2 items")
	require.Len(t, server.requests(), 1, "nothing is changed")
}
