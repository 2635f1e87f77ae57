package http

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

// browser is a cookie-keeping client of a test server.
type browser struct {
	t      *testing.T
	base   string
	client *http.Client
	ip     string
}

type answer struct {
	status int
	body   map[string]any
	header http.Header
}

// start serves the app with the test configuration.
func (env *testEnv) start(t *testing.T) string {
	t.Helper()
	return env.serve(t, testHTTPConfig(), nil)
}

// serve runs the app with cfg behind a trusted proxy, so that each test browser chooses its own
// client address, and logs to logs (nowhere when nil).
func (env *testEnv) serve(t *testing.T, cfg config.HTTP, logs io.Writer) string {
	t.Helper()
	cfg.TrustedProxies = []string{"127.0.0.1"}
	server := httptest.NewServer(env.router(t, cfg, logs))
	t.Cleanup(server.Close)
	return server.URL
}

func newBrowser(t *testing.T, base string) *browser {
	jar, err := cookiejar.New(nil)
	require.NoError(t, err)
	client := &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	return &browser{t: t, base: base, client: client, ip: "203.0.113.10"}
}

// do makes a request as send does and reads a JSON answer as an object.
func (b *browser) do(method, path string, body any, headers ...string) answer {
	b.t.Helper()
	r := b.send(method, path, body, headers...)
	a := answer{status: r.status, header: r.header}
	if len(r.raw) > 0 && strings.HasPrefix(r.header.Get("Content-Type"), "application/json") {
		require.NoError(b.t, json.Unmarshal(r.raw, &a.body), string(r.raw))
	}
	return a
}

func (b *browser) post(path string, body any, headers ...string) answer {
	return b.do(http.MethodPost, path, body, headers...)
}

func (b *browser) get(path string, headers ...string) answer {
	return b.do(http.MethodGet, path, nil, headers...)
}

var (
	codePattern  = regexp.MustCompile(`\b(\d{6})\b`)
	resetPattern = regexp.MustCompile(`http://localhost:8080/reset-password\?token=([A-Za-z0-9_-]+)`)
)

func codeIn(t *testing.T, msg ports.Message) string {
	t.Helper()
	m := codePattern.FindStringSubmatch(msg.Text)
	require.NotNil(t, m, msg.Text)
	return m[1]
}

func resetTokenIn(t *testing.T, msg ports.Message) string {
	t.Helper()
	m := resetPattern.FindStringSubmatch(msg.Text)
	require.NotNil(t, m, msg.Text)
	return m[1]
}

func registration(email string) map[string]string {
	return map[string]string{"email": email, "password": "Sonograf1e!", "confirmPassword": "Sonograf1e!", "firstName": "Anna", "lastName": "Berg"}
}

// signUp registers and verifies email, leaving b signed in.
func (env *testEnv) signUp(t *testing.T, b *browser, email string) answer {
	t.Helper()
	require.Equal(t, 200, b.post("/api/auth/email/register", registration(email)).status)
	verified := b.post("/api/auth/email/verify-email", map[string]string{"email": email, "code": codeIn(t, env.mail.last(t))})
	require.Equal(t, 200, verified.status, verified.body)
	return verified
}

