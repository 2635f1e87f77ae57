package brevo

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

// fakeBrevo speaks the part of Brevo's API v3 the client uses, keeping what it was sent.
type fakeBrevo struct {
	mu       sync.Mutex
	requests []string
	bodies   []map[string]any
	folders  []int64
	lists    []map[string]any
	contacts map[string]map[string]any
	// throttle answers this many requests with 429 first.
	throttle int
	// reject answers POST /contacts with 400.
	reject bool
}

func newFake(t *testing.T) (*fakeBrevo, *Client) {
	t.Helper()
	f := &fakeBrevo{contacts: map[string]map[string]any{}}
	server := httptest.NewServer(f)
	t.Cleanup(server.Close)
	client, err := New(config.MarketingBrevo{APIKey: "xkeysib-test", BaseURL: server.URL + "/v3/"})
	require.NoError(t, err)
	client.sleep = func(context.Context, time.Duration) error { return nil }
	return f, client
}

func (f *fakeBrevo) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.requests = append(f.requests, r.Method+" "+r.URL.Path)
	var body map[string]any
	if raw, _ := io.ReadAll(r.Body); len(raw) > 0 {
		_ = json.Unmarshal(raw, &body)
	}
	f.bodies = append(f.bodies, body)
	w.Header().Set("Content-Type", "application/json")
	if r.Header.Get("api-key") != "xkeysib-test" {
		w.WriteHeader(http.StatusUnauthorized)
		_, _ = io.WriteString(w, `{"code":"unauthorized","message":"Key not found"}`)
		return
	}
	w.Header().Set("x-sib-ratelimit-limit", "10")
	if f.throttle > 0 {
		f.throttle--
		w.Header().Set("x-sib-ratelimit-remaining", "0")
		w.Header().Set("x-sib-ratelimit-reset", "2")
		w.WriteHeader(http.StatusTooManyRequests)
		_, _ = io.WriteString(w, `{"code":"too_many_requests","message":"Too many requests"}`)
		return
	}
	path := strings.TrimPrefix(r.URL.Path, "/v3")
	switch {
	case r.Method == http.MethodGet && path == "/contacts/lists":
		_ = json.NewEncoder(w).Encode(map[string]any{"lists": f.lists, "count": len(f.lists)})
	case r.Method == http.MethodGet && path == "/contacts/folders":
		folders := []map[string]any{}
		for _, id := range f.folders {
			folders = append(folders, map[string]any{"id": id, "name": "RadScribe"})
		}
		_ = json.NewEncoder(w).Encode(map[string]any{"folders": folders, "count": len(folders)})
	case r.Method == http.MethodPost && path == "/contacts/folders":
		f.folders = append(f.folders, 9)
		w.WriteHeader(http.StatusCreated)
		_, _ = io.WriteString(w, `{"id":9}`)
	case r.Method == http.MethodPost && path == "/contacts/lists":
		if body["folderId"] == nil {
			w.WriteHeader(http.StatusBadRequest)
			_, _ = io.WriteString(w, `{"code":"missing_parameter","message":"folderId is missing"}`)
			return
		}
		f.lists = append(f.lists, map[string]any{"id": 12, "name": body["name"], "totalSubscribers": 0, "folderId": body["folderId"]})
		w.WriteHeader(http.StatusCreated)
		_, _ = io.WriteString(w, `{"id":12}`)
	case r.Method == http.MethodPost && path == "/contacts":
		if f.reject {
			w.WriteHeader(http.StatusBadRequest)
			_, _ = io.WriteString(w, `{"code":"invalid_parameter","message":"Invalid email address"}`)
			return
		}
		email, _ := body["email"].(string)
		_, exists := f.contacts[email]
		f.contacts[email] = body
		if exists && body["updateEnabled"] == true {
			w.WriteHeader(http.StatusNoContent)
			return
		}
		w.WriteHeader(http.StatusCreated)
		_, _ = io.WriteString(w, `{"id":101}`)
	case strings.HasPrefix(path, "/contacts/"):
		email := strings.TrimPrefix(path, "/contacts/")
		contact, ok := f.contacts[email]
		if !ok {
			w.WriteHeader(http.StatusNotFound)
			_, _ = io.WriteString(w, `{"code":"document_not_found","message":"Contact does not exist"}`)
			return
		}
		if r.Method == http.MethodDelete {
			delete(f.contacts, email)
			w.WriteHeader(http.StatusNoContent)
			return
		}
		_ = json.NewEncoder(w).Encode(map[string]any{"email": email, "id": 101, "attributes": contact["attributes"], "listIds": contact["listIds"]})
	default:
		w.WriteHeader(http.StatusNotFound)
		_, _ = io.WriteString(w, `{"code":"not_found","message":"no route"}`)
	}
}

