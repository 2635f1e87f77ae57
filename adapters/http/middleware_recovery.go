package http

import (
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"runtime/debug"

	"github.com/gin-gonic/gin"
)

// recoveryMiddleware turns a panic into the usual JSON error and a logged stack, so one bad
// request never takes the process down or shows a Go stack to a user.
func recoveryMiddleware(logger *slog.Logger) gin.HandlerFunc {
	return func(c *gin.Context) {
		defer func() {
			recovered := recover()
			if recovered == nil {
				return
			}
			if recovered == http.ErrAbortHandler {
				panic(recovered)
			}
			logger.ErrorContext(c.Request.Context(), "panic while serving a request",
				"request_id", requestID(c), "path", c.Request.URL.Path,
				"panic", fmt.Sprint(recovered), "stack", string(debug.Stack()))
			if c.Writer.Written() {
				c.Abort()
				return
			}
			writeError(c, errors.New("panic"))
		}()
		c.Next()
	}
}
