package stripe

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/stripe/stripe-go/v76"

	"github.com/radscribe/radscribe/adapters/payment/stripe/stripemocktest"
	"github.com/radscribe/radscribe/ports"
)

// Against stripe-mock. Its subscriptions follow a newer API version than the 2023-10-16 this
// library asks for: there is no current_period_end on the subscription and no "discount", so
// those two fields are read in subscription_fields_test.go from an answer of the right version.
func TestSubscriptionsAgainstStripeMock(t *testing.T) {
	t.Parallel()
	server := stripemocktest.Start(t)
	t.Run("read", func(t *testing.T) { readSubscription(t, server) })
	t.Run("latest of a customer", func(t *testing.T) { latestSubscription(t, server) })
	t.Run("cancel at period end and reactivate", func(t *testing.T) { cancelAndReactivate(t, server) })
	t.Run("subscription schedule calls", func(t *testing.T) { scheduleCalls(t, server) })
}

func readSubscription(t *testing.T, server *stripemocktest.Server) {
	provider, rec := mockProvider(t, server)

	sub, err := provider.Subscription(context.Background(), "sub_read")
	require.NoError(t, err)

	answer := rec.Sent(t, "GET", "/v1/subscriptions/sub_read").Answer
	requireMapped(t, answer, sub)
	require.Equal(t, "sub_read", sub.ID)
}

// latestSubscription asks for the newest in any status, canceled included.
func latestSubscription(t *testing.T, server *stripemocktest.Server) {
	provider, rec := mockProvider(t, server)

	sub, found, err := provider.LatestSubscription(context.Background(), "cus_known")
	require.NoError(t, err)
	require.True(t, found)

	sent := rec.Sent(t, "GET", "/v1/subscriptions")
	require.Equal(t, "cus_known", sent.Form.Get("customer"))
	require.Equal(t, "all", sent.Form.Get("status"))
	require.Equal(t, "1", sent.Form.Get("limit"))
	requireMapped(t, stripemocktest.Field(sent.Answer, "data", 0).(map[string]any), sub)
}

func cancelAndReactivate(t *testing.T, server *stripemocktest.Server) {
	provider, rec := mockProvider(t, server)

	canceled, err := provider.CancelAtPeriodEnd(context.Background(), "sub_cancel", "cancel-key")
	require.NoError(t, err)
	sent := rec.Sent(t, "POST", "/v1/subscriptions/sub_cancel")
	require.Equal(t, "true", sent.Form.Get("cancel_at_period_end"))
	require.Equal(t, "cancel-key", sent.Header.Get("Idempotency-Key"))
	require.True(t, canceled.CancelAtPeriodEnd, "stripe-mock reflects the parameter")

	reactivated, err := provider.Reactivate(context.Background(), "sub_reactivate", "reactivate-key")
	require.NoError(t, err)
	sent = rec.Sent(t, "POST", "/v1/subscriptions/sub_reactivate")
	require.Equal(t, "false", sent.Form.Get("cancel_at_period_end"))
	require.Equal(t, "reactivate-key", sent.Header.Get("Idempotency-Key"))
	require.False(t, reactivated.CancelAtPeriodEnd)
}

// scheduleCalls sends each request a plan switch, a switch back and a cancel make of
// subscription schedules. stripe-mock's schedule names a current phase that is none of its
// phases, so SwitchPrice itself stops at it; switch_price_test.go follows the whole switch on a
// scripted server.
func scheduleCalls(t *testing.T, server *stripemocktest.Server) {
	provider, rec := mockProvider(t, server)
	ctx := context.Background()

	schedule, err := provider.createSchedule(ctx, "sub_switch", "switch-key")
	require.NoError(t, err)
	sent := rec.Sent(t, "POST", "/v1/subscription_schedules")
	require.Equal(t, "sub_switch", sent.Form.Get("from_subscription"))
	require.Equal(t, "switch-key:schedule", sent.Header.Get("Idempotency-Key"))
	require.NotEmpty(t, schedule.ID)

	// Every field keptPhase copies, discounts both current and older.
	current := &stripe.SubscriptionSchedulePhase{
		StartDate: periodStart, EndDate: periodEnd, TrialEnd: periodEnd,
		Items: []*stripe.SubscriptionSchedulePhaseItem{{Price: &stripe.Price{ID: "price_monthly"}, Quantity: 1,
			Discounts: []*stripe.SubscriptionSchedulePhaseItemDiscount{{Coupon: &stripe.Coupon{ID: "coupon_item"}}}}},
		Discounts: []*stripe.SubscriptionSchedulePhaseDiscount{
			{Discount: &stripe.Discount{ID: "di_beta"}}, {PromotionCode: &stripe.PromotionCode{ID: "promo_1"}},
		},
	}
	older := *current
	older.Discounts, older.Coupon = nil, &stripe.Coupon{ID: "coupon_beta"}
	for _, phase := range []*stripe.SubscriptionSchedulePhase{current, &older} {
		require.NoError(t, provider.scheduleSwitch(ctx, schedule.ID, phase, periodEnd, "price_yearly", "switch-key"))
		sent = rec.Sent(t, "POST", "/v1/subscription_schedules/"+schedule.ID)
		require.Equal(t, "price_yearly", sent.Form.Get("phases[1][items][0][price]"))
		require.Equal(t, "switch-key:phases", sent.Header.Get("Idempotency-Key"))
	}
	require.Equal(t, "coupon_beta", sent.Form.Get("phases[0][coupon]"))

	require.NoError(t, provider.releaseSchedule(ctx, schedule.ID, "switch-key"))
	sent = rec.Sent(t, "POST", "/v1/subscription_schedules/"+schedule.ID+"/release")
	require.Equal(t, "false", sent.Form.Get("preserve_cancel_date"))
	require.Equal(t, "switch-key:release", sent.Header.Get("Idempotency-Key"))
}

// requireMapped compares a subscription with the JSON object it was read from.
func requireMapped(t *testing.T, answer map[string]any, sub ports.ProviderSubscription) {
	t.Helper()
	require.Equal(t, answer["id"], sub.ID)
	require.Equal(t, answer["customer"], sub.CustomerID)
	require.Equal(t, answer["status"], sub.Status)
	require.Equal(t, answer["cancel_at_period_end"], sub.CancelAtPeriodEnd)
	require.Equal(t, stripemocktest.Field(answer, "items", "data", 0, "price", "id"), sub.PriceID)
	require.NotEmpty(t, sub.PriceID)
	trialEnd, ok := answer["trial_end"].(float64)
	require.True(t, ok, "stripe-mock's subscription has a trial_end")
	require.Equal(t, time.Unix(int64(trialEnd), 0).UTC(), sub.TrialEnd)
}
