package billing

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/billing"
	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ports/portstest"
)

// provider plays the payment provider: it keeps one subscription per customer and the
// requests it was sent.
type provider struct {
	checkouts []ports.CheckoutRequest
	subs      map[string]ports.ProviderSubscription // by customer
	calls     []string
	fail      error
	events    map[string]ports.WebhookEvent // by signature
}

func newProvider() *provider {
	return &provider{subs: map[string]ports.ProviderSubscription{}, events: map[string]ports.WebhookEvent{}}
}

func (p *provider) CreateCheckoutSession(_ context.Context, req ports.CheckoutRequest) (ports.CheckoutSession, error) {
	if p.fail != nil {
		return ports.CheckoutSession{}, p.fail
	}
	p.checkouts = append(p.checkouts, req)
	customer := req.CustomerID
	if customer == "" {
		customer = "cus_" + req.UserID
	}
	return ports.CheckoutSession{ID: "cs_1", URL: "https://checkout.example/cs_1", CustomerID: customer}, nil
}

func (p *provider) CreatePortalSession(_ context.Context, customerID, returnURL string) (string, error) {
	p.calls = append(p.calls, "portal "+customerID+" "+returnURL)
	return "https://billing.example/" + customerID, nil
}

func (p *provider) Subscription(_ context.Context, id string) (ports.ProviderSubscription, error) {
	for _, s := range p.subs {
		if s.ID == id {
			return s, nil
		}
	}
	return ports.ProviderSubscription{}, ports.ErrNotFound
}

func (p *provider) LatestSubscription(_ context.Context, customerID string) (ports.ProviderSubscription, bool, error) {
	p.calls = append(p.calls, "latest "+customerID)
	s, ok := p.subs[customerID]
	return s, ok, p.fail
}

func (p *provider) update(id, call string, change func(*ports.ProviderSubscription)) (ports.ProviderSubscription, error) {
	p.calls = append(p.calls, call)
	for customer, s := range p.subs {
		if s.ID == id {
			change(&s)
			p.subs[customer] = s
			return s, nil
		}
	}
	return ports.ProviderSubscription{}, ports.ErrNotFound
}

// CancelAtPeriodEnd drops a pending switch, as releasing Stripe's schedule does.
func (p *provider) CancelAtPeriodEnd(_ context.Context, id, key string) (ports.ProviderSubscription, error) {
	return p.update(id, "cancel "+key, func(s *ports.ProviderSubscription) { s.CancelAtPeriodEnd, s.ScheduledPriceID = true, "" })
}

func (p *provider) Reactivate(_ context.Context, id, key string) (ports.ProviderSubscription, error) {
	return p.update(id, "reactivate "+key, func(s *ports.ProviderSubscription) { s.CancelAtPeriodEnd = false })
}

// SwitchPrice schedules price for the period end, as Stripe's schedule does; the current
// price withdraws a pending switch.
func (p *provider) SwitchPrice(_ context.Context, id, price, _ string) (ports.ProviderSubscription, error) {
	return p.update(id, "switch "+price, func(s *ports.ProviderSubscription) {
		s.ScheduledPriceID = price
		if price == s.PriceID {
			s.ScheduledPriceID = ""
		}
	})
}

func (p *provider) VerifyWebhook(_ []byte, signature string) (ports.WebhookEvent, error) {
	e, ok := p.events[signature]
	if !ok {
		return ports.WebhookEvent{}, ports.ErrWebhookSignature
	}
	return e, nil
}

var now = time.Date(2026, 11, 24, 9, 0, 0, 0, time.UTC)

type fixture struct {
	memory   *portstest.Memory
	provider *provider
	jobs     *portstest.Jobs
	service  *Service
	user     account.User
}

func newFixture(t *testing.T, payments bool) fixture {
	t.Helper()
	memory := portstest.NewMemory()
	f := fixture{memory: memory, provider: newProvider(), jobs: portstest.NewJobs()}
	user := portstest.NewUser("anna", "anna@klinik.de")
	require.NoError(t, memory.Users.Create(context.Background(), user))
	f.user = user
	var p ports.PaymentProvider
	if payments {
		p = f.provider
	}
	settings := Settings{MonthlyPriceID: "price_m", YearlyPriceID: "price_y", YearlyCents: 49900, BetaCouponID: "beta3", PublicURL: "https://rad.example"}
	f.service = NewService(Stores{Subscriptions: memory.Subscriptions, Events: memory.PaymentEvents, Tx: portstest.Transactions{}}, p, f.jobs, portstest.FixedClock{Time: now},
		settings, slog.New(slog.NewTextHandler(io.Discard, nil)))
	portstest.Handle(f.jobs, f.service.RunSyncCustomer)
	return f
}

