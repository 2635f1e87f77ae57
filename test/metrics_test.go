package test

import (
	"bufio"
	"context"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe"
	"github.com/radscribe/radscribe/config"
)

const metricsToken = "5b1e9d0c7a3f46e2b8d4c6a1"

// lockedLog collects what the servers log from their goroutines.
type lockedLog struct {
	mu  sync.Mutex
	buf strings.Builder
}

func (l *lockedLog) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

func (l *lockedLog) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}

// serveAppLoggingTo is startApp with the logger the test chooses.
func serveAppLoggingTo(t *testing.T, cfg *config.Config, logger *slog.Logger) string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	server, cleanup, err := radscribe.InitializeServer(ctx, cfg, logger)
	require.NoError(t, err)
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	done := make(chan error, 1)
	go func() { done <- server.Serve(ctx, listener) }()
	t.Cleanup(func() {
		cancel()
		assert.NoError(t, <-done)
		cleanup()
	})
	return "http://" + listener.Addr().String()
}

// scrapeMetrics answers GET target with the bearer token (none when empty).
func scrapeMetrics(t *testing.T, target, token string) (int, string) {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, target, nil)
	require.NoError(t, err)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return resp.StatusCode, string(body)
}

// sample is the value of series in a scrape, 0 when the scrape does not have it.
func sample(t *testing.T, scrape, series string) float64 {
	t.Helper()
	lines := bufio.NewScanner(strings.NewReader(scrape))
	for lines.Scan() {
		value, found := strings.CutPrefix(lines.Text(), series+" ")
		if !found {
			continue
		}
		n, err := strconv.ParseFloat(value, 64)
		require.NoError(t, err, lines.Text())
		return n
	}
	return 0
}

const siteInfoSeries = `radscribe_http_requests_total{method="GET",route="/api/site-info",status="200"}`

// On the main address the metrics answer only with the bearer token, and the request counters
// move with the requests.
func TestScrapedMetricsShowTheRequestCountersMove(t *testing.T) {
	cfg := testConfig(t)
	cfg.Metrics.BearerToken = metricsToken
	base := startApp(t, cfg)

	status, body := scrapeMetrics(t, base+"/metrics", "")
	assert.Equal(t, http.StatusUnauthorized, status)
	assert.NotContains(t, body, "radscribe_http_requests_total")
	status, _ = scrapeMetrics(t, base+"/metrics", "not-"+metricsToken)
	assert.Equal(t, http.StatusUnauthorized, status)

	status, before := scrapeMetrics(t, base+"/metrics", metricsToken)
	require.Equal(t, http.StatusOK, status, before)
	for range 3 {
		got, _ := getJSON(t, base+"/api/site-info")
		require.Equal(t, http.StatusOK, got)
	}
	got, _ := getJSON(t, base+"/api/templates-of-nobody")
	require.Equal(t, http.StatusNotFound, got)
	_, after := scrapeMetrics(t, base+"/metrics", metricsToken)

	assert.Equal(t, sample(t, before, siteInfoSeries)+3, sample(t, after, siteInfoSeries))
	assert.Equal(t, float64(3), sample(t, after, `radscribe_http_request_duration_seconds_count{method="GET",route="/api/site-info",status="200"}`))
	assert.Equal(t, float64(1), sample(t, after, `radscribe_http_requests_total{method="GET",route="(unmatched)",status="404"}`))
	assert.Equal(t, float64(2), sample(t, after, `radscribe_http_requests_total{method="GET",route="/metrics",status="401"}`), "refused scrapes count too")
	assert.NotContains(t, after, "templates-of-nobody", "never the path sent")
	for _, series := range []string{
		`go_sql_max_open_connections{db_name="radscribe"} 10`,
		"radscribe_usage_events_dropped_total 0",
		"go_goroutines ",
		"process_start_time_seconds ",
	} {
		assert.Contains(t, after, series)
	}
}

// Signing up sends the code by a job through the mailer; the mailer's call is timed.
func TestScrapedMetricsTimeTheMailersCalls(t *testing.T) {
	cfg := testConfig(t)
	cfg.Metrics.BearerToken = metricsToken
	base := startApp(t, cfg)

	resp, err := http.Post(base+"/api/auth/email/register", "application/json", strings.NewReader(
		`{"email":"anna@klinik.de","password":"Sonograf1e!","confirmPassword":"Sonograf1e!","firstName":"Anna","lastName":"Berg"}`))
	require.NoError(t, err)
	resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)

	const sent = `radscribe_provider_call_duration_seconds_count{operation="send",outcome="ok",port="mail",provider="console"}`
	assert.Eventually(t, func() bool {
		_, scrape := scrapeMetrics(t, base+"/metrics", metricsToken)
		return sample(t, scrape, sent) == 1
	}, 10*time.Second, 20*time.Millisecond)
}

// By default the metrics have a listener of their own; the main address has no /metrics.
func TestTheMetricsListenerServesTheApplicationsMetrics(t *testing.T) {
	free, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := free.Addr().String()
	require.NoError(t, free.Close())
	cfg := testConfig(t)
	cfg.Metrics.Addr = addr
	base := startApp(t, cfg)

	got, _ := getJSON(t, base+"/api/site-info")
	require.Equal(t, http.StatusOK, got)
	status, scrape := scrapeMetrics(t, "http://"+addr+"/metrics", "")
	require.Equal(t, http.StatusOK, status)
	assert.Equal(t, float64(1), sample(t, scrape, siteInfoSeries))

	// The web app answers the path: its page with 404, as /metrics is none of the app's pages,
	// or 503 where the UI has not been built yet (go test runs before the UI build in `make test`).
	status, body := scrapeMetrics(t, base+"/metrics", metricsToken)
	assert.Contains(t, []int{http.StatusNotFound, http.StatusServiceUnavailable}, status, "the web app answers the path")
	assert.NotContains(t, body, "radscribe_http_requests_total", "the main address has no metrics without a bearer token")
}

// Many servers start at once in tests and on a busy machine: a taken metrics port is logged,
// and the application serves as ever.
func TestTheAppServesWhenTheMetricsPortIsTaken(t *testing.T) {
	taken, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	t.Cleanup(func() { taken.Close() })
	cfg := testConfig(t)
	cfg.Metrics.Addr = taken.Addr().String()
	logs := &lockedLog{}
	base := serveAppLoggingTo(t, cfg, slog.New(slog.NewJSONHandler(logs, nil)))

	got, _ := getJSON(t, base+"/api/site-info")
	assert.Equal(t, http.StatusOK, got)
	assert.Contains(t, logs.String(), `"level":"ERROR","msg":"the metrics listener could not start; the server runs without it"`)
	assert.Contains(t, logs.String(), taken.Addr().String())
}
