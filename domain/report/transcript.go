package report

import (
	"strings"
	"unicode/utf8"
)

// MaxTranscriptLength bounds a transcript in characters (code points): about an hour of
// dictation, far above any report, and small enough for an LLM's context.
const MaxTranscriptLength = 50000

// The transcript's messages, shown to users verbatim (spec 000, section 8, and the product's own).
const (
	MsgNoTranscript      = "Please paste your external transcript first."
	MsgTranscriptTooLong = "The transcript is too long: at most 50,000 characters."
)

// CheckTranscript refuses a blank transcript and one longer than MaxTranscriptLength.
func CheckTranscript(text string) error {
	switch {
	case strings.TrimSpace(text) == "":
		return Problem(MsgNoTranscript)
	case utf8.RuneCountInString(text) > MaxTranscriptLength:
		return Problem(MsgTranscriptTooLong)
	}
	return nil
}