func TestSignUpVerifySignOutSignIn(t *testing.T) {
	env := newTestEnv(t)
	b := newBrowser(t, env.start(t))

	registered := b.post("/api/auth/email/register", registration("Anna@Klinik.de"))
	assert.Equal(t, 200, registered.status)
	assert.Equal(t, "We sent a 6-digit verification code to your email.", registered.body["message"])
	mail := env.mail.last(t)
	assert.Equal(t, "anna@klinik.de", mail.To)
	code := codeIn(t, mail)

	assert.Equal(t, 401, b.get("/api/auth/user").status, "not signed in before verification")
	login := b.post("/api/auth/email/login", map[string]string{"email": "anna@klinik.de", "password": "Sonograf1e!"})
	assert.Equal(t, 403, login.status)
	assert.Equal(t, "email_not_verified", login.body["code"])
	assert.Equal(t, "Please verify your email first with the code we sent you a moment ago.", login.body["message"],
		"a code went out with the registration a moment ago, so no new one was sent")

	wrong := b.post("/api/auth/email/verify-email", map[string]string{"email": "anna@klinik.de", "code": "000000"})
	if code == "000000" {
		wrong = b.post("/api/auth/email/verify-email", map[string]string{"email": "anna@klinik.de", "code": "111111"})
	}
	assert.Equal(t, 400, wrong.status)
	assert.Equal(t, "Invalid or expired verification code. Please check it or request a new one.", wrong.body["message"])
	assert.Equal(t, "Code must be 6 digits", b.post("/api/auth/email/verify-email", map[string]string{"email": "anna@klinik.de", "code": "12345"}).body["message"])

	verified := b.post("/api/auth/email/verify-email", map[string]string{"email": "anna@klinik.de", "code": code})
	require.Equal(t, 200, verified.status, verified.body)
	assert.Equal(t, "anna@klinik.de", verified.body["email"])
	assert.Equal(t, "user", verified.body["role"])
	assert.Equal(t, true, verified.body["emailVerified"])
	assert.Equal(t, "active", verified.body["subscriptionStatus"])
	assert.Contains(t, verified.body, "trialEndsAt")
	assert.Nil(t, verified.body["trialEndsAt"], "without a payment provider there is no trial")
	assert.NotContains(t, fmt.Sprint(verified.body), "argon2")
	cookie := verified.header.Get("Set-Cookie")
	assert.Contains(t, cookie, "radscribe_session=")
	assert.Contains(t, cookie, "HttpOnly")
	assert.Contains(t, cookie, "SameSite=Lax")
	assert.Contains(t, env.mail.last(t).Subject, "Welcome")

	me := b.get("/api/auth/user")
	assert.Equal(t, 200, me.status)
	assert.Equal(t, "Anna", me.body["firstName"])
	assert.Equal(t, "active", b.get("/api/subscription/status").body["status"])

	out := b.get("/api/logout")
	assert.Equal(t, http.StatusFound, out.status)
	assert.Equal(t, "/", out.header.Get("Location"))
	assert.Equal(t, 401, b.get("/api/auth/user").status)

	wrongPassword := b.post("/api/auth/email/login", map[string]string{"email": "anna@klinik.de", "password": "Sonograf1e?"})
	assert.Equal(t, 401, wrongPassword.status)
	assert.Equal(t, "Invalid email or password", wrongPassword.body["message"])

	signedIn := b.post("/api/auth/email/login", map[string]string{"email": "ANNA@klinik.de", "password": "Sonograf1e!"})
	assert.Equal(t, 200, signedIn.status)
	assert.Equal(t, 200, b.get("/api/auth/user").status)
}

func TestNoAccountEnumeration(t *testing.T) {
	env := newTestEnv(t)
	base := env.start(t)
	env.signUp(t, newBrowser(t, base), "anna@klinik.de")
	b := newBrowser(t, base)
	b.ip = "203.0.113.20"
	env.clock.advance(time.Minute) // past the one-mail-a-minute limit of the sign-up

	known := b.post("/api/auth/email/register", registration("anna@klinik.de"))
	unknown := b.post("/api/auth/email/register", registration("ben@klinik.de"))
	assert.Equal(t, unknown.status, known.status)
	assert.Equal(t, unknown.body, known.body)
	sent := env.mail.messages
	assert.Contains(t, sent[len(sent)-2].Subject, "already", "the owner of the taken address is told instead")

	knownLogin := b.post("/api/auth/email/login", map[string]string{"email": "anna@klinik.de", "password": "wrong-password"})
	unknownLogin := b.post("/api/auth/email/login", map[string]string{"email": "nobody@klinik.de", "password": "wrong-password"})
	assert.Equal(t, unknownLogin.status, knownLogin.status)
	assert.Equal(t, unknownLogin.body, knownLogin.body)

	knownForgot := b.post("/api/auth/email/forgot-password", map[string]string{"email": "anna@klinik.de"})
	unknownForgot := b.post("/api/auth/email/forgot-password", map[string]string{"email": "nobody@klinik.de"})
	assert.Equal(t, 200, knownForgot.status)
	assert.Equal(t, unknownForgot.status, knownForgot.status)
	assert.Equal(t, unknownForgot.body, knownForgot.body)
}

