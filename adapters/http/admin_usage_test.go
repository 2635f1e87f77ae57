package http

import (
	"context"
	"crypto/rand"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/adapters/store/storetest"
	usageapp "github.com/radscribe/radscribe/application/usage"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/usage"
)

// withUsage records the API's calls in the test database, storing them every few
// milliseconds, until the test ends.
func (env *testEnv) withUsage(t *testing.T) *usageapp.Service {
	t.Helper()
	settings := usageapp.RecorderSettings{QueueSize: 1000, BatchSize: 500, FlushInterval: 5 * time.Millisecond, WriteTimeout: 5 * time.Second}
	service := usageapp.NewService(store.NewUsage(env.database), env.users, env.clock, settings, slog.New(slog.NewTextHandler(io.Discard, nil)))
	service.Start()
	t.Cleanup(service.Stop)
	env.services.Usage = service
	return service
}

// apiUsageOnce is the admin's view of timeRange once done says it shows what the test waits
// for: the calls are stored in the background.
func apiUsageOnce(t *testing.T, admin *browser, timeRange string, done func(body map[string]any) bool) map[string]any {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		got := admin.send(http.MethodGet, "/api/admin/api-usage?timeRange="+timeRange, nil)
		require.Equal(t, http.StatusOK, got.status, string(got.raw))
		body := got.object(t)
		if done(body) {
			return body
		}
		require.True(t, time.Now().Before(deadline), "the view never showed what the test waits for: %s", got.raw)
		time.Sleep(10 * time.Millisecond)
	}
}

// byKey indexes a list of the answer by the values of keys.
func byKey(list any, keys ...string) map[string]map[string]any {
	indexed := map[string]map[string]any{}
	for _, item := range list.([]any) {
		item := item.(map[string]any)
		key := ""
		for i, k := range keys {
			if i > 0 {
				key += " "
			}
			key += fmt.Sprint(item[k])
		}
		indexed[key] = item
	}
	return indexed
}

func TestAPIUsageIsForAdminsOnly(t *testing.T) {
	env := newTestEnv(t)
	env.withUsage(t)
	base := env.start(t)
	visitorsAreRefused(t, base, [][2]string{{http.MethodGet, "/api/admin/api-usage"}})
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	refused := anna.send(http.MethodGet, "/api/admin/api-usage?timeRange=24h", nil)
	assert.Equal(t, http.StatusForbidden, refused.status)
	assert.Equal(t, "Admins only.", refused.message(t))

	admin := env.signedIn(t, base, testAdmins[0], "203.0.113.1")
	for _, bad := range []string{"90d", "1d", "24H", "%2024h"} {
		got := admin.send(http.MethodGet, "/api/admin/api-usage?timeRange="+bad, nil)
		assert.Equal(t, http.StatusBadRequest, got.status, bad)
		assert.Equal(t, "timeRange must be one of 1h, 24h, 7d, 30d", got.message(t), bad)
	}
	for _, tt := range []struct {
		query, timeRange string
		buckets          int
	}{{"", "24h", 24}, {"?timeRange=", "24h", 24}, {"?timeRange=1h", "1h", 12}, {"?timeRange=24h", "24h", 24}, {"?timeRange=7d", "7d", 28}, {"?timeRange=30d", "30d", 30}} {
		got := admin.send(http.MethodGet, "/api/admin/api-usage"+tt.query, nil)
		require.Equal(t, http.StatusOK, got.status, string(got.raw))
		body := got.object(t)
		assert.Equal(t, tt.timeRange, body["timeRange"], tt.query)
		assert.Len(t, body["timeline"], tt.buckets, tt.query)
		for _, list := range []string{"topEndpoints", "userUsageStats", "timeline"} {
			assert.IsType(t, []any{}, body[list], "%s is a list, never null", list)
		}
		assert.Contains(t, body, "droppedEvents")
	}
}

