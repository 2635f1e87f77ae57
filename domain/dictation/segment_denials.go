package dictation

import (
	"slices"
	"strings"

	"github.com/radscribe/radscribe/domain/anatomy"
	"github.com/radscribe/radscribe/domain/report"
)

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
	return s.l.negations[w] || s.deniedBeforeAt(i) || s.findingPlaced(i) || s.deniesElsewhere(i)
}

// deniesElsewhere tells a denying preposition at word i whose object lies in a region none of
// the structures the statement before it named lies in ("baço com 12 cm | sem ascite",
// "linha média de 3 mm | sem fratura da calote"): a structure is said to be without what it
// may hold ("vesícula con litiasis sin signos de colecistitis"), not without what lies
// elsewhere, so the denial is a statement of its own. An object the anatomy places nowhere
// may still be the structure's ("sin roturas").
func (s *segmenter) deniesElsewhere(i int) bool {
	idx := anatomy.Tables().Language(s.base)
	if idx == nil || !s.l.adjectivesAfter {
		return false
	}
	end := i + 1
	for end < len(s.words) && end <= i+findingPhraseWords && !s.words[end-1].mark && !s.words[end-1].lineAfter {
		end++
	}
	if s.lesionIn(i+1, end) {
		// A stone, cyst or nodule may lie in any structure ("bexiga | sem cálculos").
		return false
	}
	before, after := s.regionsIn(idx, s.statementStart, i), s.regionsIn(idx, i+1, end)
	if len(before) == 0 || len(after) == 0 {
		return false
	}
	for _, r := range after {
		if slices.Contains(before, r) {
			return false
		}
	}
	return true
}

// lesionIn tells a lesion of the lexicon named between words from and to.
func (s *segmenter) lesionIn(from, to int) bool {
	for k := from; k < to; k++ {
		if s.namesLesionAt(k) {
			return true
		}
	}
	return false
}

