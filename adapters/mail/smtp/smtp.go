// Package smtp delivers mail through an SMTP server (a provider's submission port or a local
// relay) with go-mail.
package smtp

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"strings"

	gomail "github.com/wneessen/go-mail"

	"github.com/radscribe/radscribe/adapters/mail/compose"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

// Mailer implements ports.Mailer over SMTP, one connection per message.
type Mailer struct {
	cfg       config.Mail
	tlsConfig *tls.Config
}

var _ ports.Mailer = (*Mailer)(nil)

// New returns a mailer for cfg. It does not connect: a mail server that is down must not stop
// the application from starting.
func New(cfg config.Mail) (*Mailer, error) {
	return newMailer(cfg, nil)
}

// newMailer trusts roots instead of the system's certificate authorities when roots is set;
// only tests do that, with a certificate they made.
func newMailer(cfg config.Mail, roots *x509.CertPool) (*Mailer, error) {
	m := &Mailer{
		cfg:       cfg,
		tlsConfig: &tls.Config{ServerName: cfg.SMTP.Host, MinVersion: tls.VersionTLS12, RootCAs: roots},
	}
	// Building a client checks the TLS mode and port once, at start.
	if _, err := m.client(); err != nil {
		return nil, err
	}
	return m, nil
}

// Send delivers msg. Errors name the server but never the password, as they end up in logs
// and in the failed job. A failure a later attempt cannot fix (IsTemporary) wraps
// ports.ErrMailRejected; unless redacted, the others wrap go-mail's errors.
func (m *Mailer) Send(ctx context.Context, msg ports.Message) error {
	composed, err := compose.Message(m.cfg.From, msg)
	if err != nil {
		return fmt.Errorf("smtp: %w: %w", ports.ErrMailRejected, err)
	}
	client, err := m.client()
	if err != nil {
		return err
	}
	if err := client.DialAndSendWithContext(ctx, composed); err != nil {
		// Classified before redacting, which gives up the error chain.
		temporary := IsTemporary(err)
		err = m.redact(fmt.Errorf("smtp: delivering through %s:%d: %w", m.cfg.SMTP.Host, m.cfg.SMTP.Port, err))
		if !temporary {
			err = fmt.Errorf("%w: %w", ports.ErrMailRejected, err)
		}
		return err
	}
	return nil
}

// client builds a fresh go-mail client for each message because the LOGIN exchange keeps
// state and go-mail would share one custom authenticator between concurrent connections.
func (m *Mailer) client() (*gomail.Client, error) {
	s := m.cfg.SMTP
	options := []gomail.Option{
		gomail.WithPort(s.Port),
		gomail.WithTimeout(s.Timeout),
		gomail.WithTLSConfig(m.tlsConfig),
	}
	switch s.TLS {
	case "starttls":
		options = append(options, gomail.WithTLSPolicy(gomail.TLSMandatory))
	case "tls":
		options = append(options, gomail.WithSSL())
	case "none":
		options = append(options, gomail.WithTLSPolicy(gomail.NoTLS))
	default:
		return nil, fmt.Errorf("smtp: mail.smtp.tls %q is not valid; choose one of starttls, tls, none", s.TLS)
	}
	if s.Username != "" {
		options = append(options, gomail.WithSMTPAuthCustom(newPlainOrLoginAuth(s.Username, s.Password, s.Host)))
	}
	client, err := gomail.NewClient(s.Host, options...)
	if err != nil {
		return nil, m.redact(fmt.Errorf("smtp: configuring the client for %s:%d: %w", s.Host, s.Port, err))
	}
	return client, nil
}

// redact drops the password from err in the unlikely case a server or library echoes it; the
// error chain is given up then, as keeping it would keep the password reachable.
func (m *Mailer) redact(err error) error {
	password := m.cfg.SMTP.Password
	if password == "" || !strings.Contains(err.Error(), password) {
		return err
	}
	return errors.New(strings.ReplaceAll(err.Error(), password, "[redacted]"))
}
