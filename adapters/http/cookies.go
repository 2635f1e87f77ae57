package http

import (
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/radscribe/radscribe/application/auth"
	"github.com/radscribe/radscribe/domain/account"
)

// cookieJar writes the session and sign-in cookies: HttpOnly, SameSite=Lax, Secure and
// __Host- prefixed when the public URL is https (the prefix pins the cookie to this host).
// Besides the session: the short-lived Google sign-in state, the browser's pending sign-up
// (account.PendingSignUp) and the proof that it has signed in to an account before
// (account.KnownDevice).
type cookieJar struct {
	secure        bool
	sessionMaxAge time.Duration
}

const oauthCookieMaxAge = 10 * time.Minute

func (j cookieJar) sessionName() string { return j.named("radscribe_session") }

func (j cookieJar) oauthName() string { return j.named("radscribe_oauth") }

func (j cookieJar) signUpName() string { return j.named("radscribe_signup") }

func (j cookieJar) deviceName() string { return j.named("radscribe_device") }

// named is a cookie's name, with the host prefix when the cookie is Secure.
func (j cookieJar) named(name string) string {
	if j.secure {
		return "__Host-" + name
	}
	return name
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

func (j cookieJar) sessionToken(c *gin.Context) string { return j.value(c, j.sessionName()) }

// value is the cookie's value, empty when the browser sent none.
func (j cookieJar) value(c *gin.Context, name string) string {
	value, err := c.Cookie(name)
	if err != nil {
		return ""
	}
	return value
}

// setSignedIn sets the cookies of a sign-in: the new session, the device proof when the
// browser got a new one, and the pending sign-up the code no longer needs is cleared.
func (j cookieJar) setSignedIn(c *gin.Context, signedIn auth.SignedIn) {
	j.set(c, j.sessionName(), signedIn.SessionToken, j.sessionMaxAge)
	if signedIn.DeviceToken != "" {
		j.set(c, j.deviceName(), signedIn.DeviceToken, account.KnownDeviceTTL)
	}
	if j.value(c, j.signUpName()) != "" {
		j.clear(c, j.signUpName())
	}
}
