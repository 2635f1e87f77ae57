// Package vocabulary holds a user's personal corrections: a word the speech engine writes
// wrongly and the word it should be, per language.
package vocabulary

import (
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/radscribe/radscribe/domain/lang"
	"github.com/radscribe/radscribe/domain/plaintext"
)

// The spec's validation messages and the product's own, shown to users verbatim.
const (
	MsgOriginalRequired  = "Original word is required"
	MsgCorrectedRequired = "Corrected word is required"
	MsgOriginalTooLong   = "Original word must be at most 200 characters"
	MsgCorrectedTooLong  = "Corrected word must be at most 200 characters"
	MsgLanguageInvalid   = "Please choose a language from the list"
	MsgTooMany           = "You can have at most 2000 vocabulary entries."
	MsgDuplicate         = "You already have a correction for \"%s\" in this language."
	MsgNotFound          = "Vocabulary entry not found"
)

// Limits of the vocabulary.
const (
	MaxWordLength = 200
	MaxEntries    = 2000
)

// Problem is a broken rule of the request itself; its text is shown to the user as it is.
type Problem string

func (p Problem) Error() string { return string(p) }

// Conflict is a rule broken by what the user already has (a duplicate, a full list).
type Conflict string

func (c Conflict) Error() string { return string(c) }

// Entry is one correction. Frequency counts how often it was applied.
type Entry struct {
	ID            string
	OwnerID       string
	OriginalWord  string
	CorrectedWord string
	Language      string
	Frequency     int
	CreatedAt     time.Time
}

// NewEntry validates a correction; an empty language means the default, en.
func NewEntry(id, ownerID, original, corrected, language string, now time.Time) (Entry, error) {
	original, corrected, language = strings.TrimSpace(original), strings.TrimSpace(corrected), strings.TrimSpace(language)
	switch {
	case original == "":
		return Entry{}, Problem(MsgOriginalRequired)
	case utf8.RuneCountInString(original) > MaxWordLength:
		return Entry{}, Problem(MsgOriginalTooLong)
	case corrected == "":
		return Entry{}, Problem(MsgCorrectedRequired)
	case utf8.RuneCountInString(corrected) > MaxWordLength:
		return Entry{}, Problem(MsgCorrectedTooLong)
	}
	for _, word := range [][2]string{{"Original word", original}, {"Corrected word", corrected}} {
		if msg := plaintext.Problem(word[0], word[1], plaintext.Line); msg != "" {
			return Entry{}, Problem(msg)
		}
	}
	if language == "" {
		language = lang.Default
	}
	if !lang.IsSelectable(language) {
		return Entry{}, Problem(MsgLanguageInvalid)
	}
	return Entry{ID: id, OwnerID: ownerID, OriginalWord: original, CorrectedWord: corrected, Language: language, CreatedAt: now}, nil
}

// OriginalKey is the form of the original word that duplicates compare: case-folded, since
// matching a dictated word ignores case.
func OriginalKey(original string) string { return strings.ToLower(strings.TrimSpace(original)) }

// CheckAdd decides whether a user with count entries may add another.
func CheckAdd(count int) error {
	if count >= MaxEntries {
		return Conflict(MsgTooMany)
	}
	return nil
}

// Duplicate is the conflict of a second correction of the same word in the same language.
func Duplicate(original string) Conflict {
	return Conflict(fmt.Sprintf(MsgDuplicate, strings.TrimSpace(original)))
}
