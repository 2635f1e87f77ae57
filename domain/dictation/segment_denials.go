package dictation

import (
	"strings"

	"github.com/radscribe/radscribe/domain/report"
)

// measuredAfterDenial tells a finding or structure at word i that a size follows, after a
// statement that said its predicate or a denial that has named what it denies ("sin consolidaciones nódulo sólido de 7 mm", "kein
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
	return s.sizeFollows(noun) && (s.deniedBeforeAt(i) || s.prepositionDeniedBefore(i) || s.predicateBefore(i))
}

// predicateBefore tells a statement that said what its subject is before word i, in a language
// whose predicates follow their noun ("riñones de tamaño normal", "fegato regolare"): the
// predicate closed it, so a measured finding after it is a statement of its own. Where an
// adjective may stand before its noun ("normal große Niere") a predicate word closes nothing.
func (s *segmenter) predicateBefore(i int) bool {
	if !s.l.adjectivesAfter {
		return false
	}
	for k := s.statementStart; k < i; k++ {
		if (s.l.predicates[s.words[k].lower] && s.predicative(k)) || s.closesClause(k) {
			return true
		}
	}
	return false
}

// prepositionDeniedBefore tells a denying preposition before word i whose object has run two
// content words or more ("sin cambios significativos respecto al previo"): what it denies is
// said, though the lexicon names no finding in it. A negation particle or an opener before
// the noun may still be denying it ("no se identifican claramente nódulos de 5 mm").
func (s *segmenter) prepositionDeniedBefore(i int) bool {
	for k := s.statementStart; k < i; k++ {
		w := s.words[k].lower
		if s.l.negations[w] || s.startsOpener(k) || report.NegationAt(s.base, s.lowerWords(k, k+2), 0) != 1 {
			continue
		}
		content := 0
		for j := k + 1; j < i; j++ {
			if v := s.words[j].lower; !s.l.continuing[v] && !s.l.joins[v] && !s.l.alternatives[v] {
				content++
			}
		}
		return content >= 2
	}
	return false
}

// namesThing tells a word that names a finding or lesion of the language's lexicon, or a
// structure that is no finding's adjective.
func (s *segmenter) namesThing(k int) bool {
	if s.namesFindingIn(k, k+1) {
		return true
	}
	_, ok := s.subjectAt(k)
	return ok && !s.structureAdjective(k)
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

// denialAfterStatement tells a one-word denial before a finding that opens the next statement
// ("non versamento pleurico", "sem adenopatias"). A negation particle before a finding always
// does: it negates a verb inside a statement, never a noun. A preposition of denial ("sin",
// "sem", "ohne") also denies inside a statement ("parénquima sin consolidaciones"): it opens
// one only when the statement before denied a finding of its own, so two denials follow each
// other, or opened with a finding and has placed or measured it ("nódulo de 6 mm en la base").
// A list word that denies ("né", "ni") adds to the denial before it.
func (s *segmenter) denialAfterStatement(i int) bool {
	w := s.words[i].lower
	if i+1 >= len(s.words) || s.words[i].mark || s.words[i].lineAfter || s.l.alternatives[w] || s.insideOpener(i) ||
		report.NegationAt(s.base, s.lowerWords(i, i+2), 0) != 1 {
		return false
	}
	noun := i + 1
	if s.l.qualifiers[s.words[noun].lower] && noun+1 < len(s.words) {
		noun++
	}
	if !s.namesFindingIn(noun, noun+1) {
		return false
	}
	return s.l.negations[w] || s.deniedBeforeAt(i) || s.findingPlaced(i)
}

// findingPlaced tells a statement before word i that opened with a finding, not a structure,
// and then said where it lies or how large it is.
func (s *segmenter) findingPlaced(i int) bool {
	start := s.statementStart
	if s.l.qualifiers[s.words[start].lower] {
		start++
	}
	if start >= i || !s.namesFindingIn(start, start+1) {
		return false
	}
	if _, ok := s.subjectAt(start); ok {
		return false
	}
	for k := start + 1; k < i; k++ {
		if w := s.words[k].lower; s.l.places[w] || (s.isUnit(w) && s.isNumber(s.words[k-1].lower)) {
			return true
		}
	}
	return false
}

// insideOpener tells a word that continues an opener phrase begun before it ("il n'y a pas").
func (s *segmenter) insideOpener(i int) bool {
	for k := max(i-4, 0); k < i; k++ {
		for _, o := range s.l.openers {
			if k+len(o) > i && s.phraseAt(k, o) {
				return true
			}
		}
	}
	return false
}

// measuresNounBefore tells a size right after a noun it measures ("isthmus 3 mm", "tubusspitze
// 3 cm oberhalb der carina"): the noun said nothing of itself yet, so the size is its. After a
// predicate or a clause the size opens the next finding ("lungs clear 3 cm nodule"), and after
// a denied finding too, as nothing denied is measured.
func (s *segmenter) measuresNounBefore(i int) bool {
	p := s.words[i-1].lower
	if s.l.continuing[p] || s.l.joins[p] || s.l.predicates[p] || s.isModifier(p) || s.isNumber(p) || s.isUnit(p) ||
		s.closesClause(i-1) || s.deniedBeforeAt(i) || s.saidClause(s.statementStart, i) {
		return false
	}
	return true
}
