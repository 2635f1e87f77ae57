// Package compose turns a ports.Message into the MIME message both mailers deliver, so the .eml
// files the console mailer writes are exactly what SMTP would send.
package compose

import (
	"crypto/rand"
	"fmt"
	netmail "net/mail"
	"strings"

	gomail "github.com/wneessen/go-mail"

	"github.com/radscribe/radscribe/ports"
)

// Message builds a UTF-8, quoted-printable message from the sender from: a multipart/alternative
// with the plain text first and the HTML last (clients show the last part they understand), or
// the plain text alone when the message has no HTML.
func Message(from string, msg ports.Message) (*gomail.Msg, error) {
	sender, err := netmail.ParseAddress(from)
	if err != nil {
		return nil, fmt.Errorf("sender %q: %w", from, err)
	}
	// No User-Agent header: it would only advertise the library to anyone reading headers.
	m := gomail.NewMsg(gomail.WithNoDefaultUserAgent())
	m.FromMailAddress(sender)
	if err := m.To(msg.To); err != nil {
		return nil, fmt.Errorf("recipient: %w", err)
	}
	if msg.ReplyTo != "" {
		if err := m.ReplyTo(msg.ReplyTo); err != nil {
			return nil, fmt.Errorf("reply-to: %w", err)
		}
	}
	m.Subject(msg.Subject)
	// The library would name the local host; the sender's domain is what receivers expect.
	m.SetMessageIDWithValue(rand.Text() + "@" + domain(sender.Address))
	m.SetBodyString(gomail.TypeTextPlain, msg.Text)
	if msg.HTML != "" {
		m.AddAlternativeString(gomail.TypeTextHTML, msg.HTML)
	}
	return m, nil
}

func domain(address string) string {
	return address[strings.LastIndexByte(address, '@')+1:]
}
