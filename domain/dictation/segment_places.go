package dictation

import "slices"

// placeLeads moves the start of a statement found at word at back to the place phrase right
// before it, when that phrase follows a predicate that takes no place ("the mediastinum is
// normal | in the aortic arch several lymph nodes are observed", "the spleen is normal | in the
// anterior neighborhood of the spleen a nodular formation is observed"): the phrase leads the
// next clause. A place phrase after a verb of seeing is that verb's ("no lymph nodes were
// detected in the mediastinum | mild hiatal hernia is observed"), and so is a measure ("is
// normal in size") or a phrase without an article ("in favor of").
func (s *segmenter) placeLeads(at, start int) int {
	if s.l == nil {
		return at
	}
	if s.l.indefinites[s.words[at].lower] {
		if p := s.placePhraseBefore(at); p > start {
			return p
		}
		return at
	}
	if p := s.coverageBefore(at, start); p > 0 {
		return p
	}
	if p := s.placeBeforeVerbFirst(at, start); p > 0 {
		return p
	}
	if len(s.l.placeless) == 0 {
		return at
	}
	p := s.placeWordBefore(at)
	if p <= start+1 || !s.l.placeless[s.words[p-1].lower] || s.verbBetween(p, at) || !s.clauseVerbAhead(at) ||
		!s.l.articles[s.words[p+1].lower] || s.l.heads[s.words[p+2].lower] {
		return at
	}
	return p
}

// coverageBefore is the first word of a phrase naming the part of the body the examination
// covers that ends right before an existential statement at word at, after a clause that said
// its verb ("no lymph nodes were observed | in the upper abdominal organs within the sections
// there is no mass"), or -1: such a phrase leads the statement far more often than it ends the
// one before, which has its place or needs none.
func (s *segmenter) coverageBefore(at, start int) int {
	if len(s.l.coverage) == 0 || at+1 >= len(s.words) || !s.startsOpener(at) || !s.l.copulas[s.words[at+1].lower] {
		return -1
	}
	for k := at - 1; k > start && k >= at-placePhraseWords; k-- {
		if w := s.words[k].lower; s.words[k].mark || s.words[k].lineAfter || s.l.copulas[w] || s.l.reported[w] {
			return -1
		}
		if slices.ContainsFunc(s.l.coverage, func(c []string) bool { return s.phraseAt(k, c) }) {
			if s.verbBetween(start, k) {
				return k
			}
			return -1
		}
	}
	return -1
}

// placeBeforeVerbFirst is the preposition of a short place phrase that ends right before a
// statement opening with its impersonal verb at word at, after a statement that said its
// predicate ("fegato a margini lisci | al vii segmento si apprezza una lesione", "colecisti con
// pareti ispessite | nel lume si osservano calcoli"), or -1: where adjectives follow their noun
// the verb may come first, and the place before it is the verb's. After a statement that only
// named and measured its finding the place is that finding's ("nodulo di 8 mm nel lobo destro").
func (s *segmenter) placeBeforeVerbFirst(at, start int) int {
	if !s.l.adjectivesAfter || !s.verbFirstAt(at) || s.l.negations[s.words[at].lower] {
		return -1
	}
	p := s.placePhraseBefore(at)
	if p <= start+1 || at-p > leadingPlaceWords || !s.predicateBefore(p) {
		return -1
	}
	return p
}

// leadingPlaceWords is the most words a place phrase that leads a verb takes ("al vii segmento",
// "en la base derecha"); a longer one before the verb is most often the statement's own.
const leadingPlaceWords = 4

// clauseVerbAhead tells a verb of the statement starting at word at, within lookahead words
// and before any mark.
func (s *segmenter) clauseVerbAhead(at int) bool {
	for k := at; k < len(s.words) && k <= at+lookahead; k++ {
		if w := s.words[k].lower; s.l.copulas[w] || s.l.reported[w] || s.l.modals[w] {
			return true
		}
		if s.words[k].mark || s.words[k].lineAfter {
			return false
		}
	}
	return false
}