func TestWithoutPaymentsEveryVerifiedUserHasFullAccess(t *testing.T) {
	f := newFixture(t, false)
	ctx := context.Background()
	require.NoError(t, f.service.RequireFullAccess(ctx, f.user))
	status, err := f.service.Status(ctx, f.user)
	require.NoError(t, err)
	assert.Equal(t, billing.WithoutPayments(), status)
	_, err = f.service.Checkout(ctx, f.user, "monthly")
	assert.Equal(t, apperr.Unavailable, apperr.KindOf(err))
	assert.EqualError(t, err, MsgPaymentsOff)
}

func TestAccessIsRefusedWithPaymentRequired(t *testing.T) {
	f := newFixture(t, true)
	ctx := context.Background()
	err := f.service.RequireFullAccess(ctx, f.user)
	assert.Equal(t, apperr.PaymentRequired, apperr.KindOf(err))
	assert.EqualError(t, err, MsgSubscriptionNeeded)

	started, ended := now.Add(-9*24*time.Hour), now.Add(-2*24*time.Hour)
	expired := f.user
	expired.TrialStartedAt, expired.TrialEndsAt = &started, &ended
	err = f.service.RequireFullAccess(ctx, expired)
	assert.EqualError(t, err, MsgTrialExpired)

	admin := expired
	admin.Role = account.RoleAdmin
	assert.NoError(t, f.service.RequireFullAccess(ctx, admin))
}

func TestCheckoutThenWebhookGivesAccess(t *testing.T) {
	f := newFixture(t, true)
	ctx := context.Background()
	url, err := f.service.Checkout(ctx, f.user, "monthly")
	require.NoError(t, err)
	assert.Equal(t, "https://checkout.example/cs_1", url)
	require.Len(t, f.provider.checkouts, 1)
	req := f.provider.checkouts[0]
	assert.Equal(t, "price_m", req.PriceID)
	assert.Equal(t, 7, req.TrialDays, "a first trial, no card")
	assert.Equal(t, "beta3", req.CouponID)
	assert.Equal(t, "https://rad.example/subscription-success?session_id={CHECKOUT_SESSION_ID}", req.SuccessURL)
	assert.NotEmpty(t, req.IdempotencyKey)

	f.provider.subs["cus_anna"] = ports.ProviderSubscription{ID: "sub_1", CustomerID: "cus_anna", Status: "trialing", PriceID: "price_m",
		TrialEnd: now.Add(7 * 24 * time.Hour), CurrentPeriodEnd: now.Add(7 * 24 * time.Hour), DiscountEnd: now.Add(97 * 24 * time.Hour)}
	f.provider.events["sig"] = ports.WebhookEvent{ID: "evt_1", Type: "customer.subscription.created", SubscriptionID: "sub_1", CustomerID: "cus_anna"}
	for range 5 {
		require.NoError(t, f.service.HandleWebhook(ctx, []byte("{}"), "sig"))
	}
	assert.Equal(t, []string{"latest cus_anna"}, f.provider.calls, "five deliveries, one sync")
	assert.Empty(t, f.jobs.Failures())
	require.NoError(t, f.service.RequireFullAccess(ctx, f.user))
	status, err := f.service.Status(ctx, f.user)
	require.NoError(t, err)
	assert.Equal(t, billing.StatusTrialing, status.Status)
	assert.True(t, status.BetaDiscountActive)

	_, err = f.service.Checkout(ctx, f.user, "yearly")
	assert.Equal(t, apperr.Conflict, apperr.KindOf(err), "no second subscription")

	err = f.service.HandleWebhook(ctx, []byte("{}"), "forged")
	assert.Equal(t, apperr.Invalid, apperr.KindOf(err))
}

