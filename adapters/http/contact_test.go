package http

import (
	"fmt"
	"net/http"
	netmail "net/mail"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	supportapp "github.com/radscribe/radscribe/application/support"
	"github.com/radscribe/radscribe/domain/support"
)

// testSupportAddress receives the contact messages of the test app.
const testSupportAddress = "help@radscribe.test"

// testVideos are the tutorial videos of the test app: one on Vimeo, one not yet.
var testVideos = []support.Video{
	{ID: "voice-recording", Title: "Voice Recording", Description: "Dictate in your browser.", Duration: "4:30", VimeoID: "76979871", VimeoHash: "8272103f6e", Category: support.Basics},
	{ID: "custom-ai-prompts", Title: "Custom AI Prompts", Description: "Your own prompts.", Category: support.Advanced},
}

const thanks = "Thank you! We'll get back to you soon."

func contactForm(message string) map[string]string {
	return map[string]string{"name": "Anna Weber", "email": "anna.weber@praxis.de", "subject": "FAQ question from the tutorials page", "message": message}
}

// sameOrigin are the headers a browser sends with the app's own POST.
func sameOrigin(base string) []string {
	return []string{"Origin", base, "Sec-Fetch-Site", "same-origin"}
}

func TestAVisitorSendsAContactMessage(t *testing.T) {
	env := newTestEnv(t)
	logs := &syncBuffer{}
	base := env.startWithProductionLimits(t, logs)
	visitor := newBrowser(t, base)
	const marker = "Wie lege ich eine Vorlage für MRT Knie an? Quarzstaublunge"

	got := visitor.send(http.MethodPost, "/api/contact", contactForm(marker+"\nSecond line"), sameOrigin(base)...)
	require.Equal(t, http.StatusOK, got.status, string(got.raw))
	assert.Equal(t, map[string]any{"message": thanks}, got.object(t))

	require.Equal(t, 1, env.mail.count())
	mail := env.mail.last(t)
	assert.Equal(t, testSupportAddress, mail.To)
	assert.Equal(t, "RadScribe contact form: FAQ question from the tutorials page", mail.Subject)
	replyTo, err := netmail.ParseAddress(mail.ReplyTo)
	require.NoError(t, err)
	assert.Equal(t, netmail.Address{Name: "Anna Weber", Address: "anna.weber@praxis.de"}, *replyTo)
	assert.Contains(t, mail.Text, marker+"\nSecond line")
	assert.Contains(t, mail.Text, "Signed in: no (a visitor)")

	assert.Contains(t, logs.String(), "route=/api/contact", "the request is logged")
	assert.NotContains(t, logs.String(), "Quarzstaublunge", "the message is not")
	assert.NotContains(t, logs.String(), "anna.weber@praxis.de")
	var left int64
	require.NoError(t, env.database.Raw(`SELECT COUNT(*) FROM contact_messages`).Scan(&left).Error)
	assert.Zero(t, left, "the mailed message is not kept")
}

func TestASignedInUserSendsAContactMessageWithoutASubscription(t *testing.T) {
	env := newTestEnv(t)
	env.usePayments(unreachableProvider{})
	base := env.startWithProductionLimits(t, nil)
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	require.NoError(t, env.database.Exec(`UPDATE users SET trial_started_at = ?, trial_ends_at = ?`,
		env.clock.Now().Add(-8*24*time.Hour), env.clock.Now().Add(-24*time.Hour)).Error)
	require.Equal(t, http.StatusPaymentRequired, anna.send(http.MethodGet, "/api/medical-templates", nil).status, "the trial is over")

	got := anna.send(http.MethodPost, "/api/contact", contactForm("How do I subscribe?"), sameOrigin(base)...)
	require.Equal(t, http.StatusOK, got.status, string(got.raw))
	assert.Equal(t, thanks, got.message(t))
	assert.Contains(t, env.mail.last(t).Text, "Signed in: yes, as anna@klinik.de")
	assert.Equal(t, http.StatusOK, anna.send(http.MethodGet, "/api/tutorials", nil).status)
}

func TestContactFromAnotherSiteIsRefused(t *testing.T) {
	env := newTestEnv(t)
	base := env.startWithProductionLimits(t, nil)
	visitor := newBrowser(t, base)
	got := visitor.send(http.MethodPost, "/api/contact", contactForm("Hello"), "Origin", "https://forum.example", "Sec-Fetch-Site", "cross-site")
	assert.Equal(t, http.StatusForbidden, got.status)
	assert.Equal(t, 0, env.mail.count())
}

