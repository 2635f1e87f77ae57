package http

import (
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
)

// contentSecurityPolicy allows only the app's own scripts. Styles may be inline because the
// component library injects its styles at run time; images may come over https (profile
// pictures from the identity provider). The frames are Vimeo's player on the tutorials page and
// the jobs view (River UI) on the admins' jobs page; nothing frames the app.
const contentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data: https:; font-src 'self' data:; connect-src 'self'; media-src 'self' blob:; " +
	"frame-src 'self' https://player.vimeo.com; " +
	"object-src 'none'; base-uri 'self'; form-action 'self'; " + frameAncestorsNone

const frameAncestorsNone = "frame-ancestors 'none'"

// framedBySelfPolicy is the policy of the jobs view, which the app's own jobs page frames.
var framedBySelfPolicy = strings.Replace(contentSecurityPolicy, frameAncestorsNone, "frame-ancestors 'self'", 1)

// frameableBySelf lets pages of the app's own origin, and only those, frame the answer.
func frameableBySelf(c *gin.Context) {
	h := c.Writer.Header()
	h.Set("Content-Security-Policy", framedBySelfPolicy)
	h.Set("X-Frame-Options", "SAMEORIGIN")
	c.Next()
}

func securityHeadersMiddleware(https bool) gin.HandlerFunc {
	return func(c *gin.Context) {
		h := c.Writer.Header()
		h.Set("Content-Security-Policy", contentSecurityPolicy)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		// The microphone is the only device the product needs, and only for itself.
		h.Set("Permissions-Policy", "microphone=(self), camera=(), geolocation=(), payment=()")
		if https {
			h.Set("Strict-Transport-Security", "max-age=63072000; includeSubDomains")
		}
		c.Next()
	}
}

// bodyLimitMiddleware caps every request body; reading past it fails with *http.MaxBytesError,
// which writeError answers with 413. Paths in larger (recording uploads) have their own cap. A
// body declared too large is refused before any of it is read.
func bodyLimitMiddleware(defaultLimit int64, larger map[string]int64) gin.HandlerFunc {
	return func(c *gin.Context) {
		limit := defaultLimit
		if own, ok := larger[c.Request.URL.Path]; ok {
			limit = own
		}
		if c.Request.ContentLength > limit {
			writeError(c, &http.MaxBytesError{Limit: limit})
			return
		}
		c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, limit)
		c.Next()
	}
}
