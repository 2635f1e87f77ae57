package http

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/llm/builtin"
	"github.com/radscribe/radscribe/adapters/store"
	dictationapp "github.com/radscribe/radscribe/application/dictation"
	"github.com/radscribe/radscribe/domain/billing"
	"github.com/radscribe/radscribe/ports"
)

// matrixPayments is a payment provider in memory that holds a few subscriptions, so that every
// subscription call has something to act on.
type matrixPayments struct {
	mu   sync.Mutex
	subs map[string]ports.ProviderSubscription // by subscription id
}

func (p *matrixPayments) CreateCheckoutSession(_ context.Context, req ports.CheckoutRequest) (ports.CheckoutSession, error) {
	customer := req.CustomerID
	if customer == "" {
		customer = "cus_" + req.UserID
	}
	return ports.CheckoutSession{ID: "cs_" + req.UserID, URL: "https://checkout.payments.test/" + req.UserID, CustomerID: customer}, nil
}

func (p *matrixPayments) CreatePortalSession(_ context.Context, customerID, _ string) (string, error) {
	return "https://billing.payments.test/" + customerID, nil
}

func (p *matrixPayments) Subscription(_ context.Context, id string) (ports.ProviderSubscription, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	sub, ok := p.subs[id]
	if !ok {
		return ports.ProviderSubscription{}, ports.ErrNotFound
	}
	return sub, nil
}

func (p *matrixPayments) LatestSubscription(_ context.Context, customerID string) (ports.ProviderSubscription, bool, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, sub := range p.subs {
		if sub.CustomerID == customerID {
			return sub, true, nil
		}
	}
	return ports.ProviderSubscription{}, false, nil
}

func (p *matrixPayments) CancelAtPeriodEnd(_ context.Context, id, _ string) (ports.ProviderSubscription, error) {
	return p.change(id, func(sub *ports.ProviderSubscription) { sub.CancelAtPeriodEnd = true })
}

func (p *matrixPayments) Reactivate(_ context.Context, id, _ string) (ports.ProviderSubscription, error) {
	return p.change(id, func(sub *ports.ProviderSubscription) { sub.CancelAtPeriodEnd = false })
}

func (p *matrixPayments) SwitchPrice(_ context.Context, id, priceID, _ string) (ports.ProviderSubscription, error) {
	return p.change(id, func(sub *ports.ProviderSubscription) {
		sub.ScheduledPriceID = ""
		if priceID != sub.PriceID {
			sub.ScheduledPriceID = priceID
		}
	})
}

// VerifyWebhook refuses every delivery: the matrix sends none signed.
func (p *matrixPayments) VerifyWebhook([]byte, string) (ports.WebhookEvent, error) {
	return ports.WebhookEvent{}, ports.ErrWebhookSignature
}

func (p *matrixPayments) change(id string, edit func(*ports.ProviderSubscription)) (ports.ProviderSubscription, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	sub, ok := p.subs[id]
	if !ok {
		return ports.ProviderSubscription{}, ports.ErrNotFound
	}
	edit(&sub)
	p.subs[id] = sub
	return sub, nil
}

// The matrix's accounts. Anna is in her trial and owns the objects the other user aims at;
// Ben pays; Carl's trial is over; Dora's subscription has ended.
const (
	matrixTrial        = "anna@klinik.de"
	matrixSubscriber   = "ben@klinik.de"
	matrixExpired      = "carl@klinik.de"
	matrixUnsubscribed = "dora@klinik.de"
)

// matrixApp is the whole app with every optional service on, and its signed-in users.
type matrixApp struct {
	env    *testEnv
	base   string
	routes []routeInfo
	// admin, trial, subscriber, expired and unsubscribed are each account's first session;
	// admin, trial and subscriber make the objects the matrix's paths name, and stay signed in.
	admin, trial, subscriber, expired, unsubscribed *browser
	// trialUserID is Anna's id, the user the admin tools act on.
	trialUserID string
	// made numbers the objects and bodies made, keeping names unique.
	made int
}

