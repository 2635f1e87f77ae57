package report

import "fmt"

// negationRule flags a finding denied in one of findings and impression and affirmed in the
// other ("no pleural effusion" versus "small pleural effusion"). Sides and places must be
// compatible: "no right effusion" and "left effusion" agree, so do "no rib fracture" and
// "compression fracture of T12". A section that itself both denies and affirms the
// finding is left alone, uncertain statements count as neither, and a qualified denial ("no
// large effusion") denies only a claim with its qualifiers ("large effusion").
func negationRule(a *analysis) []found {
	findings, impression := a.inSection(SectionFindings), a.inSection(SectionImpression)
	var out []found
	done := map[string]bool{}
	for _, pair := range [][2][]mention{{findings, impression}, {impression, findings}} {
		for _, denied := range pair[0] {
			if !denied.denial() || done[denied.key] {
				continue
			}
			claimed, ok := a.affirmedAgainst(pair[1], denied, true)
			if !ok {
				continue
			}
			// A section that affirms the finding anywhere, at a place apart or not, is left
			// alone: its denial reads as about a place of its own.
			if _, mixed := a.affirmedAgainst(pair[0], denied, false); mixed {
				continue
			}
			done[denied.key] = true
			msg := a.v.msg
			out = append(out, found{
				rule: "negation",
				text: fmt.Sprintf(msg.negation, deniedName(denied, claimed), msg.sectionName(denied.s.section), denied.s.text,
					msg.sectionName(claimed.s.section), claimed.s.text),
				sections:     []string{SectionFindings, SectionImpression},
				options:      []string{msg.present, msg.absent},
				suggestedFix: fmt.Sprintf(msg.fixNegation, deniedName(denied, claimed)),
			})
		}
	}
	return out
}

// affirmedAgainst returns the first mention in ms affirming what denied denies, with places
// at a place that may be the same.
func (a *analysis) affirmedAgainst(ms []mention, denied mention, places bool) (mention, bool) {
	for _, m := range ms {
		if denied.denies(m) && (!places || !a.placesApart(denied, m)) {
			return m, true
		}
	}
	return mention{}, false
}

// sidesCompatible reports whether two statements can be about the same thing.
func sidesCompatible(a, b side) bool {
	return a == noSide || b == noSide || a == bothSides || b == bothSides || a == b
}
