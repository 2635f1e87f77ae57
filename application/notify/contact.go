package notify

import (
	netmail "net/mail"
	"strings"
	"time"

	"github.com/radscribe/radscribe/domain/support"
	"github.com/radscribe/radscribe/ports"
)

// ContactMessage hands a contact form message to the support team at to, in plain text only
// (what a person typed is never rendered as HTML). Replies go to the author. account is the
// e-mail address of the author's RadScribe account, empty for a visitor.
func ContactMessage(to string, m support.ContactMessage, account string) ports.Message {
	author := (&netmail.Address{Name: m.Name, Address: m.Email}).String()
	signedIn := "no (a visitor)"
	if account != "" {
		signedIn = "yes, as " + account
	}
	lines := []string{
		"A message from the RadScribe contact form.",
		"",
		"From: " + m.Name + " <" + m.Email + ">",
		"Signed in: " + signedIn,
		"Sent: " + m.CreatedAt.UTC().Format(time.DateTime) + " UTC",
		"Subject: " + m.Subject,
		"",
		m.Text,
		"",
		"-- ",
		"Answering this e-mail writes to " + m.Email + ". The tutorials page promises an answer within 24 hours.",
	}
	return ports.Message{
		To:      to,
		Subject: "RadScribe contact form: " + m.Subject,
		Text:    strings.Join(lines, "\n") + "\n",
		ReplyTo: author,
	}
}
