package prompt

import (
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/radscribe/radscribe/domain/lang"
	"github.com/radscribe/radscribe/domain/plaintext"
)

// The names of the default prompts the report engine looks up.
const (
	NameCorrection         = "medical_correction_universal"
	NameReportGenerator    = "radiology_report_generator"
	NameTemplatePopulation = "template_population"
	NameReportFromScratch  = "report_generation_from_scratch"
	// NameImpression writes a report's impression from its findings as they stand.
	NameImpression = "impression_writing"
)

// Limits of an admin prompt.
const (
	MaxNameLength        = 200
	MaxDescriptionLength = 1000
	MaxTextLength        = 50000
)

// AI is a prompt the admin manages; the report engine uses it by name and language.
type AI struct {
	ID          string
	Name        string
	Description string
	Text        string
	Language    string
	CreatedAt   time.Time
	UpdatedAt   time.Time
}

// AIDraft is an admin prompt as the form sends it.
type AIDraft struct {
	Name, Description, Text, Language string
}

// NewAI validates a new admin prompt; an empty language means universal.
func NewAI(id string, d AIDraft, now time.Time) (AI, error) {
	p := AI{ID: id, CreatedAt: now}
	if err := p.Change(d, now); err != nil {
		return AI{}, err
	}
	return p, nil
}

// Change replaces the fields of p with those of d; on a broken rule p is left as it was.
func (p *AI) Change(d AIDraft, now time.Time) error {
	name, description, language := strings.TrimSpace(d.Name), strings.TrimSpace(d.Description), strings.TrimSpace(d.Language)
	switch {
	case name == "":
		return Problem(MsgNameRequired)
	case utf8.RuneCountInString(name) > MaxNameLength:
		return Problem(MsgNameTooLong)
	case utf8.RuneCountInString(description) > MaxDescriptionLength:
		return Problem(MsgDescriptionTooLong)
	case strings.TrimSpace(d.Text) == "":
		return Problem(MsgTextRequired)
	case utf8.RuneCountInString(d.Text) > MaxTextLength:
		return Problem(MsgTextTooLong)
	}
	err := checkText(field{"Prompt name", name, plaintext.Line}, field{"Description", description, plaintext.Lines},
		field{"Prompt text", d.Text, plaintext.Lines})
	if err != nil {
		return err
	}
	if language == "" {
		language = lang.Universal
	}
	if !lang.IsPromptLanguage(language) {
		return Problem(MsgLanguageInvalid)
	}
	p.Name, p.Description, p.Text, p.Language, p.UpdatedAt = name, description, d.Text, language, now
	return nil
}

// NameTaken is the conflict of a second prompt with the same name and language.
func NameTaken(name string) Conflict {
	return Conflict(fmt.Sprintf(MsgPromptNameTaken, strings.TrimSpace(name)))
}

// VisibleToAdmin is the admin list's rule (spec 001 section 6): the default names,
// names containing "master" (in any letter case), and universal prompts.
func (p AI) VisibleToAdmin() bool {
	switch p.Name {
	case NameCorrection, NameReportGenerator, NameTemplatePopulation, NameReportFromScratch, NameImpression:
		return true
	}
	return strings.Contains(strings.ToLower(p.Name), "master") || p.Language == lang.Universal
}
