package metrics

import (
	"bytes"
	"database/sql"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/store/storetest"
	"github.com/radscribe/radscribe/config"
)

// usageDrops stands in for the usage recorder.
type usageDrops struct{ n atomic.Int64 }

func (d *usageDrops) Dropped() int64 { return d.n.Load() }

var quiet = slog.New(slog.DiscardHandler)

// migratedPool is a SQLite database with the product's and River's tables.
func migratedPool(t *testing.T) *sql.DB {
	t.Helper()
	pool, err := storetest.OpenMigrated(t, storetest.SQLite(t)).DB()
	require.NoError(t, err)
	return pool
}

func newRegistry(t *testing.T, cfg config.Metrics, db *sql.DB, drops UsageDrops, logger *slog.Logger) *Registry {
	t.Helper()
	registry, err := New(cfg, db, drops, logger)
	require.NoError(t, err)
	return registry
}

// scrape answers GET /metrics with headers, as Prometheus asks.
func scrape(t *testing.T, handler http.Handler, headers ...string) (int, string) {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, Path, nil)
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	rec := httptest.NewRecorder()
	handler.ServeHTTP(rec, req)
	return rec.Code, rec.Body.String()
}

func TestAScrapeShowsTheProcessThePoolAndTheDrops(t *testing.T) {
	drops := &usageDrops{}
	drops.n.Store(3)
	registry := newRegistry(t, config.Metrics{}, migratedPool(t), drops, quiet)

	status, body := scrape(t, registry.Handler())

	require.Equal(t, http.StatusOK, status, body)
	for _, line := range []string{
		"radscribe_usage_events_dropped_total 3",
		`go_sql_max_open_connections{db_name="radscribe"}`,
		"go_goroutines ",
		"process_resident_memory_bytes ",
	} {
		assert.Contains(t, body, line)
	}
}

func TestRequestsAreCountedByMethodRouteAndStatus(t *testing.T) {
	registry := newRegistry(t, config.Metrics{}, migratedPool(t), &usageDrops{}, quiet)
	requests := registry.Requests()

	requests.ObserveRequest(http.MethodGet, "/api/vocabulary", 200, 0)
	requests.ObserveRequest(http.MethodGet, "/api/vocabulary", 200, 0)
	requests.ObserveRequest(http.MethodDelete, "/api/vocabulary/:id", 404, 0)
	requests.ObserveRequest("PROPFIND", "(unmatched)", 405, 0)

	_, body := scrape(t, registry.Handler())
	assert.Contains(t, body, `radscribe_http_requests_total{method="GET",route="/api/vocabulary",status="200"} 2`)
	assert.Contains(t, body, `radscribe_http_requests_total{method="DELETE",route="/api/vocabulary/:id",status="404"} 1`)
	assert.Contains(t, body, `radscribe_http_requests_total{method="OTHER",route="(unmatched)",status="405"} 1`, "an invented method makes no series of its own")
	assert.Contains(t, body, `radscribe_http_request_duration_seconds_count{method="GET",route="/api/vocabulary",status="200"} 2`)
}

func TestCountingARequestAllocatesNothing(t *testing.T) {
	registry := newRegistry(t, config.Metrics{}, migratedPool(t), &usageDrops{}, quiet)
	requests := registry.Requests()
	requests.ObserveRequest(http.MethodGet, "/api/site-info", 200, 0)

	allocs := testing.AllocsPerRun(1000, func() {
		requests.ObserveRequest(http.MethodGet, "/api/site-info", 200, 1500)
	})
	assert.Zero(t, allocs)
}

// Series first seen by requests in flight at once are made once, and no request is lost.
func TestConcurrentRequestsAreAllCounted(t *testing.T) {
	registry := newRegistry(t, config.Metrics{}, migratedPool(t), &usageDrops{}, quiet)
	requests := registry.Requests()
	var wg sync.WaitGroup
	for worker := range 8 {
		wg.Go(func() {
			for n := range 200 {
				requests.ObserveRequest(http.MethodGet, "/api/route-"+strconv.Itoa(n%10), 200+worker%2, 0)
			}
		})
	}
	wg.Wait()

	_, body := scrape(t, registry.Handler())
	assert.Contains(t, body, `radscribe_http_requests_total{method="GET",route="/api/route-3",status="200"} 80`)
	assert.Contains(t, body, `radscribe_http_requests_total{method="GET",route="/api/route-3",status="201"} 80`)
}

