package stripe

import (
	"context"
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// The billing period of the fixtures: January 2026, then a year from February.
const (
	periodStart = 1767225600 // 2026-01-01
	periodEnd   = 1769904000 // 2026-02-01
	yearEnd     = 1801440000 // 2027-02-01
)

// subscriptionOn is a subscription of API version 2023-10-16 on one price in January, with the
// schedule given as JSON (null, an id, or the expanded object).
func subscriptionOn(price, schedule string) scriptedAnswer {
	return subscriptionUntil(price, periodEnd, schedule)
}

func subscriptionUntil(price string, end int64, schedule string) scriptedAnswer {
	return scriptedAnswer{status: http.StatusOK, body: fmt.Sprintf(`{"id": "sub_1", "object": "subscription",
		"customer": "cus_1", "status": "active", "current_period_end": %d, "cancel_at_period_end": false,
		"schedule": %s, "items": {"object": "list", "data": [{"id": "si_1", "object": "subscription_item",
		"quantity": 1, "price": {"id": %q, "object": "price"}}]}}`, end, schedule, price)}
}

// scheduleOf is an active schedule whose current phase runs from start to end; phases is the
// JSON of its phases.
func scheduleOf(start, end int64, phases string) string {
	return fmt.Sprintf(`{"id": "sub_sched_1", "object": "subscription_schedule", "status": "active",
		"end_behavior": "release", "current_phase": {"start_date": %d, "end_date": %d}, "phases": [%s]}`, start, end, phases)
}

func phaseOf(price string, start, end int64, extra string) string {
	return fmt.Sprintf(`{"start_date": %d, "end_date": %d, "items": [{"price": %q, "quantity": 1}]%s}`, start, end, price, extra)
}

// pendingSwitch is monthly for the current period, then yearly.
var pendingSwitch = scheduleOf(periodStart, periodEnd,
	phaseOf("price_monthly", periodStart, periodEnd, "")+","+phaseOf("price_yearly", periodEnd, yearEnd, ""))

var scheduleAnswer = scriptedAnswer{status: http.StatusOK, body: pendingSwitch}

// A switch without a schedule makes one from the subscription, then sets its phases: the
// current one as Stripe returned it up to the period end, then the new price, then release.
// The subscription itself is not touched, so Stripe starts no new period now.
func TestSwitchPriceSchedulesTheNewPriceForThePeriodEnd(t *testing.T) {
	t.Parallel()
	for name, c := range map[string]struct {
		currentPhase string
		want         map[string]string // the first phase's fields beyond items and dates
		absent       []string
	}{
		"discount kept by its id": {
			phaseOf("price_monthly", periodStart, periodEnd, `, "coupon": "coupon_beta",
				"discounts": [{"coupon": null, "discount": "di_beta", "promotion_code": null}]`),
			map[string]string{"phases[0][discounts][0][discount]": "di_beta"},
			[]string{"phases[0][coupon]", "phases[0][discounts][0][coupon]", "phases[0][trial_end]"},
		},
		"coupon of the older shape, during a trial": {
			phaseOf("price_monthly", periodStart, periodEnd, fmt.Sprintf(`, "coupon": {"id": "coupon_beta", "object": "coupon"},
				"trial_end": %d`, periodEnd)),
			map[string]string{"phases[0][coupon]": "coupon_beta", "phases[0][trial_end]": fmt.Sprint(periodEnd)},
			[]string{"phases[0][discounts][0][discount]"},
		},
		"no discount": {
			phaseOf("price_monthly", periodStart, periodEnd, `, "discounts": []`),
			nil,
			[]string{"phases[0][coupon]", "phases[0][discounts][0][discount]", "phases[0][discounts][0][coupon]", "phases[0][trial_end]"},
		},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			created := scriptedAnswer{status: http.StatusOK, body: scheduleOf(periodStart, periodEnd, c.currentPhase)}
			before, after := subscriptionOn("price_monthly", "null"), subscriptionOn("price_monthly", pendingSwitch)
			before.then = []scriptedAnswer{after}
			provider, server := newScriptedStripe(t, map[string]scriptedAnswer{
				"GET /v1/subscriptions/sub_1":                 before,
				"POST /v1/subscription_schedules":             created,
				"POST /v1/subscription_schedules/sub_sched_1": scheduleAnswer,
			})

			sub, err := provider.SwitchPrice(context.Background(), "sub_1", "price_yearly", "switch-key")
			require.NoError(t, err)

			require.Equal(t, []string{"GET /v1/subscriptions/sub_1", "POST /v1/subscription_schedules",
				"POST /v1/subscription_schedules/sub_sched_1", "GET /v1/subscriptions/sub_1"}, server.paths(),
				"the subscription itself is not updated")
			read := server.requests()[0]
			require.Equal(t, "schedule", read.Form.Get("expand[0]"))

			create := server.sent(t, "POST", "/v1/subscription_schedules")
			require.Equal(t, "sub_1", create.Form.Get("from_subscription"))
			require.Equal(t, "switch-key:schedule", create.IdempotencyKey)

			phases := server.sent(t, "POST", "/v1/subscription_schedules/sub_sched_1")
			want := map[string]string{
				"phases[0][items][0][price]":    "price_monthly",
				"phases[0][items][0][quantity]": "1",
				"phases[0][start_date]":         fmt.Sprint(periodStart),
				"phases[0][end_date]":           fmt.Sprint(periodEnd),
				"phases[1][items][0][price]":    "price_yearly",
				"phases[1][items][0][quantity]": "1",
				"phases[1][iterations]":         "1",
				"end_behavior":                  "release",
				"proration_behavior":            "none",
			}
			for field, value := range c.want {
				want[field] = value
			}
			for field, value := range want {
				require.Equal(t, value, phases.Form.Get(field), field)
			}
			for _, field := range append(c.absent, "phases[2][items][0][price]", "phases[1][start_date]", "phases[1][discounts][0][discount]", "phases[1][coupon]") {
				require.False(t, phases.Form.Has(field), field)
			}
			require.Equal(t, "switch-key:phases", phases.IdempotencyKey)

			require.Equal(t, "price_monthly", sub.PriceID, "the current price runs to the period end")
			require.Equal(t, "price_yearly", sub.ScheduledPriceID)
		})
	}
}

