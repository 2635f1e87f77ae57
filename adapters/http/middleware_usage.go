package http

import (
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	usageapp "github.com/radscribe/radscribe/application/usage"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/usage"
)

// usageRecorder takes the record of a call just answered, without waiting, and dates it.
type usageRecorder interface {
	Record(e usage.Event)
}

// recordUsage records the API's calls with service; without it (tests of other areas) calls
// go unrecorded.
func recordUsage(service *usageapp.Service) gin.HandlerFunc {
	if service == nil {
		return func(c *gin.Context) { c.Next() }
	}
	return usageMiddleware(service)
}

// usageMiddleware records every call of the group it guards (the API) once it is answered:
// the route pattern gin matched (never the path the client sent, its query or its body), the
// method (HEAD for a HEAD answered as GET), the user signed in when it arrived, the status and
// the duration. A call that panics is recorded as a 500, as the recovery answers it. Calls that
// match no route never reach a group's middleware, so 404s and 405s of unknown paths are not
// recorded. It must come before the session middleware, to time the whole call and see every
// answer, and reads the user the session middleware found after the call.
func usageMiddleware(recorder usageRecorder) gin.HandlerFunc {
	return func(c *gin.Context) {
		start := time.Now()
		finished := false
		defer func() {
			endpoint := c.FullPath()
			if endpoint == "" {
				return
			}
			status := c.Writer.Status()
			if !finished {
				status = http.StatusInternalServerError
			}
			var userID string
			if user, ok := c.Get(userKey); ok {
				if user, ok := user.(account.User); ok {
					userID = user.ID
				}
			}
			recorder.Record(usage.Event{
				UserID: userID, Method: requestMethod(c.Request), Endpoint: endpoint,
				Status: status, Duration: time.Since(start),
			})
		}()
		c.Next()
		finished = true
	}
}
