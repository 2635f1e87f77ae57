package http

import (
	"log/slog"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
)

// loggingMiddleware writes one line per request. It logs the path without the query string and
// never a body: queries carry tokens and bodies carry transcripts.
func loggingMiddleware(logger *slog.Logger) gin.HandlerFunc {
	return func(c *gin.Context) {
		c.Set(loggerKey, logger)
		start := time.Now()
		c.Next()
		status := c.Writer.Status()
		level := slog.LevelInfo
		switch {
		case status >= http.StatusInternalServerError:
			level = slog.LevelError
		case c.Request.URL.Path == "/healthz" || c.Request.URL.Path == "/readyz":
			level = slog.LevelDebug
		}
		logger.LogAttrs(c.Request.Context(), level, "request",
			slog.String("method", requestMethod(c.Request)),
			slog.String("path", c.Request.URL.Path),
			slog.Int("status", status),
			slog.Float64("duration_ms", float64(time.Since(start).Microseconds())/1000),
			slog.String("request_id", requestID(c)),
			slog.String("client_ip", c.ClientIP()),
		)
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
