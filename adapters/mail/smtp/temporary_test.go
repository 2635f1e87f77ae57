package smtp

import (
	"context"
	"errors"
	"testing"
	"time"

	gosmtp "github.com/emersion/go-smtp"
	"github.com/stretchr/testify/assert"

	"github.com/radscribe/radscribe/adapters/mail/smtp/smtptest"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

// A mail job retries what IsTemporary calls temporary and gives up on the rest, which Send
// marks as ports.ErrMailRejected.
func TestSendTellsTemporaryFromPermanentFailures(t *testing.T) {
	greylisted := &gosmtp.SMTPError{Code: 451, EnhancedCode: gosmtp.EnhancedCode{4, 7, 1}, Message: "Greylisted, try again later"}
	unknownUser := &gosmtp.SMTPError{Code: 550, EnhancedCode: gosmtp.EnhancedCode{5, 1, 1}, Message: "No such user here"}
	tests := []struct {
		name      string
		send      func(t *testing.T) error
		temporary bool
	}{
		{"451 greylisting", func(t *testing.T) error {
			return sendThrough(t, &smtptest.Server{Refusals: []*gosmtp.SMTPError{greylisted}})
		}, true},
		{"550 unknown recipient", func(t *testing.T) error {
			return sendThrough(t, &smtptest.Server{Refusals: []*gosmtp.SMTPError{unknownUser}})
		}, false},
		{"535 failed authentication", func(t *testing.T) error {
			server := &smtptest.Server{Username: "radscribe", Password: "s3cret"}
			server.Start(t, smtptest.Plain, nil)
			cfg := mailConfig(server, "none")
			cfg.SMTP.Username, cfg.SMTP.Password = "radscribe", "wrong"
			return send(t, cfg, nil)
		}, false},
		{"timeout", func(t *testing.T) error {
			host, port := smtptest.HangingServer(t)
			return send(t, config.Mail{From: "no-reply@radscribe.example", SMTP: config.MailSMTP{Host: host, Port: port, TLS: "none", Timeout: 200 * time.Millisecond}}, nil)
		}, true},
		{"server down", func(t *testing.T) error {
			return send(t, config.Mail{From: "no-reply@radscribe.example", SMTP: config.MailSMTP{Host: "127.0.0.1", Port: 1, TLS: "none", Timeout: time.Second}}, nil)
		}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.send(t)

			assert.Error(t, err)
			assert.Equal(t, tt.temporary, IsTemporary(err), "%v", err)
			assert.Equal(t, !tt.temporary, errors.Is(err, ports.ErrMailRejected), "%v", err)
		})
	}
}

func TestAMessageThatCannotBeWrittenIsRejectedForGood(t *testing.T) {
	mailer, err := newMailer(config.Mail{From: "no-reply@radscribe.example", SMTP: config.MailSMTP{Host: "127.0.0.1", Port: 25, TLS: "none", Timeout: time.Second}}, nil)
	assert.NoError(t, err)

	err = mailer.Send(context.Background(), ports.Message{To: "not an address", Subject: "Hi", Text: "Hi"})

	assert.ErrorIs(t, err, ports.ErrMailRejected)
}

func sendThrough(t *testing.T, server *smtptest.Server) error {
	t.Helper()
	server.Start(t, smtptest.Plain, nil)
	return send(t, mailConfig(server, "none"), nil)
}
