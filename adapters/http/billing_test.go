package http

import (
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/store"
	billingapp "github.com/radscribe/radscribe/application/billing"
	"github.com/radscribe/radscribe/domain/billing"
	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ports/portstest"
)

// unreachableProvider stands for a payment provider that is configured but never called:
// access is decided from the product's own records.
type unreachableProvider struct{ ports.PaymentProvider }

// usePayments turns subscriptions on, as payment.provider: stripe does.
func (env *testEnv) usePayments(provider ports.PaymentProvider) {
	env.services.Billing = billingapp.NewService(billingapp.Stores{Subscriptions: store.NewSubscriptions(env.database), Events: store.NewPaymentEvents(env.database), Tx: portstest.Transactions{}},
		provider, portstest.NewJobs(), env.clock, billingapp.Settings{MonthlyPriceID: "price_m", YearlyPriceID: "price_y", YearlyCents: 49900, PublicURL: "http://localhost:8080"},
		slog.New(slog.NewTextHandler(io.Discard, nil)))
}

// freeRoutes are what a user without a subscription may still call: signing in and out, the
// subscription pages' and the Subscription tab's calls, the tutorials page's, and the API's
// public description.
var freeRoutes = []string{
	"/api/site-info", openAPIPath, "/api/auth/", "/api/login", "/api/login/", "/api/logout", "/api/contact", "/api/tutorials",
	"/api/subscription/", "/api/create-subscription-plan", "/api/create-customer-portal-session", "/api/sync-subscription",
	webhookPath,
}

func isFree(path string) bool {
	for _, free := range freeRoutes {
		if path == free || (strings.HasSuffix(free, "/") && strings.HasPrefix(path, free)) {
			return true
		}
	}
	return false
}

// Every route of the product answers 402 to a user whose trial is over: the server decides
// access, whatever the UI shows.
func TestATrialExpiredUserReachesOnlyTheSubscriptionCalls(t *testing.T) {
	env := newTestEnv(t)
	env.usePayments(unreachableProvider{})
	base := env.start(t)
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	status := anna.send(http.MethodGet, "/api/subscription/status", nil).object(t)
	assert.Equal(t, "trialing", status["status"], "the account trial starts with the verified address")
	assert.Equal(t, float64(7), status["trialDaysLeft"])
	assert.Equal(t, http.StatusOK, anna.send(http.MethodGet, "/api/medical-templates", nil).status)

	// Eight days on: the trial started a week before it ended, a day ago.
	require.NoError(t, env.database.Exec(`UPDATE users SET trial_started_at = ?, trial_ends_at = ?`,
		env.clock.Now().Add(-8*24*time.Hour), env.clock.Now().Add(-24*time.Hour)).Error)
	status = anna.send(http.MethodGet, "/api/subscription/status", nil).object(t)
	assert.Equal(t, "trial_expired", status["status"])
	assert.Equal(t, "trial_expired", status["accessType"])
	user := anna.send(http.MethodGet, "/api/auth/user", nil)
	require.Equal(t, http.StatusOK, user.status, "who is signed in is always known")
	assert.Equal(t, "trial_expired", user.object(t)["subscriptionStatus"])

	router := env.router(t, testHTTPConfig(), nil)
	walked := 0
	for _, route := range router.Routes() {
		if !strings.HasPrefix(route.Path, "/api/") || isFree(route.Path) {
			continue
		}
		path := strings.NewReplacer(":id", "x1", ":promptType", "medical_correction", ":email", "a@b.c", ":userId", "x1").Replace(route.Path)
		got := anna.send(route.Method, path, map[string]any{})
		assert.Equal(t, http.StatusPaymentRequired, got.status, "%s %s", route.Method, route.Path)
		assert.Equal(t, billingapp.MsgTrialExpired, got.message(t), "%s %s", route.Method, route.Path)
		walked++
	}
	assert.Greater(t, walked, 25, "the walk reached the product's routes")
}

func TestWithoutPaymentsTheStatusSaysNothingOfATrial(t *testing.T) {
	env := newTestEnv(t)
	anna := env.signedIn(t, env.start(t), "anna@klinik.de", "203.0.113.2")
	status := anna.send(http.MethodGet, "/api/subscription/status", nil).object(t)
	assert.Equal(t, "active", status["status"])
	assert.Equal(t, "full_access", status["accessType"])
	assert.Equal(t, false, status["paymentsEnabled"])
	assert.Equal(t, float64(0), status["trialDaysLeft"])
	user := anna.send(http.MethodGet, "/api/auth/user", nil).object(t)
	assert.Nil(t, user["trialEndsAt"])
	refused := anna.send(http.MethodPost, "/api/create-subscription-plan", map[string]string{"planType": "monthly"})
	assert.Equal(t, http.StatusServiceUnavailable, refused.status)
	assert.Equal(t, billingapp.MsgPaymentsOff, refused.message(t))

	plans := newBrowser(t, env.start(t)).send(http.MethodGet, "/api/subscription/plans", nil).list(t)
	require.Len(t, plans, 2, "visitors see the prices")
	assert.Equal(t, map[string]any{"type": "yearly", "amount": float64(49900), "interval": "year", "savings": float64(20900), "savingsPercent": float64(30)}, plans[1])
}

// Visitors learn from the operator's details whether this server sells subscriptions: the
// landing page shows prices and the trial only when it does.
func TestSiteInfoSaysWhetherPaymentsAreOn(t *testing.T) {
	env := newTestEnv(t)
	info := newBrowser(t, env.start(t)).send(http.MethodGet, "/api/site-info", nil).object(t)
	assert.Equal(t, false, info["paymentsEnabled"])

	env = newTestEnv(t)
	env.usePayments(unreachableProvider{})
	info = newBrowser(t, env.start(t)).send(http.MethodGet, "/api/site-info", nil).object(t)
	assert.Equal(t, true, info["paymentsEnabled"])
}

// A pending switch is named in the status answer; without one the field is null, not absent.
func TestStatusAnswerNamesAPendingSwitch(t *testing.T) {
	now := time.Date(2026, 11, 24, 9, 0, 0, 0, time.UTC)
	for scheduled, want := range map[billing.PlanType]any{billing.Yearly: "yearly", "": nil} {
		status := billing.Status{Status: billing.StatusActive, PeriodType: billing.PeriodActive, Plan: billing.Monthly, ScheduledPlan: scheduled}
		body, err := json.Marshal(newSubscriptionStatusResponse(status, billing.FullAccess, true, now))
		require.NoError(t, err)
		var answer map[string]any
		require.NoError(t, json.Unmarshal(body, &answer))
		assert.Contains(t, answer, "scheduledPlanType")
		assert.Equal(t, want, answer["scheduledPlanType"], "scheduled %q", scheduled)
		assert.Equal(t, "monthly", answer["planType"], "the current plan until the period ends")
	}
}
