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
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

var message = ports.Message{
	To:      "Anna Berger <anna@example.com>",
	Subject: "Your RadScribe verification code",
	Text:    "Hello Anna,\n\nYour code: 123456\n",
	HTML:    "<p>Hello Anna,</p><p><strong>123456</strong></p>",
}

func mailConfig(s *testServer, tlsMode string) config.Mail {
	return config.Mail{
		Provider: "smtp",
		From:     "RadScribe <no-reply@radscribe.example>",
		SMTP:     config.MailSMTP{Host: s.host, Port: s.port, TLS: tlsMode, Timeout: 5 * time.Second},
	}
}

func send(t *testing.T, cfg config.Mail, roots *x509.CertPool) error {
	t.Helper()
	mailer, err := newMailer(cfg, roots)
	require.NoError(t, err)
	return mailer.Send(context.Background(), message)
}

func TestSendDeliversTextAndHTML(t *testing.T) {
	server := &testServer{}
	server.start(t, plainServer, nil)

	require.NoError(t, send(t, mailConfig(server, "none"), nil))

	deliveries := server.deliveries()
	require.Len(t, deliveries, 1)
	assert.Equal(t, "no-reply@radscribe.example", deliveries[0].from)
	assert.Equal(t, []string{"anna@example.com"}, deliveries[0].to)
	got, err := mailtest.Parse(deliveries[0].data)
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
			server := &testServer{username: "radscribe", password: "s3cret", mechanisms: tc.offered}
			server.start(t, plainServer, nil)
			cfg := mailConfig(server, "none")
			cfg.SMTP.Username, cfg.SMTP.Password = "radscribe", "s3cret"

			require.NoError(t, send(t, cfg, nil))

			assert.Len(t, server.deliveries(), 1)
			assert.Equal(t, []string{tc.used}, server.authentications())
		})
	}
}

func TestSendWithoutCredentialsFailsWhenTheServerRequiresThem(t *testing.T) {
	server := &testServer{username: "radscribe", password: "s3cret"}
	server.start(t, plainServer, nil)

	err := send(t, mailConfig(server, "none"), nil)

	assert.ErrorContains(t, err, "Please authenticate first")
	assert.Empty(t, server.deliveries())
}

func TestSendWithAWrongPasswordFailsWithoutRevealingIt(t *testing.T) {
	for name, tc := range map[string]struct{ serverAnswer, shown string }{
		"usual answer":          {"Authentication failed", "Authentication failed"},
		"answer echoing secret": {"Authentication failed for password wrong-s3cret", "for password [redacted]"},
	} {
		t.Run(name, func(t *testing.T) {
			server := &testServer{username: "radscribe", password: "s3cret", authErrorMessage: tc.serverAnswer}
			server.start(t, plainServer, nil)
			cfg := mailConfig(server, "none")
			cfg.SMTP.Username, cfg.SMTP.Password = "radscribe", "wrong-s3cret"

			err := send(t, cfg, nil)

			require.Error(t, err)
			assert.Contains(t, err.Error(), "535")
			assert.Contains(t, err.Error(), tc.shown)
			assert.Contains(t, err.Error(), server.host)
			assert.NotContains(t, err.Error(), "wrong-s3cret")
			assert.Empty(t, server.deliveries())
		})
	}
}

func TestSendUpgradesWithStartTLS(t *testing.T) {
	cert, roots := selfSignedCertificate(t)
	server := &testServer{username: "radscribe", password: "s3cret"}
	server.start(t, startTLSServer, cert)
	cfg := mailConfig(server, "starttls")
	cfg.SMTP.Username, cfg.SMTP.Password = "radscribe", "s3cret"

	require.NoError(t, send(t, cfg, roots))

	deliveries := server.deliveries()
	require.Len(t, deliveries, 1)
	assert.True(t, deliveries[0].tls, "the message travelled encrypted")
}

func TestSendRefusesToGoOnWithoutStartTLS(t *testing.T) {
	server := &testServer{}
	server.start(t, plainServer, nil)

	err := send(t, mailConfig(server, "starttls"), nil)

	assert.ErrorContains(t, err, "STARTTLS")
	assert.Empty(t, server.deliveries())
}

func TestSendSpeaksImplicitTLS(t *testing.T) {
	cert, roots := selfSignedCertificate(t)
	server := &testServer{username: "radscribe", password: "s3cret"}
	server.start(t, implicitTLSServer, cert)
	cfg := mailConfig(server, "tls")
	cfg.SMTP.Username, cfg.SMTP.Password = "radscribe", "s3cret"

	require.NoError(t, send(t, cfg, roots))

	deliveries := server.deliveries()
	require.Len(t, deliveries, 1)
	assert.True(t, deliveries[0].tls)
}

func TestNewTrustsOnlyTheSystemCertificateAuthorities(t *testing.T) {
	cert, _ := selfSignedCertificate(t)
	server := &testServer{}
	server.start(t, implicitTLSServer, cert)
	mailer, err := New(mailConfig(server, "tls"))
	require.NoError(t, err)

	err = mailer.Send(context.Background(), message)

	assert.ErrorContains(t, err, "certificate")
	assert.Empty(t, server.deliveries())
}

func TestSendFailsWhenTheServerRejectsTheRecipient(t *testing.T) {
	server := &testServer{rejectRecipient: "anna@example.com"}
	server.start(t, plainServer, nil)

	err := send(t, mailConfig(server, "none"), nil)

	assert.ErrorContains(t, err, "No such user here")
	var sendErr *gomail.SendError
	require.ErrorAs(t, err, &sendErr, "callers can tell permanent from temporary failures")
	assert.False(t, sendErr.IsTemp())
	assert.Empty(t, server.deliveries())
}

func TestSendGivesUpAfterTheTimeout(t *testing.T) {
	host, port := hangingServer(t)
	cfg := config.Mail{From: "no-reply@radscribe.example", SMTP: config.MailSMTP{Host: host, Port: port, TLS: "none", Timeout: 200 * time.Millisecond}}
	mailer, err := New(cfg)
	require.NoError(t, err)

	started := time.Now()
	err = mailer.Send(context.Background(), message)

	assert.Error(t, err)
	assert.Less(t, time.Since(started), 3*time.Second)
}

func TestConcurrentSendsEachAuthenticate(t *testing.T) {
	server := &testServer{username: "radscribe", password: "s3cret", mechanisms: []string{"LOGIN"}}
	server.start(t, plainServer, nil)
	cfg := mailConfig(server, "none")
	cfg.SMTP.Username, cfg.SMTP.Password = "radscribe", "s3cret"
	mailer, err := newMailer(cfg, nil)
	require.NoError(t, err)

	var wg sync.WaitGroup
	for range 10 {
		wg.Go(func() { assert.NoError(t, mailer.Send(context.Background(), message)) })
	}
	wg.Wait()

	assert.Len(t, server.deliveries(), 10)
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
