package http

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/stripe/stripe-go/v76/webhook"

	stripeadapter "github.com/radscribe/radscribe/adapters/payment/stripe"
	"github.com/radscribe/radscribe/adapters/payment/stripe/stripemocktest"
	"github.com/radscribe/radscribe/adapters/store"
	billingapp "github.com/radscribe/radscribe/application/billing"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/domain/billing"
	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ports/portstest"
)

// These tests run billing through the real router, the real Stripe adapter (its webhook
// verification and its REST calls) and the real stores: webhooks signed as Stripe signs them,
// an in-process Stripe that keeps subscriptions, and stripe-mock for checkout and the portal.

const (
	testWebhookSecret = "whsec_radscribe_http_test"
	priceMonthly      = "price_monthly"
	priceYearly       = "price_yearly"
)

// stripeConfig points the adapter at apiBase with the test's webhook secret.
func stripeConfig(apiBase string) config.PaymentStripe {
	return config.PaymentStripe{
		SecretKey: stripemocktest.SecretKey, WebhookSecret: testWebhookSecret, MonthlyPriceID: priceMonthly,
		YearlyPriceID: priceYearly, YearlyAmountCents: 49900, BetaCouponID: "coupon_beta", APIBase: apiBase,
	}
}

// countingSubscriptions counts the saves of subscription records: each is a state change.
type countingSubscriptions struct {
	*store.Subscriptions
	saves atomic.Int32
}

func (s *countingSubscriptions) Save(ctx context.Context, userID string, sub billing.Subscription) error {
	s.saves.Add(1)
	return s.Subscriptions.Save(ctx, userID, sub)
}

// stripeEnv is the app with payment.provider stripe: the real adapter built by stripe.New,
// and the webhook's sync job run inline as soon as it is queued.
type stripeEnv struct {
	*testEnv
	jobs *portstest.Jobs
	// queue is jobs, refusing one job when told to, as a database that fails would.
	queue *refusingQueue
	subs  *countingSubscriptions
	logs  *syncBuffer
	base  string
}

func newStripeEnv(t *testing.T, cfg config.PaymentStripe) *stripeEnv {
	t.Helper()
	env := newTestEnv(t)
	provider, err := stripeadapter.New(cfg)
	require.NoError(t, err)
	e := &stripeEnv{testEnv: env, jobs: portstest.NewJobs(), subs: &countingSubscriptions{Subscriptions: store.NewSubscriptions(env.database)}, logs: &syncBuffer{}}
	e.queue = &refusingQueue{JobQueue: e.jobs}
	stores := billingapp.Stores{Subscriptions: e.subs, Events: store.NewPaymentEvents(env.database), Tx: portstest.Transactions{Database: store.NewTransactor(env.database)}}
	service := billingapp.NewService(stores, provider, e.queue, env.clock,
		billingapp.Settings{MonthlyPriceID: cfg.MonthlyPriceID, YearlyPriceID: cfg.YearlyPriceID, YearlyCents: cfg.YearlyAmountCents,
			BetaCouponID: cfg.BetaCouponID, PublicURL: "http://localhost:8080"},
		slog.New(slog.NewTextHandler(e.logs, nil)))
	portstest.Handle(e.jobs, service.RunSyncCustomer)
	env.services.Billing = service
	e.base = env.start(t)
	return e
}

// refusingQueue queues through JobQueue, but refuses the next job while refuseNext is set.
type refusingQueue struct {
	ports.JobQueue
	refuseNext atomic.Bool
}

func (q *refusingQueue) Enqueue(ctx context.Context, job ports.Job) error {
	if q.refuseNext.CompareAndSwap(true, false) {
		return errors.New("queue unavailable")
	}
	return q.JobQueue.Enqueue(ctx, job)
}

// userID is the id of the account with email.
func (e *stripeEnv) userID(t *testing.T, email string) string {
	t.Helper()
	user, err := e.users.ByEmail(t.Context(), email)
	require.NoError(t, err)
	return user.ID
}

// record is the user's stored subscription.
func (e *stripeEnv) record(t *testing.T, email string) billing.Subscription {
	t.Helper()
	sub, err := store.NewSubscriptions(e.database).Get(t.Context(), e.userID(t, email))
	require.NoError(t, err)
	return sub
}

// giveCustomer stores the Stripe customer of a user, as a checkout does.
func (e *stripeEnv) giveCustomer(t *testing.T, email, customerID string) {
	t.Helper()
	require.NoError(t, store.NewSubscriptions(e.database).Save(t.Context(), e.userID(t, email), billing.Subscription{CustomerID: customerID}))
}

// endTrials puts every account trial a week and a day in the past.
func (e *stripeEnv) endTrials(t *testing.T) {
	t.Helper()
	require.NoError(t, e.database.Exec(`UPDATE users SET trial_started_at = ?, trial_ends_at = ?`,
		e.clock.Now().Add(-8*24*time.Hour), e.clock.Now().Add(-24*time.Hour)).Error)
}

func (e *stripeEnv) requireNoJobFailures(t *testing.T) {
	t.Helper()
	assert.Empty(t, e.jobs.Failures(), "the sync jobs succeeded")
}

// --- Webhooks as Stripe sends them ---

// subscriptionEvent is an event about a subscription of API version 2023-10-16, carrying the
// object as it was when the event happened.
func subscriptionEvent(eventID, eventType, subscriptionID, customerID, status string) string {
	return fmt.Sprintf(`{"id": %q, "object": "event", "api_version": "2023-10-16", "created": 1795000000, "livemode": false,
  "pending_webhooks": 1, "type": %q, "data": {"object": {"id": %q, "object": "subscription", "customer": %q,
  "status": %q, "cancel_at_period_end": false, "items": {"object": "list", "data": [
  {"id": "si_1", "object": "subscription_item", "price": {"id": "price_monthly", "object": "price"}}]}}}}`,
		eventID, eventType, subscriptionID, customerID, status)
}

// signature is the Stripe-Signature header for payload signed with secret at at.
func signature(payload, secret string, at time.Time) string {
	return webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: []byte(payload), Secret: secret, Timestamp: at}).Header
}

