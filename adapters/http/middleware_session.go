package http

import (
	"github.com/gin-gonic/gin"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/application/auth"
	"github.com/radscribe/radscribe/domain/account"
)

const userKey = "user"

// sessionMiddleware resolves the session cookie, when there is one, to the signed-in user.
// An unknown or expired session clears the cookie and the request goes on as a visitor's.
func sessionMiddleware(service *auth.Service, cookies cookieJar) gin.HandlerFunc {
	return func(c *gin.Context) {
		token := cookies.sessionToken(c)
		if token == "" {
			c.Next()
			return
		}
		user, err := service.CurrentUser(c.Request.Context(), token)
		switch {
		case err == nil:
			c.Set(userKey, user)
		case apperr.KindOf(err) == apperr.Unauthenticated:
			cookies.clear(c, cookies.sessionName())
		default:
			writeError(c, err)
			return
		}
		c.Next()
	}
}

// requireUser refuses visitors with 401.
func requireUser(c *gin.Context) {
	if _, ok := c.Get(userKey); !ok {
		writeError(c, apperr.New(apperr.Unauthenticated, auth.MsgNotSignedIn))
		return
	}
	c.Next()
}

// mustUser is the signed-in user of a route behind requireUser.
func mustUser(c *gin.Context) account.User {
	return c.MustGet(userKey).(account.User)
}