// After a switch the schedule runs its last phase; a switch from there needs no new schedule,
// and the phase Stripe calls current is the one kept.
func TestSwitchPriceUpdatesAnExistingSchedule(t *testing.T) {
	t.Parallel()
	afterSwitch := scheduleOf(periodEnd, yearEnd,
		phaseOf("price_monthly", periodStart, periodEnd, "")+","+phaseOf("price_yearly", periodEnd, yearEnd, ""))
	onYearly := subscriptionUntil("price_yearly", yearEnd, afterSwitch)
	provider, server := newScriptedStripe(t, map[string]scriptedAnswer{
		"GET /v1/subscriptions/sub_1":                 onYearly,
		"POST /v1/subscription_schedules/sub_sched_1": scheduleAnswer,
	})

	_, err := provider.SwitchPrice(context.Background(), "sub_1", "price_monthly", "switch-key")
	require.NoError(t, err)

	require.Equal(t, []string{"GET /v1/subscriptions/sub_1", "POST /v1/subscription_schedules/sub_sched_1", "GET /v1/subscriptions/sub_1"}, server.paths())
	phases := server.sent(t, "POST", "/v1/subscription_schedules/sub_sched_1")
	for field, value := range map[string]string{
		"phases[0][items][0][price]": "price_yearly",
		"phases[0][start_date]":      fmt.Sprint(periodEnd),
		"phases[0][end_date]":        fmt.Sprint(yearEnd),
		"phases[1][items][0][price]": "price_monthly",
		"end_behavior":               "release",
	} {
		require.Equal(t, value, phases.Form.Get(field), field)
	}
	require.False(t, phases.Form.Has("phases[2][items][0][price]"), "the past phase is left out")
}

// Asking for the current price while a switch is pending releases the schedule: the plan
// stays as it is.
func TestSwitchingBackReleasesTheSchedule(t *testing.T) {
	t.Parallel()
	pending := subscriptionOn("price_monthly", pendingSwitch)
	pending.then = []scriptedAnswer{subscriptionOn("price_monthly", "null")}
	provider, server := newScriptedStripe(t, map[string]scriptedAnswer{
		"GET /v1/subscriptions/sub_1":                         pending,
		"POST /v1/subscription_schedules/sub_sched_1/release": scheduleAnswer,
	})

	sub, err := provider.SwitchPrice(context.Background(), "sub_1", "price_monthly", "switch-key")
	require.NoError(t, err)

	require.Equal(t, []string{"GET /v1/subscriptions/sub_1", "POST /v1/subscription_schedules/sub_sched_1/release", "GET /v1/subscriptions/sub_1"}, server.paths())
	release := server.sent(t, "POST", "/v1/subscription_schedules/sub_sched_1/release")
	require.Equal(t, "false", release.Form.Get("preserve_cancel_date"))
	require.Equal(t, "switch-key:release", release.IdempotencyKey)
	require.Equal(t, "price_monthly", sub.PriceID)
	require.Empty(t, sub.ScheduledPriceID)
}