// stripeDelivery sends a webhook as Stripe does: a POST from a program, with no cookie, no
// Origin and no Sec-Fetch-Site. Safe to call from any goroutine.
func stripeDelivery(base, method, payload, signatureHeader string) (reply, error) {
	req, err := http.NewRequest(method, base+webhookPath, strings.NewReader(payload))
	if err != nil {
		return reply{}, err
	}
	req.Header.Set("Content-Type", "application/json; charset=utf-8")
	req.Header.Set("User-Agent", "Stripe/1.0 (+https://stripe.com/docs/webhooks)")
	if signatureHeader != "" {
		req.Header.Set("Stripe-Signature", signatureHeader)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return reply{}, err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	return reply{status: resp.StatusCode, raw: raw, header: resp.Header}, err
}

// deliver sends payload signed now with the test's secret.
func (e *stripeEnv) deliver(t *testing.T, payload string) reply {
	t.Helper()
	return e.deliverSigned(t, payload, signature(payload, testWebhookSecret, time.Now()))
}

func (e *stripeEnv) deliverSigned(t *testing.T, payload, signatureHeader string) reply {
	t.Helper()
	got, err := stripeDelivery(e.base, http.MethodPost, payload, signatureHeader)
	require.NoError(t, err)
	return got
}

// --- An in-process Stripe that keeps state ---

// fakeSubscription is a subscription as the fake Stripe keeps it.
type fakeSubscription struct {
	ID, Customer, Status, ItemID, PriceID string
	CancelAtPeriodEnd                     bool
	Created, PeriodEnd, TrialEnd          int64
	// Coupon is a discount's coupon, ending at DiscountEnd; "" for none.
	Coupon      string
	DiscountEnd int64
	// Schedule is the id of the schedule that manages the subscription; "" for none.
	Schedule string
}

// periodStart is the start of the current period, a month before its end.
func (s fakeSubscription) periodStart() int64 { return s.PeriodEnd - 30*24*3600 }

func (s fakeSubscription) discountID() string { return "di_" + strings.TrimPrefix(s.ID, "sub_") }

// json is the subscription in the shape of API version 2023-10-16, the library's: the period
// end on the subscription, one "discount", the schedule as an id, null, or the object itself
// when it was expanded.
func (s fakeSubscription) json(schedule map[string]any) map[string]any {
	trialStart, trialEnd := any(nil), any(nil)
	if s.TrialEnd != 0 {
		trialStart, trialEnd = s.TrialEnd-7*24*3600, s.TrialEnd
	}
	var discount, scheduleField any
	if s.Coupon != "" {
		discount = map[string]any{"id": s.discountID(), "object": "discount", "customer": s.Customer, "subscription": s.ID,
			"start": s.periodStart(), "end": s.DiscountEnd, "coupon": map[string]any{"id": s.Coupon, "object": "coupon", "amount_off": 2000,
				"currency": "usd", "duration": "repeating", "duration_in_months": 3, "valid": true}}
	}
	switch {
	case s.Schedule != "" && schedule != nil:
		scheduleField = schedule
	case s.Schedule != "":
		scheduleField = s.Schedule
	}
	return map[string]any{
		"id": s.ID, "object": "subscription", "customer": s.Customer, "status": s.Status, "created": s.Created,
		"livemode": false, "collection_method": "charge_automatically", "currency": "usd",
		"current_period_start": s.periodStart(), "current_period_end": s.PeriodEnd,
		"trial_start": trialStart, "trial_end": trialEnd,
		"cancel_at_period_end": s.CancelAtPeriodEnd, "cancel_at": nil, "canceled_at": nil, "discount": discount, "schedule": scheduleField,
		"metadata": map[string]any{},
		"items": map[string]any{"object": "list", "has_more": false, "total_count": 1, "url": "/v1/subscription_items?subscription=" + s.ID,
			"data": []any{map[string]any{
				"id": s.ItemID, "object": "subscription_item", "quantity": 1, "subscription": s.ID,
				"price": map[string]any{"id": s.PriceID, "object": "price", "active": true, "currency": "usd", "type": "recurring"},
			}}},
	}
}

// fakeAnswer is an answer kept for an idempotency key, replayed as Stripe does.
type fakeAnswer struct {
	form   string
	status int
	body   []byte
}

// fakeStripe answers the REST calls of a sync and of the subscription changes, from
// subscriptions the test sets. Like Stripe it lists a customer's subscriptions newest first,
// leaves canceled ones out unless status=all is asked for, and answers a repeated
// idempotency key with the first answer, without doing the request again.
type fakeStripe struct {
	t         *testing.T
	URL       string
	mu        sync.Mutex
	subs      []*fakeSubscription // oldest first
	schedules map[string]*fakeSchedule
	keys      map[string]fakeAnswer
	seen      []fakeRequest
}

// fakeRequest is what the fake Stripe was sent.
type fakeRequest struct {
	Method, Path   string
	Form           url.Values
	IdempotencyKey string
	StripeVersion  string
}

func (r fakeRequest) String() string { return r.Method + " " + r.Path }

func newFakeStripe(t *testing.T, subs ...fakeSubscription) *fakeStripe {
	t.Helper()
	f := &fakeStripe{t: t, keys: map[string]fakeAnswer{}, schedules: map[string]*fakeSchedule{}}
	f.set(subs...)
	server := httptest.NewServer(http.HandlerFunc(f.serve))
	t.Cleanup(server.Close)
	f.URL = server.URL
	return f
}

// set replaces Stripe's subscriptions, oldest first.
func (f *fakeStripe) set(subs ...fakeSubscription) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.subs = nil
	for i, s := range subs {
		if s.ItemID == "" {
			s.ItemID = "si_" + strings.TrimPrefix(s.ID, "sub_")
		}
		if s.Created == 0 {
			s.Created = 1790000000 + int64(i)
		}
		f.subs = append(f.subs, &s)
	}
}

// subscription is Stripe's current state of one subscription.
func (f *fakeStripe) subscription(id string) fakeSubscription {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, s := range f.subs {
		if s.ID == id {
			return *s
		}
	}
	f.t.Fatalf("the fake Stripe has no subscription %s", id)
	return fakeSubscription{}
}

// requests are what the fake was sent, oldest first.
func (f *fakeStripe) requests() []fakeRequest {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Clone(f.seen)
}

// count is how many requests were sent to method and path.
func (f *fakeStripe) count(method, path string) int {
	n := 0
	for _, r := range f.requests() {
		if r.Method == method && r.Path == path {
			n++
		}
	}
	return n
}

// writes are the POST requests, "POST /v1/..." each.
func (f *fakeStripe) writes() []string {
	var out []string
	for _, r := range f.requests() {
		if r.Method == http.MethodPost {
			out = append(out, r.String())
		}
	}
	return out
}

func (f *fakeStripe) serve(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	form := r.URL.Query()
	if len(body) > 0 {
		parsed, err := url.ParseQuery(string(body))
		if err != nil {
			f.answer(w, http.StatusBadRequest, stripeError("invalid_request_error", "", "body is not a form"))
			return
		}
		form = parsed
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	key := r.Header.Get("Idempotency-Key")
	f.seen = append(f.seen, fakeRequest{Method: r.Method, Path: r.URL.Path, Form: form, IdempotencyKey: key, StripeVersion: r.Header.Get("Stripe-Version")})
	if r.Header.Get("Authorization") != "Bearer "+stripemocktest.SecretKey {
		f.answer(w, http.StatusUnauthorized, stripeError("invalid_request_error", "", "Invalid API Key provided"))
		return
	}
	if r.Method == http.MethodPost && key != "" {
		if kept, ok := f.keys[key]; ok {
			if kept.form != form.Encode() {
				f.answer(w, http.StatusBadRequest, stripeError("idempotency_error", "",
					"Keys for idempotent requests can only be used with the same parameters they were first used with."))
				return
			}
			w.Header().Set("Idempotent-Replayed", "true")
			f.write(w, kept.status, kept.body)
			return
		}
	}
	status, answer := f.route(r.Method, r.URL.Path, form)
	raw, err := json.Marshal(answer)
	if err != nil {
		f.t.Errorf("fake Stripe: %v", err)
	}
	if r.Method == http.MethodPost && key != "" {
		f.keys[key] = fakeAnswer{form: form.Encode(), status: status, body: raw}
	}
	f.write(w, status, raw)
}

func (f *fakeStripe) answer(w http.ResponseWriter, status int, answer any) {
	raw, _ := json.Marshal(answer)
	f.write(w, status, raw)
}

func (f *fakeStripe) write(w http.ResponseWriter, status int, raw []byte) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Request-Id", "req_fake")
	w.WriteHeader(status)
	_, _ = w.Write(raw)
}

func stripeError(kind, code, message string) map[string]any {
	e := map[string]any{"type": kind, "message": message}
	if code != "" {
		e["code"] = code
	}
	return map[string]any{"error": e}
}

var notFound = stripeError("invalid_request_error", "resource_missing", "No such subscription")

// route answers one request; f.mu is held.
func (f *fakeStripe) route(method, path string, form url.Values) (int, any) {
	id, hasID := strings.CutPrefix(path, "/v1/subscriptions/")
	switch {
	case method == http.MethodGet && path == "/v1/subscriptions":
		return http.StatusOK, f.list(form)
	case method == http.MethodGet && hasID:
		if s := f.find(id); s != nil {
			return http.StatusOK, f.subscriptionJSON(s, expands(form), "schedule")
		}
		return http.StatusNotFound, notFound
	case method == http.MethodPost && hasID:
		s := f.find(id)
		if s == nil {
			return http.StatusNotFound, notFound
		}
		return f.update(s, form)
	case strings.HasPrefix(path, "/v1/subscription_schedules"):
		return f.routeSchedules(method, path, form)
	}
	return http.StatusNotFound, stripeError("invalid_request_error", "", "Unrecognized request URL ("+method+": "+path+")")
}

