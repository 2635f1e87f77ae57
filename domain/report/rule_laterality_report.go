package report

import (
	"fmt"
	"slices"
)

// oneSidedConflict flags findings that name only one side and an impression that names only the
// other, even when they use different words for the finding ("left base opacity" and "right
// lower lobe pneumonia").
func oneSidedConflict(a *analysis) (found, bool) {
	f, _ := onlySide(a, SectionFindings)
	i, at := onlySide(a, SectionImpression)
	if f == noSide || i == noSide || f == i {
		return found{}, false
	}
	msg := a.v.msg
	return found{
		rule:         "laterality",
		text:         fmt.Sprintf(msg.oneSided, msg.sideName(f), msg.sideName(i), at.text),
		sections:     []string{SectionFindings, SectionImpression},
		options:      []string{msg.left, msg.right},
		suggestedFix: msg.fixLaterality,
	}, true
}

// onlySide is the one side a section's statements put findings and organs on, if they name
// exactly one, and where. Denied findings do not count ("no right effusion").
func onlySide(a *analysis, section string) (side, *sentence) {
	result, where := noSide, (*sentence)(nil)
	for _, m := range a.terms {
		if m.s.section != section || m.polarity == negated || !m.strong || (m.side != leftSide && m.side != rightSide) {
			continue
		}
		if result != noSide && result != m.side {
			return noSide, nil
		}
		if result == noSide || m.s == where {
			result, where = m.side, m.s
		}
	}
	return result, where
}

// comparativeConflict flags "left worse than right" in the findings against "right worse than
// left" in the impression.
func comparativeConflict(a *analysis) (found, bool) {
	f, fs, fg := dominantSide(a, SectionFindings)
	i, is, ig := dominantSide(a, SectionImpression)
	if f == noSide || i == noSide || f == i || (fg || ig) && !a.shareTerm(fs, is) {
		return found{}, false
	}
	msg := a.v.msg
	return found{
		rule:         "laterality",
		text:         fmt.Sprintf(msg.comparative, msg.sideName(f), fs.text, msg.sideName(i), is.text),
		sections:     []string{SectionFindings, SectionImpression},
		options:      []string{msg.left, msg.right},
		suggestedFix: msg.fixLaterality,
	}, true
}

// dominantSide is the side a section calls the worse one ("left greater than right", "more
// prominent on the left"), when it says so once or consistently. graded tells that it was read
// from severities or sizes, which say less about what is compared.
func dominantSide(a *analysis, section string) (result side, where *sentence, graded bool) {
	for _, s := range a.sentences {
		if s.section != section {
			continue
		}
		for i, sd := range s.sides {
			if (sd != leftSide && sd != rightSide) || !a.dominant(s, i) {
				continue
			}
			if result != noSide && result != sd {
				return noSide, nil, false
			}
			result, where = sd, s
		}
		if sd := a.gradedDominance(s); sd != noSide {
			if result != noSide && result != sd {
				return noSide, nil, false
			}
			result, where, graded = sd, s, true
		}
	}
	return result, where, graded
}

// gradedDominance is the side a sentence grades higher when it grades each side once ("mild
// left and moderate right effusion", "22 mm on the right and 19 mm on the left").
func (a *analysis) gradedDominance(s *sentence) side {
	grades := map[side][]float64{}
	for i, sd := range s.sides {
		if sd != leftSide && sd != rightSide {
			continue
		}
		if g, ok := a.gradeAt(s, i); ok {
			grades[sd] = append(grades[sd], g)
		}
	}
	l, r := grades[leftSide], grades[rightSide]
	switch {
	case len(l) != 1 || len(r) != 1 || l[0] == r[0]:
		return noSide
	case l[0] > r[0]:
		return leftSide
	}
	return rightSide
}

// gradeAt reads how severe the statement about the side word at i is: a severity word next to
// it ("left small", "moderate right"), else the one size in its clause.
func (a *analysis) gradeAt(s *sentence, i int) (float64, bool) {
	for _, j := range []int{i + 1, i - 1, i - 2} {
		if j < 0 || j >= len(s.words) || s.words[j] == "," || (j == i-2 && s.words[i-1] == ",") {
			continue
		}
		if g, ok := a.v.grades[s.words[j]]; ok {
			return float64(g), true
		}
	}
	sizes := a.sizesIn(mention{s: s, start: i, end: i + 1})
	if len(sizes) != 1 {
		return 0, false
	}
	// Sizes rank above every severity word, so one sentence never mixes the two scales.
	return 100 + slices.Max(sizes[0].mm), true
}

// dominant reports whether the side word at i is called the worse one: a comparison follows
// it and names the other side ("left greater than right"), or a dominance word comes right
// after it ("rechts betont") or just before it ("prominent on the left").
func (a *analysis) dominant(s *sentence, i int) bool {
	w, sd := s.words, s.sides[i]
	if i+2 < len(w) && (s.is(i+1, clsComparative) || s.is(i+2, clsComparative)) {
		for j := i + 2; j < min(i+5, len(w)); j++ {
			if s.sides[j] == sd.opposite() {
				return true
			}
		}
	}
	if i+1 < len(w) && s.is(i+1, clsDominance) {
		return true
	}
	for j := i - 1; j >= max(0, i-3); j-- {
		if s.is(j, clsDominance) {
			return true
		}
		if !s.is(j, clsLinking) {
			return false
		}
	}
	return false
}

// shareTerm reports whether two sentences name a common finding or place, so that what they
// say about sides can be compared.
func (a *analysis) shareTerm(x, y *sentence) bool {
	keys := map[string]bool{}
	for _, m := range a.terms {
		if m.s == x {
			keys[m.key] = true
		}
	}
	for _, m := range a.terms {
		if m.s == y && keys[m.key] {
			return true
		}
	}
	return false
}
