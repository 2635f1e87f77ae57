package http

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The takeover of a pending sign-up, as a stranger would try it over HTTP: Mallory, not signed
// in, registers Anna's address with her own password and name while Anna's code is on its
// way. Mallory is answered as for a new address; Anna's code gives the account Anna's name and
// password; Mallory's password is refused afterwards.
func TestAPendingSignUpCannotBeTakenOverOverHTTP(t *testing.T) {
	env := newTestEnv(t)
	base := env.start(t)
	annasBrowser, mallorysBrowser := newBrowser(t, base), newBrowser(t, base)
	mallorysBrowser.ip = "198.51.100.66"

	require.Equal(t, 200, annasBrowser.post("/api/auth/email/register", registration("anna@klinik.de")).status)
	code := codeIn(t, env.mail.last(t))
	mails := env.mail.count()

	mallory := map[string]string{"email": "Anna@Klinik.de", "password": "Mall0ry-Owns-It", "confirmPassword": "Mall0ry-Owns-It", "firstName": "Mallory", "lastName": "Evil"}
	taken := mallorysBrowser.post("/api/auth/email/register", mallory)
	fresh := newBrowser(t, base)
	fresh.ip = "198.51.100.67"
	unknown := fresh.post("/api/auth/email/register", registration("ben@klinik.de"))
	assert.Equal(t, unknown.status, taken.status, "answered as for a new address")
	assert.Equal(t, unknown.body, taken.body)
	assert.Equal(t, cookieNames(unknown.header.Values("Set-Cookie")), cookieNames(taken.header.Values("Set-Cookie")))
	assert.Equal(t, mails+1, env.mail.count(), "no mail for the taken address within its cooldown (one for ben)")

	verified := annasBrowser.post("/api/auth/email/verify-email", map[string]string{"email": "anna@klinik.de", "code": code})
	require.Equal(t, 200, verified.status, verified.body)
	assert.Equal(t, "Anna", verified.body["firstName"], "greeted by her own name")
	assert.Contains(t, strings.Join(verified.header.Values("Set-Cookie"), "\n"), "radscribe_signup=; Path=/; Max-Age=0",
		"the sign-up ends with the verification")

	attacker := newBrowser(t, base)
	attacker.ip = "198.51.100.68"
	refused := attacker.post("/api/auth/email/login", map[string]string{"email": "anna@klinik.de", "password": "Mall0ry-Owns-It"})
	assert.Equal(t, 401, refused.status)
	again := newBrowser(t, base)
	again.ip = "192.0.2.77"
	assert.Equal(t, 200, again.post("/api/auth/email/login", map[string]string{"email": "anna@klinik.de", "password": "Sonograf1e!"}).status)
}

// cookieNames lists the names of the cookies a Set-Cookie header list sets.
func cookieNames(setCookies []string) []string {
	var names []string
	for _, c := range setCookies {
		names = append(names, strings.SplitN(c, "=", 2)[0])
	}
	return names
}

// Two forgot-password requests give two links; resetting with the first ends the second.
func TestAUsedResetLinkEndsTheOthersOverHTTP(t *testing.T) {
	env := newTestEnv(t)
	base := env.start(t)
	env.signedIn(t, base, "anna@klinik.de", "192.0.2.30")
	b := newBrowser(t, base)
	var links []string
	for range 2 {
		require.Equal(t, 200, b.post("/api/auth/email/forgot-password", map[string]string{"email": "anna@klinik.de"}).status)
		links = append(links, resetTokenIn(t, env.mail.last(t)))
	}
	require.Equal(t, 200, b.post("/api/auth/email/reset-password", map[string]string{"token": links[0], "password": "Neues-Passwort-7"}).status)
	second := b.post("/api/auth/email/reset-password", map[string]string{"token": links[1], "password": "Mall0ry-Owns-It"})
	assert.Equal(t, 400, second.status)
	assert.Equal(t, "Invalid or expired reset token", second.body["message"])
	assert.Equal(t, 400, b.get("/api/auth/email/verify-reset-token?token="+links[1]).status)
}