func (f *fakeStripe) find(id string) *fakeSubscription {
	for _, s := range f.subs {
		if s.ID == id {
			return s
		}
	}
	return nil
}

// list is GET /v1/subscriptions: the customer's, newest first; without a status the
// canceled ones are left out, as Stripe does.
func (f *fakeStripe) list(form url.Values) map[string]any {
	limit := 10
	if n, err := strconv.Atoi(form.Get("limit")); err == nil {
		limit = n
	}
	var data []any
	for i := len(f.subs) - 1; i >= 0; i-- {
		s := f.subs[i]
		if customer := form.Get("customer"); customer != "" && s.Customer != customer {
			continue
		}
		switch status := form.Get("status"); status {
		case "all":
		case "":
			if s.Status == "canceled" || s.Status == "incomplete_expired" {
				continue
			}
		default:
			if s.Status != status {
				continue
			}
		}
		data = append(data, f.subscriptionJSON(s, expands(form), "data.schedule"))
	}
	hasMore := len(data) > limit
	if hasMore {
		data = data[:limit]
	}
	if data == nil {
		data = []any{}
	}
	return map[string]any{"object": "list", "url": "/v1/subscriptions", "has_more": hasMore, "data": data}
}

// update is POST /v1/subscriptions/{id}: cancel_at_period_end, and the one item's price.
func (f *fakeStripe) update(s *fakeSubscription, form url.Values) (int, any) {
	if s.Status == "canceled" {
		return http.StatusBadRequest, stripeError("invalid_request_error", "",
			"A canceled subscription can only update its cancellation_details and metadata.")
	}
	if v := form.Get("cancel_at_period_end"); v != "" {
		if s.Schedule != "" {
			return http.StatusBadRequest, stripeError("invalid_request_error", "", "The subscription is managed by the subscription schedule `"+
				s.Schedule+"`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.")
		}
		s.CancelAtPeriodEnd = v == "true"
	}
	if price := form.Get("items[0][price]"); price != "" {
		if form.Get("items[0][id]") != s.ItemID {
			// Stripe would add a second item; the product has one price per subscription.
			f.t.Errorf("fake Stripe: a price change that does not name the item %s: %v", s.ItemID, form)
			return http.StatusBadRequest, stripeError("invalid_request_error", "", "the item is not named")
		}
		s.PriceID = price
	}
	return http.StatusOK, f.subscriptionJSON(s, expands(form), "schedule")
}

// subscriptionJSON answers a subscription, its schedule expanded when expand names path.
func (f *fakeStripe) subscriptionJSON(s *fakeSubscription, expand []string, path string) map[string]any {
	if schedule := f.schedules[s.Schedule]; schedule != nil && slices.Contains(expand, path) {
		return s.json(schedule.json())
	}
	return s.json(nil)
}

// expands are the expand[] parameters.
func expands(form url.Values) []string {
	var out []string
	for name, values := range form {
		if name == "expand" || strings.HasPrefix(name, "expand[") {
			out = append(out, values...)
		}
	}
	return out
}

// fakePhase is a phase of a subscription schedule.
type fakePhase struct {
	Start, End       int64
	PriceID          string
	Quantity         int64
	TrialEnd         int64
	Coupon, Discount string
}

// fakeSchedule is a subscription schedule: the phases to come, and what happens after them.
type fakeSchedule struct {
	ID, Subscription, Customer, Status, EndBehavior, ProrationBehavior string
	Phases                                                             []fakePhase
}

func (s fakeSchedule) json() map[string]any {
	var phases []any
	for _, p := range s.Phases {
		discounts := []any{}
		if p.Coupon != "" || p.Discount != "" {
			discounts = append(discounts, map[string]any{"coupon": nullable(p.Coupon), "discount": nullable(p.Discount), "promotion_code": nil})
		}
		var trialEnd any
		if p.TrialEnd != 0 {
			trialEnd = p.TrialEnd
		}
		phases = append(phases, map[string]any{
			"start_date": p.Start, "end_date": p.End, "trial_end": trialEnd, "coupon": nil, "discounts": discounts,
			"proration_behavior": "create_prorations", "currency": "usd", "metadata": map[string]any{},
			"items": []any{map[string]any{"price": p.PriceID, "quantity": p.Quantity, "metadata": map[string]any{}}},
		})
	}
	var current any
	if s.Status == "active" && len(s.Phases) > 0 {
		current = map[string]any{"start_date": s.Phases[0].Start, "end_date": s.Phases[0].End}
	}
	return map[string]any{
		"id": s.ID, "object": "subscription_schedule", "customer": s.Customer, "subscription": s.Subscription, "status": s.Status,
		"end_behavior": s.EndBehavior, "current_phase": current, "phases": phases, "livemode": false, "metadata": map[string]any{},
		"released_subscription": nil, "released_at": nil, "canceled_at": nil, "completed_at": nil,
		"default_settings": map[string]any{"collection_method": "charge_automatically", "billing_cycle_anchor": "automatic"},
	}
}

func nullable(id string) any {
	if id == "" {
		return nil
	}
	return id
}

// schedule is a copy of Stripe's schedule of a subscription; false when none manages it.
func (f *fakeStripe) schedule(subscriptionID string) (fakeSchedule, bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, s := range f.schedules {
		if s.Subscription == subscriptionID && s.Status == "active" {
			return fakeSchedule{ID: s.ID, Subscription: s.Subscription, Customer: s.Customer, Status: s.Status,
				EndBehavior: s.EndBehavior, ProrationBehavior: s.ProrationBehavior, Phases: slices.Clone(s.Phases)}, true
		}
	}
	return fakeSchedule{}, false
}

// routeSchedules answers the subscription schedule calls of a plan switch: create from a
// subscription, set the phases, release. f.mu is held.
func (f *fakeStripe) routeSchedules(method, path string, form url.Values) (int, any) {
	rest := strings.TrimPrefix(strings.TrimPrefix(path, "/v1/subscription_schedules"), "/")
	id, action, _ := strings.Cut(rest, "/")
	if method == http.MethodPost && id == "" {
		return f.createSchedule(form)
	}
	schedule := f.schedules[id]
	if schedule == nil {
		return http.StatusNotFound, stripeError("invalid_request_error", "resource_missing", "No such subscription_schedule: '"+id+"'")
	}
	switch {
	case method == http.MethodGet && action == "":
		return http.StatusOK, schedule.json()
	case method == http.MethodPost && schedule.Status != "active":
		return http.StatusBadRequest, stripeError("invalid_request_error", "", "You cannot update a subscription schedule that is "+schedule.Status+".")
	case method == http.MethodPost && action == "release":
		schedule.Status = "released"
		if sub := f.find(schedule.Subscription); sub != nil {
			sub.Schedule = ""
		}
		return http.StatusOK, schedule.json()
	case method == http.MethodPost && action == "":
		return f.updateSchedule(schedule, form)
	}
	return http.StatusNotFound, stripeError("invalid_request_error", "", "Unrecognized request URL ("+method+": "+path+")")
}

func (f *fakeStripe) createSchedule(form url.Values) (int, any) {
	sub := f.find(form.Get("from_subscription"))
	switch {
	case sub == nil:
		return http.StatusBadRequest, stripeError("invalid_request_error", "resource_missing", "No such subscription")
	case sub.Schedule != "":
		return http.StatusBadRequest, stripeError("invalid_request_error", "",
			"You cannot migrate a subscription that is already attached to a schedule: `"+sub.Schedule+"`.")
	case sub.Status == "canceled":
		return http.StatusBadRequest, stripeError("invalid_request_error", "", "You cannot migrate a canceled subscription.")
	}
	id := "sub_sched_" + strconv.Itoa(len(f.schedules)+1)
	phase := fakePhase{Start: sub.periodStart(), End: sub.PeriodEnd, PriceID: sub.PriceID, Quantity: 1, TrialEnd: sub.TrialEnd}
	if sub.Coupon != "" {
		phase.Coupon, phase.Discount = sub.Coupon, sub.discountID()
	}
	schedule := &fakeSchedule{ID: id, Subscription: sub.ID, Customer: sub.Customer, Status: "active", EndBehavior: "release", Phases: []fakePhase{phase}}
	f.schedules[id] = schedule
	sub.Schedule = id
	return http.StatusOK, schedule.json()
}