func newMatrixApp(t *testing.T) *matrixApp {
	t.Helper()
	env := newTestEnv(t)
	periodEnd := env.clock.Now().Add(20 * 24 * time.Hour)
	env.usePayments(&matrixPayments{subs: map[string]ports.ProviderSubscription{
		"sub_ben":  {ID: "sub_ben", CustomerID: "cus_ben", Status: billing.ProviderActive, PriceID: "price_m", CurrentPeriodEnd: periodEnd},
		"sub_dora": {ID: "sub_dora", CustomerID: "cus_dora", Status: billing.ProviderCanceled, PriceID: "price_m", CurrentPeriodEnd: env.clock.Now().Add(-2 * 24 * time.Hour)},
	}})
	env.services.Analytics = newAnalytics(env)
	env.useWriter(builtin.New(), io.Discard)
	env.withUsage(t)
	env.withBrevo(&memoryBrevo{contacts: map[string]ports.Contact{}}, false)
	env.withMigration(t, t.TempDir())
	// Live dictation answers a request that is no WebSocket upgrade as such (426).
	env.services.Live = dictationapp.NewLive(env.services.Dictation, liveEngines["google"](t))
	base, routes := env.startRouter(t)
	m := &matrixApp{env: env, base: base, routes: routes,
		admin:        env.signedIn(t, base, testAdmins[0], "203.0.113.1"),
		trial:        env.signedIn(t, base, matrixTrial, "203.0.113.2"),
		subscriber:   env.signedIn(t, base, matrixSubscriber, "203.0.113.3"),
		expired:      env.signedIn(t, base, matrixExpired, "203.0.113.4"),
		unsubscribed: env.signedIn(t, base, matrixUnsubscribed, "203.0.113.5"),
	}
	m.trialUserID = m.userID(t, matrixTrial)

	// Eight days on for all but Anna: their trials ended a day ago.
	require.NoError(t, env.database.Exec(`UPDATE users SET trial_started_at = ?, trial_ends_at = ? WHERE email IN ?`,
		env.clock.Now().Add(-8*24*time.Hour), env.clock.Now().Add(-24*time.Hour),
		[]string{matrixSubscriber, matrixExpired, matrixUnsubscribed}).Error)
	// Ben and Dora subscribed: their records come from the provider as after a checkout.
	subscriptions := store.NewSubscriptions(env.database)
	for _, subscribed := range []struct {
		user            *browser
		email, customer string
	}{{m.subscriber, matrixSubscriber, "cus_ben"}, {m.unsubscribed, matrixUnsubscribed, "cus_dora"}} {
		require.NoError(t, subscriptions.Save(t.Context(), m.userID(t, subscribed.email), billing.Subscription{CustomerID: subscribed.customer}))
		synced := subscribed.user.send(http.MethodPost, "/api/sync-subscription", nil)
		require.Equal(t, http.StatusOK, synced.status, string(synced.raw))
	}
	for b, wantStatus := range map[*browser]string{m.trial: billing.StatusTrialing, m.subscriber: billing.StatusActive,
		m.expired: billing.StatusTrialExpired, m.unsubscribed: billing.StatusCancelled} {
		status := b.send(http.MethodGet, "/api/subscription/status", nil)
		require.Equal(t, wantStatus, status.object(t)["status"], string(status.raw))
	}
	return m
}

func (m *matrixApp) userID(t *testing.T, email string) string {
	t.Helper()
	user, err := m.env.users.ByEmail(t.Context(), email)
	require.NoError(t, err)
	return user.ID
}

// signInAgain opens a second session of email's account in a browser of its own, so that a
// role's sign-out ends no other role's session.
func (m *matrixApp) signInAgain(t *testing.T, email, ip string) *browser {
	t.Helper()
	b := newBrowser(t, m.base)
	b.ip = ip
	signedIn := b.post("/api/auth/email/login", map[string]string{"email": email, "password": registration(email)["password"]})
	require.Equal(t, http.StatusOK, signedIn.status, signedIn.body)
	return b
}

// next numbers the next object or body.
func (m *matrixApp) next() int {
	m.made++
	return m.made
}

// objectMaker makes a fresh object for a path parameter and returns the parameter's value;
// owner is whose object it is where users own them.
type objectMaker func(t *testing.T, m *matrixApp, owner *browser) string

