package dictation

import (
	"strings"
	"unicode/utf8"

	"github.com/radscribe/radscribe/domain/anatomy"
)

// findingPhraseWords is how many words a finding's noun phrase may take before its copula
// ("pleuroparenchymal band-like sequelae densities are"): a longer run of content words is
// most often two phrases the segmenter cannot part.
const findingPhraseWords = 4

// placePhraseWords is how far back a place phrase may start before the article that follows it
// ("in the right lower paratracheal and paraaortic mediastinum the ...").
const placePhraseWords = 12

// findingClause tells a noun phrase of content words at word i followed by its own copula
// ("... in both lungs emphysematous changes are observed", "... is homogeneous periprostatic
// fat planes are clear") once the statement before has said its verb and its last phrase
// ended: the phrase is the next statement's subject. Before its verb a statement goes on ("the
// right upper lobe pulmonary nodule is stable"), and so does a denial ("no focal | changes"
// would affirm what was denied).
func (s *segmenter) findingClause(i int) bool {
	if !s.opensAfterClause(i) || s.l.reported[s.words[i].lower] || (!s.verbBetween(s.statementStart, i) && !s.denialEndedByPlace(i)) {
		return false
	}
	limit := i + findingPhraseWords
	for k := i + 1; k < len(s.words) && k <= limit; k++ {
		if s.words[k-1].mark || s.words[k-1].lineAfter {
			return false
		}
		w := s.words[k].lower
		if s.l.copulas[w] && !s.l.takesObject[w] {
			return s.phraseEndsBefore(i, k) && !s.deniedFinding(i, k-i)
		}
		if listWordsEnglish[w] && limit == i+findingPhraseWords && s.namesFindingIn(k-1, k) && !s.startsSubject(i) {
			// Two findings share the verb ("consolidations and ground glass areas are
			// observed"): the second has a phrase's words of its own. Not the parts of a
			// structure ("heart contour and size are normal").
			limit = k + findingPhraseWords
			continue
		}
		if s.l.continuing[w] || s.l.copulas[w] || s.l.predicates[w] || s.l.reported[w] || s.l.relatives[w] ||
			s.isNumber(w) || s.isUnit(w) || strings.ContainsAny(w, "0123456789") || s.startsOpener(k) {
			return false
		}
	}
	return false
}

// phraseEndsBefore tells a noun phrase that surely ended at word i-1, so the content words
// from i to k start another: a size or a predicate a copula made closes it ("4 cm", "is
// homogeneous"); an adjective waits for its noun ("no infiltrative lesion"). A plural or a
// structure that ends its phrase is no compound's first part ("... in both lungs mucus
// secretion", not "the thyroid gland", "wall thickness increase"). Another noun ends its
// phrase before an adjective and its noun unless they name a part of it ("... in the right
// lung focal ground-glass areas are", not "the right lung upper lobe is"); before another
// noun it may be a compound's first part ("the heart cavities", "right upper lobe opacity"),
// so no statement starts there.
func (s *segmenter) phraseEndsBefore(i, k int) bool {
	p := s.words[i-1].lower
	switch {
	case s.isUnit(p) && i >= 2 && s.isNumber(s.words[i-2].lower), s.predicateAfterCopula(i - 1):
		return true
	case s.adjectival(p) || s.isNumber(p) || s.isUnit(p) || isAdverb(p) || strings.ContainsAny(p, "0123456789") || s.subjectGoesOn(i-1, i):
		return false
	case i >= 2 && (s.l.negations[s.words[i-2].lower] || s.l.modals[s.words[i-2].lower]):
		// A negated verb takes the words after it ("did not reach pathological dimensions").
		return false
	case s.l.ending[p] || isPlural(p):
		return true
	case s.adjectival(s.words[i].lower) && k > i+1:
		return !s.namesSite(i, k)
	}
	return false
}

// namesSite tells whether words from to to name a place of the anatomy ("upper lobe",
// "segment"), which after a structure is a part of it.
func (s *segmenter) namesSite(from, to int) bool {
	idx := anatomy.Tables().Language(s.base)
	if idx == nil {
		return false
	}
	words := s.lowerWords(from, to)
	for k := range words {
		if t := idx.LongestAt(words, k); t != nil && t.Site {
			return true
		}
	}
	return false
}

// adjectival tells a word that stands before a noun: a listed modifier or a word of at least
// adjectiveLetters letters with an adjective ending ("hilar", not "tear", "scar" or "five").
func (s *segmenter) adjectival(w string) bool {
	if s.isModifier(w) {
		return true
	}
	for _, e := range s.l.adjectiveEndings {
		if strings.HasSuffix(w, e) && utf8.RuneCountInString(w) >= adjectiveLetters {
			return true
		}
	}
	return false
}

// adjectiveLetters is the fewest letters of a word an adjective ending makes an adjective: a
// shorter word that ends so is most often a noun or a number ("tear", "year", "scar", "five").
const adjectiveLetters = 5