// updateSchedule replaces the phases from the current one on, as Stripe does: the current
// phase keeps its start; a later phase starts where the one before ends and lasts its
// iterations of its price's interval.
func (f *fakeStripe) updateSchedule(schedule *fakeSchedule, form url.Values) (int, any) {
	var phases []fakePhase
	for i := 0; form.Has(fmt.Sprintf("phases[%d][items][0][price]", i)); i++ {
		get := func(name string) string { return form.Get(fmt.Sprintf("phases[%d][%s]", i, name)) }
		number := func(name string) int64 { n, _ := strconv.ParseInt(get(name), 10, 64); return n }
		phase := fakePhase{PriceID: get("items][0][price"), Quantity: number("items][0][quantity"), TrialEnd: number("trial_end"),
			Coupon: get("discounts][0][coupon"), Discount: get("discounts][0][discount")}
		if phase.Quantity == 0 {
			phase.Quantity = 1
		}
		phase.Start = number("start_date")
		if i == 0 && phase.Start != schedule.Phases[0].Start {
			return http.StatusBadRequest, stripeError("invalid_request_error", "", "You can not modify the start date of the current phase.")
		}
		if i > 0 {
			phase.Start = phases[i-1].End
		}
		phase.End = number("end_date")
		if phase.End == 0 {
			iterations := max(number("iterations"), 1)
			length := int64(30 * 24 * 3600)
			if phase.PriceID == priceYearly {
				length = 365 * 24 * 3600
			}
			phase.End = phase.Start + iterations*length
		}
		phases = append(phases, phase)
	}
	if len(phases) == 0 {
		return http.StatusBadRequest, stripeError("invalid_request_error", "", "phases are required")
	}
	schedule.Phases = phases
	if v := form.Get("end_behavior"); v != "" {
		schedule.EndBehavior = v
	}
	schedule.ProrationBehavior = form.Get("proration_behavior")
	return http.StatusOK, schedule.json()
}

// --- 1. Webhooks through the adapter's verification and the real router ---

const annaCustomer = "cus_anna"

func annaActive() fakeSubscription {
	return fakeSubscription{ID: "sub_anna1", Customer: annaCustomer, Status: "active", PriceID: priceMonthly, PeriodEnd: 1797000000}
}

func TestWebhookSignedByStripeSyncsTheCustomer(t *testing.T) {
	stripe := newFakeStripe(t, annaActive())
	e := newStripeEnv(t, stripeConfig(stripe.URL))
	anna := e.signedIn(t, e.base, "anna@klinik.de", "203.0.113.2")
	e.giveCustomer(t, "anna@klinik.de", annaCustomer)
	assert.Equal(t, "trialing", anna.send(http.MethodGet, "/api/subscription/status", nil).object(t)["status"])

	payload := subscriptionEvent("evt_created", "customer.subscription.created", "sub_anna1", annaCustomer, "active")
	// Four minutes old is within Stripe's tolerance of five.
	got := e.deliverSigned(t, payload, signature(payload, testWebhookSecret, time.Now().Add(-4*time.Minute)))

	require.Equal(t, http.StatusOK, got.status, string(got.raw))
	assert.JSONEq(t, `{"received": true}`, string(got.raw))
	lists := stripe.requests()
	require.Len(t, lists, 1, "the job re-read the customer's subscription: %v", lists)
	assert.Equal(t, "GET /v1/subscriptions", lists[0].String())
	assert.Equal(t, annaCustomer, lists[0].Form.Get("customer"))
	assert.Equal(t, "all", lists[0].Form.Get("status"), "canceled subscriptions too")
	assert.Equal(t, "2023-10-16", lists[0].StripeVersion)
	assert.Equal(t, int32(1), e.subs.saves.Load())
	e.requireNoJobFailures(t)

	record := e.record(t, "anna@klinik.de")
	assert.Equal(t, billing.Subscription{CustomerID: annaCustomer, SubscriptionID: "sub_anna1", ProviderStatus: "active", Plan: billing.Monthly,
		CurrentPeriodEnd: time.Unix(1797000000, 0).UTC()}, record)
	status := anna.send(http.MethodGet, "/api/subscription/status", nil).object(t)
	assert.Equal(t, "active", status["status"])
	assert.Equal(t, "monthly", status["planType"])
	assert.Equal(t, true, status["hasStripeSubscription"])
}

// What Stripe did not sign is refused with 400 before anything is read or remembered: the
// genuine delivery of the same event afterwards is still acted on.
func TestWebhookRefusesWhatStripeDidNotSign(t *testing.T) {
	stripe := newFakeStripe(t, annaActive())
	e := newStripeEnv(t, stripeConfig(stripe.URL))
	anna := e.signedIn(t, e.base, "anna@klinik.de", "203.0.113.2")
	e.giveCustomer(t, "anna@klinik.de", annaCustomer)

	payload := subscriptionEvent("evt_1", "customer.subscription.updated", "sub_anna1", annaCustomer, "active")
	tampered := strings.Replace(payload, `"status": "active"`, `"status": "canceled"`, 1)
	require.NotEqual(t, payload, tampered)
	now := time.Now()
	for name, c := range map[string]struct{ body, header string }{
		"tampered body":   {tampered, signature(payload, testWebhookSecret, now)},
		"wrong secret":    {payload, signature(payload, "whsec_someone_else", now)},
		"stale timestamp": {payload, signature(payload, testWebhookSecret, now.Add(-webhook.DefaultTolerance-10*time.Second))},
		"no signature":    {payload, ""},
		"garbled header":  {payload, "t=" + strconv.FormatInt(now.Unix(), 10) + ",v1=deadbeef"},
	} {
		t.Run(name, func(t *testing.T) {
			got := e.deliverSigned(t, c.body, c.header)
			assert.Equal(t, http.StatusBadRequest, got.status)
			assert.Equal(t, "The webhook signature is not valid.", got.message(t))
		})
	}
	assert.Empty(t, stripe.requests(), "nothing was read from Stripe")
	assert.Zero(t, e.subs.saves.Load(), "nothing changed")
	assert.Equal(t, billing.Subscription{CustomerID: annaCustomer}, e.record(t, "anna@klinik.de"))

	got := e.deliver(t, payload)
	require.Equal(t, http.StatusOK, got.status, string(got.raw))
	assert.Equal(t, 1, stripe.count(http.MethodGet, "/v1/subscriptions"), "the refused deliveries did not use up the event")
	assert.Equal(t, "active", anna.send(http.MethodGet, "/api/subscription/status", nil).object(t)["status"])
	e.requireNoJobFailures(t)
}

// Stripe retries and may deliver an event more than once, even at the same time: it is acted
// on once.
func TestWebhookDeliveredFiveTimesAtOnceSyncsOnce(t *testing.T) {
	stripe := newFakeStripe(t, annaActive())
	e := newStripeEnv(t, stripeConfig(stripe.URL))
	anna := e.signedIn(t, e.base, "anna@klinik.de", "203.0.113.2")
	e.giveCustomer(t, "anna@klinik.de", annaCustomer)
	payload := subscriptionEvent("evt_dup", "customer.subscription.created", "sub_anna1", annaCustomer, "active")
	header := signature(payload, testWebhookSecret, time.Now())

	const deliveries = 5
	statuses := make([]int, deliveries)
	errs := make([]error, deliveries)
	start := make(chan struct{})
	var wg sync.WaitGroup
	for i := range deliveries {
		wg.Go(func() {
			<-start
			got, err := stripeDelivery(e.base, http.MethodPost, payload, header)
			statuses[i], errs[i] = got.status, err
		})
	}
	close(start)
	wg.Wait()

	for i := range deliveries {
		require.NoError(t, errs[i])
		assert.Equal(t, http.StatusOK, statuses[i], "delivery %d", i)
	}
	assert.Equal(t, 1, stripe.count(http.MethodGet, "/v1/subscriptions"), "one sync: %v", stripe.requests())
	assert.Equal(t, int32(1), e.subs.saves.Load(), "one state change")
	e.requireNoJobFailures(t)
	assert.Equal(t, "active", anna.send(http.MethodGet, "/api/subscription/status", nil).object(t)["status"])

	again := e.deliver(t, payload)
	assert.Equal(t, http.StatusOK, again.status, "a later retry is answered, so Stripe stops")
	assert.Equal(t, 1, stripe.count(http.MethodGet, "/v1/subscriptions"))
}