func TestListsAndCreatingAListInAFolder(t *testing.T) {
	f, client := newFake(t)
	ctx := context.Background()

	lists, err := client.Lists(ctx)
	require.NoError(t, err)
	assert.Empty(t, lists)

	created, err := client.CreateList(ctx, "Radiologists")
	require.NoError(t, err)
	assert.Equal(t, ports.ContactList{ID: 12, Name: "Radiologists"}, created)
	assert.Equal(t, []string{"GET /v3/contacts/lists", "GET /v3/contacts/folders", "POST /v3/contacts/folders", "POST /v3/contacts/lists"}, f.requests)
	assert.Equal(t, map[string]any{"name": "Radiologists", "folderId": float64(9)}, f.bodies[3])

	_, err = client.CreateList(ctx, "Second")
	require.NoError(t, err)
	assert.Equal(t, "GET /v3/contacts/folders", f.requests[4])
	assert.Equal(t, "POST /v3/contacts/lists", f.requests[5], "an existing folder is reused")

	lists, err = client.Lists(ctx)
	require.NoError(t, err)
	require.Len(t, lists, 2)
	assert.Equal(t, "Radiologists", lists[0].Name)
}

func TestUpsertSendsTheAttributesAndNothingElse(t *testing.T) {
	f, client := newFake(t)
	ctx := context.Background()
	contact := ports.Contact{Email: "anna@klinik.de", FirstName: "Anna", LastName: "Berg", SubscriptionStatus: "trial",
		Recordings: 14, TotalMinutes: 37, ListIDs: []int64{3, 7}}

	require.NoError(t, client.Upsert(ctx, contact))
	require.NoError(t, client.Upsert(ctx, contact), "an existing contact is updated")

	assert.Equal(t, map[string]any{
		"email":         "anna@klinik.de",
		"updateEnabled": true,
		"listIds":       []any{float64(3), float64(7)},
		"attributes": map[string]any{"FIRSTNAME": "Anna", "LASTNAME": "Berg", "SUBSCRIPTION_STATUS": "trial",
			"RECORDING_COUNT": float64(14), "TOTAL_MINUTES": float64(37)},
	}, f.bodies[1])

	raw, err := client.Contact(ctx, "anna@klinik.de")
	require.NoError(t, err)
	assert.Contains(t, string(raw), `"email":"anna@klinik.de"`)

	require.NoError(t, client.Remove(ctx, "anna@klinik.de"))
	_, err = client.Contact(ctx, "anna@klinik.de")
	assert.ErrorIs(t, err, ports.ErrNotFound)
	assert.ErrorIs(t, client.Remove(ctx, "anna@klinik.de"), ports.ErrNotFound)
}

func TestBrevosRefusalCarriesItsMessage(t *testing.T) {
	f, client := newFake(t)
	f.reject = true

	err := client.Upsert(context.Background(), ports.Contact{Email: "not-an-address"})

	var refused *ports.ContactServiceError
	require.True(t, errors.As(err, &refused), "got %v", err)
	assert.Equal(t, http.StatusBadRequest, refused.Status)
	assert.Equal(t, "invalid_parameter", refused.Code)
	assert.Equal(t, "Invalid email address", refused.Message)
}

func TestRateLimitWaitsForTheResetAndRetries(t *testing.T) {
	f, client := newFake(t)
	var waits []time.Duration
	client.sleep = func(_ context.Context, d time.Duration) error { waits = append(waits, d); return nil }
	f.throttle = 2

	lists, err := client.Lists(context.Background())

	require.NoError(t, err)
	assert.Empty(t, lists)
	assert.Equal(t, []time.Duration{2 * time.Second, 2 * time.Second}, waits)
	assert.Len(t, f.requests, 3)
}

func TestRateLimitGivesUpAfterBoundedRetries(t *testing.T) {
	f, client := newFake(t)
	f.throttle = 100

	_, err := client.Lists(context.Background())

	assert.ErrorIs(t, err, ports.ErrContactSyncUnavailable)
	assert.Len(t, f.requests, maxRateLimitRetries+1)
}

func TestAWrongKeyIsARefusal(t *testing.T) {
	_, client := newFake(t)
	client.apiKey = "wrong"

	_, err := client.Lists(context.Background())

	var refused *ports.ContactServiceError
	require.True(t, errors.As(err, &refused))
	assert.Equal(t, "Key not found", refused.Message)
}

func TestResetWait(t *testing.T) {
	tests := []struct {
		header http.Header
		want   time.Duration
	}{
		{http.Header{"X-Sib-Ratelimit-Reset": {"3"}}, 3 * time.Second},
		{http.Header{"X-Sib-Ratelimit-Reset": {"0"}}, 100 * time.Millisecond},
		{http.Header{"Retry-After": {"5"}}, 5 * time.Second},
		{http.Header{}, time.Second},
		{http.Header{"X-Sib-Ratelimit-Reset": {"soon"}}, time.Second},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, resetWait(tt.header), "%v", tt.header)
	}
}

func TestNewNeedsAKey(t *testing.T) {
	_, err := New(config.MarketingBrevo{})
	assert.Error(t, err)
}
