package mail_test

import (
	"log/slog"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/mail"
	"github.com/radscribe/radscribe/adapters/mail/console"
	"github.com/radscribe/radscribe/adapters/mail/smtp"
	"github.com/radscribe/radscribe/config"
)

var quiet = slog.New(slog.DiscardHandler)

func TestNewBuildsTheConfiguredMailer(t *testing.T) {
	smtpSettings := config.MailSMTP{Host: "mail.example.com", Port: 587, TLS: "starttls", Timeout: time.Second}
	for _, tc := range []struct {
		provider string
		want     any
	}{
		{provider: "console", want: &console.Mailer{}},
		{provider: "smtp", want: &smtp.Mailer{}},
	} {
		t.Run(tc.provider, func(t *testing.T) {
			cfg := config.Mail{Provider: tc.provider, From: "RadScribe <no-reply@localhost>", SMTP: smtpSettings}

			mailer, err := mail.New(cfg, quiet)

			require.NoError(t, err)
			assert.IsType(t, tc.want, mailer)
		})
	}
}

func TestNewNamesTheValidProviders(t *testing.T) {
	mailer, err := mail.New(config.Mail{Provider: "sendmail", From: "no-reply@localhost"}, quiet)

	assert.Nil(t, mailer)
	assert.ErrorContains(t, err, `"sendmail"`)
	assert.ErrorContains(t, err, "console, smtp")
}

func TestNewReturnsNoMailerWhenTheChosenOneFails(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	require.NoError(t, os.WriteFile(file, nil, 0o600))
	for name, cfg := range map[string]config.Mail{
		"console": {Provider: "console", From: "no-reply@localhost", Console: config.MailConsole{Dir: filepath.Join(file, "sub")}},
		"smtp":    {Provider: "smtp", From: "no-reply@localhost", SMTP: config.MailSMTP{Host: "mail.example.com", Port: 587, TLS: "ssl"}},
	} {
		t.Run(name, func(t *testing.T) {
			mailer, err := mail.New(cfg, quiet)

			assert.Error(t, err)
			assert.True(t, mailer == nil, "a nil interface, not a typed nil pointer")
		})
	}
}
