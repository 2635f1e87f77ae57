// Package macro holds a radiologist's macros (AutoText): a short name that, spoken after
// "insert" or typed in the editor, stands for a stored passage with [...] fields to fill.
package macro

import (
	"fmt"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/radscribe/radscribe/domain/lang"
	"github.com/radscribe/radscribe/domain/plaintext"
)

// The product's validation messages, shown to users verbatim.
const (
	MsgNameRequired    = "Macro name is required"
	MsgNameTooLong     = "Macro name must be at most 60 characters"
	MsgNameNoWord      = "Macro name must contain a letter or a digit"
	MsgTextRequired    = "Macro text is required"
	MsgTextTooLong     = "Macro text must be at most 5,000 characters"
	MsgTextMarkup      = "Macro text must be plain text, without HTML tags"
	MsgLanguageInvalid = "Please choose a language from the list"
	MsgTooMany         = "You can have at most 200 macros."
	MsgDuplicate       = "You already have a macro named \"%s\" in this language."
	MsgNotFound        = "Macro not found"
)

// Limits of macros.
const (
	MaxNameLength = 60
	MaxTextLength = 5000
	MaxPerUser    = 200
)

// Problem is a broken rule of the request itself; its text is shown to the user as it is.
type Problem string

func (p Problem) Error() string { return string(p) }

// Conflict is a rule broken by what the user already has (a duplicate, a full list).
type Conflict string

func (c Conflict) Error() string { return string(c) }

// Macro is a named passage. OwnerID is empty for a shared macro, which admins keep.
type Macro struct {
	ID        string
	OwnerID   string
	Name      string
	Language  string
	Text      string
	CreatedAt time.Time
	UpdatedAt time.Time
}

// Shared reports whether the macro is one of the admins' shared macros.
func (m Macro) Shared() bool { return m.OwnerID == "" }

// New validates a macro; an empty language means the default, en. The name's inner spaces
// are collapsed, since it is matched word by word.
func New(id, ownerID, name, language, text string, now time.Time) (Macro, error) {
	m := Macro{ID: id, OwnerID: ownerID, CreatedAt: now}
	if err := m.Edit(name, language, text, now); err != nil {
		return Macro{}, err
	}
	return m, nil
}

// Edit changes the name, language and text after validating them.
func (m *Macro) Edit(name, language, text string, now time.Time) error {
	name = strings.Join(strings.Fields(name), " ")
	language = strings.TrimSpace(language)
	text = strings.TrimSpace(strings.ReplaceAll(text, "\r\n", "\n"))
	if err := checkName(name); err != nil {
		return err
	}
	if language == "" {
		language = lang.Default
	}
	if !lang.IsSelectable(language) {
		return Problem(MsgLanguageInvalid)
	}
	if err := checkText(text); err != nil {
		return err
	}
	m.Name, m.Language, m.Text, m.UpdatedAt = name, language, text, now
	return nil
}

var (
	nameField = plaintext.Field{Label: "Macro name", Kind: plaintext.Line, Max: MaxNameLength, Required: MsgNameRequired, TooLong: MsgNameTooLong}
	textField = plaintext.Field{Label: "Macro text", Kind: plaintext.Lines, Max: MaxTextLength, Required: MsgTextRequired, TooLong: MsgTextTooLong}
)

func checkName(name string) error {
	if msg := nameField.Problem(name); msg != "" {
		return Problem(msg)
	}
	if len(words(name)) == 0 {
		return Problem(MsgNameNoWord)
	}
	return nil
}

func checkText(text string) error {
	if msg := textField.Problem(text); msg != "" {
		return Problem(msg)
	}
	if hasTag(text) {
		return Problem(MsgTextMarkup)
	}
	return nil
}

// hasTag reports whether text holds something a browser would read as markup: "<" followed
// by a letter, "/", "!" or "?". "<5 mm" and "a < b" stay plain text.
func hasTag(text string) bool {
	for i := 0; i < len(text); i++ {
		if text[i] != '<' || i+1 >= len(text) {
			continue
		}
		next, _ := utf8.DecodeRuneInString(text[i+1:])
		if unicode.IsLetter(next) || next == '/' || next == '!' || next == '?' {
			return true
		}
	}
	return false
}

// NameKey is the form of a name that duplicates compare and dictation matches: its words,
// case-folded, single-spaced.
func NameKey(name string) string {
	ws := words(name)
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = strings.ToLower(w.text)
	}
	return joinWords(out)
}

// CheckAdd decides whether a user with count macros may add adding more.
func CheckAdd(count, adding int) error {
	if count+adding > MaxPerUser {
		return Conflict(MsgTooMany)
	}
	return nil
}

// Duplicate is the conflict of a second macro of the same name in the same language.
func Duplicate(name string) Conflict {
	return Conflict(fmt.Sprintf(MsgDuplicate, strings.Join(strings.Fields(name), " ")))
}

// ForLanguage returns the macros a dictation in language may use: the user's own and the
// shared ones that apply to the language (lang.AppliesTo: de macros apply to de-ch), the user's
// own winning over a shared one of the same name. Own macros come first.
func ForLanguage(own, shared []Macro, language string) []Macro {
	fits := func(m Macro) bool { return lang.AppliesTo(m.Language, language) }
	var out []Macro
	taken := map[string]bool{}
	for _, m := range own {
		if fits(m) {
			out = append(out, m)
			taken[NameKey(m.Name)] = true
		}
	}
	for _, m := range shared {
		if fits(m) && !taken[NameKey(m.Name)] {
			out = append(out, m)
			taken[NameKey(m.Name)] = true
		}
	}
	return out
}
