// Package apperr is the application's error type: a kind the HTTP adapter maps to a status,
// and a message written for the person using the product.
package apperr

import (
	"errors"
	"fmt"
	"math"
	"time"
)

// Kind classifies an error by what the caller can do about it.
type Kind int

// The kinds. Internal is the zero value, so an unclassified error never leaks its text.
const (
	Internal Kind = iota
	Invalid
	Unauthenticated
	Forbidden
	NotFound
	Conflict
	TooLarge
	RateLimited
	Unavailable
	// PaymentRequired is a user without the subscription the use case needs.
	PaymentRequired
	// UnsupportedMedia is an upload whose content is not of a type the server reads.
	UnsupportedMedia
)

// Error carries a user-facing message and, optionally, the cause for the logs and a short
// machine-readable code for the UI to act on (for example "email_not_verified").
type Error struct {
	Kind    Kind
	Message string
	Code    string
	Err     error
	// RetryAfter, on a RateLimited error, is how long until the attempt is allowed again.
	RetryAfter time.Duration
}

func (e *Error) Error() string {
	if e.Err != nil {
		return e.Message + ": " + e.Err.Error()
	}
	return e.Message
}

func (e *Error) Unwrap() error { return e.Err }

// New returns an error of kind with a user-facing message.
func New(kind Kind, message string) *Error { return &Error{Kind: kind, Message: message} }

// Wrap returns an error of kind with a user-facing message and a cause kept for the logs.
func Wrap(kind Kind, message string, cause error) *Error {
	return &Error{Kind: kind, Message: message, Err: cause}
}

// WithCode returns an error of kind with a message and a code the UI can act on.
func WithCode(kind Kind, message, code string) *Error {
	return &Error{Kind: kind, Message: message, Code: code}
}

// TooMany returns a RateLimited error that says when to try again.
func TooMany(message string, retryAfter time.Duration) *Error {
	return &Error{Kind: RateLimited, Message: message, RetryAfter: retryAfter}
}

// WaitText says a wait as a message does: "12 minutes", "40 seconds" or "a moment", rounded up.
func WaitText(d time.Duration) string {
	if minutes := int(math.Ceil(d.Minutes())); minutes > 1 {
		return fmt.Sprintf("%d minutes", minutes)
	}
	if seconds := int(math.Ceil(d.Seconds())); seconds > 1 {
		return fmt.Sprintf("%d seconds", seconds)
	}
	return "a moment"
}

// KindOf returns the kind of err, Internal when it is not an application error.
func KindOf(err error) Kind {
	var appErr *Error
	if errors.As(err, &appErr) {
		return appErr.Kind
	}
	return Internal
}
