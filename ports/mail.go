package ports

import (
	"context"
	"fmt"
)

// Message is one e-mail with both an HTML and a plain-text body.
type Message struct {
	To      string
	Subject string
	Text    string
	HTML    string
	// ReplyTo, when set, is where replies go instead of the sender (a contact message's author).
	ReplyTo string
}

// Mailer delivers e-mail.
type Mailer interface {
	// Send delivers msg. An error that wraps ErrMailRejected means the message will never be
	// accepted as it is (a permanent 5xx answer, an address that cannot be written); any other
	// error (a 4xx answer, a timeout, a server that is down) may pass on a later attempt.
	Send(ctx context.Context, msg Message) error
}

// ErrMailRejected marks a delivery that failed for good; it wraps ErrJobPointless, so a mail
// job that meets it ends instead of retrying.
var ErrMailRejected = fmt.Errorf("the message was rejected for good (%w)", ErrJobPointless)
