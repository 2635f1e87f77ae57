package ports

import "context"

// Message is one e-mail with both an HTML and a plain-text body.
type Message struct {
	To      string
	Subject string
	Text    string
	HTML    string
}

// Mailer delivers e-mail.
type Mailer interface {
	Send(ctx context.Context, msg Message) error
}
