// Package console is the development and self-hosting mailer: it logs every message, code and
// links included, and can drop each one as an .eml file into a directory.
package console

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"time"

	gomail "github.com/wneessen/go-mail"

	"github.com/radscribe/radscribe/adapters/mail/compose"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

// fileTime has fixed-width fractions so file names sort in the order the messages were sent.
const fileTime = "20060102T150405.000000000Z"

// Mailer implements ports.Mailer without delivering anything.
type Mailer struct {
	from   string
	dir    string
	logger *slog.Logger
}

var _ ports.Mailer = (*Mailer)(nil)

// New returns a console mailer; with cfg.Console.Dir set it creates that directory (0700: the
// files hold sign-in codes and reset links) so a wrong path fails at start, not at the first mail.
func New(cfg config.Mail, logger *slog.Logger) (*Mailer, error) {
	if cfg.Console.Dir != "" {
		if err := os.MkdirAll(cfg.Console.Dir, 0o700); err != nil {
			return nil, fmt.Errorf("console mail directory: %w", err)
		}
	}
	return &Mailer{from: cfg.From, dir: cfg.Console.Dir, logger: logger}, nil
}

// Send logs msg, including its plain text so a developer can read the verification code, and
// writes the .eml file when a directory is configured. The message is composed either way, so
// an address SMTP would refuse fails here too, as rejected for good.
func (m *Mailer) Send(ctx context.Context, msg ports.Message) error {
	composed, err := compose.Message(m.from, msg)
	if err != nil {
		return fmt.Errorf("console mail: %w: %w", ports.ErrMailRejected, err)
	}
	attrs := []any{"to", msg.To, "subject", msg.Subject, "text", msg.Text}
	if m.dir != "" {
		path, err := m.writeFile(composed, time.Now())
		if err != nil {
			return fmt.Errorf("console mail: %w", err)
		}
		attrs = append(attrs, "file", path)
	}
	m.logger.InfoContext(ctx, "mail not sent: console mailer", attrs...)
	return nil
}

// writeFile writes the message under a temporary name and renames it into place, so a reader
// polling the directory for *.eml never sees a half-written file.
func (m *Mailer) writeFile(msg *gomail.Msg, now time.Time) (string, error) {
	var suffix [6]byte
	_, _ = rand.Read(suffix[:]) // never fails since Go 1.24
	name := now.UTC().Format(fileTime) + "-" + hex.EncodeToString(suffix[:]) + ".eml"
	tmp, err := os.CreateTemp(m.dir, "."+name+".*.tmp")
	if err != nil {
		return "", fmt.Errorf("creating file: %w", err)
	}
	defer os.Remove(tmp.Name()) // a no-op once renamed
	if _, err := msg.WriteTo(tmp); err != nil {
		_ = tmp.Close()
		return "", fmt.Errorf("writing %s: %w", tmp.Name(), err)
	}
	if err := tmp.Close(); err != nil {
		return "", fmt.Errorf("writing %s: %w", tmp.Name(), err)
	}
	path := filepath.Join(m.dir, name)
	if err := os.Rename(tmp.Name(), path); err != nil {
		return "", fmt.Errorf("moving the message into place: %w", err)
	}
	return path, nil
}
