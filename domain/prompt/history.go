package prompt

import (
	"strings"
	"time"
	"unicode/utf8"

	"github.com/radscribe/radscribe/domain/plaintext"
)

// HistoryType is which prompt a saved prompt is a version of.
type HistoryType string

// The prompt types with a history.
const (
	TemplatePopulation HistoryType = "template_population"
	ReportFromScratch  HistoryType = "report_from_scratch"
)

// Limits of the prompt history.
const (
	MaxSavedPerType    = 5
	MaxSavedNameLength = 100
	MaxSavedTextLength = MaxCustomLength
)

// ParseHistoryType accepts the two prompt types that keep a history.
func ParseHistoryType(s string) (HistoryType, error) {
	switch t := HistoryType(s); t {
	case TemplatePopulation, ReportFromScratch:
		return t, nil
	}
	return "", Problem(MsgPromptTypeInvalid)
}

// Title names the type for people, for example in a downloaded file.
func (t HistoryType) Title() string {
	if t == TemplatePopulation {
		return "Template population prompts"
	}
	return "Report from scratch prompts"
}

// Saved is one saved version of a user's prompt.
type Saved struct {
	ID        string
	OwnerID   string
	Type      HistoryType
	Name      string
	Text      string
	CreatedAt time.Time
}

// NewSaved validates a prompt to keep: the name is trimmed, 1 to 100 characters; the text
// must not be blank.
func NewSaved(id, ownerID string, t HistoryType, name, text string, now time.Time) (Saved, error) {
	name = strings.TrimSpace(name)
	switch {
	case strings.TrimSpace(text) == "":
		return Saved{}, Problem(MsgEmptyPrompt)
	case utf8.RuneCountInString(text) > MaxSavedTextLength:
		return Saved{}, Problem(MsgSavedTextTooLong)
	case name == "":
		return Saved{}, Problem(MsgSavedNameRequired)
	case utf8.RuneCountInString(name) > MaxSavedNameLength:
		return Saved{}, Problem(MsgSavedNameTooLong)
	}
	if err := checkText(field{"Prompt name", name, plaintext.Line}, field{"Prompt text", text, plaintext.Lines}); err != nil {
		return Saved{}, err
	}
	if _, err := ParseHistoryType(string(t)); err != nil {
		return Saved{}, err
	}
	return Saved{ID: id, OwnerID: ownerID, Type: t, Name: name, Text: text, CreatedAt: now}, nil
}

// CheckSave decides whether a user with count saved prompts of one type may save another.
func CheckSave(count int) error {
	if count >= MaxSavedPerType {
		return Conflict(MsgSavedLimit)
	}
	return nil
}

// field is one text field of a form, for checkText.
type field struct {
	label, text string
	kind        plaintext.Kind
}

// checkText refuses the first field that holds a control character.
func checkText(fields ...field) error {
	for _, f := range fields {
		if msg := plaintext.Problem(f.label, f.text, f.kind); msg != "" {
			return Problem(msg)
		}
	}
	return nil
}