func TestRegistrationValidationMessages(t *testing.T) {
	env := newTestEnv(t)
	b := newBrowser(t, env.start(t))
	tests := []struct {
		field, value, want string
	}{
		{"email", "anna@klinik", "Please enter a valid email address"},
		{"password", "Short1!", "Password must be at least 8 characters"},
		{"password", "Password1", "This password is too common. Please choose a less common one."},
		{"confirmPassword", "Different1!", "Passwords don't match"},
		{"firstName", " ", "First name is required"},
		{"lastName", "", "Last name is required"},
	}
	for _, tt := range tests {
		t.Run(tt.field, func(t *testing.T) {
			form := registration("anna@klinik.de")
			form[tt.field] = tt.value
			if tt.field == "password" {
				form["confirmPassword"] = tt.value
			}
			got := b.post("/api/auth/email/register", form)
			assert.Equal(t, 400, got.status)
			assert.Equal(t, tt.want, got.body["message"])
		})
	}
	long := registration("anna@klinik.de")
	long["password"] = strings.Repeat("a", 129)
	long["confirmPassword"] = long["password"]
	assert.Equal(t, "Password must be at most 128 characters", b.post("/api/auth/email/register", long).body["message"])
	assert.Equal(t, "Password is required", b.post("/api/auth/email/login", map[string]string{"email": "anna@klinik.de"}).body["message"])

	garbage := b.do(http.MethodPost, "/api/auth/email/login", nil)
	assert.Equal(t, 400, garbage.status)
	assert.Equal(t, "The request is not valid JSON.", garbage.body["message"])
	assert.Zero(t, env.mail.count(), "nothing is mailed for invalid forms")
}

func TestCodeResendCooldownAndReplacement(t *testing.T) {
	env := newTestEnv(t)
	b := newBrowser(t, env.start(t))
	require.Equal(t, 200, b.post("/api/auth/email/register", registration("anna@klinik.de")).status)
	first := codeIn(t, env.mail.last(t))

	early := b.post("/api/auth/email/resend-otp", map[string]string{"email": "anna@klinik.de"})
	assert.Equal(t, 429, early.status)
	assert.Equal(t, "Please wait 60 seconds before requesting a new code.", early.body["message"])
	assert.Equal(t, "60", early.header.Get("Retry-After"))

	env.clock.advance(61 * time.Second)
	resent := b.post("/api/auth/email/resend-otp", map[string]string{"email": "anna@klinik.de"})
	assert.Equal(t, 200, resent.status)
	second := codeIn(t, env.mail.last(t))
	if first != second {
		old := b.post("/api/auth/email/verify-email", map[string]string{"email": "anna@klinik.de", "code": first})
		assert.Equal(t, "Invalid or expired verification code. Please check it or request a new one.", old.body["message"], "a new code replaces the old")
	}
	assert.Equal(t, 200, b.post("/api/auth/email/verify-email", map[string]string{"email": "anna@klinik.de", "code": second}).status)
}

