package report

import (
	"fmt"

	"github.com/radscribe/radscribe/domain/document"
)

// CheckImpressions flags a report that carries more than one impression, whatever its shape
// (headings or label lines) and whichever writer wrote it.
func CheckImpressions(language string, doc document.Document) []Contradiction {
	n := 0
	for _, s := range doc.SectionsOf(SectionImpression) {
		if len(s.Lines) > 0 || !s.Inline {
			n++
		}
	}
	if n < 2 {
		return nil
	}
	msg := vocabularyFor(language).msg
	return []Contradiction{{
		ID: "impressions-1", Text: fmt.Sprintf(msg.impressions, n), Sections: []string{SectionImpression},
		SuggestedFix: msg.fixImpressions,
	}}
}