// Sixty wrong passwords for one account from six forwarded addresses: beyond the account's
// budget they are refused with 429 from every address, while the owner, in the browser she
// signed in with before, signs in at once.
func TestPasswordGuessingAcrossAddressesOverHTTP(t *testing.T) {
	env := newTestEnv(t)
	base := env.start(t)
	owner := env.signedIn(t, base, "anna@klinik.de", "192.0.2.40")
	require.Equal(t, 302, owner.get("/api/logout").status)

	statuses := map[int]int{}
	for i := range 60 {
		attacker := newBrowser(t, base)
		attacker.ip = fmt.Sprintf("198.51.100.%d", i%6+1)
		got := attacker.post("/api/auth/email/login", map[string]string{"email": "anna@klinik.de", "password": fmt.Sprintf("Guess-%d-x", i)})
		statuses[got.status]++
		if got.status == 429 {
			assert.NotEmpty(t, got.header.Get("Retry-After"))
		}
	}
	assert.Equal(t, map[int]int{401: 10, 429: 50}, statuses)

	waited := len(env.waits.All())
	owner.ip = "192.0.2.41"
	signedIn := owner.post("/api/auth/email/login", map[string]string{"email": "anna@klinik.de", "password": "Sonograf1e!"})
	assert.Equal(t, 200, signedIn.status, signedIn.body)
	assert.Equal(t, waited, len(env.waits.All()), "the owner's own browser does not wait")
}

// Signing in as Ben in a browser holding Anna's session ends Anna's session on the server.
func TestSigningInAsAnotherUserEndsTheFormerSessionOverHTTP(t *testing.T) {
	env := newTestEnv(t)
	base := env.start(t)
	anna := env.signedIn(t, base, "anna@klinik.de", "192.0.2.50")
	env.signedIn(t, base, "ben@klinik.de", "192.0.2.51")
	annasCookie := anna.sessionCookie(t)

	ben := anna.post("/api/auth/email/login", map[string]string{"email": "ben@klinik.de", "password": "Sonograf1e!"})
	require.Equal(t, 200, ben.status)
	stolen := newBrowser(t, base)
	stolen.setSessionCookie(t, annasCookie)
	assert.Equal(t, 401, stolen.get("/api/auth/user").status, "Anna's session is over")
}

// A resend right after someone else's sign-up is answered as for an unknown address.
func TestResendAnswersAlikeRightAfterASignUpOverHTTP(t *testing.T) {
	env := newTestEnv(t)
	base := env.start(t)
	require.Equal(t, 200, newBrowser(t, base).post("/api/auth/email/register", registration("anna@klinik.de")).status)
	prober := newBrowser(t, base)
	prober.ip = "198.51.100.90"
	pending := prober.post("/api/auth/email/resend-otp", map[string]string{"email": "anna@klinik.de"})
	unknown := prober.post("/api/auth/email/resend-otp", map[string]string{"email": "nobody@klinik.de"})
	assert.Equal(t, unknown.status, pending.status)
	assert.Equal(t, unknown.body, pending.body)
}

// sessionCookie is the browser's session cookie.
func (b *browser) sessionCookie(t *testing.T) *http.Cookie {
	t.Helper()
	u, err := url.Parse(b.base)
	require.NoError(t, err)
	for _, c := range b.client.Jar.Cookies(u) {
		if c.Name == "radscribe_session" {
			return c
		}
	}
	t.Fatal("the browser holds no session")
	return nil
}

// setSessionCookie gives the browser cookie as its session.
func (b *browser) setSessionCookie(t *testing.T, cookie *http.Cookie) {
	t.Helper()
	u, err := url.Parse(b.base)
	require.NoError(t, err)
	b.client.Jar.SetCookies(u, []*http.Cookie{cookie})
}
