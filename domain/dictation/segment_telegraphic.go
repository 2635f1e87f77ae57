package dictation

import (
	"slices"

	"github.com/radscribe/radscribe/domain/anatomy"
	"github.com/radscribe/radscribe/domain/report"
)

// Telegraphic statements in a language whose predicates may stand before or after their noun
// (English: "normal heart", "heart normal"): a structure the anatomy knows, then its predicate,
// is a statement of its own ("acl and pcl intact | grade 2 chondromalacia patellae", "bone
// bruise of the lateral femoral condyle | menisci intact"), and so is a finding after a graded
// finding ("mild hydronephrosis | cholelithiasis"). The structures are the anatomy's terms that
// name no finding of the report lexicon.

// telegraphic is the anatomy of a language whose predicates and adjectives have no fixed side
// of the noun, nil for any other language or one without an anatomy.
func (s *segmenter) telegraphic() *anatomy.Index {
	if s.l == nil || s.l.adjectivesAfter || s.l.predicatesAfter {
		return nil
	}
	return anatomy.Tables().Language(s.base)
}

// structureAt is how many words the structure starting at word k takes, 0 when none starts
// there, a mark breaks it or it names a finding ("joint effusion").
func (s *segmenter) structureAt(k int) int {
	if s.telegraphic() == nil || k >= len(s.words) {
		return 0
	}
	n := s.anatomyTermAt(k)
	for j := k; j < k+n-1; j++ {
		if s.words[j].mark || s.words[j].lineAfter {
			return 0
		}
	}
	return n
}

// anatomyTermAt is how many words the structure the anatomy names from word k on takes, 0 when
// none starts there or it names a finding.
func (s *segmenter) anatomyTermAt(k int) int {
	idx := anatomy.Tables().Language(s.base)
	if idx == nil {
		return 0
	}
	t := idx.LongestAt(s.lowerWords(k, min(k+4, len(s.words))), 0)
	if t == nil || s.namesFindingIn(k, k+len(t.Words)) {
		return 0
	}
	return len(t.Words)
}

// termEndsAt tells a structure or finding whose name ends at word k and does not go on into the
// next word ("medial meniscus", "hydronephrosis"; not "biceps" in "biceps tendon").
func (s *segmenter) termEndsAt(k int) bool {
	idx := s.telegraphic()
	if idx == nil {
		return false
	}
	ended := s.namesFindingIn(k, k+1)
	for j := max(k-3, 0); j <= k; j++ {
		t := idx.LongestAt(s.lowerWords(j, min(j+5, len(s.words))), 0)
		if t == nil || j+len(t.Words) <= k {
			continue
		}
		if j+len(t.Words) > k+1 {
			return false
		}
		ended = true
	}
	return ended
}

// structurePredicate tells a predicate at word k said right after a structure's name, or its
// head noun ("gallbladder normal", "acl and pcl intact", "heart size normal"): it closes the
// statement. A copula's predicate closes its clause by closesClause.
func (s *segmenter) structurePredicate(k int) bool {
	return s.structurePredicateFrom(s.statementStart, k)
}

// structurePredicateFrom is structurePredicate for a statement that starts at word from.
func (s *segmenter) structurePredicateFrom(from, k int) bool {
	w := s.words[k].lower
	if k == 0 || s.telegraphic() == nil || !s.l.predicates[w] || s.l.continuing[w] || s.words[k-1].mark || s.words[k-1].lineAfter {
		return false
	}
	end := k - 1
	if end > from && s.adverbBeforePredicate(end) {
		end--
	}
	// After a head noun the predicate is its own when a structure's finding follows ("heart
	// size normal | coronary artery calcifications"), unless the statement put a predicate
	// first; else it may describe what follows ("aortic contours normal pulmonary
	// vascularity" is no statement of the contours).
	ownFinding := s.l.heads[s.words[end].lower] && !s.l.qualifiers[s.words[from].lower] && s.structureFindingAt(k+1)
	if s.isModifier(w) && !ownFinding && s.describesNext(k) {
		return false
	}
	if s.l.heads[s.words[end].lower] {
		end--
	}
	for j := end; j >= from && j >= end-3; j-- {
		if n := s.structureAt(j); n > 0 && j+n-1 == end {
			// A statement that put its predicate first is over ("normal heart size | clear lungs").
			return !s.verbBetween(from, j)
		}
		v := s.words[j].lower
		if s.words[j].mark || s.words[j].lineAfter || s.l.copulas[v] || (s.l.continuing[v] && !s.l.joins[v]) {
			return false
		}
	}
	return false
}

