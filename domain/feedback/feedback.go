// Package feedback holds a user's rating of a produced report: positive or negative, for
// negative ones an optional category and text, and how the report was made. A feedback row
// never carries the transcript or the report itself.
package feedback

import (
	"strings"
	"time"
	"unicode/utf8"

	"github.com/radscribe/radscribe/domain/lang"
)

// The product's validation messages, shown to users verbatim.
const (
	MsgTypeInvalid          = "Feedback type must be positive or negative"
	MsgCategoryInvalid      = "Please choose a valid feedback category"
	MsgCategoryOnlyNegative = "Only negative feedback can have a category"
	MsgTextTooLong          = "Feedback text must be at most 500 characters"
	MsgLanguageInvalid      = "Please choose a language from the list"
	MsgInputMethodInvalid   = "Input method must be voice_recording or external_transcript"
	MsgTemplateNameTooLong  = "Template name must be at most 200 characters"
	MsgIDTooLong            = "Recording, session and template ids must be at most 64 characters"
)

// Limits of a feedback row, in characters (code points), as the UI counts.
const (
	MaxTextLength         = 500
	MaxTemplateNameLength = 200
	MaxIDLength           = 64
)

// Problem is a broken rule of the request itself; its text is shown to the user as it is.
type Problem string

func (p Problem) Error() string { return string(p) }

// Type is the rating.
type Type string

// The ratings.
const (
	Positive Type = "positive"
	Negative Type = "negative"
)

// Category is what a negative rating is about; empty means none was chosen.
type Category string

// The categories of the spec.
const (
	Formatting    Category = "formatting"
	Transcription Category = "transcription"
	MissingTerms  Category = "missing_terms"
	Other         Category = "other"
)

// InputMethod is how the transcript of the rated report was made.
type InputMethod string

// The input methods: the voice panel or a pasted transcript.
const (
	VoiceRecording     InputMethod = "voice_recording"
	ExternalTranscript InputMethod = "external_transcript"
)

// Draft is a rating as submitted; empty strings mean the field was not given.
type Draft struct {
	Type         string
	Category     string
	Text         string
	RecordingID  string
	SessionID    string
	Language     string
	InputMethod  string
	TemplateUsed bool
	TemplateID   string
	TemplateName string
}

// Feedback is one stored rating. Empty strings are absent values (null in answers).
type Feedback struct {
	ID           string
	UserID       string
	Type         Type
	Category     Category
	Text         string
	RecordingID  string
	SessionID    string
	Language     string
	InputMethod  InputMethod
	TemplateUsed bool
	TemplateID   string
	TemplateName string
	CreatedAt    time.Time
}

// New validates a draft. Text, ids and the template name are trimmed and blank means absent;
// an empty language means the default, en.
func New(id, userID string, d Draft, now time.Time) (Feedback, error) {
	f := Feedback{
		ID: id, UserID: userID, Type: Type(strings.TrimSpace(d.Type)), Category: Category(strings.TrimSpace(d.Category)),
		Text: strings.TrimSpace(d.Text), RecordingID: strings.TrimSpace(d.RecordingID), SessionID: strings.TrimSpace(d.SessionID),
		Language: strings.TrimSpace(d.Language), InputMethod: InputMethod(strings.TrimSpace(d.InputMethod)),
		TemplateUsed: d.TemplateUsed, TemplateID: strings.TrimSpace(d.TemplateID), TemplateName: strings.TrimSpace(d.TemplateName),
		CreatedAt: now,
	}
	if f.Language == "" {
		f.Language = lang.Default
	}
	if err := f.validate(); err != nil {
		return Feedback{}, err
	}
	return f, nil
}

func (f Feedback) validate() error {
	switch {
	case f.Type != Positive && f.Type != Negative:
		return Problem(MsgTypeInvalid)
	case f.Type == Positive && f.Category != "":
		return Problem(MsgCategoryOnlyNegative)
	case f.Category != "" && !f.Category.valid():
		return Problem(MsgCategoryInvalid)
	case utf8.RuneCountInString(f.Text) > MaxTextLength:
		return Problem(MsgTextTooLong)
	case !lang.IsSelectable(f.Language):
		return Problem(MsgLanguageInvalid)
	case f.InputMethod != VoiceRecording && f.InputMethod != ExternalTranscript:
		return Problem(MsgInputMethodInvalid)
	case utf8.RuneCountInString(f.TemplateName) > MaxTemplateNameLength:
		return Problem(MsgTemplateNameTooLong)
	}
	for _, id := range []string{f.RecordingID, f.SessionID, f.TemplateID} {
		if utf8.RuneCountInString(id) > MaxIDLength {
			return Problem(MsgIDTooLong)
		}
	}
	return nil
}

func (c Category) valid() bool {
	switch c {
	case Formatting, Transcription, MissingTerms, Other:
		return true
	}
	return false
}
