package reporting

import (
	"fmt"
	"strings"

	"github.com/radscribe/radscribe/domain/document"
	"github.com/radscribe/radscribe/domain/report"
)

// Contradictions runs the shared rules once over a report's final HTML, whichever writer and
// action produced it, so every path gets the same checks. For a filled template, templateHTML
// is the template it was filled from: its normal sentences left standing are checked against
// the dictation too, and its title ("CT Chest with Contrast") tells the dictation checks which
// anatomy fits. This is the one place the rules run for a request.
func Contradictions(language, reportHTML, templateHTML string) []report.Contradiction {
	var template report.Template
	if templateHTML != "" {
		template = templateOf(report.ReadDocument(templateHTML))
	}
	return contradictionsIn(language, readReportOf(report.ReadDocument(reportHTML)), template)
}

// templateOf is a template as the checks read it: its title and sections, read once.
func templateOf(doc document.Document) report.Template {
	return report.Template{Title: firstLine(titleOf(browserTokens(doc.Source))), Sections: report.SectionsOf(doc)}.Read()
}

// contradictionsIn is Contradictions over a report already read and its template as the
// checks read it (the zero Template is none).
func contradictionsIn(language string, r *readReport, template report.Template) []report.Contradiction {
	return union(
		report.DetectContradictionsInReading(language, r.reading(), template),
		report.CheckImpressions(language, r.doc),
		report.CheckLanguages(language, r.doc),
		report.CheckPlaceholders(language, r.doc),
		report.CheckGradingFields(language, r.doc),
	)
}

// checked is what a request answers: nothing with detection off, else the writer's own
// contradictions followed by the shared rules' ones it did not find.
func checked(detect bool, language string, r *readReport, template report.Template, fromWriter []report.Contradiction) []report.Contradiction {
	if !detect {
		return nil
	}
	return union(fromWriter, contradictionsIn(language, r, template))
}

// union is the writer's contradictions followed by the shared rules' ones it did not find,
// the same text (ignoring case and spacing) counting once; ids are made unique.
func union(lists ...[]report.Contradiction) []report.Contradiction {
	seenText, seenID := map[string]bool{}, map[string]bool{}
	var out []report.Contradiction
	for _, list := range lists {
		for _, c := range list {
			key := strings.ToLower(strings.Join(strings.Fields(c.Text), " "))
			if key == "" || seenText[key] {
				continue
			}
			seenText[key] = true
			for n := len(out) + 1; c.ID == "" || seenID[c.ID]; n++ {
				c.ID = fmt.Sprintf("contradiction-%d", n)
			}
			seenID[c.ID] = true
			out = append(out, c)
		}
	}
	return out
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}
