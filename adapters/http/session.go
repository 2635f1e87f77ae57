package http

import (
	"github.com/gin-gonic/gin"

	"github.com/radscribe/radscribe/application/apperr"
)

// currentUser answers GET /api/auth/user. The server has no sign-in yet, so no request carries
// a session and every caller is a visitor: 401, which the UI reads as "signed out".
func currentUser(c *gin.Context) {
	writeError(c, apperr.New(apperr.Unauthenticated, "You are not signed in."))
}