// An event about a customer no user has (made in Stripe's dashboard), or about no customer,
// is acknowledged and changes nothing.
func TestWebhookForACustomerOfNoUserChangesNothing(t *testing.T) {
	stripe := newFakeStripe(t, annaActive(),
		fakeSubscription{ID: "sub_stranger", Customer: "cus_stranger", Status: "active", PriceID: priceYearly, PeriodEnd: 1797000000})
	e := newStripeEnv(t, stripeConfig(stripe.URL))
	anna := e.signedIn(t, e.base, "anna@klinik.de", "203.0.113.2")
	e.giveCustomer(t, "anna@klinik.de", annaCustomer)

	stranger := e.deliver(t, subscriptionEvent("evt_stranger", "customer.subscription.created", "sub_stranger", "cus_stranger", "active"))
	require.Equal(t, http.StatusOK, stranger.status, string(stranger.raw))
	noCustomer := `{"id": "evt_product", "object": "event", "api_version": "2023-10-16", "type": "product.created",
  "data": {"object": {"id": "prod_1", "object": "product", "name": "RadScribe"}}}`
	other := e.deliver(t, noCustomer)
	require.Equal(t, http.StatusOK, other.status, string(other.raw))

	assert.Empty(t, stripe.requests(), "no user's subscription was read")
	assert.Zero(t, e.subs.saves.Load())
	assert.Equal(t, billing.Subscription{CustomerID: annaCustomer}, e.record(t, "anna@klinik.de"))
	var stored int64
	require.NoError(t, e.database.Raw(`SELECT COUNT(*) FROM subscriptions`).Scan(&stored).Error)
	assert.Equal(t, int64(1), stored, "no record for the stranger")
	assert.Equal(t, "trialing", anna.send(http.MethodGet, "/api/subscription/status", nil).object(t)["status"])
	assert.Contains(t, e.logs.String(), "payment webhook for a customer of no user")
	assert.Contains(t, e.logs.String(), "cus_stranger")
	e.requireNoJobFailures(t)
}

// Stripe calls the webhook as a program: no session, no CSRF headers. Only POST is served.
func TestWebhookRouteTakesStripesPostsOnly(t *testing.T) {
	stripe := newFakeStripe(t, annaActive())
	e := newStripeEnv(t, stripeConfig(stripe.URL))
	e.signedIn(t, e.base, "anna@klinik.de", "203.0.113.2")
	e.giveCustomer(t, "anna@klinik.de", annaCustomer)
	payload := subscriptionEvent("evt_m", "customer.subscription.updated", "sub_anna1", annaCustomer, "active")
	header := signature(payload, testWebhookSecret, time.Now())

	for _, method := range []string{http.MethodGet, http.MethodPut, http.MethodPatch, http.MethodDelete} {
		got, err := stripeDelivery(e.base, method, payload, header)
		require.NoError(t, err)
		assert.Equal(t, http.StatusMethodNotAllowed, got.status, method)
		assert.Contains(t, got.header.Get("Allow"), http.MethodPost, method)
	}
	assert.Empty(t, stripe.requests())

	// A signed-in user's product routes want a session; this one does not.
	visitor := newBrowser(t, e.base)
	assert.Equal(t, http.StatusUnauthorized, visitor.send(http.MethodGet, "/api/subscription/status", nil).status)
	got := e.deliverSigned(t, payload, header)
	require.Equal(t, http.StatusOK, got.status, string(got.raw))
	assert.Empty(t, got.header.Values("Set-Cookie"), "no session is made for Stripe")
	assert.Equal(t, 1, stripe.count(http.MethodGet, "/v1/subscriptions"))
	e.requireNoJobFailures(t)
}

// --- 2. Events in any order end in Stripe's current state ---

// Stripe does not promise the order of its events. The job re-reads the customer's latest
// subscription, so whatever order they come in, the record ends as Stripe's state is, never
// as the event that came last says.
func TestWebhooksInAnyOrderEndInStripesState(t *testing.T) {
	created := subscriptionEvent("evt_created", "customer.subscription.created", "sub_anna1", annaCustomer, "active")
	deleted := subscriptionEvent("evt_deleted", "customer.subscription.deleted", "sub_anna1", annaCustomer, "canceled")
	renewed := subscriptionEvent("evt_created2", "customer.subscription.created", "sub_anna2", annaCustomer, "active")
	canceled := annaActive()
	canceled.Status = "canceled"
	second := fakeSubscription{ID: "sub_anna2", Customer: annaCustomer, Status: "active", PriceID: priceYearly, PeriodEnd: 1820000000}
	for _, c := range []struct {
		name       string
		stripe     []fakeSubscription
		events     []string
		wantSub    string
		wantStatus string // of the product, the account trial being over
	}{
		{"deleted before created", []fakeSubscription{canceled}, []string{deleted, created}, "sub_anna1", "cancelled"},
		{"created before deleted", []fakeSubscription{canceled}, []string{created, deleted}, "sub_anna1", "cancelled"},
		{"old deletion after the new subscription", []fakeSubscription{canceled, second}, []string{renewed, deleted, created}, "sub_anna2", "active"},
		{"new subscription after the old deletion", []fakeSubscription{canceled, second}, []string{created, deleted, renewed}, "sub_anna2", "active"},
	} {
		t.Run(c.name, func(t *testing.T) {
			stripe := newFakeStripe(t, c.stripe...)
			e := newStripeEnv(t, stripeConfig(stripe.URL))
			anna := e.signedIn(t, e.base, "anna@klinik.de", "203.0.113.2")
			e.giveCustomer(t, "anna@klinik.de", annaCustomer)
			e.endTrials(t)
			for i, event := range c.events {
				got := e.deliver(t, event)
				require.Equal(t, http.StatusOK, got.status, string(got.raw))
				record := e.record(t, "anna@klinik.de")
				assert.Equal(t, c.wantSub, record.SubscriptionID, "after event %d", i)
				assert.Equal(t, stripe.subscription(c.wantSub).Status, record.ProviderStatus, "after event %d", i)
				assert.Equal(t, c.wantStatus, anna.send(http.MethodGet, "/api/subscription/status", nil).object(t)["status"], "after event %d", i)
			}
			assert.Equal(t, len(c.events), stripe.count(http.MethodGet, "/v1/subscriptions"), "one read per event")
			e.requireNoJobFailures(t)
		})
	}
}

