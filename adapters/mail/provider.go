// Package mail chooses the mailer named by the configuration.
package mail

import (
	"log/slog"

	"github.com/google/wire"

	"github.com/radscribe/radscribe/adapters/internal/choose"
	"github.com/radscribe/radscribe/adapters/mail/console"
	"github.com/radscribe/radscribe/adapters/mail/smtp"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

// Set provides ports.Mailer from config.Mail.
var Set = wire.NewSet(New)

// New builds only the mailer cfg.Provider names, so SMTP settings are not needed for console.
func New(cfg config.Mail, logger *slog.Logger) (ports.Mailer, error) {
	return choose.One("mail.provider", cfg.Provider, logger, []choose.Option[ports.Mailer]{
		{
			Name:  config.MailProviderConsole,
			Build: func() (ports.Mailer, error) { return console.New(cfg, logger) },
			Ready: "mail ready: messages are logged, not sent",
			Log:   []any{"dir", cfg.Console.Dir},
		},
		{
			Name:  config.MailProviderSMTP,
			Build: func() (ports.Mailer, error) { return smtp.New(cfg) },
			Ready: "mail ready",
			Log:   []any{"host", cfg.SMTP.Host, "port", cfg.SMTP.Port, "tls", cfg.SMTP.TLS},
		},
	})
}
