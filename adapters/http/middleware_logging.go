package http

import (
	"log/slog"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/radscribe/radscribe/domain/account"
)

// loggingMiddleware writes one line per request: its id, method, route pattern, status,
// duration, client IP and, when signed in, the user's id. The path appears only when no route
// matched (the pattern says the rest without the ids and e-mail addresses paths carry), never
// the query string or a body: queries carry tokens and bodies carry transcripts.
func loggingMiddleware(logger *slog.Logger) gin.HandlerFunc {
	return func(c *gin.Context) {
		c.Set(loggerKey, logger)
		start := time.Now()
		c.Next()
		status := c.Writer.Status()
		level := slog.LevelInfo
		switch path := c.Request.URL.Path; {
		case status >= http.StatusInternalServerError:
			level = slog.LevelError
		case path == "/healthz" || path == "/readyz" || path == MetricsPath:
			level = slog.LevelDebug
		}
		route := routeOf(c)
		attrs := [8]slog.Attr{
			slog.String("request_id", requestID(c)),
			slog.String("method", requestMethod(c.Request)),
			slog.String("route", route),
			slog.Int("status", status),
			slog.Float64("duration_ms", float64(time.Since(start).Microseconds())/1000),
			slog.String("client_ip", c.ClientIP()),
		}
		n := 6
		if user, ok := c.Get(userKey); ok {
			attrs[n] = slog.String("user_id", user.(account.User).ID)
			n++
		}
		if route == routeUI || route == routeUnmatched {
			attrs[n] = slog.String("path", c.Request.URL.Path)
			n++
		}
		logger.LogAttrs(c.Request.Context(), level, "request", attrs[:n]...)
	}
}

const loggerKey = "logger"

// requestLogger is the server's logger, or the default one outside a routed request (tests).
func requestLogger(c *gin.Context) *slog.Logger {
	if logger, ok := c.Get(loggerKey); ok {
		return logger.(*slog.Logger)
	}
	return slog.Default()
}