// Stripe's state changes between the events: each event leaves what Stripe holds at the time
// it is worked, and a late, retried or out-of-date event cannot bring an old state back.
func TestWebhooksFollowStripeAsItChanges(t *testing.T) {
	stripe := newFakeStripe(t, annaActive())
	e := newStripeEnv(t, stripeConfig(stripe.URL))
	anna := e.signedIn(t, e.base, "anna@klinik.de", "203.0.113.2")
	e.giveCustomer(t, "anna@klinik.de", annaCustomer)
	e.endTrials(t)
	status := func() string {
		return anna.send(http.MethodGet, "/api/subscription/status", nil).object(t)["status"].(string)
	}
	templates := func() int { return anna.send(http.MethodGet, "/api/medical-templates", nil).status }

	created := subscriptionEvent("evt_created", "customer.subscription.created", "sub_anna1", annaCustomer, "active")
	require.Equal(t, http.StatusOK, e.deliver(t, created).status)
	assert.Equal(t, "active", status())
	assert.Equal(t, http.StatusOK, templates())

	canceled := annaActive()
	canceled.Status = "canceled"
	stripe.set(canceled)
	require.Equal(t, http.StatusOK, e.deliver(t, subscriptionEvent("evt_deleted", "customer.subscription.deleted", "sub_anna1", annaCustomer, "canceled")).status)
	assert.Equal(t, "cancelled", status())
	assert.Equal(t, http.StatusPaymentRequired, templates())

	// Stripe retries the first event: already acted on. An invoice event written while the
	// subscription was still active arrives late: re-read, still canceled.
	require.Equal(t, http.StatusOK, e.deliver(t, created).status)
	late := `{"id": "evt_invoice", "object": "event", "api_version": "2023-10-16", "type": "invoice.paid",
  "data": {"object": {"id": "in_1", "object": "invoice", "customer": "cus_anna", "subscription": "sub_anna1", "status": "paid"}}}`
	require.Equal(t, http.StatusOK, e.deliver(t, late).status)
	assert.Equal(t, "cancelled", status())
	assert.Equal(t, http.StatusPaymentRequired, templates())
	assert.Equal(t, 3, stripe.count(http.MethodGet, "/v1/subscriptions"), "the retry was not worked again")
	e.requireNoJobFailures(t)
}

// --- 3. Checkout, portal and sync against stripe-mock ---

func TestSubscribingAgainstStripeMock(t *testing.T) {
	mock := stripemocktest.Start(t)
	proxy := mock.Proxy(t)
	e := newStripeEnv(t, stripeConfig(proxy.URL))

	anna := e.signedIn(t, e.base, "anna@klinik.de", "203.0.113.2")
	status := anna.send(http.MethodGet, "/api/subscription/status", nil).object(t)
	require.Equal(t, "trialing", status["status"], "the account trial starts with the verified address")
	assert.Equal(t, float64(7), status["trialDaysLeft"])
	assert.Equal(t, true, status["paymentsEnabled"])

	// Checkout: a customer first, then the session carrying the trial's days and the beta coupon.
	mark := proxy.Len()
	checkout := anna.send(http.MethodPost, "/api/create-subscription-plan", map[string]string{"planType": "monthly"})
	require.Equal(t, http.StatusOK, checkout.status, string(checkout.raw))
	sent := proxy.Since(mark)
	require.Equal(t, []string{"POST /v1/customers", "POST /v1/checkout/sessions"}, stripemocktest.Paths(sent))
	customerID, _ := sent[0].Answer["id"].(string)
	require.NotEmpty(t, customerID)
	assert.Equal(t, "anna@klinik.de", sent[0].Form.Get("email"))
	assert.Equal(t, e.userID(t, "anna@klinik.de"), sent[0].Form.Get("metadata[user_id]"))
	session := sent[1]
	for name, want := range map[string]string{
		"customer": customerID, "mode": "subscription", "line_items[0][price]": priceMonthly,
		"subscription_data[trial_period_days]": "7", "payment_method_collection": "if_required", "discounts[0][coupon]": "coupon_beta",
		"success_url": "http://localhost:8080/subscription-success?session_id={CHECKOUT_SESSION_ID}", "cancel_url": "http://localhost:8080/subscribe",
	} {
		assert.Equal(t, want, session.Form.Get(name), name)
	}
	assert.NotEmpty(t, session.Header.Get("Idempotency-Key"))
	checkoutURL, _ := session.Answer["url"].(string)
	require.True(t, strings.HasPrefix(checkoutURL, "https://checkout.stripe.com/"), checkoutURL)
	assert.Equal(t, checkoutURL, checkout.object(t)["url"], "the browser is sent to Stripe's page")
	assert.Equal(t, billing.Subscription{CustomerID: customerID}, e.record(t, "anna@klinik.de"), "the customer is remembered at once")

	// The portal for that customer.
	mark = proxy.Len()
	portal := anna.send(http.MethodPost, "/api/create-customer-portal-session", nil)
	require.Equal(t, http.StatusOK, portal.status, string(portal.raw))
	sent = proxy.Since(mark)
	require.Equal(t, []string{"POST /v1/billing_portal/sessions"}, stripemocktest.Paths(sent))
	assert.Equal(t, customerID, sent[0].Form.Get("customer"))
	assert.Equal(t, "http://localhost:8080/profile?tab=subscription", sent[0].Form.Get("return_url"))
	assert.Equal(t, sent[0].Answer["url"], portal.object(t)["url"])
	assert.NotEmpty(t, portal.object(t)["url"])

	// Back from the checkout: the sync reads the customer's latest subscription.
	mark = proxy.Len()
	synced := anna.send(http.MethodPost, "/api/sync-subscription", nil)
	require.Equal(t, http.StatusOK, synced.status, string(synced.raw))
	assert.Equal(t, true, synced.object(t)["success"])
	sent = proxy.Since(mark)
	require.Equal(t, []string{"GET /v1/subscriptions"}, stripemocktest.Paths(sent))
	assert.Equal(t, customerID, sent[0].Form.Get("customer"))
	assert.Equal(t, "all", sent[0].Form.Get("status"))
	fixture, _ := stripemocktest.Field(sent[0].Answer, "data", 0).(map[string]any)
	require.NotNil(t, fixture, "stripe-mock lists a subscription")
	record := e.record(t, "anna@klinik.de")
	assert.Equal(t, fixture["id"], record.SubscriptionID)
	assert.Equal(t, fixture["status"], record.ProviderStatus)
	status = anna.send(http.MethodGet, "/api/subscription/status", nil).object(t)
	assert.Equal(t, true, status["hasStripeSubscription"])
	assert.Equal(t, "full_access", status["accessType"])

	// A live subscription is not bought twice; an unknown plan is refused before Stripe.
	mark = proxy.Len()
	again := anna.send(http.MethodPost, "/api/create-subscription-plan", map[string]string{"planType": "yearly"})
	assert.Equal(t, http.StatusConflict, again.status, string(again.raw))
	assert.Equal(t, billing.MsgAlreadySubscribed, again.message(t))
	for _, plan := range []any{"weekly", "", "Monthly", 12} {
		got := anna.send(http.MethodPost, "/api/create-subscription-plan", map[string]any{"planType": plan})
		if plan == 12 {
			assert.Equal(t, http.StatusBadRequest, got.status, "not a string")
			continue
		}
		assert.Equal(t, http.StatusBadRequest, got.status, "%v", plan)
		assert.Equal(t, "Please choose the monthly or the yearly plan.", got.message(t), "%v", plan)
	}
	assert.Empty(t, stripemocktest.Paths(proxy.Since(mark)), "nothing was sent to Stripe")
}