// A visitor's page asks who is signed in on every visit; the 401 saying nobody is, is counted as
// a call but not as an error, or every visit would raise the error rate.
func TestAPIUsageCountsNoErrorForSignedOutSessionProbes(t *testing.T) {
	env := newTestEnv(t)
	env.withUsage(t)
	base := env.start(t)
	admin := env.signedIn(t, base, testAdmins[0], "203.0.113.1")
	visitor := newBrowser(t, base)
	for range 3 {
		assert.Equal(t, http.StatusUnauthorized, visitor.send(http.MethodGet, "/api/auth/user", nil).status)
		assert.Equal(t, http.StatusUnauthorized, visitor.send(http.MethodGet, "/api/subscription/status", nil).status)
	}
	assert.Equal(t, http.StatusUnauthorized, visitor.send(http.MethodGet, "/api/user-templates", nil).status)
	assert.Equal(t, http.StatusOK, visitor.send(http.MethodGet, "/api/site-info", nil).status)

	body := apiUsageOnce(t, admin, "1h", func(body map[string]any) bool {
		_, ok := byKey(body["topEndpoints"], "method", "endpoint")["GET /api/site-info"]
		return ok
	})
	endpoints := byKey(body["topEndpoints"], "method", "endpoint")
	for _, probe := range []string{"GET /api/auth/user", "GET /api/subscription/status"} {
		require.Contains(t, endpoints, probe)
		assert.GreaterOrEqual(t, endpoints[probe]["totalCalls"], float64(3), probe)
		assert.Equal(t, float64(0), endpoints[probe]["errorRate"], probe)
	}
	assert.Equal(t, float64(100), endpoints["GET /api/user-templates"]["errorRate"], "another route's 401 is an error")
	overall := body["overallStats"].(map[string]any)
	calls := overall["totalApiCalls"].(float64)
	assert.InDelta(t, usage.Rate(1, int64(calls)), overall["errorRate"], 0.05, "only the refused templates call of %v", calls)
}

func TestAPIUsageRecordsRoutePatternsAndNeverPathsQueriesOrBodies(t *testing.T) {
	env := newTestEnv(t)
	env.withUsage(t)
	base := env.start(t)
	admin := env.signedIn(t, base, testAdmins[0], "203.0.113.1")
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	canary := "canary-" + rand.Text()

	assert.Equal(t, http.StatusOK, anna.send(http.MethodGet, "/api/user-templates?search="+canary, nil).status)
	for range 2 {
		got := anna.send(http.MethodPut, "/api/user-templates/"+canary+"?note="+canary, map[string]any{"name": canary, "templateHtml": "<p>" + canary + "</p>"})
		assert.GreaterOrEqual(t, got.status, 400, "no such template")
	}
	assert.Equal(t, http.StatusOK, anna.send(http.MethodHead, "/api/auth/user", nil).status)
	assert.Equal(t, http.StatusNotFound, anna.send(http.MethodGet, "/api/no-such-endpoint?"+canary, nil).status)
	// The admin's own call, before the visitor's last one: the view's polls are recorded only
	// after they are answered, so they cannot be what makes the admin a user of the hour.
	assert.Equal(t, http.StatusOK, admin.send(http.MethodGet, "/api/auth/user", nil).status)
	visitor := newBrowser(t, base)
	assert.Equal(t, http.StatusOK, visitor.send(http.MethodGet, "/api/site-info?"+canary, nil).status)

	// The sign-ups made calls too; the last of the calls above is the visitor's.
	body := apiUsageOnce(t, admin, "1h", func(body map[string]any) bool {
		_, ok := byKey(body["topEndpoints"], "method", "endpoint")["GET /api/site-info"]
		return ok
	})
	endpoints := byKey(body["topEndpoints"], "method", "endpoint")
	put := endpoints["PUT /api/user-templates/:id"]
	require.NotNil(t, put, "the route pattern, not the path: %v", endpoints)
	assert.Equal(t, float64(2), put["totalCalls"])
	assert.Equal(t, float64(100), put["errorRate"])
	assert.Contains(t, endpoints, "GET /api/user-templates")
	assert.Contains(t, endpoints, "HEAD /api/auth/user", "a HEAD answered as GET is a HEAD")
	assert.Contains(t, endpoints, "GET /api/site-info")
	for key := range endpoints {
		assert.NotContains(t, key, "no-such-endpoint", "calls that match no route are not recorded")
		assert.NotContains(t, key, "?")
	}

	rows := byKey(body["userUsageStats"], "userEmail", "method", "endpoint")
	annaPut := rows["anna@klinik.de PUT /api/user-templates/:id"]
	require.NotNil(t, annaPut, "%v", rows)
	assert.Equal(t, "Anna Berg", annaPut["userName"])
	assert.Equal(t, float64(2), annaPut["totalCalls"])
	assert.Equal(t, float64(2), annaPut["errorCount"])
	lastCall, err := time.Parse(time.RFC3339, annaPut["lastCall"].(string))
	require.NoError(t, err)
	assert.WithinDuration(t, env.clock.Now(), lastCall, time.Minute, "dated by the app's clock")
	for key := range rows {
		assert.NotContains(t, key, "site-info", "a visitor's call is no user's")
	}
	overall := body["overallStats"].(map[string]any)
	assert.Equal(t, float64(2), overall["totalUsers"])

	var stored []string
	require.NoError(t, env.database.Raw(`SELECT endpoint FROM api_usage_events`).Scan(&stored).Error)
	require.NotEmpty(t, stored)
	for _, endpoint := range stored {
		assert.NotContains(t, endpoint, "?")
		assert.NotContains(t, endpoint, canary)
	}
	assert.False(t, storetest.SQLiteFilesContain(t, env.dbPath, canary), "neither a path, a query nor a body is stored")
}

