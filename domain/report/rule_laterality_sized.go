package report

import "fmt"

// sentenceFound is a contradiction and the impression sentence it is about.
type sentenceFound struct {
	found
	s *sentence
}

// sizedSideConflicts flags a lesion the impression sizes on one side when the findings give
// the same size only on the other ("17 mm nodule in the right lung" versus "17 mm nodule ...
// left").
func (a *analysis) sizedSideConflicts() []sentenceFound {
	var out []sentenceFound
	for _, m := range a.lesions {
		if m.s.section != SectionImpression || !m.strong || (m.side != leftSide && m.side != rightSide) {
			continue
		}
		sizes := a.sizesIn(m)
		if len(sizes) != 1 {
			continue
		}
		same, other := false, false
		for _, f := range a.lesions {
			if f.s.section != SectionFindings || f.key != m.key {
				continue
			}
			for _, fs := range a.sizesIn(f) {
				if fs.overlaps(sizes[0]) {
					same = same || f.side == m.side || f.side == bothSides
					other = other || f.side == m.side.opposite() && f.strong
				}
			}
		}
		if other && !same {
			msg := a.v.msg
			out = append(out, sentenceFound{found{
				rule:         "laterality",
				text:         fmt.Sprintf(msg.laterality, m.surface()+" "+sizes[0].text, msg.sideName(m.side.opposite()), msg.sideName(m.side), m.s.text),
				sections:     []string{SectionFindings, SectionImpression},
				options:      []string{msg.left, msg.right},
				suggestedFix: msg.fixLaterality,
			}, m.s})
		}
	}
	return out
}