func TestTheBearerTokenGuardsTheMetrics(t *testing.T) {
	registry := newRegistry(t, config.Metrics{BearerToken: "4f9c2e7a1b8d6035e2c4a7f1"}, migratedPool(t), &usageDrops{}, quiet)
	handler := registry.Handler()

	for name, headers := range map[string][]string{
		"no token":           nil,
		"another token":      {"Authorization", "Bearer 4f9c2e7a1b8d6035e2c4a7f2"},
		"a prefix of it":     {"Authorization", "Bearer 4f9c2e7a"},
		"basic, not bearer":  {"Authorization", "Basic 4f9c2e7a1b8d6035e2c4a7f1"},
		"the token, no kind": {"Authorization", "4f9c2e7a1b8d6035e2c4a7f1"},
	} {
		t.Run(name, func(t *testing.T) {
			status, body := scrape(t, handler, headers...)
			assert.Equal(t, http.StatusUnauthorized, status)
			assert.JSONEq(t, `{"message":"Send the token of metrics.bearer_token as a bearer token to read the metrics."}`, body)
			assert.NotContains(t, body, "go_goroutines")
		})
	}
	status, body := scrape(t, handler, "Authorization", "Bearer 4f9c2e7a1b8d6035e2c4a7f1")
	assert.Equal(t, http.StatusOK, status)
	assert.Contains(t, body, "go_goroutines ")
}

// A collector that fails is left out of the answer and logged; the rest is still served.
func TestAFailingCountOfJobsLeavesTheRestOfTheScrape(t *testing.T) {
	pool, err := storetest.OpenMigrated(t, storetest.SQLite(t)).DB()
	require.NoError(t, err)
	_, err = pool.Exec(`ALTER TABLE river_job RENAME TO river_job_elsewhere`)
	require.NoError(t, err)
	var logs bytes.Buffer
	registry := newRegistry(t, config.Metrics{}, pool, &usageDrops{}, slog.New(slog.NewTextHandler(&logs, nil)))

	status, body := scrape(t, registry.Handler())

	assert.Equal(t, http.StatusOK, status)
	assert.Contains(t, body, "go_goroutines ")
	assert.NotContains(t, body, "radscribe_jobs{")
	assert.Contains(t, logs.String(), "river_job")
}

func TestTheListenerServesTheMetricsOnItsOwnAddress(t *testing.T) {
	registry := newRegistry(t, config.Metrics{}, migratedPool(t), &usageDrops{}, quiet)
	listener := NewListener(config.Metrics{Addr: "127.0.0.1:0"}, registry, quiet)
	listener.Start()
	t.Cleanup(listener.Stop)
	require.NotEmpty(t, listener.Addr())

	resp, err := http.Get("http://" + listener.Addr() + Path)
	require.NoError(t, err)
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	assert.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Contains(t, string(body), "go_goroutines ")

	resp, err = http.Get("http://" + listener.Addr() + "/api/site-info")
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusNotFound, resp.StatusCode, "the listener serves the metrics alone")

	addr := listener.Addr()
	listener.Stop()
	assert.Empty(t, listener.Addr())
	_, err = http.Get("http://" + addr + Path)
	assert.Error(t, err, "a stopped listener answers no more")
}

func TestAnAddressInUseIsLoggedAndNothingElseHappens(t *testing.T) {
	taken := httptest.NewServer(http.NotFoundHandler())
	t.Cleanup(taken.Close)
	addr := strings.TrimPrefix(taken.URL, "http://")
	var logs bytes.Buffer
	registry := newRegistry(t, config.Metrics{}, migratedPool(t), &usageDrops{}, quiet)
	listener := NewListener(config.Metrics{Addr: addr}, registry, slog.New(slog.NewTextHandler(&logs, nil)))

	listener.Start()
	t.Cleanup(listener.Stop)

	assert.Empty(t, listener.Addr())
	assert.Contains(t, logs.String(), "level=ERROR")
	assert.Contains(t, logs.String(), "the metrics listener could not start; the server runs without it")
	assert.Contains(t, logs.String(), addr)
}

func TestATurnedOffListenerListensNowhere(t *testing.T) {
	registry := newRegistry(t, config.Metrics{}, migratedPool(t), &usageDrops{}, quiet)
	for _, addr := range []string{"", config.MetricsAddrOff} {
		var logs bytes.Buffer
		listener := NewListener(config.Metrics{Addr: addr}, registry, slog.New(slog.NewTextHandler(&logs, nil)))
		listener.Start()
		assert.Empty(t, listener.Addr())
		assert.Empty(t, logs.String())
		listener.Stop()
	}
}

// BenchmarkObserveRequest is what counting costs a request once its series exists.
func BenchmarkObserveRequest(b *testing.B) {
	pool, err := sql.Open("sqlite", ":memory:")
	require.NoError(b, err)
	b.Cleanup(func() { _ = pool.Close() })
	registry, err := New(config.Metrics{}, pool, &usageDrops{}, quiet)
	require.NoError(b, err)
	requests := registry.Requests()
	b.ReportAllocs()
	for b.Loop() {
		requests.ObserveRequest(http.MethodDelete, "/api/vocabulary/:id", 204, 1500*time.Microsecond)
	}
}