// recorded collects the records of calls.
type recorded struct{ events chan usage.Event }

func (r recorded) Record(e usage.Event) { r.events <- e }

func TestUsageMiddlewareRecordsPanicsAndTheSignedInUser(t *testing.T) {
	gin.SetMode(gin.ReleaseMode)
	calls := recorded{make(chan usage.Event, 10)}
	engine := gin.New()
	engine.Use(recoveryMiddleware(slog.New(slog.NewTextHandler(io.Discard, nil))))
	api := engine.Group("/api", usageMiddleware(calls), func(c *gin.Context) {
		if c.GetHeader("X-User") != "" {
			c.Set(userKey, account.User{ID: c.GetHeader("X-User")})
		}
	})
	api.GET("/reports/:id", func(c *gin.Context) { c.JSON(http.StatusCreated, gin.H{}) })
	api.GET("/boom", func(*gin.Context) { panic("broken") })

	do(engine, http.MethodGet, "/api/reports/r-42?token=secret", nil, "X-User", "u1")
	e := <-calls.events
	assert.Equal(t, "u1", e.UserID)
	assert.Equal(t, "/api/reports/:id", e.Endpoint)
	assert.Equal(t, http.MethodGet, e.Method)
	assert.Equal(t, http.StatusCreated, e.Status)
	assert.Positive(t, e.Duration)
	assert.True(t, e.At.IsZero(), "the application dates the call")

	rec := do(engine, http.MethodGet, "/api/boom", nil)
	assert.Equal(t, http.StatusInternalServerError, rec.Code)
	e = <-calls.events
	assert.Equal(t, "", e.UserID)
	assert.Equal(t, "/api/boom", e.Endpoint)
	assert.Equal(t, http.StatusInternalServerError, e.Status, "a panic is recorded as the 500 it is answered with")

	do(engine, http.MethodGet, "/api/unknown", nil)
	select {
	case e := <-calls.events:
		t.Fatalf("a call that matched no route was recorded: %+v", e)
	default:
	}
}

// discardUsage stores nothing, at once.
type discardUsage struct{}

func (discardUsage) InsertBatch(context.Context, []usage.Event) error { return nil }
func (discardUsage) Summary(context.Context, usage.Window) (usage.Summary, error) {
	return usage.Summary{}, nil
}
func (discardUsage) DeleteBefore(context.Context, usage.Cutoffs) (int, error) { return 0, nil }
func (discardUsage) ReportCounts(context.Context, string) (usage.ReportCounts, error) {
	return usage.ReportCounts{}, nil
}
func (discardUsage) RecentReports(context.Context, int) ([]usage.ReportActivity, error) {
	return nil, nil
}

// BenchmarkUsageMiddleware measures what recording adds to a call: the same engine and route
// without and with the usage middleware (the real recorder, its writer storing nowhere).
func BenchmarkUsageMiddleware(b *testing.B) {
	gin.SetMode(gin.ReleaseMode)
	user := func(c *gin.Context) { c.Set(userKey, account.User{ID: "11111111-1111-1111-1111-111111111111"}) }
	handler := func(c *gin.Context) { c.Status(http.StatusNoContent) }
	engines := map[string]*gin.Engine{}
	for _, name := range []string{"without", "with"} {
		engine := gin.New()
		chain := []gin.HandlerFunc{user}
		if name == "with" {
			service := usageapp.NewService(discardUsage{}, nil, systemClock{}, usageapp.DefaultRecorderSettings, slog.New(slog.NewTextHandler(io.Discard, nil)))
			service.Start()
			b.Cleanup(service.Stop)
			chain = append([]gin.HandlerFunc{usageMiddleware(service)}, chain...)
		}
		api := engine.Group("/api", chain...)
		api.GET("/user-templates/:id", handler)
		engines[name] = engine
	}
	for _, name := range []string{"without", "with"} {
		b.Run(name, func(b *testing.B) {
			engine := engines[name]
			req := httptest.NewRequest(http.MethodGet, "/api/user-templates/t-1?x=1", nil)
			w := httptest.NewRecorder()
			b.ReportAllocs()
			for b.Loop() {
				engine.ServeHTTP(w, req)
			}
		})
	}
}

type systemClock struct{}

func (systemClock) Now() time.Time { return time.Now() }
