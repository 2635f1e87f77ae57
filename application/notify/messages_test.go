package notify_test

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/radscribe/radscribe/application/notify"
	"github.com/radscribe/radscribe/ports"
)

const (
	to         = "anna@example.com"
	code       = "042917"
	signInURL  = "https://radscribe.example/login"
	resetURL   = "https://radscribe.example/reset-password?token=abc-123"
	appURL     = "https://radscribe.example/"
	maliceName = `<script>alert("x")</script>`
)

// messages builds every e-mail for one first name, with what each must contain.
func messages(firstName string) []struct {
	name      string
	msg       ports.Message
	mustSay   []string
	mustLinks []string
} {
	return []struct {
		name      string
		msg       ports.Message
		mustSay   []string
		mustLinks []string
	}{
		{
			name:    "verification code",
			msg:     notify.VerificationCode(to, firstName, code, 10*time.Minute),
			mustSay: []string{code, "expires in 10 minutes", "did not sign up", "ignore this e-mail"},
		},
		{
			name:      "password reset",
			msg:       notify.PasswordReset(to, firstName, resetURL, time.Hour),
			mustSay:   []string{"expires in 1 hour", "did not ask to reset", "ignore this e-mail"},
			mustLinks: []string{resetURL},
		},
		{
			name:      "welcome",
			msg:       notify.Welcome(to, firstName, appURL),
			mustSay:   []string{"template", "Dictate", "paste a transcript", "identifies a patient"},
			mustLinks: []string{appURL},
		},
		{
			name:      "account exists",
			msg:       notify.AccountExists(to, firstName, signInURL, resetURL),
			mustSay:   []string{"perhaps you", "already is an account", "Sign in", "Reset password"},
			mustLinks: []string{signInURL, resetURL},
		},
	}
}

var htmlTag = regexp.MustCompile(`</?[a-zA-Z][^>]*>`)

func TestEveryMessageIsComplete(t *testing.T) {
	for _, tc := range messages("Anna") {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, to, tc.msg.To)
			assert.NotEmpty(t, tc.msg.Subject)
			assert.NotEmpty(t, tc.msg.Text)
			assert.NotEmpty(t, tc.msg.HTML)
			assert.True(t, strings.HasPrefix(tc.msg.Text, "Hello Anna,\n"), tc.msg.Text)
			assert.Contains(t, tc.msg.HTML, "Hello Anna,")
			for _, phrase := range tc.mustSay {
				assert.Contains(t, tc.msg.Text, phrase, "plain text")
				assert.Contains(t, tc.msg.HTML, phrase, "HTML")
			}
			for _, link := range tc.mustLinks {
				assert.Contains(t, tc.msg.Text, link)
				assert.Contains(t, tc.msg.HTML, `href="`+link+`"`)
			}
			assert.Empty(t, htmlTag.FindAllString(tc.msg.Text, -1), "the plain text has no HTML tags")
			assert.NotContains(t, tc.msg.HTML, "<img", "no images: clients block them")
			assert.NotContains(t, tc.msg.HTML, "<link", "no external style sheets")
		})
	}
}

// Without a payment provider (self-hosted use) there is no trial, so the welcome offers none.
func TestTheWelcomeSaysNothingOfATrial(t *testing.T) {
	msg := notify.Welcome(to, "Anna", appURL)
	assert.NotContains(t, strings.ToLower(msg.Text), "trial")
	assert.NotContains(t, strings.ToLower(msg.HTML), "trial")
}

func TestHTMLEscapesTheFirstName(t *testing.T) {
	for _, tc := range messages(maliceName) {
		t.Run(tc.name, func(t *testing.T) {
			assert.NotContains(t, tc.msg.HTML, "<script")
			assert.Contains(t, tc.msg.HTML, "&lt;script&gt;")
		})
	}
}

func TestWithoutANameTheGreetingIsPlain(t *testing.T) {
	for _, name := range []string{"", "  \t"} {
		for _, tc := range messages(name) {
			t.Run(tc.name, func(t *testing.T) {
				assert.True(t, strings.HasPrefix(tc.msg.Text, "Hello,\n"), tc.msg.Text)
				assert.Contains(t, tc.msg.HTML, ">Hello,<")
			})
		}
	}
}

func TestANameCannotAddLinesToTheMessage(t *testing.T) {
	msg := notify.VerificationCode(to, "Anna\r\n\r\nYou won! Visit evil.example\x00", code, 10*time.Minute)

	assert.True(t, strings.HasPrefix(msg.Text, "Hello Anna You won! Visit evil.example,\n"), msg.Text)
}

func TestTheCodeStaysOutOfTheSubject(t *testing.T) {
	msg := notify.VerificationCode(to, "Anna", code, 10*time.Minute)

	assert.NotContains(t, msg.Subject, code)
}

func TestLinksAreSafeInHTML(t *testing.T) {
	msg := notify.PasswordReset(to, "Anna", `javascript:alert(1)`, time.Hour)

	assert.NotContains(t, msg.HTML, `href="javascript:`)
	assert.Contains(t, msg.HTML, `href="#ZgotmplZ"`, "html/template neutralises the URL")
}

func TestDurationsAreWrittenOut(t *testing.T) {
	for validFor, want := range map[time.Duration]string{
		10 * time.Minute:             "expires in 10 minutes",
		time.Minute:                  "expires in 1 minute",
		30 * time.Second:             "expires in 1 minute",
		90 * time.Minute:             "expires in 90 minutes",
		time.Hour:                    "expires in 1 hour",
		2*time.Hour + 30*time.Second: "expires in 120 minutes",
		24 * time.Hour:               "expires in 24 hours",
	} {
		assert.Contains(t, notify.PasswordReset(to, "", resetURL, validFor).Text, want)
	}
}