// A user whose account trial is over gets 402 from the product, yet can still subscribe,
// open the portal and sync; the checkout then gives no second trial.
func TestATrialExpiredUserCanStillSubscribe(t *testing.T) {
	mock := stripemocktest.Start(t)
	proxy := mock.Proxy(t)
	e := newStripeEnv(t, stripeConfig(proxy.URL))
	ben := e.signedIn(t, e.base, "ben@klinik.de", "203.0.113.3")
	e.endTrials(t)

	refused := ben.send(http.MethodGet, "/api/medical-templates", nil)
	require.Equal(t, http.StatusPaymentRequired, refused.status)
	assert.Equal(t, billingapp.MsgTrialExpired, refused.message(t))
	assert.Equal(t, "trial_expired", ben.send(http.MethodGet, "/api/subscription/status", nil).object(t)["status"])

	unknown := ben.send(http.MethodPost, "/api/create-subscription-plan", map[string]string{"planType": "lifetime"})
	assert.Equal(t, http.StatusBadRequest, unknown.status)
	assert.Equal(t, "Please choose the monthly or the yearly plan.", unknown.message(t))
	noCustomer := ben.send(http.MethodPost, "/api/create-customer-portal-session", nil)
	assert.Equal(t, http.StatusBadRequest, noCustomer.status)
	assert.Equal(t, billing.MsgNoBillingAccount, noCustomer.message(t))
	assert.Zero(t, proxy.Len(), "nothing was sent to Stripe")

	checkout := ben.send(http.MethodPost, "/api/create-subscription-plan", map[string]string{"planType": "yearly"})
	require.Equal(t, http.StatusOK, checkout.status, string(checkout.raw))
	assert.NotEmpty(t, checkout.object(t)["url"])
	session := proxy.Since(0)[1]
	require.Equal(t, "/v1/checkout/sessions", session.Path)
	assert.Equal(t, priceYearly, session.Form.Get("line_items[0][price]"))
	for _, absent := range []string{"subscription_data[trial_period_days]", "payment_method_collection", "discounts[0][coupon]"} {
		assert.False(t, session.Form.Has(absent), "%s: no second trial, no beta price on a yearly plan", absent)
	}
	assert.NotEmpty(t, e.record(t, "ben@klinik.de").CustomerID)
	assert.Equal(t, http.StatusPaymentRequired, ben.send(http.MethodGet, "/api/medical-templates", nil).status, "a checkout is not yet a subscription")

	portal := ben.send(http.MethodPost, "/api/create-customer-portal-session", nil)
	require.Equal(t, http.StatusOK, portal.status, string(portal.raw))
	assert.NotEmpty(t, portal.object(t)["url"])
	synced := ben.send(http.MethodPost, "/api/sync-subscription", nil)
	require.Equal(t, http.StatusOK, synced.status, string(synced.raw))
	assert.Equal(t, true, synced.object(t)["success"])
	// stripe-mock's subscription is active: the sync gives access.
	assert.Equal(t, http.StatusOK, ben.send(http.MethodGet, "/api/medical-templates", nil).status)
}

// The sync answers what became of the subscription: active once the provider has a live one,
// pending while the checkout's subscription is not live (or not there yet), none for a user who
// never started a checkout. success is true only when it is active.
func TestSyncSaysWhatBecameOfTheSubscription(t *testing.T) {
	stripe := newFakeStripe(t)
	e := newStripeEnv(t, stripeConfig(stripe.URL))
	anna := e.signedIn(t, e.base, "anna@klinik.de", "203.0.113.2")

	sync := func(want string) map[string]any {
		t.Helper()
		synced := anna.send(http.MethodPost, "/api/sync-subscription", nil)
		require.Equal(t, http.StatusOK, synced.status, string(synced.raw))
		answer := synced.object(t)
		assert.Equal(t, want, answer["status"], string(synced.raw))
		assert.Equal(t, want == "active", answer["success"], string(synced.raw))
		assert.NotEmpty(t, answer["message"], "it says what happened")
		return answer
	}
	assert.Equal(t, billingapp.MsgSyncNone, sync("none")["message"])
	assert.Zero(t, stripe.count(http.MethodGet, "/v1/subscriptions"), "no checkout, nothing to ask Stripe")

	e.giveCustomer(t, "anna@klinik.de", annaCustomer)
	assert.Equal(t, billingapp.MsgSyncPending, sync("pending")["message"], "the checkout's subscription is not there yet")
	stripe.set(fakeSubscription{ID: "sub_anna1", Customer: annaCustomer, Status: "incomplete", PriceID: priceMonthly, PeriodEnd: 1797000000})
	sync("pending")
	stripe.set(fakeSubscription{ID: "sub_anna1", Customer: annaCustomer, Status: "active", PriceID: priceMonthly, PeriodEnd: 1797000000})
	assert.Equal(t, billingapp.MsgSyncActive, sync("active")["message"])
}

// --- 4. Cancel, reactivate and switch through HTTP against the stateful Stripe ---

// periodEnd is when the current monthly period of the subscriptions below ends: three weeks
// after the test clock's now.
var periodEnd = time.Date(2026, 12, 12, 9, 0, 0, 0, time.UTC)

// subscribedAnna is anna with a live monthly subscription at the beta price, synced from
// Stripe, her account trial over: access comes from the subscription alone.
func subscribedAnna(t *testing.T) (*stripeEnv, *fakeStripe, *browser) {
	t.Helper()
	stripe := newFakeStripe(t, fakeSubscription{ID: "sub_anna1", Customer: annaCustomer, Status: "active", PriceID: priceMonthly,
		PeriodEnd: periodEnd.Unix(), Coupon: "coupon_beta", DiscountEnd: periodEnd.AddDate(0, 2, 0).Unix()})
	e := newStripeEnv(t, stripeConfig(stripe.URL))
	anna := e.signedIn(t, e.base, "anna@klinik.de", "203.0.113.2")
	e.giveCustomer(t, "anna@klinik.de", annaCustomer)
	e.endTrials(t)
	synced := anna.send(http.MethodPost, "/api/sync-subscription", nil)
	require.Equal(t, http.StatusOK, synced.status, string(synced.raw))
	status := anna.send(http.MethodGet, "/api/subscription/status", nil).object(t)
	require.Equal(t, "active", status["status"])
	require.Equal(t, "monthly", status["planType"])
	require.Equal(t, true, status["betaDiscountActive"])
	return e, stripe, anna
}

// lastWrite is the last POST the fake Stripe was sent.
func (f *fakeStripe) lastWrite(t *testing.T) fakeRequest {
	t.Helper()
	requests := f.requests()
	for i := len(requests) - 1; i >= 0; i-- {
		if requests[i].Method == http.MethodPost {
			return requests[i]
		}
	}
	t.Fatal("nothing was written to Stripe")
	return fakeRequest{}
}

