package http

import (
	"context"
	"slices"
	"time"

	"github.com/gin-gonic/gin"
)

// answerMargin is the time kept, at most, between a request's deadline and the server's write
// timeout for writing the answer.
const answerMargin = 2 * time.Second

// answerInTimeMiddleware ends each request's context shortly before http.write_timeout. A
// request waiting on a slow service (the report writer retrying, a database that does not
// answer) then stops in time to answer 503 with a message; past the write timeout the
// connection would close with no answer at all. The paths in own set longer deadlines of
// their own (transcription, allowSlowUpload) and are left alone.
func answerInTimeMiddleware(writeTimeout time.Duration, own ...string) gin.HandlerFunc {
	if writeTimeout <= 0 {
		return func(c *gin.Context) { c.Next() }
	}
	budget := writeTimeout - min(answerMargin, writeTimeout/10)
	return func(c *gin.Context) {
		if slices.Contains(own, c.Request.URL.Path) {
			c.Next()
			return
		}
		ctx, cancel := context.WithTimeout(c.Request.Context(), budget)
		defer cancel()
		c.Request = c.Request.WithContext(ctx)
		c.Next()
	}
}
