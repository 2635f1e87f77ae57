package report

import (
	"fmt"

	"github.com/radscribe/radscribe/domain/document"
)

// incidentalFindings are findings a normal impression may stand beside: chronic or incidental
// ones a radiologist leaves out of "No acute cardiopulmonary abnormality."
var incidentalFindings = map[string]bool{"granuloma": true, "scar": true, "scoliosis": true, "atrophy": true, "bulla": true, "lymph node": true}

// templateImpressionRule flags a filled report whose impression is still the template's own
// text ("Negative chest.", "Normal.") while the dictated findings report a finding: the
// template's default was meant for a normal study.
func templateImpressionRule(a *analysis) []found {
	var standing *sentence
	for _, s := range a.sentences {
		if s.fromTemplate && s.section == SectionImpression {
			standing = s
			break
		}
	}
	if standing == nil {
		return nil
	}
	for _, m := range a.findings {
		if m.s.fromTemplate || m.s.section != SectionFindings || m.polarity != affirmed || incidentalFindings[m.key] {
			continue
		}
		msg := a.v.msg
		return []found{{
			rule:         "template-impression",
			text:         fmt.Sprintf(msg.templateImpression, standing.text, m.surface(), m.s.text),
			sections:     []string{SectionFindings, SectionImpression},
			options:      []string{msg.present, msg.absent},
			suggestedFix: msg.fixImpression,
		}}
	}
	return nil
}

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
