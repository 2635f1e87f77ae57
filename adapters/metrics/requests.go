package metrics

import (
	"maps"
	"net/http"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

// Requests counts and times the answered requests by method, route pattern and status. Each
// combination's counter and histogram are looked up in the vectors once and kept in a map that
// is replaced, never changed, when a combination first appears: a request reads it without a
// lock and allocates nothing.
type Requests struct {
	total    *prometheus.CounterVec
	duration *prometheus.HistogramVec

	adding sync.Mutex
	series atomic.Pointer[map[requestKey]requestSeries]
}

type requestKey struct {
	method, route string
	status        int
}

type requestSeries struct {
	total    prometheus.Counter
	duration prometheus.Observer
}

func newRequests() *Requests {
	labels := []string{"method", "route", "status"}
	r := &Requests{
		total: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: namespace, Name: "http_requests_total",
			Help: "Answered HTTP requests by method, route pattern and status.",
		}, labels),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Namespace: namespace, Name: "http_request_duration_seconds",
			Help:    "Time from a request's arrival to its answer, by method, route pattern and status.",
			Buckets: durationBuckets,
		}, labels),
	}
	r.series.Store(&map[requestKey]requestSeries{})
	return r
}

// ObserveRequest counts one answered request. route is a pattern (or a fixed name for the
// requests no route matched), never the path sent, so the number of series stays bounded.
func (r *Requests) ObserveRequest(method, route string, status int, elapsed time.Duration) {
	key := requestKey{method: knownMethod(method), route: route, status: status}
	s, ok := (*r.series.Load())[key]
	if !ok {
		s = r.add(key)
	}
	s.total.Inc()
	s.duration.Observe(elapsed.Seconds())
}

// add makes the series of a combination seen for the first time.
func (r *Requests) add(key requestKey) requestSeries {
	r.adding.Lock()
	defer r.adding.Unlock()
	current := *r.series.Load()
	if s, ok := current[key]; ok {
		return s
	}
	status := strconv.Itoa(key.status)
	s := requestSeries{
		total:    r.total.WithLabelValues(key.method, key.route, status),
		duration: r.duration.WithLabelValues(key.method, key.route, status),
	}
	next := make(map[requestKey]requestSeries, len(current)+1)
	maps.Copy(next, current)
	next[key] = s
	r.series.Store(&next)
	return s
}

// knownMethod keeps a client's invented method from making a series of its own.
func knownMethod(method string) string {
	switch method {
	case http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut, http.MethodPatch,
		http.MethodDelete, http.MethodOptions, http.MethodConnect, http.MethodTrace:
		return method
	}
	return "OTHER"
}