// leadCloses tells a leading phrase at word i ("as far as can be seen") that closes the statement
// before it rather than leading the next: that statement said its verb, and the phrase says
// where that verb's "normal" holds ("the liver is normal as far as can be seen in the sections
// | no stones ...") or has a pronoun for that statement's subject ("there is no mass as far as
// it can be observed"). Elsewhere it leads the next clause ("no lesion was detected | as far as
// can be seen within the sections liver parenchyma density is decreased").
func (s *segmenter) leadCloses(i int, o []string) bool {
	if !slices.ContainsFunc(s.l.closingLeads, func(h []string) bool { return slices.Equal(h, o) }) ||
		!s.verbBetween(s.statementStart, i) {
		return false
	}
	after := i + len(o)
	if after < len(s.words) && s.l.pronouns[s.words[after].lower] {
		return true
	}
	main := s.mainClauseAt(i)
	return s.l.placeless[s.words[i-1].lower] && main > after && main < len(s.words) && s.l.places[s.words[main].lower]
}

// indefiniteAfterPlace tells an indefinite article at word i right after a place phrase that
// follows a finished statement ("kein Pleuraerguss | im rechten Oberlappen ein 5 mm großer
// Rundherd"): a noun phrase does not go on with an indefinite article after its place, so the
// article opens the next statement, which the place leads (placeLeads).
func (s *segmenter) indefiniteAfterPlace(i int) bool {
	if !s.l.indefinites[s.words[i].lower] {
		return false
	}
	if s.ends(i-1) == endsSurely && !s.l.continuing[s.words[i-1].lower] && !s.placeBefore(i) {
		// Right after a finished noun phrase ("kein Pleuraerguss | eine Zyste ...").
		return true
	}
	p := s.placePhraseBefore(i)
	return p > s.statementStart && s.ends(p-1) == endsSurely && !s.l.continuing[s.words[p-1].lower]
}

// placePhraseBefore is the preposition of the place phrase that ends right before word i, -1
// when none does or the phrase is a hedge ("am ehesten").
func (s *segmenter) placePhraseBefore(i int) int {
	p := s.placeWordBefore(i)
	if p < 0 || s.l.complements[s.words[p+1].lower] {
		return -1
	}
	return p
}

// studyFrameBefore is the first word of a comparison with another study that ends right before
// word i ("compared to the previous examination", "in the current examination"), -1 when none
// does. A place's preposition needs a word that dates the study ("in the examination area" is
// no comparison).
func (s *segmenter) studyFrameBefore(i int) int {
	if i < 2 || !s.l.studies[s.words[i-1].lower] || s.words[i-1].mark || s.words[i-1].lineAfter {
		return -1
	}
	k, dated := i-2, false
	for ; k >= 0 && k >= i-5; k-- {
		w := s.words[k].lower
		if s.words[k].mark || s.words[k].lineAfter {
			return -1
		}
		if s.l.studyTimes[w] {
			dated = true
			continue
		}
		if !s.determines(w) {
			break
		}
	}
	if k < 0 {
		return -1
	}
	for _, c := range s.l.comparedWith {
		if start := k - len(c) + 1; start >= 0 && s.phraseAt(start, c) {
			return start
		}
	}
	if dated && s.l.places[s.words[k].lower] {
		return k
	}
	return -1
}

// statementAfterStudyFrame tells a word that opens the next statement after a comparison with
// another study that closed one which said its verb or named its finding ("... showed a
// significant increase compared to the previous examination | the largest size of the lesions
// ..."): such a comparison ends its sentence far more often than it leads the next.
func (s *segmenter) statementAfterStudyFrame(i int) bool {
	f := s.studyFrameBefore(i)
	start := s.statementStart
	if f <= start || !(s.verbBetween(start, f) || s.startsOpener(start) || s.namesFindingIn(start, f)) {
		return false
	}
	// A place after it is most often the place of what was compared ("has increased compared
	// to the previous examination in both lungs").
	w := s.words[i].lower
	return (s.opensAfterClause(i) || s.l.articles[w] || s.startsOpener(i)) && !s.l.places[w] && !s.l.studies[w]
}
