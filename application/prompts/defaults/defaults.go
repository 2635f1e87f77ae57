// Package defaults holds the AI prompts an administrator starts with. The LLM report writer
// uses them for correction, formatting, template filling, generation from scratch and the
// impression written from a report's findings, and falls back to them when a user's custom
// prompt fails. The texts live in plain .txt files so they can be read and reviewed as prose.
package defaults

import (
	"embed"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/radscribe/radscribe/domain/lang"
	"github.com/radscribe/radscribe/domain/prompt"
)

//go:embed *.txt
var files embed.FS

// Prompt is one default prompt as it is seeded.
type Prompt struct {
	Name        string
	Description string
	Language    string
	Text        string
}

// catalogue names the defaults by the names the admin prompt list and the report writer look
// them up by (spec 001 section 6); each text is in the file of that name.
var catalogue = []struct{ name, description string }{
	{prompt.NameCorrection, "Fixes speech-recognition errors in medical terms and spoken punctuation without changing what was dictated."},
	{prompt.NameReportGenerator, "Formats a dictation into a structured report with the language's sections and reports contradictions as JSON."},
	{prompt.NameTemplatePopulation, "Fills a labelled-line template: replaces the normal text of dictated organs and keeps the markup."},
	{prompt.NameReportFromScratch, "Writes a complete structured report from the dictation alone, without a template."},
	{prompt.NameImpression, "Writes a report's impression from its findings as they stand, after the radiologist's edits, as JSON lines."},
}

// All returns the default prompts in a fixed order.
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
		// A default longer than a custom prompt may be could not be copied into one and edited.
		// Characters, not bytes: the limit is what the user sees in the N/5000 counter.
		if n := utf8.RuneCountInString(text); n > prompt.MaxCustomLength {
			return nil, fmt.Errorf("default prompts: %s has %d characters, more than %d", c.name, n, prompt.MaxCustomLength)
		}
		// Universal: each prompt works for every dictation language, which travels with the
		// request instead.
		out = append(out, Prompt{Name: c.name, Description: c.description, Language: lang.Universal, Text: text})
	}
	return out, nil
}
