package account

import (
	"strings"
	"unicode/utf8"

	"github.com/radscribe/radscribe/domain/plaintext"
)

// FieldErrors maps a request field to the first problem found with it.
type FieldErrors map[string]string

// First returns the message of the first invalid field in the order given, for answers that
// carry a single message.
func (f FieldErrors) First(order ...string) string {
	for _, field := range order {
		if msg, ok := f[field]; ok {
			return msg
		}
	}
	return ""
}

// Registration is the sign-up form.
type Registration struct {
	Email, Password, ConfirmPassword, FirstName, LastName string
}

// MaxNameLength bounds first and last names.
const MaxNameLength = 100

// nameLabels name the name fields in messages.
var nameLabels = map[string]string{"firstName": "First name", "lastName": "Last name"}

// Validate checks the sign-up form with the spec's messages.
func (r Registration) Validate() FieldErrors {
	errs := FieldErrors{}
	if !ValidEmail(r.Email) {
		errs["email"] = MsgInvalidEmail
	}
	if msg := PasswordProblem(r.Password); msg != "" {
		errs["password"] = msg
	}
	if r.ConfirmPassword != r.Password {
		errs["confirmPassword"] = MsgPasswordsMismatch
	}
	for field, value := range map[string]string{"firstName": r.FirstName, "lastName": r.LastName} {
		switch {
		case strings.TrimSpace(value) == "" && field == "firstName":
			errs[field] = MsgFirstNameRequired
		case strings.TrimSpace(value) == "":
			errs[field] = MsgLastNameRequired
		case utf8.RuneCountInString(value) > MaxNameLength:
			errs[field] = MsgNameTooLong
		case plaintext.Problem(nameLabels[field], strings.TrimSpace(value), plaintext.Line) != "":
			errs[field] = plaintext.Problem(nameLabels[field], strings.TrimSpace(value), plaintext.Line)
		}
	}
	return errs
}

// RegistrationFieldOrder is the order of the form, for FieldErrors.First.
var RegistrationFieldOrder = []string{"firstName", "lastName", "email", "password", "confirmPassword"}

// ValidateLogin checks the sign-in form.
func ValidateLogin(email, password string) FieldErrors {
	errs := FieldErrors{}
	if !ValidEmail(email) {
		errs["email"] = MsgInvalidEmail
	}
	if password == "" {
		errs["password"] = MsgPasswordRequired
	}
	return errs
}

// ValidCodeFormat reports whether code is exactly six ASCII digits.
func ValidCodeFormat(code string) bool {
	if len(code) != CodeLength {
		return false
	}
	for _, c := range code {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