// structureStatementAt tells a structure, with the sides and adjectives before it, whose
// predicate follows right after it ("menisci intact", "anterior cruciate ligament intact"),
// after a statement that named a structure or finding and said more than structures ("bone
// bruise of the lateral femoral condyle | menisci intact"): the structure opens a statement of
// its own. After structures alone it is the next item of one subject ("liver spleen normal").
func (s *segmenter) structureStatementAt(i int) bool {
	if s.telegraphic() == nil || !s.saidMoreThanStructures(i) {
		return false
	}
	k, end := s.structurePhrase(i)
	if end < 0 || (k == i && s.compoundGoesOn(i)) {
		return false
	}
	if end >= len(s.words) {
		return false
	}
	if s.adverbBeforePredicate(end) {
		end++
	}
	// After a word that ends no term, only a pair of structures or a structure with its graded
	// finding is surely a new subject ("1 cm retraction | infraspinatus and subscapularis
	// intact", "in the groove | glenohumeral joint small effusion").
	denied, graded := s.denialEndsAt(i-1), s.gradedFindingAt(end)
	if !denied && !s.termEndsAt(i-1) && !((s.pairedFrom(i, end) || (graded && s.closesPlacePhrase(i-1))) && s.endsNounPhrase(i-1)) {
		return false
	}
	return s.structurePredicateFrom(i, end) || (denied && s.sizeAt(end, len(s.words)) && !s.words[end].mark) || graded
}

// adverbBeforePredicate tells an adverb at word k that a predicate may follow right after
// ("labrum grossly intact"): the structure's statement reads across it.
func (s *segmenter) adverbBeforePredicate(k int) bool {
	return isAdverb(s.words[k].lower) && k+1 < len(s.words) && !s.words[k].mark && !s.words[k].lineAfter
}

// gradedFindingAt tells a grade and a finding from word k on ("small effusion", "moderate
// degenerative changes"): after a structure they are its statement ("glenohumeral joint small
// effusion").
func (s *segmenter) gradedFindingAt(k int) bool {
	return k+1 < len(s.words) && !s.words[k].mark && !s.words[k].lineAfter && report.Grade(s.base, s.words[k].lower) > 0 && s.findingAt(k+1) > 0
}

// structureGradedAt tells a graded finding, or a grade before a describing word, at word i
// right after the structure phrase its statement opened with: "glenohumeral joint small
// effusion" and "ac joint moderate degenerative changes" are one statement each.
func (s *segmenter) structureGradedAt(i int) bool {
	if i <= s.statementStart || i+1 >= len(s.words) || s.words[i].mark || s.words[i].lineAfter || report.Grade(s.base, s.words[i].lower) == 0 {
		return false
	}
	if next := s.words[i+1].lower; s.findingAt(i+1) == 0 && (!s.adjectival(next) || s.sides[next]) {
		return false
	}
	_, end := s.structurePhrase(s.statementStart)
	if end != i {
		return false
	}
	// A grade among the words is a finding's ("aortic atherosclerotic calcifications | large
	// hiatal hernia").
	return !slices.ContainsFunc(s.words[s.statementStart:i], func(w segmentWord) bool { return s.l.qualifiers[w.lower] })
}

// denialEndsAt tells a finding ending at word k that a negation a few words before denies
// ("without wall thickening", "no effusion"): a structure and its size after it are a
// statement of their own ("... without wall thickening | common bile duct 4 mm"), where after
// a finding said as seen they may be its place ("nodule right upper lobe 6 mm").
func (s *segmenter) denialEndsAt(k int) bool {
	from := max(s.statementStart, k-3)
	words := s.lowerWords(from, k+1)
	for j := range words {
		if n := report.NegationAt(s.base, words, j); n > 0 && from+j+n <= k && s.namesFindingIn(from+j+n, k+1) {
			return true
		}
	}
	return false
}

// pairedFrom tells a structure phrase from word i to end that joins two structures with "and".
func (s *segmenter) pairedFrom(i, end int) bool {
	return slices.ContainsFunc(s.words[i:end], func(w segmentWord) bool { return s.l.joins[w.lower] && report.Coordinates(s.base, w.lower) })
}

