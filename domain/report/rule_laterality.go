package report

import "fmt"

// lateralityRule flags an impression statement that puts a finding or organ on one side when
// the findings put it only on the other, with the same polarity ("small left effusion" versus
// "right effusion"). Bilateral statements, and findings that name both sides, never conflict.
func lateralityRule(a *analysis) []found {
	var out []found
	flagged := map[*sentence]bool{}
	for _, m := range a.terms {
		if m.s.section != SectionImpression || flagged[m.s] || !m.strong || (m.side != leftSide && m.side != rightSide) {
			continue
		}
		if sidesOf(a.terms, SectionImpression, m).has(m.side.opposite()) {
			continue
		}
		sides := sidesOf(a.terms, SectionFindings, m)
		if !sides.strongOpposite(m.side) || sides.has(m.side) {
			continue
		}
		flagged[m.s] = true
		msg := a.v.msg
		out = append(out, found{
			rule:         "laterality",
			text:         fmt.Sprintf(msg.laterality, m.surface(), msg.sideName(m.side.opposite()), msg.sideName(m.side), m.s.text),
			sections:     []string{SectionFindings, SectionImpression},
			options:      []string{msg.left, msg.right},
			suggestedFix: msg.fixLaterality,
		})
	}
	for _, f := range a.sizedSideConflicts() {
		if !flagged[f.s] {
			flagged[f.s] = true
			out = append(out, f.found)
		}
	}
	out = append(out, alignedConflicts(a, func(s *sentence) bool { return !flagged[s] })...)
	if f, ok := comparativeConflict(a); ok {
		out = append(out, f)
	}
	if len(out) == 0 {
		if f, ok := oneSidedConflict(a); ok {
			out = append(out, f)
		}
	}
	return out
}

// sideSet is what one section says about a term's side.
type sideSet struct{ left, right, both, strongLeft, strongRight bool }

func (s sideSet) has(sd side) bool {
	return s.both || (sd == leftSide && s.left) || (sd == rightSide && s.right)
}

func (s sideSet) strongOpposite(sd side) bool {
	if sd == leftSide {
		return s.strongRight
	}
	return s.strongLeft
}

// sidesOf collects the sides the mentions of section give the term of m, among statements of the same polarity
// (a denied finding and an affirmed one may sit on different sides).
func sidesOf(ms []mention, section string, m mention) sideSet {
	var s sideSet
	for _, o := range ms {
		if o.s.section != section || o.key != m.key || (o.polarity == negated) != (m.polarity == negated) {
			continue
		}
		switch o.side {
		case leftSide:
			s.left, s.strongLeft = true, s.strongLeft || o.strong
		case rightSide:
			s.right, s.strongRight = true, s.strongRight || o.strong
		case bothSides:
			s.both = true
		}
	}
	return s
}