func TestCodeDiesAfterFiveWrongTriesAndTenMinutes(t *testing.T) {
	env := newTestEnv(t)
	b := newBrowser(t, env.start(t))
	require.Equal(t, 200, b.post("/api/auth/email/register", registration("anna@klinik.de")).status)
	code := codeIn(t, env.mail.last(t))
	wrong := "000000"
	if code == wrong {
		wrong = "111111"
	}
	var last answer
	for range 5 {
		last = b.post("/api/auth/email/verify-email", map[string]string{"email": "anna@klinik.de", "code": wrong})
	}
	assert.Equal(t, "Too many wrong attempts. Please request a new code.", last.body["message"])
	assert.Equal(t, 400, b.post("/api/auth/email/verify-email", map[string]string{"email": "anna@klinik.de", "code": code}).status)

	env.clock.advance(time.Minute)
	require.Equal(t, 200, b.post("/api/auth/email/resend-otp", map[string]string{"email": "anna@klinik.de"}).status)
	fresh := codeIn(t, env.mail.last(t))
	env.clock.advance(10 * time.Minute)
	expired := b.post("/api/auth/email/verify-email", map[string]string{"email": "anna@klinik.de", "code": fresh})
	assert.Equal(t, "Invalid or expired verification code. Please check it or request a new one.", expired.body["message"],
		"an expired code is answered as a wrong one: only an account has a code to expire")
}

func TestPasswordResetJourney(t *testing.T) {
	env := newTestEnv(t)
	base := env.start(t)
	laptop := newBrowser(t, base)
	env.signUp(t, laptop, "anna@klinik.de")
	b := newBrowser(t, base)

	sent := env.mail.count()
	rebound := b.post("/api/auth/email/forgot-password", map[string]string{"email": "anna@klinik.de"}, "Host", "evil.example")
	assert.Equal(t, http.StatusMisdirectedRequest, rebound.status, "a host name this server is not reached by is refused")
	assert.Equal(t, sent, env.mail.count())
	forgot := b.post("/api/auth/email/forgot-password", map[string]string{"email": "anna@klinik.de"})
	assert.Equal(t, 200, forgot.status)
	assert.Equal(t, "If an account exists for this email, we sent a link to reset your password.", forgot.body["message"])
	mail := env.mail.last(t)
	assert.NotContains(t, mail.Text, "127.0.0.1", "links come from http.public_url, never the Host header")
	token := resetTokenIn(t, mail)

	check := b.get("/api/auth/email/verify-reset-token?token=" + token)
	assert.Equal(t, 200, check.status)
	assert.Equal(t, true, check.body["valid"])
	assert.Equal(t, "no-referrer", check.header.Get("Referrer-Policy"))

	assert.Equal(t, "Password must be at least 8 characters", b.post("/api/auth/email/reset-password", map[string]string{"token": token, "password": "short"}).body["message"])
	common := b.post("/api/auth/email/reset-password", map[string]string{"token": token, "password": "QwertyUIOP"})
	assert.Equal(t, 400, common.status)
	assert.Equal(t, "This password is too common. Please choose a less common one.", common.body["message"], "the link still works after a refused password")
	reset := b.post("/api/auth/email/reset-password", map[string]string{"token": token, "password": "NeuesPasswort9"})
	assert.Equal(t, 200, reset.status)
	assert.Equal(t, 401, laptop.get("/api/auth/user").status, "resetting ends every other session")

	again := b.post("/api/auth/email/reset-password", map[string]string{"token": token, "password": "NochEinmal99"})
	assert.Equal(t, 400, again.status)
	assert.Equal(t, "Invalid or expired reset token", again.body["message"])
	assert.Equal(t, 400, b.get("/api/auth/email/verify-reset-token?token="+token).status)

	assert.Equal(t, 401, b.post("/api/auth/email/login", map[string]string{"email": "anna@klinik.de", "password": "Sonograf1e!"}).status)
	assert.Equal(t, 200, b.post("/api/auth/email/login", map[string]string{"email": "anna@klinik.de", "password": "NeuesPasswort9"}).status)

	require.Equal(t, 200, b.post("/api/auth/email/forgot-password", map[string]string{"email": "anna@klinik.de"}).status)
	late := resetTokenIn(t, env.mail.last(t))
	env.clock.advance(time.Hour)
	assert.Equal(t, 400, b.get("/api/auth/email/verify-reset-token?token="+late).status, "links die after an hour")
	assert.Equal(t, 400, b.get("/api/auth/email/verify-reset-token").status)
}

