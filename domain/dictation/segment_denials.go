package dictation

import (
	"slices"
	"strings"

	"github.com/radscribe/radscribe/domain/report"
)

// measuredAfterDenial tells a finding or structure at word i that a size follows, after a
// denial that has named what it denies ("sin consolidaciones nódulo sólido de 7 mm", "kein
// pleuraerguss rundherd von 6 mm"): a denied finding is not measured, so the measured one opens
// the next statement. Left in the denial's sentence, the nodule would read as denied. A side or
// grade right before the noun opens it with it ("ohne harnstau linke niere mit zyste von 3 cm").
func (s *segmenter) measuredAfterDenial(i int) bool {
	noun := i
	if w := s.words[i].lower; s.isModifier(w) || s.sides[w] {
		noun = i + 1
	}
	if noun >= len(s.words) || s.words[i].mark || s.words[i].lineAfter || !s.namesThing(noun) {
		return false
	}
	return s.sizeFollows(noun) && s.deniedBeforeAt(i)
}

// namesThing tells a word that names a finding or lesion of the language's lexicon, or a
// structure. Right after a finding only a structure named whole counts: a word that merely
// begins with a structure's stem there is that finding's adjective ("nódulos pulmonares").
func (s *segmenter) namesThing(k int) bool {
	if s.namesFindingIn(k, k+1) {
		return true
	}
	if _, ok := s.subjectAt(k); !ok {
		return false
	}
	w := s.words[k].lower
	return k == 0 || !s.namesFindingIn(k-1, k) || s.organs[w] || slices.Contains(s.l.subjects, w)
}

// namesFindingIn tells words from to to that name a finding or a lesion of the lexicon.
func (s *segmenter) namesFindingIn(from, to int) bool {
	words := s.bareWords(from, to)
	return report.NamesFinding(s.base, words) || report.NamesLesion(s.base, words)
}

// bareWords are the lower-case words from to to without an elided article ("d'épanchement"
// is "épanchement"), as the lexicon lists them.
func (s *segmenter) bareWords(from, to int) []string {
	out := s.lowerWords(from, to)
	for k, w := range out {
		if a := strings.LastIndexAny(w, "'’"); a >= 0 && a+1 < len(w) {
			out[k] = w[a+len(string([]rune(w[a:])[0])):]
		}
	}
	return out
}

// sizeFollows tells a number and its unit within a noun phrase's length after word k, before
// any mark, opener, verb or list word that would make the size another statement's.
func (s *segmenter) sizeFollows(k int) bool {
	for j := k + 1; j+1 < len(s.words) && j <= k+6; j++ {
		if s.words[j-1].mark || s.words[j-1].lineAfter {
			return false
		}
		w := s.words[j].lower
		if s.isNumber(w) && s.isUnit(s.words[j+1].lower) {
			return true
		}
		if s.startsOpener(j) || s.l.copulas[w] || s.l.alternatives[w] || s.l.predicates[w] {
			return false
		}
	}
	return false
}

// deniedBeforeAt tells a statement that, before word i, denied something it has named: a
// negation, then a finding after it ("no hay derrame pleural", "parénquima sin consolidaciones").
func (s *segmenter) deniedBeforeAt(i int) bool {
	for k := s.statementStart; k < i; k++ {
		// The negation may carry its noun ("pas d'épanchement"): the words after its first one.
		if report.NegationAt(s.base, s.lowerWords(k, i), 0) > 0 && s.namesFindingIn(k+1, i) {
			return true
		}
	}
	return false
}
