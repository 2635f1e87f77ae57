package http

import (
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
)

// MetricsPath is where the router serves the metrics when Metrics.Handler is set.
const MetricsPath = "/metrics"

// Route names of the requests no route matched, in logs and metrics alike.
const (
	routeUI        = "(ui)"
	routeUnmatched = "(unmatched)"
)

// RequestMetrics counts and times the answered requests.
type RequestMetrics interface {
	// ObserveRequest is called once per request, after its answer, with the route pattern
	// (routeOf), never the path sent.
	ObserveRequest(method, route string, status int, elapsed time.Duration)
}

// Metrics is what the router reports its requests to and, when Handler is set (a bearer token
// is configured, which Handler checks), serves at MetricsPath.
type Metrics struct {
	Requests RequestMetrics
	Handler  http.Handler
}

// metricsMiddleware reports each request's route, status and duration. It costs a clock read
// and the report: routeOf returns strings that already exist. It must come before the
// recovery, which answers a panic, so that the panic's 500 is counted too.
func metricsMiddleware(requests RequestMetrics) gin.HandlerFunc {
	if requests == nil {
		return func(c *gin.Context) { c.Next() }
	}
	return func(c *gin.Context) {
		start := time.Now()
		c.Next()
		requests.ObserveRequest(requestMethod(c.Request), routeOf(c), c.Writer.Status(), time.Since(start))
	}
}

// routeOf is the route pattern that answered (/api/vocabulary/:id), or, when none matched, the
// web app's files (a GET or HEAD outside the API, which the UI answers) or unmatched.
func routeOf(c *gin.Context) string {
	if route := c.FullPath(); route != "" {
		return route
	}
	if method := c.Request.Method; (method == http.MethodGet || method == http.MethodHead) && !isAPIPath(c.Request.URL.Path) {
		return routeUI
	}
	return routeUnmatched
}

// registerMetrics serves the metrics on the main address when their handler is set.
func registerMetrics(engine *gin.Engine, metrics Metrics) {
	if metrics.Handler != nil {
		engine.GET(MetricsPath, gin.WrapH(metrics.Handler))
	}
}
