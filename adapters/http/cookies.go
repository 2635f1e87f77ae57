package http

import (
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
)

// cookieJar writes the session and sign-in cookies: HttpOnly, SameSite=Lax, Secure and
// __Host- prefixed when the public URL is https (the prefix pins the cookie to this host).
type cookieJar struct {
	secure        bool
	sessionMaxAge time.Duration
}

const oauthCookieMaxAge = 10 * time.Minute

func (j cookieJar) sessionName() string {
	if j.secure {
		return "__Host-radscribe_session"
	}
	return "radscribe_session"
}

func (j cookieJar) oauthName() string {
	if j.secure {
		return "__Host-radscribe_oauth"
	}
	return "radscribe_oauth"
}

func (j cookieJar) set(c *gin.Context, name, value string, maxAge time.Duration) {
	// #nosec G124 -- Secure is off only when the public URL is plain http (development), where a
	// browser would not send a Secure cookie back.
	http.SetCookie(c.Writer, &http.Cookie{
		Name: name, Value: value, Path: "/", MaxAge: int(maxAge.Seconds()),
		HttpOnly: true, Secure: j.secure, SameSite: http.SameSiteLaxMode,
	})
}

func (j cookieJar) clear(c *gin.Context, name string) {
	// #nosec G124 -- as in set.
	http.SetCookie(c.Writer, &http.Cookie{
		Name: name, Value: "", Path: "/", MaxAge: -1,
		HttpOnly: true, Secure: j.secure, SameSite: http.SameSiteLaxMode,
	})
}

func (j cookieJar) sessionToken(c *gin.Context) string {
	value, err := c.Cookie(j.sessionName())
	if err != nil {
		return ""
	}
	return value
}