func TestContactValidation(t *testing.T) {
	env := newTestEnv(t)
	base := env.startWithProductionLimits(t, nil)
	visitor := newBrowser(t, base)
	form := func(change func(map[string]string)) map[string]string {
		f := contactForm("How do I add my own template?")
		change(f)
		return f
	}
	for _, tt := range []struct {
		body any
		want string
	}{
		{form(func(f map[string]string) { delete(f, "name") }), "Name is required"},
		{form(func(f map[string]string) { f["name"] = strings.Repeat("ä", 101) }), "Name must be at most 100 characters"},
		{form(func(f map[string]string) { f["name"] = "Anna\r\nBcc: all@example.com" }), "Name contains an invisible control character (U+000D). Please remove it."},
		{form(func(f map[string]string) { f["email"] = "" }), "Please enter a valid email address"},
		{form(func(f map[string]string) { f["email"] = "anna@praxis" }), "Please enter a valid email address"},
		{form(func(f map[string]string) { f["subject"] = " " }), "Subject is required"},
		{form(func(f map[string]string) { f["subject"] = strings.Repeat("s", 201) }), "Subject must be at most 200 characters"},
		{form(func(f map[string]string) { f["message"] = "" }), "Message is required"},
		{form(func(f map[string]string) { f["message"] = strings.Repeat("m", 5001) }), "Message must be at most 5000 characters"},
		{form(func(f map[string]string) { f["message"] = "Hello\u202eworld" }), "Message contains an invisible control character (U+202E). Please remove it."},
		{"not an object", "The request is not valid JSON."},
	} {
		got := visitor.send(http.MethodPost, "/api/contact", tt.body, sameOrigin(base)...)
		assert.Equal(t, http.StatusBadRequest, got.status, tt.want)
		assert.Equal(t, tt.want, got.message(t))
	}
	exactly := visitor.send(http.MethodPost, "/api/contact", form(func(f map[string]string) {
		f["name"], f["subject"], f["message"] = strings.Repeat("ä", 100), strings.Repeat("s", 200), strings.Repeat("m", 5000)
	}), sameOrigin(base)...)
	assert.Equal(t, http.StatusOK, exactly.status, "the limits themselves fit")
	assert.Equal(t, 1, env.mail.count(), "only the valid message was mailed")
}

func TestContactIsLimitedPerAddressWithRetryAfter(t *testing.T) {
	env := newTestEnv(t)
	base := env.startWithProductionLimits(t, nil)
	visitor := newBrowser(t, base)
	for range 5 {
		require.Equal(t, http.StatusOK, visitor.send(http.MethodPost, "/api/contact", contactForm("Hello"), sameOrigin(base)...).status)
	}
	refused := visitor.send(http.MethodPost, "/api/contact", contactForm("Hello"), sameOrigin(base)...)
	assert.Equal(t, http.StatusTooManyRequests, refused.status)
	assert.Equal(t, supportapp.MsgTooManyMessages, refused.message(t))
	assert.Equal(t, "3600", refused.header.Get("Retry-After"))
	assert.Equal(t, 5, env.mail.count())

	other := newBrowser(t, base)
	other.ip = "198.51.100.9"
	assert.Equal(t, http.StatusOK, other.send(http.MethodPost, "/api/contact", contactForm("Hello"), sameOrigin(base)...).status, "another address has its own budget")

	env.clock.advance(time.Hour)
	assert.Equal(t, http.StatusOK, visitor.send(http.MethodPost, "/api/contact", contactForm("Hello"), sameOrigin(base)...).status, "the budget is back an hour later")
}

func TestContactIsLimitedPerAccountWithRetryAfter(t *testing.T) {
	env := newTestEnv(t)
	base := env.startWithProductionLimits(t, nil)
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	sent := env.mail.count()
	for i := range 10 {
		anna.ip = fmt.Sprintf("198.51.100.%d", i+1) // a new address each time
		require.Equal(t, http.StatusOK, anna.send(http.MethodPost, "/api/contact", contactForm("Hello"), sameOrigin(base)...).status)
	}
	anna.ip = "192.0.2.1"
	refused := anna.send(http.MethodPost, "/api/contact", contactForm("Hello"), sameOrigin(base)...)
	assert.Equal(t, http.StatusTooManyRequests, refused.status)
	assert.Equal(t, "86400", refused.header.Get("Retry-After"))
	assert.Equal(t, sent+10, env.mail.count())
}

func TestTutorialsAreListedToEveryone(t *testing.T) {
	env := newTestEnv(t)
	visitor := newBrowser(t, env.start(t))
	got := visitor.send(http.MethodGet, "/api/tutorials", nil)
	require.Equal(t, http.StatusOK, got.status)
	assert.Equal(t, "public, max-age=300", got.header.Get("Cache-Control"))
	assert.Equal(t, []map[string]any{
		{"id": "voice-recording", "title": "Voice Recording", "description": "Dictate in your browser.", "duration": "4:30",
			"vimeoId": "76979871", "vimeoHash": "8272103f6e", "category": "basics"},
		{"id": "custom-ai-prompts", "title": "Custom AI Prompts", "description": "Your own prompts.", "duration": "",
			"vimeoId": "", "vimeoHash": "", "category": "advanced"},
	}, got.list(t))
}

// The tutorials page embeds Vimeo's player, the admins' jobs page the app's own jobs view; no
// other site may be framed.
func TestThePolicyFramesOnlyVimeosPlayerAndTheAppItself(t *testing.T) {
	env := newTestEnv(t)
	got := newBrowser(t, env.start(t)).send(http.MethodGet, "/tutorials", nil, "Host", "localhost:8080")
	policy := got.header.Get("Content-Security-Policy")
	var frames []string
	for _, directive := range strings.Split(policy, ";") {
		if name, _, _ := strings.Cut(strings.TrimSpace(directive), " "); name == "frame-src" || name == "child-src" {
			frames = append(frames, strings.TrimSpace(directive))
		}
	}
	assert.Equal(t, []string{"frame-src 'self' https://player.vimeo.com"}, frames)
	assert.Contains(t, policy, "default-src 'self';")
	assert.Contains(t, policy, "frame-ancestors 'none'", "nobody frames the app itself")
}
