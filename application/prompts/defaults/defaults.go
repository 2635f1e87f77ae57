// Package defaults holds the four AI prompts an administrator starts with. The LLM report
// writer uses them for correction, formatting, template filling and generation from scratch,
// and falls back to them when a user's custom prompt fails. The texts live in plain .txt files
// so they can be read and reviewed as prose.
package defaults

import (
	"embed"
	"fmt"
	"strings"
	"unicode/utf8"
)

//go:embed *.txt
var files embed.FS

// The prompt names are fixed: the admin prompt list and the report writer look prompts up by
// them (spec 001 section 6).
const (
	Correction         = "medical_correction_universal"
	ReportGenerator    = "radiology_report_generator"
	TemplatePopulation = "template_population"
	FromScratch        = "report_generation_from_scratch"
)

// Language is "universal" because each prompt works for every dictation language; the
// language travels with the request instead.
const Language = "universal"

// MaxLength is the product's limit on a prompt's length in characters; a default longer than
// a user may type could not be copied into a custom prompt and edited.
const MaxLength = 5000

// Prompt is one default prompt as it is seeded.
type Prompt struct {
	Name        string
	Description string
	Language    string
	Text        string
}

var catalogue = []struct{ name, description string }{
	{Correction, "Fixes speech-recognition errors in medical terms and spoken punctuation without changing what was dictated."},
	{ReportGenerator, "Formats a dictation into a structured report with the language's sections and reports contradictions as JSON."},
	{TemplatePopulation, "Fills a labelled-line template: replaces the normal text of dictated organs and keeps the markup."},
	{FromScratch, "Writes a complete structured report from the dictation alone, without a template."},
}

// All returns the four default prompts in a fixed order.
func All() ([]Prompt, error) {
	out := make([]Prompt, 0, len(catalogue))
	for _, c := range catalogue {
		raw, err := files.ReadFile(c.name + ".txt")
		if err != nil {
			return nil, fmt.Errorf("default prompts: %w", err)
		}
		text := strings.TrimSpace(string(raw))
		if text == "" {
			return nil, fmt.Errorf("default prompts: %s is empty", c.name)
		}
		// Characters, not bytes: the limit is what the user sees in the N/5000 counter.
		if n := utf8.RuneCountInString(text); n > MaxLength {
			return nil, fmt.Errorf("default prompts: %s has %d characters, more than %d", c.name, n, MaxLength)
		}
		out = append(out, Prompt{Name: c.name, Description: c.description, Language: Language, Text: text})
	}
	return out, nil
}