func TestCancelReactivateAndSwitchThroughHTTP(t *testing.T) {
	e, stripe, anna := subscribedAnna(t)
	status := func() map[string]any { return anna.send(http.MethodGet, "/api/subscription/status", nil).object(t) }
	templates := func() int { return anna.send(http.MethodGet, "/api/medical-templates", nil).status }

	// Cancel: Stripe ends the subscription at the period end, access continues to then.
	cancelled := anna.send(http.MethodPost, "/api/subscription/cancel", nil)
	require.Equal(t, http.StatusOK, cancelled.status, string(cancelled.raw))
	assert.Equal(t, true, cancelled.object(t)["success"])
	assert.True(t, stripe.subscription("sub_anna1").CancelAtPeriodEnd, "Stripe was told")
	sent := stripe.lastWrite(t)
	assert.Equal(t, "POST /v1/subscriptions/sub_anna1", sent.String())
	assert.Equal(t, "true", sent.Form.Get("cancel_at_period_end"))
	assert.NotEmpty(t, sent.IdempotencyKey)
	now := status()
	assert.Equal(t, "cancelled_active", now["status"])
	assert.Equal(t, "Cancelled", now["statusDisplay"])
	assert.Equal(t, "full_access", now["accessType"])
	assert.Equal(t, periodEnd.Format(time.RFC3339), now["subscriptionEndDate"])
	assert.Nil(t, now["nextBillingInfo"], "nothing more is charged")
	assert.Equal(t, http.StatusOK, templates(), "access continues to the period end")

	writes := len(stripe.writes())
	again := anna.send(http.MethodPost, "/api/subscription/cancel", nil)
	assert.Equal(t, http.StatusConflict, again.status)
	assert.Equal(t, billing.MsgAlreadyCancelled, again.message(t))
	assert.Len(t, stripe.writes(), writes, "refused before Stripe")

	// Reactivate.
	reactivated := anna.send(http.MethodPost, "/api/subscription/reactivate", nil)
	require.Equal(t, http.StatusOK, reactivated.status, string(reactivated.raw))
	assert.False(t, stripe.subscription("sub_anna1").CancelAtPeriodEnd)
	assert.Equal(t, "false", stripe.lastWrite(t).Form.Get("cancel_at_period_end"))
	now = status()
	assert.Equal(t, "active", now["status"])
	assert.Equal(t, map[string]any{"nextBillingDate": periodEnd.Format(time.RFC3339), "nextBillingAmount": float64(3900), "billingInterval": "month"},
		now["nextBillingInfo"], "the beta price goes on")
	writes = len(stripe.writes())
	notCancelled := anna.send(http.MethodPost, "/api/subscription/reactivate", nil)
	assert.Contains(t, []int{http.StatusBadRequest, http.StatusConflict}, notCancelled.status)
	assert.Equal(t, billing.MsgNotCancelled, notCancelled.message(t))

	// The current plan, or one that does not exist, is refused before Stripe.
	same := anna.send(http.MethodPost, "/api/subscription/switch-plan", map[string]string{"planType": "monthly"})
	assert.Equal(t, http.StatusConflict, same.status)
	assert.Equal(t, "You are already on this plan.", same.message(t))
	unknown := anna.send(http.MethodPost, "/api/subscription/switch-plan", map[string]string{"planType": "weekly"})
	assert.Equal(t, http.StatusBadRequest, unknown.status)
	assert.Equal(t, billing.MsgUnknownPlan, unknown.message(t))
	assert.Len(t, stripe.writes(), writes, "refused before Stripe")

	// Switch to yearly from the next billing cycle: a schedule keeps the current period as it
	// is (price, beta discount, end) and then bills the yearly price.
	switched := anna.send(http.MethodPost, "/api/subscription/switch-plan", map[string]string{"planType": "yearly"})
	require.Equal(t, http.StatusOK, switched.status, string(switched.raw))
	assert.Equal(t, "yearly", switched.object(t)["newPlan"])
	schedule, ok := stripe.schedule("sub_anna1")
	require.True(t, ok, "a schedule manages the subscription: %v", stripe.writes())
	require.Len(t, schedule.Phases, 2)
	current := periodEnd.AddDate(0, 0, -30).Unix()
	assert.Equal(t, fakePhase{Start: current, End: periodEnd.Unix(), PriceID: priceMonthly, Quantity: 1, Discount: "di_anna1"}, schedule.Phases[0],
		"the current period is kept, with its discount")
	assert.Equal(t, priceYearly, schedule.Phases[1].PriceID)
	assert.Equal(t, periodEnd.Unix(), schedule.Phases[1].Start)
	assert.Equal(t, "release", schedule.EndBehavior, "after the switch the subscription runs on its own")
	assert.Equal(t, "none", schedule.ProrationBehavior)
	assert.Equal(t, priceMonthly, stripe.subscription("sub_anna1").PriceID, "nothing changes, nothing is charged before the period ends")
	now = status()
	assert.Equal(t, "active", now["status"])
	assert.Equal(t, "monthly", now["planType"], "the current plan until the period ends")
	assert.Equal(t, "yearly", now["scheduledPlanType"])
	assert.Equal(t, map[string]any{"nextBillingDate": periodEnd.Format(time.RFC3339), "nextBillingAmount": float64(49900), "billingInterval": "year"},
		now["nextBillingInfo"])

	pending := anna.send(http.MethodPost, "/api/subscription/switch-plan", map[string]string{"planType": "yearly"})
	assert.Equal(t, http.StatusConflict, pending.status)
	assert.Equal(t, billing.MsgAlreadyScheduled, pending.message(t))

	// Back to monthly withdraws the switch.
	withdrawn := anna.send(http.MethodPost, "/api/subscription/switch-plan", map[string]string{"planType": "monthly"})
	require.Equal(t, http.StatusOK, withdrawn.status, string(withdrawn.raw))
	_, ok = stripe.schedule("sub_anna1")
	assert.False(t, ok, "the schedule is released")
	assert.Equal(t, priceMonthly, stripe.subscription("sub_anna1").PriceID)
	now = status()
	assert.Equal(t, "monthly", now["planType"])
	assert.Nil(t, now["scheduledPlanType"])

	// Cancelling while a switch is pending: cancelling wins, the switch is dropped.
	require.Equal(t, http.StatusOK, anna.send(http.MethodPost, "/api/subscription/switch-plan", map[string]string{"planType": "yearly"}).status)
	cancelled = anna.send(http.MethodPost, "/api/subscription/cancel", nil)
	require.Equal(t, http.StatusOK, cancelled.status, string(cancelled.raw))
	_, ok = stripe.schedule("sub_anna1")
	assert.False(t, ok, "the schedule is released first")
	assert.True(t, stripe.subscription("sub_anna1").CancelAtPeriodEnd)
	now = status()
	assert.Equal(t, "cancelled_active", now["status"])
	assert.Nil(t, now["scheduledPlanType"])
	assert.Equal(t, http.StatusOK, templates())
	assert.Empty(t, e.jobs.Failures())
}

// Users change their minds quickly: cancel, undo, cancel again, or switch plans back and
// forth within a minute. Each change must reach Stripe, not only the product's record.
func TestChangesOfMindWithinAMinuteReachStripe(t *testing.T) {
	t.Run("cancel, reactivate, cancel", func(t *testing.T) {
		_, stripe, anna := subscribedAnna(t)
		for i, action := range []string{"cancel", "reactivate", "cancel", "reactivate"} {
			got := anna.send(http.MethodPost, "/api/subscription/"+action, nil)
			require.Equal(t, http.StatusOK, got.status, "%d %s: %s", i, action, got.raw)
			want := action == "cancel"
			assert.Equal(t, want, stripe.subscription("sub_anna1").CancelAtPeriodEnd, "%d %s: Stripe's subscription", i, action)
			shown := anna.send(http.MethodGet, "/api/subscription/status", nil).object(t)["status"]
			assert.Equal(t, map[bool]string{true: "cancelled_active", false: "active"}[want], shown, "%d %s: the status shown", i, action)
		}
	})
	t.Run("yearly, monthly, yearly", func(t *testing.T) {
		_, stripe, anna := subscribedAnna(t)
		for i, plan := range []string{"yearly", "monthly", "yearly"} {
			got := anna.send(http.MethodPost, "/api/subscription/switch-plan", map[string]string{"planType": plan})
			require.Equal(t, http.StatusOK, got.status, "%d %s: %s", i, plan, got.raw)
			schedule, pending := stripe.schedule("sub_anna1")
			shown := anna.send(http.MethodGet, "/api/subscription/status", nil).object(t)["scheduledPlanType"]
			if plan == "monthly" {
				assert.False(t, pending, "%d: the switch is withdrawn at Stripe", i)
				assert.Nil(t, shown, "%d", i)
				continue
			}
			if assert.True(t, pending, "%d %s: a switch is scheduled at Stripe", i, plan) {
				assert.Equal(t, priceYearly, schedule.Phases[len(schedule.Phases)-1].PriceID, "%d", i)
			}
			assert.Equal(t, "yearly", shown, "%d %s: the status shown", i, plan)
		}
	})
}

// A delivery whose follow-up job could not be queued is not remembered: the event's record and
// its job commit together, so Stripe's retry of it is acted on.
func TestAWebhookWhoseJobWasNotQueuedIsActedOnWhenRetried(t *testing.T) {
	stripe := newFakeStripe(t, annaActive())
	e := newStripeEnv(t, stripeConfig(stripe.URL))
	e.signedIn(t, e.base, "anna@klinik.de", "203.0.113.2")
	e.giveCustomer(t, "anna@klinik.de", annaCustomer)
	payload := subscriptionEvent("evt_retry", "customer.subscription.updated", "sub_anna1", annaCustomer, "active")

	e.queue.refuseNext.Store(true)
	first := e.deliver(t, payload)
	assert.Equal(t, http.StatusInternalServerError, first.status, "Stripe will deliver it again")
	assert.Equal(t, int32(0), e.subs.saves.Load())

	retried := e.deliver(t, payload)
	require.Equal(t, http.StatusOK, retried.status, string(retried.raw))
	assert.Equal(t, int32(1), e.subs.saves.Load(), "the retry syncs the customer")
	assert.Equal(t, billing.ProviderActive, e.record(t, "anna@klinik.de").ProviderStatus)
	e.requireNoJobFailures(t)
}
