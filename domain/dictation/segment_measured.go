package dictation

import "github.com/radscribe/radscribe/domain/report"

// Sizes in dictation: a measured finding opens its own statement, and a size stays with the
// noun it measures.

// measuredFindingOpens tells a finding or structure at word i that a size follows, after a
// statement that said its predicate or a denial that has named what it denies ("sin
// consolidaciones nódulo sólido de 7 mm", "kein pleuraerguss rundherd von 6 mm"): a denied
// finding is not measured, so the measured one opens the next statement. Left in the denial's sentence, the nodule would read as denied. A side or
// grade right before the noun opens it with it ("ohne harnstau linke niere mit zyste von 3 cm"),
// and in English so do the adjectives the modifiers do not list after a finding's noun ("without
// consolidation | solid nodule of 7 mm").
func (s *segmenter) measuredFindingOpens(i int) bool {
	noun := i
	if w := s.words[i].lower; s.isModifier(w) || s.sides[w] {
		noun = i + 1
	} else if s.telegraphic() != nil && s.namesFindingIn(i-1, i) && s.termEndsAt(i-1) {
		noun = s.describedNounAt(i)
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
// said, though the lexicon names no finding in it. A negation particle or a negated verb before
// the noun may still be denying it ("no se identifican claramente nódulos de 5 mm"); a
// preposition that opens the statement does not ("sin signos de hepatopatía crónica | lesión
// focal de 2,3 cm").
func (s *segmenter) prepositionDeniedBefore(i int) bool {
	for k := s.statementStart; k < i; k++ {
		w := s.words[k].lower
		if s.l.negations[w] || s.verbFirstAt(k) || report.NegationAt(s.base, s.lowerWords(k, k+2), 0) != 1 {
			continue
		}
		content := 0
		for j := k + 1; j < i; j++ {
			if v := s.words[j].lower; !s.l.continuing[v] && !s.l.joins[v] && !s.l.alternatives[v] {
				content++
			}
		}
		// One word is object enough before a lesion: "sans calcification | nodule isthmique de 6 mm".
		return content >= 2 || (content == 1 && s.namesLesionAt(i))
	}
	return false
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

// measuresNounBefore tells a size right after a noun it measures ("isthmus 3 mm", "tubusspitze
// 3 cm oberhalb der carina"): the noun said nothing of itself yet, so the size is its. After a
// predicate or a clause the size opens the next finding ("lungs clear 3 cm nodule"), and after
// a denied finding too, as nothing denied is measured; and after a finding, where sizes stand
// before their noun, when the finding it describes follows ("small pleural effusion | 1 cm
// right upper lobe nodule", not "right kidney 3 mm calculus").
func (s *segmenter) measuresNounBefore(i int) bool {
	p := s.words[i-1].lower
	if s.l.continuing[p] || s.l.joins[p] || s.l.predicates[p] || s.isModifier(p) || s.isNumber(p) || s.isUnit(p) ||
		s.deniedBeforeAt(i) || (s.l.sidesBefore && !s.l.sizesAfterNoun && s.namesFindingIn(i-1, i) && s.findingWithin(i+1, sizedFindingWords)) {
		return false
	}
	return s.l.sizesAfterNoun || (!s.closesClause(i-1) && !s.saidClause(s.statementStart, i))
}

// sizedFindingWords is how far after a size's unit the finding it describes may start ("1 cm
// right upper lobe nodule").
const sizedFindingWords = 5
