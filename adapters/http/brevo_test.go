package http

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/adapters/system"
	marketingapp "github.com/radscribe/radscribe/application/marketing"
	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ports/portstest"
)

// memoryBrevo is the marketing service in memory.
type memoryBrevo struct {
	mu       sync.Mutex
	contacts map[string]ports.Contact
	lists    []ports.ContactList
}

func (m *memoryBrevo) Lists(context.Context) ([]ports.ContactList, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]ports.ContactList(nil), m.lists...), nil
}

func (m *memoryBrevo) CreateList(_ context.Context, name string) (ports.ContactList, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if name == "Taken" {
		return ports.ContactList{}, &ports.ContactServiceError{Status: 400, Code: "duplicate_parameter", Message: "List name already exists"}
	}
	list := ports.ContactList{ID: int64(len(m.lists) + 3), Name: name}
	m.lists = append(m.lists, list)
	return list, nil
}

func (m *memoryBrevo) Upsert(_ context.Context, c ports.Contact) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.contacts[c.Email] = c
	return nil
}

func (m *memoryBrevo) Remove(_ context.Context, email string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.contacts[email]; !ok {
		return ports.ErrNotFound
	}
	delete(m.contacts, email)
	return nil
}

func (m *memoryBrevo) Contact(_ context.Context, email string) ([]byte, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.contacts[email]; !ok {
		return nil, ports.ErrNotFound
	}
	return []byte(`{"email":"` + email + `","attributes":{"FIRSTNAME":"Anna"}}`), nil
}