func TestMigratedAccountSetsAPasswordThroughForgotPassword(t *testing.T) {
	env := newTestEnv(t)
	b := newBrowser(t, env.start(t))
	migrated := account.User{ID: "6f1c1a52-0000-4000-8000-000000000001", Email: "old@klinik.de", FirstName: "Olga", Role: account.RoleUser,
		PreferredLanguage: "de", AuthProvider: account.ProviderReplit, EmailVerified: true, CreatedAt: env.clock.Now()}
	require.NoError(t, env.users.Create(t.Context(), migrated))

	assert.Equal(t, 401, b.post("/api/auth/email/login", map[string]string{"email": "old@klinik.de", "password": "anything-at-all"}).status)
	require.Equal(t, 200, b.post("/api/auth/email/forgot-password", map[string]string{"email": "old@klinik.de"}).status)
	token := resetTokenIn(t, env.mail.last(t))
	require.Equal(t, 200, b.post("/api/auth/email/reset-password", map[string]string{"token": token, "password": "Migriert2026"}).status)
	signedIn := b.post("/api/auth/email/login", map[string]string{"email": "old@klinik.de", "password": "Migriert2026"})
	assert.Equal(t, 200, signedIn.status)
	assert.Equal(t, "email", signedIn.body["authProvider"])
}

func TestAdminEmailsArePromotedAtSignUp(t *testing.T) {
	env := newTestEnv(t)
	b := newBrowser(t, env.start(t))
	verified := env.signUp(t, b, testAdmins[0])
	assert.Equal(t, "admin", verified.body["role"])
}

// Wrong passwords from many addresses spend the account's budget for browsers it does not
// know, and are refused with Retry-After; the owner, in the browser she signed up with, is
// never locked out; after the window a new browser signs in again.
func TestStrangersCannotLockTheOwnerOutOverHTTP(t *testing.T) {
	env := newTestEnv(t)
	base := env.start(t)
	owner := newBrowser(t, base)
	env.signUp(t, owner, "anna@klinik.de")
	b := newBrowser(t, base)
	var last answer
	for i := range 50 {
		b.ip = fmt.Sprintf("198.51.100.%d", i%10+1)
		last = b.post("/api/auth/email/login", map[string]string{"email": "anna@klinik.de", "password": "guess-" + fmt.Sprint(i)})
	}
	assert.Equal(t, 429, last.status)
	assert.Equal(t, "Too many attempts. Please try again in 15 minutes.", last.body["message"])
	assert.Equal(t, "900", last.header.Get("Retry-After"))
	assert.Equal(t, 4*time.Second, env.waits.Last(), "the guesses that were checked were slowed down, a few seconds at most")

	owner.ip = "203.0.113.99"
	assert.Equal(t, 200, owner.post("/api/auth/email/login", map[string]string{"email": "anna@klinik.de", "password": "Sonograf1e!"}).status,
		"the owner's browser is not refused")

	env.clock.advance(15 * time.Minute)
	stranger := newBrowser(t, base)
	stranger.ip = "203.0.113.100"
	assert.Equal(t, 200, stranger.post("/api/auth/email/login", map[string]string{"email": "anna@klinik.de", "password": "Sonograf1e!"}).status,
		"after the window a new browser signs in")
}

