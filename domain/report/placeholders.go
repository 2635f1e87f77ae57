package report

import (
	"fmt"
	"slices"
	"strings"

	"github.com/radscribe/radscribe/domain/document"
	"github.com/radscribe/radscribe/domain/template"
)

// placeholderLinesShown is how many lines holding a placeholder are quoted one by one; more are
// counted in the last entry, so a template full of blanks does not bury the other checks.
const placeholderLinesShown = 5

// CheckPlaceholders lists the lines of a report that still hold a template's placeholder
// ("Clinical history: [***]", "measuring ___ mm"): a value the dictation did not give, which the
// radiologist fills in or deletes before signing.
func CheckPlaceholders(language string, doc document.Document) []Contradiction {
	msg := vocabularyFor(language).msg
	var out []Contradiction
	more := 0
	for _, s := range doc.Sections {
		for i, l := range s.Lines {
			marks := template.Placeholders(l.Text)
			if len(marks) == 0 {
				continue
			}
			if len(out) == placeholderLinesShown {
				more++
				continue
			}
			line := l.Text
			if label := lineLabel(s, i); label != "" {
				line = label + ": " + l.Text
			}
			out = append(out, Contradiction{
				ID:           fmt.Sprintf("placeholder-%d", len(out)+1),
				Text:         fmt.Sprintf(msg.placeholder, strings.Join(distinct(marks), " "), line),
				Sections:     []string{sectionOf(s)},
				SuggestedFix: msg.fixPlaceholder,
			})
		}
	}
	if more > 0 {
		out[len(out)-1].Text += " " + fmt.Sprintf(msg.morePlaceholders, more)
	}
	return out
}

// sectionOf names the section a report line stands in: its kind, else findings, where lines
// before any known heading belong.
func sectionOf(s document.Section) string {
	if s.Kind != "" {
		return s.Kind
	}
	return SectionFindings
}

func distinct(words []string) []string {
	var out []string
	for _, w := range words {
		if !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return out
}

// lineLabel is the label a report line is read with: its own, or the heading of an inline
// section ("Comparison: ___") whose first line it is.
func lineLabel(s document.Section, i int) string {
	if l := s.Lines[i]; l.Label != "" || i > 0 || !s.Inline {
		return l.Label
	}
	return s.Heading
}