// endsNounPhrase tells a content word that may end a noun phrase: no function word, modifier,
// side, number or verb.
func (s *segmenter) endsNounPhrase(k int) bool {
	w := s.words[k].lower
	return !s.words[k].mark && !s.l.continuing[w] && !s.l.joins[w] && !s.isModifier(w) && !s.adjectival(w) && !s.sides[w] &&
		!s.isNumber(w) && !s.l.copulas[w] && !s.l.predicates[w]
}

// structureClauseAfterPlace tells a structure, with the sides and adjectives before it, that
// opens a clause of its own right after a place phrase ending a statement that said its verb
// before the place ("no mass lesion was observed in both lung parenchyma | bronchial structures
// in both lungs are slightly ectatic"): the place is the verb's, and the structure the next
// clause's subject.
func (s *segmenter) structureClauseAfterPlace(i int) bool {
	if s.telegraphic() == nil || i < s.statementStart+3 || !isPlural(s.words[i-1].lower) || !s.termEndsAt(i-1) || !s.closesPlacePhrase(i-1) {
		return false
	}
	place := s.placeWordBefore(i)
	if place < 0 || !s.verbBetween(s.statementStart, place) {
		return false
	}
	k, end := s.structurePhrase(i)
	if end < 0 || (k == i && s.compoundGoesOn(i)) {
		return false
	}
	return end < len(s.words) && s.clauseAfter(i, end)
}

// structurePhrase reads a structure named from word i on, with the sides and adjectives before
// it: the word its structure starts at, and the word after its name (-1 when none is named).
// A structure may name itself in parts the anatomy lists apart ("cruciate" "ligament") or as a
// pair ("acl and pcl").
func (s *segmenter) structurePhrase(i int) (int, int) {
	k := i
	// The describing words may be a pair ("lateral and patellofemoral compartments").
	for k < len(s.words) && k < i+4 && s.structureAt(k) == 0 && (s.describesStructure(s.words[k].lower) || (k > i && s.pairsDescriptions(k))) {
		if s.words[k].mark || s.words[k].lineAfter {
			return k, -1
		}
		k++
	}
	n := s.structureAt(k)
	if n == 0 {
		return k, -1
	}
	end := k + n
	for end < len(s.words) && !s.words[end-1].mark {
		if m := s.structureAt(end); m > 0 {
			end += m
		} else if m := s.structureAt(end + 1); m > 0 && s.words[end].lower == "and" && !s.words[end].mark {
			end += 1 + m
		} else {
			break
		}
	}
	return k, end
}

// pairsDescriptions tells an "and" at word k between two words describing one structure.
func (s *segmenter) pairsDescriptions(k int) bool {
	return k+1 < len(s.words) && s.l.joins[s.words[k].lower] && report.Coordinates(s.base, s.words[k].lower) &&
		s.describesStructure(s.words[k-1].lower) && (s.describesStructure(s.words[k+1].lower) || s.structureAt(k+1) > 0)
}

// describesStructure tells a side or adjective that may stand before a structure ("left",
// "lateral", "spinal").
func (s *segmenter) describesStructure(w string) bool {
	return s.sides[w] || (s.adjectival(w) && !s.l.qualifiers[w])
}

// saidMoreThanStructures tells a statement before word i that holds a word other than
// structures, their sides and adjectives, and "and": a grade, a finding, a denial, a predicate.
func (s *segmenter) saidMoreThanStructures(i int) bool {
	return !s.structuresOnlyBefore(i, func(_ int, w string) bool { return s.describesStructure(w) || s.l.joins[w] })
}

// structuresOnlyBefore tells a statement before word i whose words, apart from structures'
// names, all pass word (given the word's index and its lower case).
func (s *segmenter) structuresOnlyBefore(i int, word func(k int, w string) bool) bool {
	for k := s.statementStart; k < i; k++ {
		if n := s.structureAt(k); n > 0 {
			k += n - 1
			continue
		}
		if !word(k, s.words[k].lower) {
			return false
		}
	}
	return true
}