// regionsIn are the regions of the structures the anatomy names from word from to word to,
// leaving out findings that only suggest their usual place (a stone lies in a kidney, a bile
// duct or a bladder).
func (s *segmenter) regionsIn(idx *anatomy.Index, from, to int) []int {
	var out []int
	words := s.lowerWords(from, to)
	for k := 0; k < len(words); k++ {
		if t := idx.LongestAt(words, k); t != nil {
			if !t.Weak {
				out = append(out, t.Regions...)
			}
			k += len(t.Words) - 1
		}
	}
	return out
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

// deniedNounPhraseWords is how many words a noun phrase may run before the closer that denies
// it ("laisvo skysčio pilvo ertmėje nerasta").
const deniedNounPhraseWords = 5

// denialAfterNoun tells a noun phrase at word i that a closer right after it denies ("padidėjusių
// limfmazgių nematyti"), in a language that says its denials so, after a statement that said its
// clause or measured its finding: the denial is a statement of its own. Left in the one before,
// the closer would read as that statement's verb, and what it measured as denied. After a denial
// of its own the statement may still be naming what it denies ("be židininių pakitimų"); a phrase
// that opens with an adjective opens with its noun, as subjects do.
func (s *segmenter) denialAfterNoun(i int) bool {
	if !s.l.deniesAfterNoun || !s.opensAfterClause(i) || s.adjectival(s.words[i].lower) || s.startsOpener(i) ||
		s.l.places[s.words[i].lower] || s.negationBefore(i) || !(s.saidClause(s.statementStart, i) || s.sizeBefore(i)) {
		return false
	}
	for k := i + 1; k < len(s.words) && k <= i+deniedNounPhraseWords; k++ {
		if s.words[k-1].mark || s.words[k-1].lineAfter {
			return false
		}
		for _, c := range s.l.closers {
			if s.phraseAt(k, c) {
				return s.closesDenial(k + len(c))
			}
		}
		w := s.words[k].lower
		if s.l.copulas[w] || s.l.predicates[w] || s.l.reported[w] || s.isNumber(w) || s.startsOpener(k) {
			return false
		}
	}
	return false
}

// closesDenial tells a closer that ends before word next as the verb of the noun before it: no
// predicate follows that makes it a copula ("nėra padidėjusi"), nor a size or finding it names
// ("stebimas 8 mm mazgas").
func (s *segmenter) closesDenial(next int) bool {
	if next >= len(s.words) {
		return true
	}
	w := s.words[next].lower
	return !s.l.predicates[w] && !s.isNumber(w) && !s.l.qualifiers[w] && !s.namesFindingIn(next, next+1)
}

// negationBefore tells a negation or denying preposition in the statement before word i.
func (s *segmenter) negationBefore(i int) bool {
	for k := s.statementStart; k < i; k++ {
		if report.NegationAt(s.base, s.lowerWords(k, i), 0) > 0 {
			return true
		}
	}
	return false
}

// deniedInStatement tells a negation particle ("nicht", "not") or a negation phrase in the
// statement before word i.
func (s *segmenter) deniedInStatement(i int) bool {
	for k := s.statementStart; k < i; k++ {
		if s.l.negations[s.words[k].lower] {
			return true
		}
	}
	return s.negationBefore(i)
}

// sizeBefore tells a statement that measured something before word i.
func (s *segmenter) sizeBefore(i int) bool {
	for k := s.statementStart; k < i; k++ {
		if s.sizeAt(k, i) {
			return true
		}
	}
	return false
}

// findingAfterDenial tells a finding right after a denial that named one finding and said no
// verb ("no pneumothorax | cardiomegaly", "sin derrame pleural | líquido libre en pelvis"). A
// dictated list of denied findings joins its last item with an alternative ("or", "ni"), which
// is said where commas are not: without one ahead the finding is dictated, and left in the
// denial it would read as denied. A denial that already listed two findings without one is a
// list written with commas ("no focal consolidation pleural effusion pneumothorax"), and a word
// that only describes the finding after it ("air space", "rib") names no finding of its own.
func (s *segmenter) findingAfterDenial(i int) bool {
	start := s.statementStart
	if i-start < 2 || s.words[i-1].mark || s.words[i-1].lineAfter || !s.findingStartsAt(i) || s.findingAdjective(i) ||
		s.namesLesionAt(i) || !s.namedFindingEndsAt(i-1) {
		return false
	}
	// What follows the denial is the finding it names, no verb ("sin" is a predicate of its own).
	for k := start; k < i-1; k++ {
		if n := report.NegationAt(s.base, s.lowerWords(k, i), 0); n > 0 {
			listed := k+n < i-2 && s.namesFindingIn(k+n, i-2)
			return k+n < i && !listed && !s.verbBetween(k+n, i) && !s.deniedListGoesOn(i)
		}
	}
	return false
}

// namedFindingEndsAt tells a word that ends a finding's name: the finding's noun, or where
// adjectives follow their noun, an adjective right after it ("derrame pleural"). A participle
// describes the noun after it ("consolidating airspace disease").
func (s *segmenter) namedFindingEndsAt(k int) bool {
	w := s.words[k].lower
	if s.l.continuing[w] || s.l.joins[w] || s.l.negations[w] || s.isModifier(w) || s.participle(w) || strings.HasSuffix(w, "ing") {
		return false
	}
	return s.namesFindingIn(k, k+1) || (s.l.adjectivesAfter && k > 0 && !s.words[k-1].mark && s.namesFindingIn(k-1, k))
}

// deniedListGoesOn tells a finding at word i that the denial's list goes on: an alternative, a
// further finding or the list's verb follows within a noun phrase's words, before any mark,
// subject, article, place, size or opener ("no effusion pneumothorax or consolidation", "no pneumonia effusions
// edema pneumothorax", "no effusion pneumothorax is seen").
func (s *segmenter) deniedListGoesOn(i int) bool {
	for k := i + 1; k < len(s.words) && k <= i+findingPhraseWords; k++ {
		if s.words[k-1].mark || s.words[k-1].lineAfter {
			return false
		}
		w := s.words[k].lower
		if s.l.alternatives[w] || s.l.copulas[w] || s.l.reported[w] || (k == i+1 && s.findingFollows(k)) {
			return true
		}
		if _, subject := s.subjectAt(k); subject || s.l.articles[w] || s.l.predicates[w] || s.l.places[w] || s.isNumber(w) || s.startsOpener(k) {
			return false
		}
	}
	return false
}

// findingFollows tells a finding named from word k on, after at most two sides, grades or
// adjectives ("bilateral pleural effusions").
func (s *segmenter) findingFollows(k int) bool {
	for j := k; j < len(s.words) && j <= k+2; j++ {
		if s.namesFindingIn(j, min(j+2, len(s.words))) {
			return true
		}
		if w := s.words[j].lower; s.words[j].mark || s.words[j].lineAfter || !(s.sides[w] || s.describesFindingAfter(w)) {
			return false
		}
	}
	return false
}
