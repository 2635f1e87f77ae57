package report

import (
	"fmt"
	"strings"

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

// CheckLanguages flags a report whose section headings are written in different languages
// ("Befund" above "Impression" that only English has), as a writer that mixed the template's
// language with another's would leave it. A heading several languages share counts for none.
func CheckLanguages(language string, doc document.Document) []Contradiction {
	seen := map[string]string{} // language -> its first heading
	var order []string
	for _, s := range doc.Sections {
		if s.Heading == "" {
			continue
		}
		code, ok := LanguageOfHeadings([]string{s.Heading})
		if !ok {
			continue
		}
		if _, known := seen[code]; !known {
			seen[code] = s.Heading
			order = append(order, code)
		}
	}
	if len(order) < 2 {
		return nil
	}
	headingsOf := make([]string, len(order))
	for i, code := range order {
		headingsOf[i] = "“" + seen[code] + "”"
	}
	msg := vocabularyFor(language).msg
	return []Contradiction{{
		ID: "languages-1", Text: fmt.Sprintf(msg.mixedLanguages, strings.Join(headingsOf, ", ")), Sections: []string{SectionFindings, SectionImpression},
		SuggestedFix: msg.fixLanguages,
	}}
}
