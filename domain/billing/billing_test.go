package billing

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

var now = time.Date(2026, 11, 24, 9, 0, 0, 0, time.UTC)

func at(d time.Duration) *time.Time { t := now.Add(d); return &t }

const day = 24 * time.Hour

func TestPlansAndYearlySavings(t *testing.T) {
	plans := Plans(49900)
	assert.Equal(t, Plan{Type: Monthly, AmountCents: 5900, Interval: "month"}, plans[0])
	assert.Equal(t, Plan{Type: Yearly, AmountCents: 49900, Interval: "year", SavingsCents: 20900, SavingsPercent: 30}, plans[1],
		"$499 a year saves $209, about 30 %, against 59 x 12")
	assert.Equal(t, int64(0), Plans(80000)[1].SavingsCents, "never a negative saving")
	for in, want := range map[string]bool{"monthly": true, "yearly": true, "weekly": false, "": false, "Monthly": false} {
		_, ok := ParsePlan(in)
		assert.Equal(t, want, ok, in)
	}
}

func TestStatusOf(t *testing.T) {
	trialRunning := AccountTrial{StartedAt: at(-2 * day), EndsAt: at(5*day - time.Hour)}
	trialOver := AccountTrial{StartedAt: at(-9 * day), EndsAt: at(-2 * day)}
	active := Subscription{SubscriptionID: "sub_1", CustomerID: "cus_1", ProviderStatus: ProviderActive, Plan: Monthly, CurrentPeriodEnd: now.Add(20 * day)}
	beta := active
	beta.DiscountEnd = now.Add(50 * day)
	trialing := Subscription{SubscriptionID: "sub_1", ProviderStatus: ProviderTrialing, Plan: Monthly, TrialEnd: now.Add(3 * day), CurrentPeriodEnd: now.Add(3 * day), DiscountEnd: now.Add(93 * day)}
	cancelled := active
	cancelled.CancelAtPeriodEnd = true
	cancelledTrial := trialing
	cancelledTrial.CancelAtPeriodEnd = true
	pastDue := active
	pastDue.ProviderStatus = ProviderPastDue
	ended := active
	ended.ProviderStatus = ProviderCanceled
	incomplete := Subscription{SubscriptionID: "sub_2", ProviderStatus: ProviderIncomplete, Plan: Yearly}
	yearly := active
	yearly.Plan = Yearly

	cases := []struct {
		name       string
		trial      AccountTrial
		sub        Subscription
		status     string
		period     PeriodType
		access     bool
		daysLeft   int
		price      int
		next       *NextBilling
		betaMonths int
		end        time.Time
		accessType AccessType
	}{
		{"new account, never on trial", AccountTrial{}, Subscription{}, StatusNone, PeriodNone, false, 0, 59, nil, 0, time.Time{}, AuthenticatedNoSubscription},
		{"account trial, 5 days left", trialRunning, Subscription{}, StatusTrialing, PeriodTrial, true, 5, 59, nil, 0, now.Add(5*day - time.Hour), FullAccess},
		{"account trial over", trialOver, Subscription{}, StatusTrialExpired, PeriodExpired, false, 0, 59, nil, 0, now.Add(-2 * day), TrialExpired},
		{"active monthly", AccountTrial{}, active, StatusActive, PeriodActive, true, 0, 59, &NextBilling{now.Add(20 * day), 5900, "month"}, 0, time.Time{}, FullAccess},
		{"active yearly", trialOver, yearly, StatusActive, PeriodActive, true, 0, 59, &NextBilling{now.Add(20 * day), 49900, "year"}, 0, time.Time{}, FullAccess},
		{"beta price", trialOver, beta, StatusActive, PeriodActive, true, 0, 39, &NextBilling{now.Add(20 * day), 3900, "month"}, 2, time.Time{}, FullAccess},
		{"provider trial then beta", AccountTrial{}, trialing, StatusTrialing, PeriodTrial, true, 3, 39, &NextBilling{now.Add(3 * day), 3900, "month"}, 4, now.Add(3 * day), FullAccess},
		{"cancelled, access to period end", trialOver, cancelled, StatusCancelledActive, PeriodCancelled, true, 0, 59, nil, 0, now.Add(20 * day), FullAccess},
		{"trial cancelled", AccountTrial{}, cancelledTrial, StatusCancelledTrial, PeriodCancelled, true, 3, 39, nil, 4, now.Add(3 * day), FullAccess},
		{"payment failing, provider retries", trialOver, pastDue, StatusPastDue, PeriodActive, true, 0, 59, &NextBilling{now.Add(20 * day), 5900, "month"}, 0, time.Time{}, FullAccess},
		{"subscription ended", trialOver, ended, StatusCancelled, PeriodExpired, false, 0, 59, nil, 0, now.Add(20 * day), AuthenticatedNoSubscription},
		{"second trial refused, payment incomplete", trialOver, incomplete, StatusIncomplete, PeriodNone, false, 0, 59, nil, 0, time.Time{}, AuthenticatedNoSubscription},
		{"ended subscription but account trial running", trialRunning, ended, StatusTrialing, PeriodTrial, true, 5, 59, nil, 0, now.Add(5*day - time.Hour), FullAccess},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := StatusOf(StatusInput{Trial: c.trial, Subscription: c.sub, YearlyCents: 49900, Now: now})
			assert.Equal(t, c.status, s.Status)
			assert.Equal(t, c.period, s.PeriodType)
			assert.Equal(t, c.access, s.HasActiveSubscription)
			assert.Equal(t, c.daysLeft, s.TrialDaysLeft)
			assert.Equal(t, c.price, s.CurrentPrice)
			assert.Equal(t, c.next, s.NextBilling)
			assert.Equal(t, c.betaMonths, s.BetaDiscountMonthsLeft)
			assert.Equal(t, c.betaMonths > 0, s.BetaDiscountActive)
			assert.Equal(t, c.end, s.EndDate)
			assert.Equal(t, c.sub.Exists(), s.HasStripeSubscription)
			assert.NotEmpty(t, s.Message)
			assert.Equal(t, c.accessType, AccessOf(s, false))
			assert.Equal(t, FullAccess, AccessOf(s, true), "admins run the product")
		})
	}
}