// withBrevo gives the env the contact sync use cases over brevo (nil: not configured), with
// jobs that run when queued unless held.
func (env *testEnv) withBrevo(sync ports.ContactSync, held bool) *portstest.Jobs {
	jobs := portstest.NewJobs()
	service := marketingapp.NewService(marketingapp.Deps{
		Sync: sync, Users: store.NewAdminAnalytics(env.database), Payments: env.services.Billing,
		Runs: store.NewContactSyncRuns(env.database), Jobs: jobs, Waiter: &portstest.Waits{}, Clock: env.clock, IDs: system.IDGenerator{},
	}, marketingapp.Settings{DefaultListIDs: []int64{3}}, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if !held {
		portstest.Handle(jobs, service.RunSyncAll)
	}
	env.services.Marketing = service
	return jobs
}

var brevoRoutes = [][2]string{
	{http.MethodGet, "/api/admin/brevo/lists"},
	{http.MethodPost, "/api/admin/brevo/lists"},
	{http.MethodPost, "/api/admin/brevo/sync-all-users"},
	{http.MethodGet, "/api/admin/brevo/sync-runs/some-run"},
	{http.MethodPost, "/api/admin/brevo/sync-user/some-user"},
	{http.MethodDelete, "/api/admin/brevo/remove-user/anna@klinik.de"},
	{http.MethodGet, "/api/admin/brevo/contact/anna@klinik.de"},
}

func TestBrevoRoutesAreForAdminsOnly(t *testing.T) {
	env := newTestEnv(t)
	env.withBrevo(&memoryBrevo{contacts: map[string]ports.Contact{}}, false)
	base := env.start(t)
	visitorsAreRefused(t, base, brevoRoutes)
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	for _, r := range brevoRoutes {
		got := anna.send(r[0], r[1], map[string]string{})
		assert.Equal(t, http.StatusForbidden, got.status, "%s %s", r[0], r[1])
	}
}

func TestBrevoRoutesSayWhenNotConfigured(t *testing.T) {
	env := newTestEnv(t)
	env.withBrevo(nil, false)
	base := env.start(t)
	admin := env.signedIn(t, base, testAdmins[0], "203.0.113.3")
	for _, r := range brevoRoutes {
		got := admin.send(r[0], r[1], map[string]string{})
		assert.Equal(t, http.StatusServiceUnavailable, got.status, "%s %s", r[0], r[1])
		assert.Equal(t, "E-mail marketing sync is not configured on this server.", got.message(t))
	}
}

func TestBrevoListsSyncAndContacts(t *testing.T) {
	env := newTestEnv(t)
	brevo := &memoryBrevo{contacts: map[string]ports.Contact{}}
	env.withBrevo(brevo, false)
	base := env.start(t)
	admin := env.signedIn(t, base, testAdmins[0], "203.0.113.3")
	env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")

	created := admin.send(http.MethodPost, "/api/admin/brevo/lists", map[string]string{"name": " Radiologists "})
	require.Equal(t, http.StatusCreated, created.status, string(created.raw))
	assert.Equal(t, map[string]any{"id": float64(3), "name": "Radiologists", "totalSubscribers": float64(0)}, created.object(t))
	blank := admin.send(http.MethodPost, "/api/admin/brevo/lists", map[string]string{"name": " "})
	assert.Equal(t, http.StatusBadRequest, blank.status)
	assert.Equal(t, "List name is required", blank.message(t))
	taken := admin.send(http.MethodPost, "/api/admin/brevo/lists", map[string]string{"name": "Taken"})
	assert.Equal(t, http.StatusBadRequest, taken.status)
	assert.Equal(t, "Brevo: List name already exists", taken.message(t))
	lists := admin.send(http.MethodGet, "/api/admin/brevo/lists", nil)
	require.Equal(t, http.StatusOK, lists.status)
	assert.Len(t, lists.list(t), 1)

	all := admin.send(http.MethodPost, "/api/admin/brevo/sync-all-users", nil)
	require.Equal(t, http.StatusOK, all.status, string(all.raw))
	body := all.object(t)
	assert.Equal(t, float64(2), body["successful"])
	assert.Equal(t, float64(2), body["totalUsers"])
	assert.Equal(t, "finished", body["status"])
	assert.Equal(t, []int64{3}, brevo.contacts["anna@klinik.de"].ListIDs)
	run := admin.send(http.MethodGet, body["statusUrl"].(string), nil)
	require.Equal(t, http.StatusOK, run.status)
	assert.Equal(t, "finished", run.object(t)["status"])

	withLists := admin.send(http.MethodPost, "/api/admin/brevo/sync-all-users", map[string]any{"listIds": []int{8}})
	require.Equal(t, http.StatusOK, withLists.status)
	assert.Equal(t, []int64{8}, brevo.contacts["anna@klinik.de"].ListIDs)

	anna, err := env.users.ByEmail(context.Background(), "anna@klinik.de")
	require.NoError(t, err)
	synced := admin.send(http.MethodPost, "/api/admin/brevo/sync-user/"+anna.ID, map[string]any{"listIds": []int{9}})
	require.Equal(t, http.StatusOK, synced.status, string(synced.raw))
	assert.Equal(t, []int64{9}, brevo.contacts["anna@klinik.de"].ListIDs)
	assert.Equal(t, http.StatusNotFound, admin.send(http.MethodPost, "/api/admin/brevo/sync-user/nobody", nil).status)

	contact := admin.send(http.MethodGet, "/api/admin/brevo/contact/anna@klinik.de", nil)
	require.Equal(t, http.StatusOK, contact.status)
	assert.JSONEq(t, `{"email":"anna@klinik.de","attributes":{"FIRSTNAME":"Anna"}}`, string(contact.raw))

	removed := admin.send(http.MethodDelete, "/api/admin/brevo/remove-user/anna@klinik.de", nil)
	require.Equal(t, http.StatusOK, removed.status)
	gone := admin.send(http.MethodDelete, "/api/admin/brevo/remove-user/anna@klinik.de", nil)
	assert.Equal(t, http.StatusNotFound, gone.status)
	assert.Equal(t, "No Brevo contact has this e-mail address.", gone.message(t))
}

func TestSyncAllAnswers202WhileTheJobWaits(t *testing.T) {
	env := newTestEnv(t)
	jobs := env.withBrevo(&memoryBrevo{contacts: map[string]ports.Contact{}}, true)
	base := env.start(t)
	admin := env.signedIn(t, base, testAdmins[0], "203.0.113.3")

	got := admin.send(http.MethodPost, "/api/admin/brevo/sync-all-users", nil)

	require.Equal(t, http.StatusAccepted, got.status, string(got.raw))
	body := got.object(t)
	assert.Equal(t, "running", body["status"])
	assert.Equal(t, float64(1), body["totalUsers"])
	require.Len(t, jobs.Queued(), 1)
	progress := admin.send(http.MethodGet, body["statusUrl"].(string), nil)
	require.Equal(t, http.StatusOK, progress.status)
	assert.Equal(t, "running", progress.object(t)["status"])
}