// Resend and verify answer alike for an address without an account, a verified account and
// one waiting for its code, wait between resends included.
func TestCodeAnswersDoNotTellWhichAddressesHaveAccounts(t *testing.T) {
	env := newTestEnv(t)
	base := env.start(t)
	env.signUp(t, newBrowser(t, base), "verified@klinik.de")
	waiting := newBrowser(t, base)
	waiting.ip = "203.0.113.30"
	require.Equal(t, 200, waiting.post("/api/auth/email/register", registration("waiting@klinik.de")).status)
	env.clock.advance(time.Minute) // past the cooldown of the sign-ups' codes

	b := newBrowser(t, base)
	b.ip = "203.0.113.40"
	var answers [][]string
	for _, email := range []string{"nobody@klinik.de", "verified@klinik.de", "waiting@klinik.de"} {
		var got []string
		record := func(a answer) {
			got = append(got, fmt.Sprint(a.status, " ", a.body["message"], " ", a.header.Get("Retry-After")))
		}
		record(b.post("/api/auth/email/resend-otp", map[string]string{"email": email}))
		record(b.post("/api/auth/email/resend-otp", map[string]string{"email": email}))
		for range 6 {
			// a code no mail carries, so it is wrong for every address
			code := "000000"
			for _, m := range env.mail.messages {
				if strings.Contains(m.Text, code) {
					code = "111111"
				}
			}
			record(b.post("/api/auth/email/verify-email", map[string]string{"email": email, "code": code}))
		}
		answers = append(answers, got)
	}
	// The prober's browser holds no sign-up for these addresses: it is refused before any code
	// is looked at, alike for all (the answers with a sign-up are compared in application/auth).
	elsewhere := "400 Please enter the code in the browser where you created your account, or create your account again here to get a new code. "
	assert.Equal(t, []string{
		"200 If your account is waiting for verification, a new code is on its way. ",
		"429 Please wait 60 seconds before requesting a new code. 60",
		elsewhere, elsewhere, elsewhere, elsewhere, elsewhere, elsewhere,
	}, answers[0])
	assert.Equal(t, answers[0], answers[1], "a verified account")
	assert.Equal(t, answers[0], answers[2], "an account waiting for its code")
}

func TestSessionsExpireWhenIdleAndChangeAtSignIn(t *testing.T) {
	env := newTestEnv(t)
	base := env.start(t)
	b := newBrowser(t, base)
	first := env.signUp(t, b, "anna@klinik.de").header.Get("Set-Cookie")
	second := b.post("/api/auth/email/login", map[string]string{"email": "anna@klinik.de", "password": "Sonograf1e!"}).header.Get("Set-Cookie")
	assert.NotEqual(t, strings.Split(first, ";")[0], strings.Split(second, ";")[0], "every sign-in gets a new session id")

	env.clock.advance(11 * time.Hour)
	assert.Equal(t, 200, b.get("/api/auth/user").status, "activity within the idle timeout keeps the session")
	env.clock.advance(12*time.Hour + time.Minute)
	assert.Equal(t, 401, b.get("/api/auth/user").status)
}

func TestCrossSiteStateChangesAreRefused(t *testing.T) {
	env := newTestEnv(t)
	base := env.start(t)
	b := newBrowser(t, base)
	tests := []struct {
		name    string
		headers []string
		want    int
	}{
		{"other origin", []string{"Origin", "https://evil.example"}, 403},
		{"null origin", []string{"Origin", "null"}, 403},
		{"cross-site fetch", []string{"Sec-Fetch-Site", "cross-site"}, 403},
		{"same origin", []string{"Origin", base, "Sec-Fetch-Site", "same-origin"}, 200},
		{"public URL origin", []string{"Origin", "http://localhost:8080"}, 200},
		{"no browser headers", nil, 200},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := b.post("/api/auth/email/forgot-password", map[string]string{"email": "anna@klinik.de"}, tt.headers...)
			assert.Equal(t, tt.want, got.status)
			if tt.want == 403 {
				assert.Equal(t, messageCrossSite, got.body["message"])
			}
		})
	}
	assert.Equal(t, 200, b.get("/api/auth/providers", "Origin", "https://evil.example").status, "reads are not state changes")
}

