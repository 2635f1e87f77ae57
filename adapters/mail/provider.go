// Package mail chooses the mailer named by the configuration.
package mail

import (
	"fmt"
	"log/slog"

	"github.com/google/wire"

	"github.com/radscribe/radscribe/adapters/mail/console"
	"github.com/radscribe/radscribe/adapters/mail/smtp"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

// Set provides ports.Mailer from config.Mail.
var Set = wire.NewSet(New)

// New builds only the mailer cfg.Provider names, so SMTP settings are not needed for console.
func New(cfg config.Mail, logger *slog.Logger) (ports.Mailer, error) {
	switch cfg.Provider {
	case "console":
		mailer, err := console.New(cfg, logger)
		if err != nil {
			return nil, err
		}
		logger.Info("mail ready: messages are logged, not sent", "provider", cfg.Provider, "dir", cfg.Console.Dir)
		return mailer, nil
	case "smtp":
		mailer, err := smtp.New(cfg)
		if err != nil {
			return nil, err
		}
		logger.Info("mail ready", "provider", cfg.Provider, "host", cfg.SMTP.Host, "port", cfg.SMTP.Port, "tls", cfg.SMTP.TLS)
		return mailer, nil
	}
	return nil, fmt.Errorf("mail.provider %q is not valid; choose one of console, smtp", cfg.Provider)
}
