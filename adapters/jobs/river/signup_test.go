package riverjobs

import (
	"context"
	"regexp"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"gorm.io/gorm"

	"github.com/radscribe/radscribe/adapters/mail/mailtest"
	"github.com/radscribe/radscribe/adapters/mail/smtp/smtptest"
	"github.com/radscribe/radscribe/adapters/store/storetest"
	"github.com/radscribe/radscribe/application/auth"
	"github.com/radscribe/radscribe/domain/account"
)

var codeInMail = regexp.MustCompile(`\b(\d{6})\b`)

// The whole sign-up on the real queue: the request queues the code's mail and returns; a
// worker makes the code, stores its hash and mails it; the code verifies the account, whose
// welcome mail follows the same way.
func TestASignUpCodeGoesOutThroughTheQueue(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, open func(t *testing.T) *gorm.DB) {
		ctx := context.Background()
		h := newHarness(t, open(t), &smtptest.Server{})
		h.start(t)
		form := account.Registration{Email: "anna@klinik.de", Password: "Sonograf1e!", ConfirmPassword: "Sonograf1e!", FirstName: "Anna", LastName: "Berg"}

		registered, err := h.auth.Register(ctx, form, auth.Client{IP: "192.0.2.1"})
		require.NoError(t, err)

		codeMail := h.waitForMail(t, 1)
		assert.Equal(t, "Your RadScribe verification code", codeMail.Subject)
		code := codeInMail.FindStringSubmatch(codeMail.Text)
		require.NotNil(t, code, "the mail carries the code")
		signedIn, err := h.auth.VerifyEmail(ctx, form.Email, code[1], auth.Client{IP: "192.0.2.1", SignUpToken: registered.SignUpToken})
		require.NoError(t, err)
		assert.True(t, signedIn.User.EmailVerified)
		assert.Equal(t, "Welcome to RadScribe", h.waitForMail(t, 2).Subject)
	})
}

// waitForMail waits until the server has accepted n messages and returns the nth.
func (h *harness) waitForMail(t *testing.T, n int) mailtest.Parsed {
	t.Helper()
	require.Eventually(t, func() bool { return len(h.mail.Deliveries()) >= n }, 10*time.Second, 10*time.Millisecond, "mail %d did not arrive", n)
	message, err := mailtest.Parse(h.mail.Deliveries()[n-1].Data)
	require.NoError(t, err)
	return message
}
