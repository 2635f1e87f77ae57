// Package plaintext holds the rule for text people type into a form: no control characters
// (C0 and C1, DEL) and no bidirectional embeddings, overrides or isolates (U+202A to U+202E,
// U+2066 to U+2069). Nobody types them on purpose; pasted in, they hide or reorder what a
// name, a word or a prompt shows (a name that reads differently than it sorts, a prompt with
// text that the screen does not show), and a NUL is refused by PostgreSQL. Text of several
// lines may hold tabs, line feeds and carriage returns.
package plaintext

import (
	"fmt"
	"unicode/utf8"
)

// Kind is what a field holds.
type Kind int

const (
	// Line is one line of text: a name, a word.
	Line Kind = iota
	// Lines is text that may run over several lines: a prompt, a description.
	Lines
)

// MsgForbidden is the answer to a field with a forbidden character: the field's label and
// the character's code point.
const MsgForbidden = "%s contains an invisible control character (U+%04X). Please remove it."

// Forbidden returns the first character of s that a field of kind may not hold.
func Forbidden(s string, kind Kind) (rune, bool) {
	for _, r := range s {
		if !allowed(r, kind) {
			return r, true
		}
	}
	return 0, false
}

// Problem returns the message for the field labelled label holding s, "" when s is fine.
func Problem(label, s string, kind Kind) string {
	if r, found := Forbidden(s, kind); found {
		return fmt.Sprintf(MsgForbidden, label, r)
	}
	return ""
}

func allowed(r rune, kind Kind) bool {
	switch {
	case r == '\t' || r == '\n' || r == '\r':
		return kind == Lines
	case r < 0x20, r >= 0x7f && r <= 0x9f:
		return false
	case r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069:
		return false
	}
	return true
}

// Field is the rule of one form field: required, at most Max characters, only the characters
// its Kind allows; Required and TooLong are its messages.
type Field struct {
	Label             string
	Kind              Kind
	Max               int
	Required, TooLong string
}

// Problem returns the message for value in the field, "" when value is fine.
func (f Field) Problem(value string) string {
	switch {
	case value == "":
		return f.Required
	case utf8.RuneCountInString(value) > f.Max:
		return f.TooLong
	}
	return Problem(f.Label, value, f.Kind)
}
