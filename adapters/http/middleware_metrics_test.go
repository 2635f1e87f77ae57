package http

import (
	"database/sql"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/metrics"
	"github.com/radscribe/radscribe/config"
)

// observedRequests records what the router reports.
type observedRequests struct {
	mu   sync.Mutex
	seen []observedRequest
}

type observedRequest struct {
	method, route string
	status        int
}

func (o *observedRequests) ObserveRequest(method, route string, status int, _ time.Duration) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.seen = append(o.seen, observedRequest{method: method, route: route, status: status})
}

func (o *observedRequests) take() []observedRequest {
	o.mu.Lock()
	defer o.mu.Unlock()
	seen := o.seen
	o.seen = nil
	return seen
}

func (env *testEnv) measuredRouter(t *testing.T, m Metrics) *gin.Engine {
	t.Helper()
	router, err := NewRouter(testHTTPConfig(), config.Company{}, testSessionConfig(), slog.New(slog.DiscardHandler), env.services, fakeUI{}, env.jobsView, m)
	require.NoError(t, err)
	return router
}

func TestRequestsAreReportedByRoutePatternNeverByPath(t *testing.T) {
	observed := &observedRequests{}
	router := newTestEnv(t).measuredRouter(t, Metrics{Requests: observed})
	router.GET("/api/test-panic", func(*gin.Context) { panic("boom") })

	for _, tt := range []struct {
		method, target string
		want           observedRequest
	}{
		{"GET", "/api/site-info?ref=newsletter", observedRequest{"GET", "/api/site-info", 200}},
		{"DELETE", "/api/vocabulary/voc-4711", observedRequest{"DELETE", "/api/vocabulary/:id", 401}},
		{"HEAD", "/api/site-info", observedRequest{"HEAD", "/api/site-info", 200}},
		{"GET", "/privacy", observedRequest{"GET", routeUI, 200}},
		{"GET", "/api/left-pleural-effusion", observedRequest{"GET", routeUnmatched, 404}},
		{"POST", "/privacy", observedRequest{"POST", routeUnmatched, 404}},
		{"POST", "/healthz", observedRequest{"POST", routeUnmatched, 405}},
		{"GET", "/api/test-panic", observedRequest{"GET", "/api/test-panic", 500}},
	} {
		t.Run(tt.method+" "+tt.target, func(t *testing.T) {
			do(router, tt.method, tt.target, nil)
			assert.Equal(t, []observedRequest{tt.want}, observed.take(), "one report per request, the panic's 500 included")
		})
	}
}

func TestTheMainAddressServesMetricsOnlyWithTheirHandler(t *testing.T) {
	env := newTestEnv(t)
	without := env.measuredRouter(t, Metrics{Requests: &observedRequests{}})
	assert.Equal(t, "<html>app shell for /metrics</html>", do(without, "GET", MetricsPath, nil).Body.String(), "no metrics without a bearer token")

	exposition := http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { _, _ = io.WriteString(w, "go_goroutines 7\n") })
	with := env.measuredRouter(t, Metrics{Requests: &observedRequests{}, Handler: exposition})
	assert.Equal(t, "go_goroutines 7\n", do(with, "GET", MetricsPath, nil).Body.String())
	assert.Equal(t, "go_goroutines 7\n", do(with, "GET", MetricsPath, nil, "Host", "10.1.2.3:8080").Body.String(),
		"Prometheus scrapes by IP address; the token guards the metrics, not the Host")
}

func TestRequestLogNamesTheRouteAndTheSignedInUser(t *testing.T) {
	env := newTestEnv(t)
	logs := &syncBuffer{}
	anna := env.signedIn(t, env.serve(t, testHTTPConfig(), logs), "anna@klinik.de", "203.0.113.2")
	id := anna.get("/api/auth/user").body["id"].(string)
	require.NotEmpty(t, id)

	deleted := anna.send(http.MethodDelete, "/api/vocabulary/voc-4711", nil)
	require.Equal(t, http.StatusNotFound, deleted.status)

	var line string
	for _, l := range strings.Split(logs.String(), "\n") {
		if strings.Contains(l, "method=DELETE") {
			line = l
		}
	}
	require.NotEmpty(t, line, logs.String())
	assert.Contains(t, line, "route=/api/vocabulary/:id")
	assert.Contains(t, line, "status=404")
	assert.Contains(t, line, "user_id="+id)
	assert.Regexp(t, `request_id=[0-9a-f]{24} `, line)
	assert.Regexp(t, `duration_ms=[0-9.]+ `, line)
	assert.NotContains(t, line, "voc-4711", "the path is left out once a route matched")
	assert.NotContains(t, line, "path=")
}

// BenchmarkMetricsMiddleware measures what counting costs a request: "bare" is a route
// without the middleware, "counted" the same route counted by the real metrics.
func BenchmarkMetricsMiddleware(b *testing.B) {
	pool, err := sql.Open("sqlite", ":memory:")
	require.NoError(b, err)
	b.Cleanup(func() { _ = pool.Close() })
	registry, err := metrics.New(config.Metrics{}, pool, noDrops{}, slog.New(slog.DiscardHandler))
	require.NoError(b, err)
	gin.SetMode(gin.ReleaseMode)
	for _, bench := range []struct {
		name       string
		middleware []gin.HandlerFunc
	}{
		{"bare", nil},
		{"counted", []gin.HandlerFunc{metricsMiddleware(registry.Requests())}},
	} {
		b.Run(bench.name, func(b *testing.B) {
			engine := gin.New()
			engine.Use(bench.middleware...)
			engine.DELETE("/api/vocabulary/:id", func(c *gin.Context) { c.Status(http.StatusNoContent) })
			req := httptest.NewRequest(http.MethodDelete, "/api/vocabulary/voc-4711", nil)
			w := discardWriter{header: http.Header{}}
			b.ReportAllocs()
			for b.Loop() {
				engine.ServeHTTP(w, req)
			}
		})
	}
}

type noDrops struct{}

func (noDrops) Dropped() int64 { return 0 }

// discardWriter is a ResponseWriter that keeps nothing, so the benchmark measures the router.
type discardWriter struct{ header http.Header }

func (w discardWriter) Header() http.Header       { return w.header }
func (discardWriter) Write(p []byte) (int, error) { return len(p), nil }
func (discardWriter) WriteHeader(int)             {}
