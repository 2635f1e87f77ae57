// Package metrics exports RadScribe's Prometheus metrics: the requests by route, the calls to
// the report engine and the vendors behind the ports, the job queue, the usage records the
// recorder dropped, the database pool, the Go runtime and the process. They are served on a
// listener of their own (Listener) and, behind a bearer token, by the router.
package metrics

import (
	"database/sql"
	"fmt"
	"log/slog"
	"net/http"
	"strings"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/radscribe/radscribe/config"
)

// namespace starts the name of every metric of RadScribe's own.
const namespace = "radscribe"

// durationBuckets reach from a cached answer to a long transcription (speech.*.timeout is
// 120 s by default).
var durationBuckets = []float64{0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120}

// UsageDrops is the recorder of API usage, which counts the records it had to drop.
type UsageDrops interface {
	Dropped() int64
}

// Registry holds every metric of one server; each server (and each test) has its own.
type Registry struct {
	registry *prometheus.Registry
	requests *Requests
	calls    *prometheus.HistogramVec
	token    string
	logger   *slog.Logger
}

// New registers the process's metrics, those of db's pool and job queue, and usage's drops.
func New(cfg config.Metrics, db *sql.DB, usage UsageDrops, logger *slog.Logger) (*Registry, error) {
	r := &Registry{
		registry: prometheus.NewRegistry(),
		requests: newRequests(),
		calls: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Namespace: namespace, Name: "provider_call_duration_seconds",
			Help:    "Calls to the implementation of a port (report writer, speech, mail, payment, marketing) by provider, operation and outcome.",
			Buckets: durationBuckets,
		}, []string{"port", "provider", "operation", "outcome"}),
		token:  cfg.BearerToken,
		logger: logger,
	}
	for _, c := range []prometheus.Collector{
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		collectors.NewDBStatsCollector(db, namespace),
		newJobsCollector(db),
		prometheus.NewCounterFunc(prometheus.CounterOpts{
			Namespace: namespace, Name: "usage_events_dropped_total",
			Help: "API usage records dropped since the process started (the queue was full or the database refused a batch).",
		}, func() float64 { return float64(usage.Dropped()) }),
		r.requests.total, r.requests.duration, r.calls,
	} {
		if err := r.registry.Register(c); err != nil {
			return nil, fmt.Errorf("metrics: %w", err)
		}
	}
	return r, nil
}

// Requests is where the router reports its answered requests.
func (r *Registry) Requests() *Requests { return r.requests }

// Handler answers a scrape in Prometheus's text format. With metrics.bearer_token set it asks
// for the token first, wherever it is served. A collector that fails (the job table cannot be
// read) is logged and left out; the other metrics are still answered.
func (r *Registry) Handler() http.Handler {
	exposition := promhttp.HandlerFor(r.registry, promhttp.HandlerOpts{
		ErrorLog:      errorLog{r.logger},
		ErrorHandling: promhttp.ContinueOnError,
		// Each scrape counts the job table; a pile-up of scrapes would only repeat it.
		MaxRequestsInFlight: 4,
	})
	if r.token == "" {
		return exposition
	}
	return requireToken(r.token, exposition)
}

// errorLog hands promhttp's complaints to the server's log.
type errorLog struct{ logger *slog.Logger }

func (l errorLog) Println(v ...any) {
	l.logger.Warn("metrics: " + strings.TrimSpace(fmt.Sprintln(v...)))
}