// The current price without a schedule changes nothing.
func TestSwitchPriceToTheCurrentPriceSendsNothing(t *testing.T) {
	t.Parallel()
	provider, server := newScriptedStripe(t, map[string]scriptedAnswer{
		"GET /v1/subscriptions/sub_1": subscriptionOn("price_monthly", "null"),
	})

	sub, err := provider.SwitchPrice(context.Background(), "sub_1", "price_monthly", "switch-key")
	require.NoError(t, err)
	require.Equal(t, []string{"GET /v1/subscriptions/sub_1"}, server.paths())
	require.Equal(t, "price_monthly", sub.PriceID)
}

// A schedule whose current phase is not among its phases is not guessed at.
func TestSwitchPriceRefusesAScheduleWithoutItsCurrentPhase(t *testing.T) {
	t.Parallel()
	provider, server := newScriptedStripe(t, map[string]scriptedAnswer{
		"GET /v1/subscriptions/sub_1": subscriptionOn("price_monthly",
			scheduleOf(periodStart, periodEnd, phaseOf("price_monthly", periodStart-1, periodEnd, ""))),
	})

	_, err := provider.SwitchPrice(context.Background(), "sub_1", "price_yearly", "switch-key")
	require.ErrorContains(t, err, "has no current phase")
	require.Len(t, server.requests(), 1, "nothing is changed")
}

// Stripe refuses cancel_at_period_end on a subscription a schedule manages: the schedule is
// released first, which also drops a pending switch.
func TestCancelReleasesTheScheduleFirst(t *testing.T) {
	t.Parallel()
	for name, c := range map[string]struct {
		schedule string
		want     []string
	}{
		"with a schedule": {`"sub_sched_1"`, []string{"GET /v1/subscriptions/sub_1",
			"POST /v1/subscription_schedules/sub_sched_1/release", "POST /v1/subscriptions/sub_1"}},
		"without": {"null", []string{"GET /v1/subscriptions/sub_1", "POST /v1/subscriptions/sub_1"}},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			provider, server := newScriptedStripe(t, map[string]scriptedAnswer{
				"GET /v1/subscriptions/sub_1":                         subscriptionOn("price_monthly", c.schedule),
				"POST /v1/subscription_schedules/sub_sched_1/release": scheduleAnswer,
				"POST /v1/subscriptions/sub_1":                        subscriptionOn("price_monthly", "null"),
			})

			_, err := provider.CancelAtPeriodEnd(context.Background(), "sub_1", "cancel-key")
			require.NoError(t, err)

			require.Equal(t, c.want, server.paths())
			cancel := server.sent(t, "POST", "/v1/subscriptions/sub_1")
			require.Equal(t, "true", cancel.Form.Get("cancel_at_period_end"))
			require.Equal(t, "cancel-key", cancel.IdempotencyKey)
			if c.schedule != "null" {
				release := server.sent(t, "POST", "/v1/subscription_schedules/sub_sched_1/release")
				require.Equal(t, "false", release.Form.Get("preserve_cancel_date"))
				require.Equal(t, "cancel-key:release", release.IdempotencyKey)
			}
		})
	}
}

// The pending price is read from the expanded schedule by every read; a schedule running its
// last phase has none.
func TestScheduledPriceIsRead(t *testing.T) {
	t.Parallel()
	lastPhase := scheduleOf(periodEnd, yearEnd,
		phaseOf("price_monthly", periodStart, periodEnd, "")+","+phaseOf("price_yearly", periodEnd, yearEnd, ""))
	provider, server := newScriptedStripe(t, map[string]scriptedAnswer{
		"GET /v1/subscriptions/sub_1": subscriptionOn("price_monthly", pendingSwitch),
		"GET /v1/subscriptions/sub_2": subscriptionOn("price_yearly", lastPhase),
		"GET /v1/subscriptions": {status: http.StatusOK, body: `{"object": "list", "has_more": false, "url": "/v1/subscriptions",
			"data": [` + subscriptionOn("price_monthly", pendingSwitch).body + `]}`},
	})
	ctx := context.Background()

	sub, err := provider.Subscription(ctx, "sub_1")
	require.NoError(t, err)
	require.Equal(t, "price_yearly", sub.ScheduledPriceID)
	require.Equal(t, "schedule", server.sent(t, "GET", "/v1/subscriptions/sub_1").Form.Get("expand[0]"))

	latest, found, err := provider.LatestSubscription(ctx, "cus_1")
	require.NoError(t, err)
	require.True(t, found)
	require.Equal(t, "price_yearly", latest.ScheduledPriceID)
	require.Equal(t, "data.schedule", server.sent(t, "GET", "/v1/subscriptions").Form.Get("expand[0]"))

	switched, err := provider.Subscription(ctx, "sub_2")
	require.NoError(t, err)
	require.Empty(t, switched.ScheduledPriceID, "no phase follows")
	require.Equal(t, "price_yearly", switched.PriceID)
}