func TestWithoutPaymentsEveryoneHasFullAccessAndNoTrial(t *testing.T) {
	s := WithoutPayments()
	assert.Equal(t, FullAccess, AccessOf(s, false))
	assert.Equal(t, 0, s.TrialDaysLeft)
	assert.Equal(t, StatusActive, s.Status)
	assert.NotContains(t, s.Message, "trial")
}

func TestCheckoutTerms(t *testing.T) {
	live := Subscription{SubscriptionID: "sub_1", ProviderStatus: ProviderActive, Plan: Monthly}
	ended := Subscription{SubscriptionID: "sub_1", ProviderStatus: ProviderCanceled, Plan: Monthly, TrialUsed: true}
	cases := []struct {
		name  string
		plan  PlanType
		trial AccountTrial
		sub   Subscription
		want  CheckoutTerms
		err   error
	}{
		{"first monthly: trial and beta", Monthly, AccountTrial{}, Subscription{}, CheckoutTerms{Monthly, 7, true}, nil},
		{"first yearly: trial, no beta", Yearly, AccountTrial{}, Subscription{}, CheckoutTerms{Yearly, 7, false}, nil},
		{"during the account trial: its remaining days", Monthly, AccountTrial{at(-2 * day), at(5*day - time.Hour)}, Subscription{}, CheckoutTerms{Monthly, 4, true}, nil},
		{"account trial nearly over: no trial", Monthly, AccountTrial{at(-6 * day), at(day)}, Subscription{}, CheckoutTerms{Monthly, 0, true}, nil},
		{"account trial used: no second trial", Monthly, AccountTrial{at(-9 * day), at(-2 * day)}, Subscription{}, CheckoutTerms{Monthly, 0, true}, nil},
		{"returning subscriber: no trial, no beta", Monthly, AccountTrial{}, ended, CheckoutTerms{Monthly, 0, false}, nil},
		{"already subscribed", Yearly, AccountTrial{}, live, CheckoutTerms{}, Problem(MsgAlreadySubscribed)},
		{"unknown plan", "weekly", AccountTrial{}, Subscription{}, CheckoutTerms{}, Problem(MsgUnknownPlan)},
	}
	for _, c := range cases {
		got, err := Checkout(c.plan, c.trial, c.sub, now)
		assert.Equal(t, c.err, err, c.name)
		assert.Equal(t, c.want, got, c.name)
	}
}

