// Package support holds the rules of the help a person can ask for: a message sent with the
// contact form (the question form of the tutorials page), and the tutorial videos.
package support

import (
	"strings"
	"time"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/plaintext"
)

// The contact form's validation messages, shown to users verbatim.
const (
	MsgNameRequired    = "Name is required"
	MsgNameTooLong     = "Name must be at most 100 characters"
	MsgSubjectRequired = "Subject is required"
	MsgSubjectTooLong  = "Subject must be at most 200 characters"
	MsgMessageRequired = "Message is required"
	MsgMessageTooLong  = "Message must be at most 5000 characters"
)

// MsgInvalidEmail is the answer to an address that cannot be written back to; the words of
// the sign-in forms.
const MsgInvalidEmail = account.MsgInvalidEmail

// Limits of a contact message, in characters (code points), as the UI counts.
const (
	MaxNameLength    = 100
	MaxSubjectLength = 200
	MaxMessageLength = 5000
)

// Problem is a broken rule of the form itself; its text is shown to the user as it is.
type Problem string

func (p Problem) Error() string { return string(p) }

// Draft is the form as sent.
type Draft struct {
	Name    string
	Email   string
	Subject string
	Message string
}

// ContactMessage is a validated message for the support team. UserID is the signed-in
// sender's account, empty for a visitor.
type ContactMessage struct {
	ID        string
	UserID    string
	Name      string
	Email     string
	Subject   string
	Text      string
	CreatedAt time.Time
}

// NewContactMessage validates a draft: every field is trimmed and required, the address must
// be one mail can be sent back to, the lengths are bounded, and no field may hold an invisible
// control character (the message may run over several lines, the rest may not). The first
// problem in the order of the form is returned.
func NewContactMessage(id, userID string, d Draft, now time.Time) (ContactMessage, error) {
	m := ContactMessage{
		ID: id, UserID: userID, Name: strings.TrimSpace(d.Name), Email: strings.TrimSpace(d.Email),
		Subject: strings.TrimSpace(d.Subject), Text: strings.TrimSpace(d.Message), CreatedAt: now,
	}
	if err := m.validate(); err != nil {
		return ContactMessage{}, err
	}
	return m, nil
}

func (m ContactMessage) validate() error {
	if err := checkText("Name", m.Name, plaintext.Line, MaxNameLength, MsgNameRequired, MsgNameTooLong); err != nil {
		return err
	}
	// The address rule of the sign-in forms also refuses control characters and spaces.
	if !account.ValidEmail(m.Email) {
		return Problem(MsgInvalidEmail)
	}
	if err := checkText("Subject", m.Subject, plaintext.Line, MaxSubjectLength, MsgSubjectRequired, MsgSubjectTooLong); err != nil {
		return err
	}
	return checkText("Message", m.Text, plaintext.Lines, MaxMessageLength, MsgMessageRequired, MsgMessageTooLong)
}

// checkText applies the rules of one trimmed text field labelled label.
func checkText(label, value string, kind plaintext.Kind, maxLength int, required, tooLong string) error {
	field := plaintext.Field{Label: label, Kind: kind, Max: maxLength, Required: required, TooLong: tooLong}
	if msg := field.Problem(value); msg != "" {
		return Problem(msg)
	}
	return nil
}