// predicateAfterCopula tells a word a copula before it made a predicate, with at most an
// adverb or a negation between ("are symmetrical", "is slightly dense"), not the copula of an
// opener ("there is mild").
func (s *segmenter) predicateAfterCopula(k int) bool {
	for j := k - 1; j >= 0 && j >= k-3; j-- {
		if s.words[j].mark || s.words[j].lineAfter {
			return false
		}
		w := s.words[j].lower
		if s.l.copulas[w] {
			return !s.l.takesObject[w] && !s.openerEndsAt(j)
		}
		if !isAdverb(w) && !s.l.negations[w] {
			return false
		}
	}
	return false
}

// subjectGoesOn tells a structure named in several words that starts at word k and takes word
// i too ("cardio mediastinal").
func (s *segmenter) subjectGoesOn(k, i int) bool {
	n, ok := s.subjectAt(k)
	return ok && k+n > i
}

// articleAfterPlace tells an article right after a place phrase that ended a statement which
// said its verb before it ("... no wall thickening was detected in both axillae a large number
// of lymph nodes ... were observed"): the place is the verb's, and no noun phrase goes on with
// an article, so it opens the next statement, though its verb lies further than the segmenter
// reads or is one it does not know. A relative clause after it belongs to the noun before ("the
// largest of which"), and so does an appositive ("the largest measuring 9 mm"); a pronoun
// there is the object of a verb the segmenter does not know.
func (s *segmenter) articleAfterPlace(i int) bool {
	if !s.l.continuing[s.words[i].lower] || !s.afterNoun(i) || i+1 >= len(s.words) || s.l.appositives[s.words[i+1].lower] {
		return false
	}
	place := s.placeWordBefore(i)
	if place < 0 || !s.verbBetween(s.statementStart, place) {
		return false
	}
	// The relative of "the largest of which" stands within three words of its article; one
	// further on belongs to the article's own noun ("a few lymph nodes | the largest of which").
	for k := i + 1; k < len(s.words) && k <= i+3; k++ {
		if s.l.relatives[s.words[k].lower] {
			return false
		}
		if s.words[k].mark || s.words[k].lineAfter || s.l.copulas[s.words[k].lower] {
			break
		}
	}
	return true
}

// placeBefore tells a structure right before word i that a place phrase inside the statement
// named ("minimal bronchiectasis in the central segments of both lungs minimal emphysematous
// changes ..."): it is where the statement's finding lies, no subject a grade after it could
// describe, so the grade opens a noun phrase of its own.
func (s *segmenter) placeBefore(i int) bool {
	return s.placeWordBefore(i) >= 0
}

// placeWordBefore is the preposition of place whose phrase ends right before word i, inside the
// statement ("in the walls of the aorta and coronary artery"), or -1.
func (s *segmenter) placeWordBefore(i int) int {
	for k := i - 2; k > s.statementStart && k >= i-placePhraseWords; k-- {
		w := s.words[k].lower
		if s.words[k].mark || s.words[k].lineAfter {
			return -1
		}
		if s.l.places[w] {
			return k
		}
		if s.l.continuing[w] && !s.l.articles[w] && !s.l.joins[w] && w != s.l.pairing {
			return -1
		}
	}
	return -1
}

// oneWordFinding tells a statement of one word, from start to word i, that names a finding the
// lexicon knows ("cardiomegaly", "Kardiomegalie"), before a statement that surely starts at i
// (an opener, or a subject or article with its clause): a finding said alone between two
// statements is a statement of its own.
func (s *segmenter) oneWordFinding(start, i int) bool {
	return s.l != nil && i == start+1 && s.namesFindingIn(start, i) && !s.namesLesionAt(start) && !s.isModifier(s.words[start].lower) &&
		!s.adjectival(s.words[start].lower) && s.statementAfterHeading(i)
}

// startsSubject tells a structure that can be a statement's subject starting at word i.
func (s *segmenter) startsSubject(i int) bool {
	_, ok := s.subjectAt(i)
	return ok
}

// findingAfterPlacedClause tells a finding named right after a structure's plural noun that
// ends a place phrase, in a statement that said its verb before the place ("there are calcified plaques on
// the walls of the aorta and coronary vascular structures | pleural effusion with a depth of
// 15 mm ... was detected"): where adjectives stand before their noun, a finding's name does not
// go on after a place's plural noun, so it opens the next statement.
func (s *segmenter) findingAfterPlacedClause(i int) bool {
	if !s.l.sidesBefore || s.l.adjectivesAfter || i < s.statementStart+3 || !s.findingStartsAt(i) || s.findingAdjective(i) ||
		!isPlural(s.words[i-1].lower) || s.l.continuing[s.words[i-1].lower] || !s.termEndsAt(i-1) {
		return false
	}
	for k := i - 2; k > s.statementStart; k-- {
		w := s.words[k].lower
		if s.l.places[w] {
			return s.verbBetween(s.statementStart, k)
		}
		if s.l.copulas[w] || s.l.predicates[w] || s.l.reported[w] {
			return false
		}
	}
	return false
}
