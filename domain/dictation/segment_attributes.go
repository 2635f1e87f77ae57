package dictation

import "strings"

// attributeOpens tells an inflected adjective right after a noun phrase and before its own
// noun ("mäßiger gelenkerguss | horizontaler riss", "innenmeniskus | vorderes kreuzband"):
// German inflects an adjective only before its noun and says a predicate after it uninflected
// ("leber verfettet"), so an inflected one after a noun starts the next noun phrase.
func (s *segmenter) attributeOpens(i int) bool {
	if len(s.l.attributeStems) == 0 || i+1 >= len(s.words) || s.words[i-1].mark || s.words[i].mark || !s.attribute(i) {
		return false
	}
	p := s.words[i-1].lower
	// A side said after its noun is uninflected ("links") and ends the phrase; an inflected one
	// waits for its noun ("linke").
	before := s.isModifier(p) && !(s.sides[p] && !s.inflected(p))
	if s.l.continuing[p] || s.l.joins[p] || s.l.copulas[p] || s.l.negations[p] || before || s.isNumber(p) || s.attribute(i-1) {
		return false
	}
	return s.nounWord(i + 1)
}

// attribute tells an inflected adjective at word k: a listed grade or modifier, or an
// adjective's stem with an inflection; no finding, organ or side.
func (s *segmenter) attribute(k int) bool {
	w := s.words[k].lower
	if s.sides[w] || s.namesThing(k) {
		return false
	}
	if s.l.qualifiers[w] || s.l.modifiers[w] {
		return s.inflected(w)
	}
	return s.stemWithEnding(w, s.l.attributeInflections)
}

// stemWithEnding tells a word that is an adjective's stem with one of endings.
func (s *segmenter) stemWithEnding(w string, endings []string) bool {
	for _, in := range endings {
		stem, ok := strings.CutSuffix(w, in)
		if !ok {
			continue
		}
		for _, e := range s.l.attributeStems {
			if strings.HasSuffix(stem, e) && len(stem) > len(e)+1 {
				return true
			}
		}
	}
	return false
}

// inflected tells a word that ends in one of the language's adjective inflections.
func (s *segmenter) inflected(w string) bool {
	for _, in := range s.l.attributeInflections {
		if strings.HasSuffix(w, in) {
			return true
		}
	}
	return false
}

// nounWord tells a content word that may be a noun or another adjective before it ("solider
// echoarmer knoten"): no function word, verb, predicate, number, unit or side.
func (s *segmenter) nounWord(k int) bool {
	w := s.words[k].lower
	return !s.l.continuing[w] && !s.l.joins[w] && !s.l.copulas[w] && !s.l.predicates[w] && !s.l.negations[w] &&
		!s.isNumber(w) && !s.isUnit(w) && !s.sides[w]
}

// sideAfterNoun tells an uninflected side where sides also stand inflected before their noun
// ("kelchgruppe links", not "linke niere"): said after its noun, it ends the phrase.
func (s *segmenter) sideAfterNoun(k int) bool {
	w := s.words[k].lower
	return len(s.l.attributeInflections) > 0 && s.sides[w] && !s.inflected(w) && k > 0 && s.nounWord(k-1) && !s.attribute(k-1)
}

// obliqueAttribute tells a word with an oblique adjective ending that names nothing ("mit
// normal weitem spinalkanal"): it waits for its noun.
func (s *segmenter) obliqueAttribute(k int) bool {
	w := s.words[k].lower
	for _, e := range s.l.obliqueInflections {
		if strings.HasSuffix(w, e) && !s.namesThing(k) {
			return true
		}
	}
	return false
}

// weakAttribute tells an adjective with a weak inflection right after an article or a
// preposition, before a content word ("des vorderen | kreuzbandes" is no boundary): it waits
// for its noun.
func (s *segmenter) weakAttribute(k int) bool {
	// A word that names a structure is its noun, unless a noun follows that it describes ("die
	// mediastinalen | lymphknoten").
	if k == 0 || k+1 >= len(s.words) || s.words[k-1].mark || s.words[k].mark || !s.l.continuing[s.words[k-1].lower] ||
		(s.namesThing(k) && !s.namesThing(k+1)) || !s.nounWord(k+1) {
		return false
	}
	return s.stemWithEnding(s.words[k].lower, s.l.weakInflections)
}

// findingAfterNoun tells a finding right after a noun where adjectives are inflected before
// their noun ("kleiner gelenkerguss | knochenmarködem", "ruptur des vorderen kreuzbandes |
// innenmeniskusriss"): an adjective of the finding would stand before it, so two nouns in a
// row are two noun phrases. The noun before must name a finding, or a structure that is an
// article's or preposition's object: a structure that opens the statement may be a compound a
// speech engine split ("knochenmark ödem"). Not after a denial, whose list it may continue.
func (s *segmenter) findingAfterNoun(i int) bool {
	if len(s.l.weakInflections) == 0 || s.words[i-1].mark || s.words[i-1].lineAfter || !s.namesFindingIn(i, i+1) ||
		!s.namesThing(i-1) || s.attribute(i-1) {
		return false
	}
	return (s.namesFindingIn(i-1, i) || s.objectAt(i-1)) && !s.deniedInStatement(i)
}

// objectAt tells a noun at word k that an article or preposition governs, with adjectives
// between them ("des vorderen kreuzbandes").
func (s *segmenter) objectAt(k int) bool {
	for j := k - 1; j >= s.statementStart && j >= k-3; j-- {
		w := s.words[j].lower
		if s.l.continuing[w] || s.l.joins[w] {
			return true
		}
		if !s.attribute(j) && !s.weakAttribute(j) && !s.isModifier(w) {
			return false
		}
	}
	return false
}

// structureAfterObject tells a structure right after an article's or preposition's object, with
// its predicate right after it ("riss im hinterhorn des innenmeniskus | außenmeniskus intakt"):
// where adjectives are inflected before their noun, the object ended its phrase, and the
// structure with its own predicate is the next statement.
func (s *segmenter) structureAfterObject(i int) bool {
	if len(s.l.weakInflections) == 0 || s.words[i-1].mark || s.words[i-1].lineAfter || !s.objectAt(i-1) ||
		!(s.namesThing(i-1) || s.anatomyTermAt(i-1) == 1) {
		return false
	}
	n := s.anatomyTermAt(i)
	end := i + n
	return n > 0 && end < len(s.words) && !s.words[end-1].mark && s.l.predicates[s.words[end].lower]
}
