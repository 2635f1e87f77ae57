package smtp

import (
	"context"
	"crypto/x509"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	gomail "github.com/wneessen/go-mail"
	gomailsmtp "github.com/wneessen/go-mail/smtp"

	"github.com/radscribe/radscribe/adapters/mail/mailtest"
	"github.com/radscribe/radscribe/adapters/mail/smtp/smtptest"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

var message = ports.Message{
	To:      "Anna Berger <anna@example.com>",
	Subject: "Your RadScribe verification code",
	Text:    "Hello Anna,\n\nYour code: 123456\n",
	HTML:    "<p>Hello Anna,</p><p><strong>123456</strong></p>",
}

func mailConfig(s *smtptest.Server, tlsMode string) config.Mail {
	return config.Mail{
		Provider: "smtp",
		From:     "RadScribe <no-reply@radscribe.example>",
		SMTP:     config.MailSMTP{Host: s.Host, Port: s.Port, TLS: tlsMode, Timeout: 5 * time.Second},
	}
}

func send(t *testing.T, cfg config.Mail, roots *x509.CertPool) error {
	t.Helper()
	mailer, err := newMailer(cfg, roots)
	require.NoError(t, err)
	return mailer.Send(context.Background(), message)
}

// sendOverTLS sends the message, with the credentials it wants, to a server that speaks mode with
// a self-signed certificate the mailer trusts, and returns the one delivery.
func sendOverTLS(t *testing.T, mode smtptest.Mode, tlsMode string) smtptest.Delivery {
	t.Helper()
	cert, roots := smtptest.SelfSignedCertificate(t)
	server := &smtptest.Server{Username: "radscribe", Password: "s3cret"}
	server.Start(t, mode, cert)
	cfg := mailConfig(server, tlsMode)
	cfg.SMTP.Username, cfg.SMTP.Password = "radscribe", "s3cret"

	require.NoError(t, send(t, cfg, roots))

	deliveries := server.Deliveries()
	require.Len(t, deliveries, 1)
	return deliveries[0]
}

func TestSendDeliversTextAndHTML(t *testing.T) {
	server := &smtptest.Server{}
	server.Start(t, smtptest.Plain, nil)

	require.NoError(t, send(t, mailConfig(server, "none"), nil))

	deliveries := server.Deliveries()
	require.Len(t, deliveries, 1)
	assert.Equal(t, "no-reply@radscribe.example", deliveries[0].From)
	assert.Equal(t, []string{"anna@example.com"}, deliveries[0].To)
	got, err := mailtest.Parse(deliveries[0].Data)
	require.NoError(t, err)
	assert.Equal(t, message.Subject, got.Subject)
	assert.Equal(t, "multipart/alternative", got.ContentType)
	assert.Equal(t, message.Text, got.Text)
	assert.Equal(t, message.HTML, got.HTML)
}

func TestSendAuthenticatesWithPlainOrLogin(t *testing.T) {
	for _, tc := range []struct {
		offered []string
		used    string
	}{
		{offered: []string{"PLAIN", "LOGIN"}, used: "PLAIN"},
		{offered: []string{"LOGIN"}, used: "LOGIN"},
	} {
		t.Run(tc.used, func(t *testing.T) {
			server := &smtptest.Server{Username: "radscribe", Password: "s3cret", Mechanisms: tc.offered}
			server.Start(t, smtptest.Plain, nil)
			cfg := mailConfig(server, "none")
			cfg.SMTP.Username, cfg.SMTP.Password = "radscribe", "s3cret"

			require.NoError(t, send(t, cfg, nil))

			assert.Len(t, server.Deliveries(), 1)
			assert.Equal(t, []string{tc.used}, server.Authentications())
		})
	}
}

func TestSendWithoutCredentialsFailsWhenTheServerRequiresThem(t *testing.T) {
	server := &smtptest.Server{Username: "radscribe", Password: "s3cret"}
	server.Start(t, smtptest.Plain, nil)

	err := send(t, mailConfig(server, "none"), nil)

	assert.ErrorContains(t, err, "Please authenticate first")
	assert.Empty(t, server.Deliveries())
}

func TestSendWithAWrongPasswordFailsWithoutRevealingIt(t *testing.T) {
	for name, tc := range map[string]struct{ serverAnswer, shown string }{
		"usual answer":          {"Authentication failed", "Authentication failed"},
		"answer echoing secret": {"Authentication failed for password wrong-s3cret", "for password [redacted]"},
	} {
		t.Run(name, func(t *testing.T) {
			server := &smtptest.Server{Username: "radscribe", Password: "s3cret", AuthErrorMessage: tc.serverAnswer}
			server.Start(t, smtptest.Plain, nil)
			cfg := mailConfig(server, "none")
			cfg.SMTP.Username, cfg.SMTP.Password = "radscribe", "wrong-s3cret"

			err := send(t, cfg, nil)

			require.Error(t, err)
			assert.Contains(t, err.Error(), "535")
			assert.Contains(t, err.Error(), tc.shown)
			assert.Contains(t, err.Error(), server.Host)
			assert.NotContains(t, err.Error(), "wrong-s3cret")
			assert.Empty(t, server.Deliveries())
		})
	}
}

func TestSendUpgradesWithStartTLS(t *testing.T) {
	delivery := sendOverTLS(t, smtptest.StartTLS, "starttls")

	assert.True(t, delivery.TLS, "the message travelled encrypted")
}

func TestSendRefusesToGoOnWithoutStartTLS(t *testing.T) {
	server := &smtptest.Server{}
	server.Start(t, smtptest.Plain, nil)

	err := send(t, mailConfig(server, "starttls"), nil)

	assert.ErrorContains(t, err, "STARTTLS")
	assert.Empty(t, server.Deliveries())
}

func TestSendSpeaksImplicitTLS(t *testing.T) {
	delivery := sendOverTLS(t, smtptest.ImplicitTLS, "tls")

	assert.True(t, delivery.TLS)
}

func TestNewTrustsOnlyTheSystemCertificateAuthorities(t *testing.T) {
	cert, _ := smtptest.SelfSignedCertificate(t)
	server := &smtptest.Server{}
	server.Start(t, smtptest.ImplicitTLS, cert)
	mailer, err := New(mailConfig(server, "tls"))
	require.NoError(t, err)

	err = mailer.Send(context.Background(), message)

	assert.ErrorContains(t, err, "certificate")
	assert.Empty(t, server.Deliveries())
}

func TestSendFailsWhenTheServerRejectsTheRecipient(t *testing.T) {
	server := &smtptest.Server{RejectRecipient: "anna@example.com"}
	server.Start(t, smtptest.Plain, nil)

	err := send(t, mailConfig(server, "none"), nil)

	assert.ErrorContains(t, err, "No such user here")
	var sendErr *gomail.SendError
	require.ErrorAs(t, err, &sendErr, "callers can tell permanent from temporary failures")
	assert.False(t, sendErr.IsTemp())
	assert.Empty(t, server.Deliveries())
}

func TestSendGivesUpAfterTheTimeout(t *testing.T) {
	host, port := smtptest.HangingServer(t)
	cfg := config.Mail{From: "no-reply@radscribe.example", SMTP: config.MailSMTP{Host: host, Port: port, TLS: "none", Timeout: 200 * time.Millisecond}}
	mailer, err := New(cfg)
	require.NoError(t, err)

	started := time.Now()
	err = mailer.Send(context.Background(), message)

	assert.Error(t, err)
	assert.Less(t, time.Since(started), 3*time.Second)
}

func TestConcurrentSendsEachAuthenticate(t *testing.T) {
	server := &smtptest.Server{Username: "radscribe", Password: "s3cret", Mechanisms: []string{"LOGIN"}}
	server.Start(t, smtptest.Plain, nil)
	cfg := mailConfig(server, "none")
	cfg.SMTP.Username, cfg.SMTP.Password = "radscribe", "s3cret"
	mailer, err := newMailer(cfg, nil)
	require.NoError(t, err)

	var wg sync.WaitGroup
	for range 10 {
		wg.Go(func() { assert.NoError(t, mailer.Send(context.Background(), message)) })
	}
	wg.Wait()

	assert.Len(t, server.Deliveries(), 10)
}

func TestNewRejectsAnUnknownTLSMode(t *testing.T) {
	_, err := New(config.Mail{From: "no-reply@radscribe.example", SMTP: config.MailSMTP{Host: "mail.example.com", Port: 587, TLS: "ssl", Timeout: time.Second}})

	assert.ErrorContains(t, err, "starttls, tls, none")
}

func TestAuthNeverSendsThePasswordUnencryptedToAnotherHost(t *testing.T) {
	auth := newPlainOrLoginAuth("radscribe", "s3cret", "mail.example.com")

	_, _, err := auth.Start(&gomailsmtp.ServerInfo{Name: "mail.example.com", TLS: false, Auth: []string{"PLAIN", "LOGIN"}})

	assert.True(t, errors.Is(err, gomailsmtp.ErrUnencrypted), "got %v", err)
}

func TestAuthNeedsPlainOrLogin(t *testing.T) {
	auth := newPlainOrLoginAuth("radscribe", "s3cret", "mail.example.com")

	_, _, err := auth.Start(&gomailsmtp.ServerInfo{Name: "mail.example.com", TLS: true, Auth: []string{"CRAM-MD5"}})

	assert.ErrorContains(t, err, "offered: CRAM-MD5")
}