// compoundGoesOn tells a structure at word i right after a structure named in the singular:
// both name one structure ("cruciate ligament", "biceps tendon"), unless the one before ended
// a place phrase ("tear of the medial meniscus | acl and pcl intact").
func (s *segmenter) compoundGoesOn(i int) bool {
	if s.structureAt(i-1) == 0 || isPlural(s.words[i-1].lower) {
		return false
	}
	for j := i - 2; j >= s.statementStart && j >= i-4; j-- {
		w := s.words[j].lower
		if s.l.joins[w] || s.l.articles[w] {
			return false
		}
		if !s.describesStructure(w) && s.structureAt(j) == 0 {
			break
		}
	}
	return true
}

// describesNext tells a word that also stands before a noun ("normal", "stable") followed by
// one it may describe: a structure or finding, or an adjective that is no grade ("... of the
// thoracic spine | normal heart size", "aortic arch | stable pulmonary nodule"). Before a grade
// the word closed the statement ("heart normal | mild degenerative changes").
func (s *segmenter) describesNext(k int) bool {
	n := k + 1
	if n >= len(s.words) || s.words[k].mark || s.words[k].lineAfter {
		return false
	}
	w := s.words[n].lower
	if report.Grade(s.base, w) > 0 || s.saysOwnPredicate(n) || s.namesOwnFinding(n) {
		return false
	}
	return s.namesThing(n) || s.structureAt(n) > 0 || s.adjectival(w)
}

// structureFindingAt tells a structure named from word n on and a finding right after it
// ("coronary artery calcifications").
func (s *segmenter) structureFindingAt(n int) bool {
	end := s.afterStructure(n)
	return end >= 0 && s.findingAt(end) > 0
}

// afterStructure is the word after a structure named from word n on, when no mark or line
// parts them; -1 otherwise.
func (s *segmenter) afterStructure(n int) int {
	_, end := s.structurePhrase(n)
	if end < 0 || end >= len(s.words) || s.words[end-1].mark || s.words[end-1].lineAfter {
		return -1
	}
	return end
}

// namesOwnFinding tells a structure named from word n on that a finding follows, graded or
// not ("left kidney moderate hydronephrosis"), or a finding named after its structure
// ("portal vein thrombosis"): the word before it is no adjective of it ("spleen normal | left
// kidney moderate hydronephrosis", "liver normal | portal vein thrombosis").
func (s *segmenter) namesOwnFinding(n int) bool {
	if idx := anatomy.Tables().Language(s.base); idx != nil {
		if t := idx.LongestAt(s.lowerWords(n, min(n+4, len(s.words))), 0); t != nil && len(t.Words) > 1 && s.namesFindingIn(n, n+len(t.Words)) {
			return true
		}
	}
	// A structure named by an adjective describes the finding after it ("stable pulmonary
	// nodule"); a finding after a structure said without a side or a grade may open a
	// statement of its own ("normal pulmonary vascularity | fracture-dislocation").
	end := s.afterStructure(n)
	if end < 0 || s.adjectival(s.words[end-1].lower) {
		return false
	}
	graded := report.Grade(s.base, s.words[end].lower) > 0
	if graded && end+1 < len(s.words) && !s.words[end].mark && !s.words[end].lineAfter {
		end++
	}
	return (graded || s.sides[s.words[n].lower]) && s.findingAt(end) > 0
}

// saysOwnPredicate tells a structure named from word n on that its own size or predicate
// follows ("common bile duct 5 mm", "spinal cord normal"): the word before it is no adjective
// of it.
func (s *segmenter) saysOwnPredicate(n int) bool {
	_, end := s.structurePhrase(n)
	if end < 0 || end >= len(s.words) || s.words[end-1].mark || s.words[end-1].lineAfter {
		return false
	}
	w := s.words[end].lower
	return (s.l.predicates[w] && !s.l.continuing[w]) || (end+1 < len(s.words) && s.isNumber(w) && s.isUnit(s.words[end+1].lower)) ||
		s.copulaPredicateAt(end)
}

// copulaPredicateAt tells a copula at word k with a predicate right after it ("are normal",
// "is not enlarged").
func (s *segmenter) copulaPredicateAt(k int) bool {
	if k+1 >= len(s.words) || s.words[k].mark || !s.l.copulas[s.words[k].lower] || s.l.takesObject[s.words[k].lower] {
		return false
	}
	p := k + 1
	if s.l.negations[s.words[p].lower] && p+1 < len(s.words) && !s.words[p].mark {
		p++
	}
	w := s.words[p].lower
	return s.l.predicates[w] && !s.l.continuing[w]
}