func TestCancelReactivateAndSwitch(t *testing.T) {
	f := newFixture(t, true)
	ctx := context.Background()
	require.NoError(t, f.memory.Subscriptions.Save(ctx, "anna", billing.Subscription{CustomerID: "cus_anna", SubscriptionID: "sub_1", ProviderStatus: "active", Plan: billing.Monthly}))
	f.provider.subs["cus_anna"] = ports.ProviderSubscription{ID: "sub_1", CustomerID: "cus_anna", Status: "active", PriceID: "price_m", CurrentPeriodEnd: now.Add(20 * 24 * time.Hour)}

	_, err := f.service.SwitchPlan(ctx, f.user, "monthly")
	assert.EqualError(t, err, billing.MsgSamePlan, "the current plan cannot be chosen")
	assert.Equal(t, apperr.Conflict, apperr.KindOf(err))
	switched, err := f.service.SwitchPlan(ctx, f.user, "yearly")
	require.NoError(t, err)
	assert.Equal(t, Switched{Plan: billing.Yearly}, switched)

	require.NoError(t, f.service.Cancel(ctx, f.user))
	status, err := f.service.Status(ctx, f.user)
	require.NoError(t, err)
	assert.Equal(t, billing.StatusCancelledActive, status.Status)
	assert.Empty(t, status.ScheduledPlan, "cancelling drops the pending switch")
	assert.True(t, status.HasActiveSubscription, "access continues to the period end")
	assert.EqualError(t, f.service.Cancel(ctx, f.user), billing.MsgAlreadyCancelled)

	require.NoError(t, f.service.Reactivate(ctx, f.user))
	status, err = f.service.Status(ctx, f.user)
	require.NoError(t, err)
	assert.Equal(t, billing.StatusActive, status.Status)

	url, err := f.service.PortalURL(ctx, f.user)
	require.NoError(t, err)
	assert.Equal(t, "https://billing.example/cus_anna", url)

	f.provider.fail = errors.New("stripe: 500")
	_, err = f.service.Sync(ctx, f.user)
	assert.Equal(t, apperr.Unavailable, apperr.KindOf(err))
	var shown *apperr.Error
	require.ErrorAs(t, err, &shown)
	assert.Equal(t, MsgProviderFailed, shown.Message, "the provider's error stays in the log")
}

// A switch takes effect at the next billing cycle: the record keeps the current plan and shows
// the new one as scheduled; asking again is refused, and the current plan withdraws it.
func TestSwitchIsScheduledForTheNextBillingCycle(t *testing.T) {
	f := newFixture(t, true)
	ctx := context.Background()
	periodEnd := now.Add(20 * 24 * time.Hour)
	require.NoError(t, f.memory.Subscriptions.Save(ctx, "anna", billing.Subscription{CustomerID: "cus_anna", SubscriptionID: "sub_1", ProviderStatus: "active", Plan: billing.Monthly}))
	f.provider.subs["cus_anna"] = ports.ProviderSubscription{ID: "sub_1", CustomerID: "cus_anna", Status: "active", PriceID: "price_m", CurrentPeriodEnd: periodEnd}

	switched, err := f.service.SwitchPlan(ctx, f.user, "yearly")
	require.NoError(t, err)
	assert.Equal(t, Switched{Plan: billing.Yearly}, switched)
	record, err := f.memory.Subscriptions.Get(ctx, "anna")
	require.NoError(t, err)
	assert.Equal(t, billing.Monthly, record.Plan, "the current plan runs to the period end")
	assert.Equal(t, billing.Yearly, record.ScheduledPlan)
	status, err := f.service.Status(ctx, f.user)
	require.NoError(t, err)
	assert.Equal(t, billing.Monthly, status.Plan)
	assert.Equal(t, billing.Yearly, status.ScheduledPlan)
	assert.Equal(t, &billing.NextBilling{Date: periodEnd, AmountCents: 49900, Interval: "year"}, status.NextBilling)

	_, err = f.service.SwitchPlan(ctx, f.user, "yearly")
	assert.EqualError(t, err, billing.MsgAlreadyScheduled)
	assert.Equal(t, apperr.Conflict, apperr.KindOf(err))

	switched, err = f.service.SwitchPlan(ctx, f.user, "monthly")
	require.NoError(t, err, "the current plan withdraws the pending switch")
	assert.Equal(t, Switched{Plan: billing.Monthly, Withdrawn: true}, switched)
	record, err = f.memory.Subscriptions.Get(ctx, "anna")
	require.NoError(t, err)
	assert.Equal(t, billing.Monthly, record.Plan)
	assert.Empty(t, record.ScheduledPlan)
	assert.Equal(t, []string{"switch price_y", "switch price_m"}, f.provider.calls, "the refused request reached no provider")

	// A webhook's sync reads the pending switch too.
	f.provider.subs["cus_anna"] = ports.ProviderSubscription{ID: "sub_1", CustomerID: "cus_anna", Status: "active", PriceID: "price_m",
		CurrentPeriodEnd: periodEnd, ScheduledPriceID: "price_y"}
	synced, err := f.service.Sync(ctx, f.user)
	require.NoError(t, err)
	assert.Equal(t, SyncedActive, synced)
	record, err = f.memory.Subscriptions.Get(ctx, "anna")
	require.NoError(t, err)
	assert.Equal(t, billing.Yearly, record.ScheduledPlan)
}