func TestGoogleSignIn(t *testing.T) {
	env := newTestEnv(t)
	base := env.start(t)
	b := newBrowser(t, base)

	disabled := b.get("/api/login/google")
	assert.Equal(t, "/login?error=google_disabled", disabled.header.Get("Location"))

	env.google.enabled = true
	env.google.identity = ports.ExternalIdentity{Issuer: "https://accounts.google.com", Subject: "108", Email: "Anna@Klinik.de", EmailVerified: true, FirstName: "Anna", LastName: "Berg", PictureURL: "https://lh3.example/a.png"}
	assert.Equal(t, true, b.get("/api/auth/providers").body["google"])

	start := b.get("/api/login/google")
	require.Equal(t, http.StatusFound, start.status)
	target, err := url.Parse(start.header.Get("Location"))
	require.NoError(t, err)
	state := target.Query().Get("state")
	require.NotEmpty(t, state)
	assert.Contains(t, start.header.Get("Set-Cookie"), "HttpOnly")

	forged := b.get("/api/login/google/callback?code=good-code&state=forged")
	assert.Equal(t, "/login?error=google_failed", forged.header.Get("Location"))

	b.get("/api/login/google")
	state = env.google.lastReq.State
	done := b.get("/api/login/google/callback?code=good-code&state=" + url.QueryEscape(state))
	assert.Equal(t, "/", done.header.Get("Location"))
	me := b.get("/api/auth/user")
	require.Equal(t, 200, me.status)
	assert.Equal(t, "anna@klinik.de", me.body["email"])
	assert.Equal(t, "google", me.body["authProvider"])
	assert.Equal(t, "https://lh3.example/a.png", me.body["profileImageUrl"])

	cancelled := b.get("/api/login/google/callback?error=access_denied&state=x")
	assert.Equal(t, "/login?error=google_cancelled", cancelled.header.Get("Location"))
}

func TestGoogleLinksAnExistingAccountOnlyWithAVerifiedEmail(t *testing.T) {
	env := newTestEnv(t)
	base := env.start(t)
	env.signUp(t, newBrowser(t, base), "anna@klinik.de")
	env.google.enabled = true
	b := newBrowser(t, base)

	env.google.identity = ports.ExternalIdentity{Issuer: "https://accounts.google.com", Subject: "200", Email: "anna@klinik.de", EmailVerified: false}
	b.get("/api/login/google")
	refused := b.get("/api/login/google/callback?code=good-code&state=" + url.QueryEscape(env.google.lastReq.State))
	assert.Equal(t, "/login?error=google_email_unverified", refused.header.Get("Location"))
	assert.Equal(t, 401, b.get("/api/auth/user").status)

	env.google.identity.EmailVerified = true
	b.get("/api/login/google")
	linked := b.get("/api/login/google/callback?code=good-code&state=" + url.QueryEscape(env.google.lastReq.State))
	assert.Equal(t, "/", linked.header.Get("Location"))
	me := b.get("/api/auth/user")
	assert.Equal(t, "email", me.body["authProvider"], "the account keeps its password sign-in")
	user, err := env.users.ByEmail(t.Context(), "anna@klinik.de")
	require.NoError(t, err)
	assert.Equal(t, "https://accounts.google.com|200", user.GoogleSubject)
}

func TestAuditLogRecordsEventsWithoutSecrets(t *testing.T) {
	env := newTestEnv(t)
	b := newBrowser(t, env.start(t))
	env.signUp(t, b, "anna@klinik.de")
	b.post("/api/auth/email/login", map[string]string{"email": "anna@klinik.de", "password": "Wrong-password1"})
	user, err := env.users.ByEmail(t.Context(), "anna@klinik.de")
	require.NoError(t, err)
	var events []struct{ Event, IP string }
	require.NoError(t, env.database.Raw(`SELECT event, ip FROM auth_events WHERE user_id = ?`, user.ID).Scan(&events).Error)
	var types []account.AuthEventType
	for _, e := range events {
		types = append(types, account.AuthEventType(e.Event))
		assert.Equal(t, "203.0.113.10", e.IP)
	}
	assert.Subset(t, types, []account.AuthEventType{account.EventRegistered, account.EventEmailVerified, account.EventSignedIn, account.EventSignInFailed})
}