// findingAfterNamedFinding tells a finding, with the sides, grades and adjectives before it,
// right after a finding's noun ("mild hydronephrosis | cholelithiasis", "moderate cardiomegaly
// | interstitial edema"): a noun phrase has one head, so the second finding opens the next
// statement. Both must be findings the lexicon knows, and the first a graded phrase: written
// reports list findings with commas ("opacity, atelectasis versus pneumonia"). An adjective the
// lexicon reads as a finding describes the noun after it ("emphysematous bullae"), and after a
// denial the finding may be the next item denied, which must not read as affirmed.
func (s *segmenter) findingAfterNamedFinding(i int) bool {
	p := s.words[i-1].lower
	if s.telegraphic() == nil || !s.namesFindingIn(i-1, i) || s.adjectival(p) || s.isModifier(p) || !s.termEndsAt(i-1) {
		return false
	}
	k := i
	// A side there is most often the next item of a list ("effusion, left pneumothorax"); a
	// structure names where the next finding lies ("joint effusion | acl tear").
	for k < len(s.words) && k < i+4 && s.findingAt(k) == 0 {
		if s.words[k].mark || s.words[k].lineAfter {
			return false
		}
		if n := s.structureAt(k); n > 0 && k+n < len(s.words) && !s.words[k+n-1].mark {
			k += n
			continue
		}
		if !s.describesFindingAfter(s.words[k].lower) {
			break
		}
		k++
	}
	n := s.findingAt(k)
	if n == 0 || (k == i && s.namesLesionAt(k)) || s.listOrClauseAfter(k+n-1) {
		return false
	}
	graded := false
	for j := s.statementStart; j < i; j++ {
		if report.NegationAt(s.base, s.lowerWords(j, i), 0) > 0 {
			return false
		}
		graded = graded || report.Grade(s.base, s.words[j].lower) > 0
	}
	return graded
}

// findingAt is how many words the finding named from word k on takes: one, or two that name
// it only together ("bone bruise"), 0 when none starts there ("left pneumothorax").
func (s *segmenter) findingAt(k int) int {
	switch {
	case s.namesFindingIn(k, k+1):
		return 1
	case k+2 <= len(s.words) && s.namesFindingIn(k, k+2) && !s.namesFindingIn(k+1, k+2):
		return 2
	}
	return 0
}

// describesFindingAfter tells a grade or adjective that may stand before a finding ("mild",
// "interstitial"), not a side or a function word with an adjective's ending ("near").
func (s *segmenter) describesFindingAfter(w string) bool {
	return !s.sides[w] && !s.l.continuing[w] && (s.isModifier(w) || s.adjectival(w))
}

// namesLesionAt tells a word that names what a report measures ("lesion", "cyst"): right after a
// finding it names the same thing ("mass lesion", "hypodense lesion cyst").
func (s *segmenter) namesLesionAt(k int) bool {
	return report.NamesLesion(s.base, s.bareWords(k, k+1))
}

// listOrClauseAfter tells a finding at word k that a list word or a verb follows within a few
// words ("atelectasis versus infiltrate", "effusion pneumothorax were not observed"): it is an
// item of a list with the finding before it, written with commas.
func (s *segmenter) listOrClauseAfter(k int) bool {
	for j := k + 1; j < len(s.words) && j <= k+3; j++ {
		w := s.words[j].lower
		if s.l.alternatives[w] || listWordsEnglish[w] || s.l.copulas[w] || s.l.reported[w] || s.l.negations[w] {
			return true
		}
		if s.words[j].mark || s.words[j].lineAfter {
			return false
		}
	}
	return false
}

// describedNounAt is the first word from word i on, at most two words further, that is no
// content word describing a noun after it ("solid", "ground glass"): the noun they describe.
func (s *segmenter) describedNounAt(i int) int {
	k := i
	for k < len(s.words) && k < i+2 && !s.words[k].mark && !s.words[k].lineAfter && !s.namesThing(k) {
		w := s.words[k].lower
		if s.l.continuing[w] || s.l.joins[w] || s.l.copulas[w] || s.isNumber(w) || s.isUnit(w) {
			break
		}
		k++
	}
	return k
}