// objectMakers fill each path parameter, keyed by the path up to the parameter. Every request
// gets a fresh object, so none depends on what an earlier request changed or deleted.
var objectMakers = map[string]objectMaker{
	"/api/user-templates/:id": func(t *testing.T, m *matrixApp, owner *browser) string {
		m.deleteOwnTemplates(t, owner)
		return m.create(t, owner, "/api/user-templates", ownForm(fmt.Sprintf("Knee %d", m.next())), "id")
	},
	"/api/vocabulary/:id": func(t *testing.T, m *matrixApp, owner *browser) string {
		word := map[string]string{"originalWord": fmt.Sprintf("newmonia%d", m.next()), "correctedWord": "pneumonia", "language": "en"}
		return m.create(t, owner, "/api/vocabulary", word, "id")
	},
	"/api/user-prompt-history/:id": func(t *testing.T, m *matrixApp, owner *browser) string {
		saved := map[string]string{"promptType": "template_population", "name": fmt.Sprintf("Mine %d", m.next()), "promptText": "Fill it."}
		return m.create(t, owner, "/api/user-prompt-history", saved, "id")
	},
	"/api/macros/:id": func(t *testing.T, m *matrixApp, owner *browser) string {
		return m.create(t, owner, "/api/macros", macroForm(fmt.Sprintf("normal chest %d", m.next())), "id")
	},
	"/api/admin/macros/:id": func(t *testing.T, m *matrixApp, _ *browser) string {
		return m.create(t, m.admin, "/api/admin/macros", macroForm(fmt.Sprintf("shared chest %d", m.next())), "id")
	},
	"/api/user-prompt-history/:promptType": func(*testing.T, *matrixApp, *browser) string { return "template_population" },
	"/api/recording-sessions/:id": func(t *testing.T, m *matrixApp, owner *browser) string {
		return m.create(t, owner, "/api/recordings", map[string]string{"status": "recording", "language": "en"}, "sessionId")
	},
	"/api/medical-templates/:id": func(t *testing.T, m *matrixApp, _ *browser) string {
		return m.create(t, m.admin, "/api/medical-templates", masterForm(fmt.Sprintf("CT Head %d", m.next())), "id")
	},
	"/api/ai-prompts/:id": func(t *testing.T, m *matrixApp, _ *browser) string {
		aiPrompt := map[string]string{"name": fmt.Sprintf("Prompt %d", m.next()), "promptText": "Fill the template.", "language": "en"}
		return m.create(t, m.admin, "/api/ai-prompts", aiPrompt, "id")
	},
	"/api/admin/brevo/sync-runs/:id": func(t *testing.T, m *matrixApp, _ *browser) string {
		return m.create(t, m.admin, "/api/admin/brevo/sync-all-users", nil, "runId")
	},
	"/api/admin/brevo/sync-user/:userId":  func(_ *testing.T, m *matrixApp, _ *browser) string { return m.trialUserID },
	"/api/admin/brevo/remove-user/:email": syncedTrialUser,
	"/api/admin/brevo/contact/:email":     syncedTrialUser,
	JobsViewPath + "/*path":               func(*testing.T, *matrixApp, *browser) string { return "api/jobs" },
}

// create posts body to path as owner and returns the answer's field.
func (m *matrixApp) create(t *testing.T, owner *browser, path string, body any, field string) string {
	t.Helper()
	created := owner.send(http.MethodPost, path, body)
	require.Less(t, created.status, 300, "POST %s: %s", path, created.raw)
	id, _ := created.object(t)[field].(string)
	require.NotEmpty(t, id, "POST %s: %s", path, created.raw)
	return id
}

// deleteOwnTemplates makes room for a template: a user keeps only a few.
func (m *matrixApp) deleteOwnTemplates(t *testing.T, owner *browser) {
	t.Helper()
	for _, own := range owner.send(http.MethodGet, "/api/user-templates", nil).list(t) {
		deleted := owner.send(http.MethodDelete, fmt.Sprintf("/api/user-templates/%s", own["id"]), nil)
		require.Equal(t, http.StatusNoContent, deleted.status, string(deleted.raw))
	}
}

// syncedTrialUser is Anna's address, her contact synced to the marketing service first.
func syncedTrialUser(t *testing.T, m *matrixApp, _ *browser) string {
	t.Helper()
	synced := m.admin.send(http.MethodPost, "/api/admin/brevo/sync-user/"+m.trialUserID, nil)
	require.Equal(t, http.StatusOK, synced.status, string(synced.raw))
	return matrixTrial
}

// fill puts a fresh object's value in each of path's parameters.
func (m *matrixApp) fill(t *testing.T, path string, owner *browser) string {
	t.Helper()
	segments := strings.Split(path, "/")
	for i, segment := range segments {
		if !strings.HasPrefix(segment, ":") && !strings.HasPrefix(segment, "*") {
			continue
		}
		key := strings.Join(segments[:i+1], "/")
		maker, ok := objectMakers[key]
		if !ok {
			t.Fatalf("objectMakers has nothing for the parameter of %s: add a maker for %s", path, key)
		}
		segments[i] = maker(t, m, owner)
	}
	return strings.Join(segments, "/")
}