func TestSwitchPlan(t *testing.T) {
	monthly := Subscription{SubscriptionID: "sub_1", ProviderStatus: ProviderActive, Plan: Monthly}
	toYearly := monthly
	toYearly.ScheduledPlan = Yearly
	yearly := monthly
	yearly.Plan = Yearly
	toMonthly := yearly
	toMonthly.ScheduledPlan = Monthly
	trialing := monthly
	trialing.ProviderStatus = ProviderTrialing
	ended := monthly
	ended.ProviderStatus = ProviderCanceled
	cases := []struct {
		name string
		plan PlanType
		sub  Subscription
		want error
	}{
		{"monthly to yearly", Yearly, monthly, nil},
		{"yearly to monthly", Monthly, yearly, nil},
		{"during the trial", Yearly, trialing, nil},
		{"the current plan, nothing pending", Monthly, monthly, Problem(MsgSamePlan)},
		{"the plan already scheduled", Yearly, toYearly, Problem(MsgAlreadyScheduled)},
		{"the plan already scheduled, from yearly", Monthly, toMonthly, Problem(MsgAlreadyScheduled)},
		{"back to the current plan withdraws the pending switch", Monthly, toYearly, nil},
		{"back to yearly withdraws the pending switch", Yearly, toMonthly, nil},
		{"no subscription", Yearly, Subscription{}, Problem(MsgNoSubscription)},
		{"ended subscription", Yearly, ended, Problem(MsgNoSubscription)},
		{"unknown plan", "daily", monthly, Problem(MsgUnknownPlan)},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, SwitchPlan(c.plan, c.sub), c.name)
	}
}

// A pending switch shows on the status, and the next charge is the new plan's.
func TestStatusOfAPendingSwitch(t *testing.T) {
	monthly := Subscription{SubscriptionID: "sub_1", ProviderStatus: ProviderActive, Plan: Monthly, CurrentPeriodEnd: now.Add(20 * day)}
	betaToYearly := monthly
	betaToYearly.DiscountEnd, betaToYearly.ScheduledPlan = now.Add(50*day), Yearly
	yearlyToMonthly := monthly
	yearlyToMonthly.Plan, yearlyToMonthly.ScheduledPlan = Yearly, Monthly
	cases := []struct {
		name      string
		sub       Subscription
		scheduled PlanType
		next      *NextBilling
		price     int
	}{
		{"nothing pending", monthly, "", &NextBilling{now.Add(20 * day), 5900, "month"}, 59},
		{"beta monthly to yearly", betaToYearly, Yearly, &NextBilling{now.Add(20 * day), 49900, "year"}, 39},
		{"yearly to monthly", yearlyToMonthly, Monthly, &NextBilling{now.Add(20 * day), 5900, "month"}, 59},
	}
	for _, c := range cases {
		s := StatusOf(StatusInput{Subscription: c.sub, YearlyCents: 49900, Now: now})
		assert.Equal(t, c.sub.Plan, s.Plan, c.name)
		assert.Equal(t, c.scheduled, s.ScheduledPlan, c.name)
		assert.Equal(t, c.next, s.NextBilling, c.name)
		assert.Equal(t, c.price, s.CurrentPrice, "%s: the current period's price", c.name)
	}
}

func TestSubscriptionChanges(t *testing.T) {
	live := Subscription{SubscriptionID: "sub_1", ProviderStatus: ProviderActive, Plan: Monthly}
	cancelling := live
	cancelling.CancelAtPeriodEnd = true
	ended := live
	ended.ProviderStatus = ProviderCanceled

	assert.Equal(t, Problem(MsgReactivateFirst), SwitchPlan(Yearly, cancelling), "a switch would undo the cancellation at Stripe")

	assert.NoError(t, Cancel(live))
	assert.Equal(t, Problem(MsgAlreadyCancelled), Cancel(cancelling))
	assert.Equal(t, Problem(MsgNoSubscription), Cancel(ended))

	assert.NoError(t, Reactivate(cancelling))
	assert.Equal(t, Problem(MsgNotCancelled), Reactivate(live))
	assert.Equal(t, Problem(MsgNoSubscription), Reactivate(ended), "an ended subscription is not reactivated, it is bought again")
}
