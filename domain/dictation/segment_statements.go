package dictation

import (
	"slices"
	"strings"

	"github.com/radscribe/radscribe/domain/report"
)

// How surely a word ends a statement, and how surely a statement starts at a word: a boundary
// goes where the word before ends at least as surely as the next one needs.
const (
	endsNever  = 0 // "of", "the", "and", "no", "is", "measuring"
	endsWeakly = 1 // a modifier waiting for its noun ("small", "left"), a bare number
	endsSurely = 2 // a noun, a predicate ("clear" after "are"), a unit
)

// ends tells how surely word i can be the last of a statement.
func (s *segmenter) ends(i int) int {
	w := s.words[i].lower
	switch {
	case s.l == nil:
		return endsSurely
	case s.closedBy(i):
		// A closer ends its statement though its last word may be one that never does
		// ("pneumothorax ses ej").
		return endsSurely
	case s.l.continuing[w] || s.l.copulas[w] || s.l.subordinators[w] || s.isElided(w) || s.possessive(w) || s.gerund(w) || s.weakAttribute(i):
		return endsNever
	case s.structurePredicate(i):
		return endsSurely
	case s.l.reported[w] && i > 0 && s.afterNoun(i):
		return endsSurely
	case isAdverb(w) && i > 0 && (s.isModifier(s.words[i-1].lower) || s.l.predicates[s.words[i-1].lower]) && s.predicative(i-1):
		// An adverb after a predicate ends its clause ("lungs are clear bilaterally").
		return endsSurely
	case s.gradeNumber(i) || s.sideAfterNoun(i) || s.gradeAfterFinding(i):
		return endsSurely
	case s.isNumber(w) || isAdverb(w) || isOrdinal(w):
		return endsWeakly
	case s.isModifier(w) && !s.predicative(i):
		return endsWeakly
	case s.adjectiveAwaitingNoun(i):
		return endsWeakly
	}
	return endsSurely
}

// adjectiveAwaitingNoun tells an adjective known by its ending that stands inside a noun phrase
// whose noun is still to come: after an article, a place's preposition or another adjective
// ("stable sclerotic | bone metastases", "in the bilateral sacral | bone"). After its subject
// or a conjunction it may be the predicate ("lungs emphysematous", "tortuous and
// atherosclerotic").
func (s *segmenter) adjectiveAwaitingNoun(i int) bool {
	if i == 0 || s.l.adjectivesAfter || s.words[i-1].mark || s.words[i-1].lineAfter || !s.adjectival(s.words[i].lower) || s.predicative(i) {
		return false
	}
	p := s.words[i-1].lower
	return s.l.articles[p] || s.l.places[p] || s.openerEndsAt(i-1) || (s.adjectival(p) && !s.l.copulas[p] && !s.closesClause(i-1))
}

// predicative tells a modifier that closes a clause: after a copula ("the effusion is small",
// "is mildly enlarged"), after a preposition ("within limits of normal"), or a predicate right
// after its subject ("lungs clear", "heart size normal").
func (s *segmenter) predicative(i int) bool {
	w := s.words[i].lower
	for k := i - 1; k >= 0 && k >= i-2; k-- {
		p := s.words[k].lower
		if s.words[k].mark || s.words[k].lineAfter {
			return false
		}
		if s.l.copulas[p] && !s.openerEndsAt(k) {
			return !s.l.takesObject[p]
		}
		if !s.isModifier(p) && !isAdverb(p) && !s.l.negations[p] {
			break
		}
	}
	if i > 0 && s.words[i-1].lower == s.l.comparison && s.closesClause(i) {
		// The object of a comparative after its copula ("is wider than normal").
		return true
	}
	if s.l.changes[w] {
		// "heart size increased", not "with increased opacity".
		return i > 0 && s.subjectEndsAt(i-1) && !s.deniedStatement(i-1)
	}
	if !s.l.predicates[w] {
		return false
	}
	if i > 0 && s.l.joins[s.words[i-1].lower] {
		// A predicate after a preposition is its object ("within limits of normal").
		return true
	}
	for k := i - 1; k >= 0 && k >= i-3; k-- {
		if s.words[k].mark || s.words[k].lineAfter {
			return false
		}
		if _, ok := s.subjectAt(k); ok {
			return !s.deniedStatement(k)
		}
	}
	return false
}

// deniedStatement tells a word of a statement an opener started before it ("no acute osseous
// abnormality"): a structure there names what the opener denies or notes, no subject.
func (s *segmenter) deniedStatement(k int) bool {
	return s.statementStart < k && s.startsOpener(s.statementStart)
}

// verbFirstOnlyBefore tells a statement that, before word i, said only its impersonal verb,
// perhaps after the place it leads with ("se observan | múltiples cálculos", "nel lume si
// osservano | multipli calcoli"): what the verb introduces follows, though it opens with a
// grade.
func (s *segmenter) verbFirstOnlyBefore(i int) bool {
	start := s.statementStart
	return slices.ContainsFunc(s.l.verbFirst, func(v []string) bool {
		k := i - len(v)
		return k >= start && s.phraseAt(k, v) && (k == start || s.placeOnly(start, k))
	})
}

// opens tells whether a statement may start at word i and how surely the word before must end
// one for it to.
func (s *segmenter) opens(i int) (int, bool) {
	w := s.words[i].lower
	// A graded finding right after a structure that opened its statement is the structure's
	// ("glenohumeral joint small effusion").
	if s.l == nil || s.measuredAsAt(i) || s.sizeAfterArticle(i) || s.structureGradedAt(i) || s.verbFirstOnlyBefore(i) {
		return 0, false
	}
	for _, o := range s.l.openers {
		if !s.phraseAt(i, o) && !s.elidedPhraseAt(i, o) {
			continue
		}
		if s.isVerbFirst(o) {
			if s.subjectBefore(i) {
				return 0, false
			}
		}
		if s.closerAt(i) || s.leadCloses(i, o) {
			return 0, false
		}
		return endsWeakly, true
	}
	if s.headOfStructure(i) {
		return 0, false
	}
	if s.indefiniteAfterPlace(i) {
		return endsWeakly, true
	}
	if s.adviceOpens(i) || s.statementAfterStudyFrame(i) {
		return endsSurely, true
	}
	if s.findingAfterStudy(i) || s.measuredFindingOpens(i) || s.denialAfterStatement(i) || s.negatedNounAt(i) || s.denialAfterNoun(i) || s.findingAfterDenial(i) {
		return endsSurely, true
	}
	if s.deniedNoun(i) {
		return 0, false
	}
	if s.describedInPlace(i) {
		return 0, false
	}
	if s.pairs(i) {
		// "both" right after a subject names its next item ("trachea both main bronchi").
		return 0, false
	}
	if (s.l.articles[w] || s.isElided(w) || s.elidedArticle(w)) && !s.appositiveAt(i) {
		// A modal clause needs a statement that surely ended ("... alternatively a ct could
		// be performed" is one sentence).
		if ok, modal := s.clauseVerbAfter(i, i+1); ok && modal {
			return endsSurely, true
		} else if ok {
			return endsWeakly, true
		} else if s.articleAfterPlace(i) {
			return endsSurely, true
		}
	}
	if n, ok := s.subjectAt(i); ok && !s.structureAdjective(i) && !s.compoundAfter(i) && !s.subjectListGoesOn(i) && !s.deniedFinding(i, n) && s.clauseAfter(i, i+n) &&
		!s.subjectItemsBefore(i) {
		if s.closesPlace(i - 1) {
			return endsWeakly, true
		}
		return endsSurely, true
	}
	// A side before its structure opens a statement when a clause follows ("... is seen left
	// lung is clear").
	if s.l.sidesBefore && s.sides[w] && !s.subjectListGoesOn(i) && s.sideClause(i) {
		return endsSurely, true
	}
	if s.sideOrganAfterFinding(i) || s.sideFindingAfterPlace(i) || s.adjectiveFindingAfterPlace(i) {
		return endsSurely, true
	}
	if s.opensNounPhrase(i) || s.deviceOpens(i) {
		return endsSurely, true
	}
	if s.isMeasurementStart(i) && !s.measuresNounBefore(i) {
		return endsSurely, true
	}
	if s.closesClause(i-1) && s.opensAfterClause(i) {
		return endsSurely, true
	}
	if s.closedBy(i-1) && s.opensAfterClause(i) && !s.isModifier(w) {
		return endsSurely, true
	}
	if s.findingClause(i) || (s.closedAfterNoun(i-1) && s.nounStatementAt(i)) || s.findingAfterFinding(i) || s.findingAfterPlacedClause(i) ||
		s.findingAfterComplement(i) || s.hedgeOpens(i) || s.attributeOpens(i) || s.findingAfterNoun(i) || s.structureAfterObject(i) {
		return endsSurely, true
	}
	if (s.structurePredicate(i-1) && s.opensAfterClause(i)) || s.structureStatementAt(i) || s.structureClauseAfterPlace(i) || s.findingAfterNamedFinding(i) {
		return endsSurely, true
	}
	return 0, false
}

// subjectItemsBefore tells a statement before word i that named structures only, two words or
// more, with no verb: a subject after them is the next item of one subject ("intra and
// extrahepatic bile ducts | gallbladder are normal"). One word alone may be a label ("chest |
// heart size is normal").
func (s *segmenter) subjectItemsBefore(i int) bool {
	start := s.statementStart
	if i-start < 2 || s.namesFindingIn(start, i) {
		return false
	}
	// Sides, adjectives and the words of a list; no participle, predicate or grade ("clips
	// noted", "clear lungs", "large pulmonary arteries").
	return s.structuresOnlyBefore(i, func(k int, w string) bool {
		item := s.sides[w] || (s.adjectival(w) && !s.hasModifierEnding(w) && !s.l.predicates[w] && !s.l.qualifiers[w])
		return (item || s.l.alternatives[w] || listWordsEnglish[w]) && !s.startsOpener(k)
	})
}

// adviceLookahead is how many words what is advised may take before the word that advises it
// ("follow up ct in 6 months is recommended").
const adviceLookahead = 7

// adviceOpens tells what may be advised at word i, after a statement that named a finding, with
// the word that advises it following before any mark: "suspicious right thyroid nodule | fine
// needle aspiration recommended".
func (s *segmenter) adviceOpens(i int) bool {
	if i <= s.statementStart || !s.l.adviceOpeners[s.words[i].lower] || s.l.adviceOpeners[s.words[i-1].lower] ||
		s.l.continuing[s.words[i-1].lower] || s.l.joins[s.words[i-1].lower] || !s.namesFindingIn(s.statementStart, i) {
		return false
	}
	for k := i + 1; k < len(s.words) && k <= i+adviceLookahead; k++ {
		if s.words[k-1].mark || s.words[k-1].lineAfter {
			return false
		}
		if s.l.advisedWords[s.words[k].lower] {
			return true
		}
	}
	return false
}

// measuredAsAt tells a dimension word right after a size's unit ("12 mm großer Rundherd"):
// the size goes on with it.
func (s *segmenter) measuredAsAt(i int) bool {
	return i >= 2 && s.l.measuredAs[s.words[i].lower] && !s.words[i-1].mark && !s.words[i-1].lineAfter &&
		s.isUnit(s.words[i-1].lower) && s.isNumber(s.words[i-2].lower)
}

// sizeAfterArticle tells a word right after a size that follows an article ("ein 5 mm |
// Rundherd", "a 5 mm | nodule"): the size stands before the noun it measures.
func (s *segmenter) sizeAfterArticle(i int) bool {
	if i < 3 || s.words[i-1].mark || s.words[i-2].mark || !s.isUnit(s.words[i-1].lower) || !s.isNumber(s.words[i-2].lower) {
		return false
	}
	a := s.words[i-3].lower
	return s.l.indefinites[a] || s.l.articles[a]
}

// closerAt tells a closer at word i that is the verb of the statement it stands in: after a
// noun phrase that said no clause yet ("zmian ogniskowych nie stwierdzono"), or before the
// next statement or the text's end rather than before what it denies.
func (s *segmenter) closerAt(i int) bool {
	if i <= s.statementStart {
		return false
	}
	for _, c := range s.l.closers {
		if !s.phraseAt(i, c) {
			continue
		}
		next := i + len(c)
		// A structure after it is the next statement's subject, seldom what a denial names: the
		// closer is the verb of the noun before it ("išsiplėtimo nėra šlapimo pūslė ...").
		if next >= len(s.words) {
			return true
		}
		_, structure := s.subjectAt(next)
		return !s.saidClause(s.statementStart, i) || s.statementAfterHeading(next) || s.headingWordsAt(next) || structure
	}
	return false
}

// closedBy tells a closer ending at word k that closed its statement: it follows a noun
// phrase that said no clause, not a place phrase ("v pljučih ni zgostitev"), nor, where it
// may also come before its noun, a structure alone, whose verb it is ("plaučiuose nėra
// infiltracijos"); and no predicate follows that makes it a copula ("srce ni povečano").
func (s *segmenter) closedBy(k int) bool {
	start := s.statementStart
	if k+1 >= len(s.words) || s.l.places[s.words[start].lower] || s.l.predicates[s.words[k+1].lower] {
		return false
	}
	for _, c := range s.l.closers {
		j := k - len(c) + 1
		if j <= start || !s.phraseAt(j, c) || s.saidClause(start, j) {
			continue
		}
		n, ok := s.subjectAt(start)
		return !ok || start+n < j || !s.startsOpener(j)
	}
	return false
}

// headingWordsAt tells whether a spoken heading's words stand at word k ("concluzii"): a
// closer right before one has nothing after it in its section to deny, so it is the verb of the
// statement it ends.
func (s *segmenter) headingWordsAt(k int) bool {
	for _, h := range s.heads {
		if s.phraseAt(k, h) {
			return true
		}
	}
	return false
}

// saidClause tells a statement from word from to word to that opened with an opener or said
// a verb or predicate.
func (s *segmenter) saidClause(from, to int) bool {
	if s.startsOpener(from) {
		return true
	}
	for k := from; k < to; k++ {
		if w := s.words[k].lower; s.l.copulas[w] || s.l.predicates[w] || s.l.reported[w] || s.l.modals[w] || s.verbFirstAt(k) {
			return true
		}
	}
	return false
}

// closesClause tells a predicate or participle that a copula before it made the end of a
// clause ("... was not detected", "heart size is normal"), not a copula of "there is".
func (s *segmenter) closesClause(i int) bool {
	w := s.words[i].lower
	if s.l.heads == nil || (!s.l.predicates[w] && !s.hasModifierEnding(w)) {
		return false
	}
	reach := i - 3
	for k := i - 1; k >= 0 && k >= reach; k-- {
		p := s.words[k].lower
		if s.words[k].mark || s.words[k].lineAfter {
			return false
		}
		if s.l.copulas[p] {
			return !s.openerEndsAt(k)
		}
		if p == s.l.comparison && k == i-1 && k > 0 && !s.words[k-1].mark {
			// A comparative before its object ("is wider than normal"): the copula stands
			// before the comparative.
			k--
			reach -= 2
			continue
		}
		if !s.l.continuing[p] && !s.isModifier(p) && !isAdverb(p) {
			return false
		}
	}
	return false
}

// opensAfterClause tells a content word that, after a closed clause, starts the next
// statement: no function word, adverb ("bilaterally"), number or noun the predicate
// describes ("normal size"). A verb of seeing describes no noun after it ("no lesion was
// detected | contour and size of both kidneys are normal").
func (s *segmenter) opensAfterClause(i int) bool {
	w := s.words[i].lower
	head := s.l.heads[w] && !s.l.reported[s.words[i-1].lower]
	return !s.l.continuing[w] && !s.l.copulas[w] && !s.l.joins[w] && !head && !s.l.predicates[w] && !isAdverb(w) &&
		!s.isNumber(w) && !s.isUnit(w) && !s.l.alternatives[w]
}

// opensNounPhrase tells a size, grade or change word, or a side where sides stand before the
// noun, that starts a noun phrase: the next word is neither a function word nor a verb ("...
// no pneumothorax mild cardiomegaly", not "left and right").
func (s *segmenter) opensNounPhrase(i int) bool {
	w := s.words[i].lower
	// A side opens a statement only after one that surely closed ("heart size is normal left
	// lower lobe opacity"): after a noun it is most often that finding's place ("granuloma
	// right upper lobe") or follows an adjective of its own ("dense right upper lung nodule").
	side := s.l.sidesBefore && s.sides[w] && (s.closesClause(i-1) || s.l.predicates[s.words[i-1].lower])
	if (!s.l.qualifiers[w] && !side) || s.describesFinding(i) || s.structurePredicate(i) || s.gradeBeforeStructure(i) {
		return false
	}
	// Where grades lead a noun that its adjectives follow, two in a row grade one noun
	// ("numerose piccole aree", "múltiples pequeños nódulos").
	if p := s.words[i-1].lower; s.l.adjectivesAfter && s.l.qualifiers[p] && !s.l.predicates[p] {
		return false
	}
	// After its subject a grade is the predicate ("heart size normal"), unless the statement
	// put its grade first ("normal heart size clear lungs").
	if s.subjectBefore(i) && !s.l.qualifiers[s.words[s.statementStart].lower] && !s.deniedStatement(i) && !s.placeAfterClause(i) && (s.l.predicates[w] || !s.placeBefore(i)) {
		return false
	}
	if i+1 >= len(s.words) || s.words[i].mark || s.words[i].lineAfter {
		return false
	}
	next := s.words[i+1].lower
	return !s.l.continuing[next] && !s.l.copulas[next] && !isAdverb(next) && !s.listGoesOn(i)
}

// listGoesOn tells whether an alternative ("or") follows word i before any mark or opener:
// the words up to it are items of one list.
func (s *segmenter) listGoesOn(i int) bool {
	for k := i + 1; k < len(s.words) && k < i+lookahead; k++ {
		if s.l.alternatives[s.words[k].lower] {
			return true
		}
		if s.words[k].mark || s.words[k].lineAfter || s.startsOpener(k) {
			return false
		}
	}
	return false
}

// isMeasurementStart tells a size that opens a noun phrase: number, unit, then a word that
// is no function word ("... 3 cm nodule in segment 4").
func (s *segmenter) isMeasurementStart(i int) bool {
	if i+2 >= len(s.words) || s.words[i].mark || s.words[i+1].mark || !s.isNumber(s.words[i].lower) || !s.isUnit(s.words[i+1].lower) {
		return false
	}
	next := s.words[i+2].lower
	return !s.l.continuing[next] && !s.l.copulas[next] && !s.isNumber(next) && !s.numbers.times[next]
}

// clauseAfter tells whether a clause follows the noun phrase starting at word from: a copula,
// verb or predicate within a few words, before any mark or other opener ("the heart size is
// normal", "lungs clear"; not "the left lower lobe" after "involving").
func (s *segmenter) clauseAfter(i, from int) bool {
	ok, _ := s.clauseVerbAfter(i, from)
	return ok
}

// clauseVerbAfter is clauseAfter, and tells whether the clause shows by a modal only ("this
// may represent").
func (s *segmenter) clauseVerbAfter(i, from int) (ok, modal bool) {
	if s.words[from-1].mark || s.words[from-1].lineAfter {
		return false, false
	}
	for k := from; k < len(s.words) && k < i+lookahead; k++ {
		w := s.words[k].lower
		if s.l.relatives[w] {
			return false, false
		}
		// Where predicates follow their noun a past participle is one ("senos paranasales bien
		// neumatizados").
		if s.l.copulas[w] || s.l.predicates[w] || s.verbFirstAt(k) || (s.l.changes[w] && s.subjectEndsAt(k-1)) ||
			(s.l.predicatesAfter && s.participle(w)) {
			return true, false
		}
		// A modal within a noun phrase's length of the noun is its clause ("the heart and
		// mediastinal vascular structures could not be evaluated"); further on it is most
		// often a later clause's.
		if s.l.modals[w] && k <= from+6 {
			return true, true
		}
		// "both" right after the subject names its next item ("trachea both main bronchi are").
		coordinated := k == from && w == s.l.pairing
		if s.words[k].mark || s.words[k].lineAfter || (s.l.articles[w] && !s.l.joins[s.words[k-1].lower] && !coordinated) || s.startsOpener(k) {
			return false, false
		}
	}
	return false, false
}

// closesPlace tells a number that ends the name of a place or a level ("segment 6", "level
// 4"): the word before it is a content word, not a function word, verb, number or unit that
// makes the number a count or a size ("with 2 kidney stones", "are 2", "2 cm"). A subject
// after it opens the next statement.
func (s *segmenter) closesPlace(k int) bool {
	if k < 1 || s.words[k-1].mark || s.words[k-1].lineAfter || strings.Trim(s.words[k].lower, "0123456789") != "" {
		return false
	}
	p := s.words[k-1].lower
	return !s.l.continuing[p] && !s.l.joins[p] && !s.l.copulas[p] && !s.isModifier(p) && !isAdverb(p) &&
		!s.isNumber(p) && !s.isUnit(p) && !s.numbers.times[p] && !s.numbers.between[p]
}

// sideClause tells a side whose noun phrase, a few words without function words, is the
// subject of a copula or predicate right after it ("left lung is clear", "right hilar
// calcification is stable"; not "left greater than right", "right ij catheter with ...").
func (s *segmenter) sideClause(i int) bool {
	nouns := 0
	for k := i + 1; k < len(s.words) && k <= i+sideSubjectWords && nouns < 4; k++ {
		if s.words[k-1].mark || s.words[k-1].lineAfter {
			return false
		}
		w := s.words[k].lower
		// A verb may stand after a long subject; a predicate word only after a short one
		// (a predicate further on may open a phrase of its own: "brez znakov").
		if k > i+1 && (s.l.copulas[w] || s.l.modals[w] || (s.l.predicates[w] && k <= i+sidePredicateWords)) {
			return true
		}
		// Sides and levels listed after the first ("right upper bilateral lower paratracheal
		// lymph nodes are") belong to the subject: a side after a noun does not.
		listed := s.sides[w] && (s.sides[s.words[k-1].lower] || s.isModifier(s.words[k-1].lower))
		if s.l.continuing[w] || (s.sides[w] && !listed) || s.isNumber(w) || s.startsOpener(k) {
			return false
		}
		if !listed && !s.isModifier(w) && !s.adjectival(w) {
			nouns++
		}
	}
	return false
}

// sideSubjectWords is how many words a subject a side opens may run before its verb, its
// modifiers and listed sides included; at most four of them other words. sidePredicateWords is
// how far a predicate word may follow the side.
const (
	sideSubjectWords   = 8
	sidePredicateWords = 4
)

// findingAfterStudy tells a finding right after the study's name a dictation opens with
// ("tomografia de tórax sem contraste | derrame pleural bilateral"): "without contrast" denies
// no finding after it.
func (s *segmenter) findingAfterStudy(i int) bool {
	return s.statementStart == 0 && s.findingStartsAt(i) && s.namesStudyBefore(i)
}

// sideOrganAfterFinding tells a side and an organ right after a finding, with a measured or
// named finding of that organ after them ("... moderate left hydronephrosis | right kidney 3 mm
// nonobstructing calculus", "splenomegaly | left kidney simple cyst"): telegraphic dictation
// naming the next organ. A side and a part after a finding ("nodule right thyroid lobe") is
// where the finding lies.
func (s *segmenter) sideOrganAfterFinding(i int) bool {
	if !s.l.sidesBefore || !s.sides[s.words[i].lower] || i+2 >= len(s.words) || s.words[i].mark || s.words[i+1].mark ||
		!s.organs[s.words[i+1].lower] || !s.namesFindingIn(i-1, i) {
		return false
	}
	return s.isMeasurementStart(i+2) || s.findingStartsAt(i+2)
}

// afterNoun tells a word right after one that is no function word, copula, adverb or
// modifier: most often a noun ("effusion seen", not "can be seen", "previously seen").
func (s *segmenter) afterNoun(i int) bool {
	p := s.words[i-1].lower
	return !s.words[i-1].mark && !s.l.continuing[p] && !s.l.copulas[p] && !isAdverb(p) && !s.isModifier(p) && !s.isNumber(p)
}

// placeOnly tells a statement from word start to word i that is a place phrase and nothing
// more: it opens with a preposition and has no verb yet, so the clause it leads into follows.
func (s *segmenter) placeOnly(start, i int) bool {
	if s.l == nil || !s.l.places[s.words[start].lower] {
		return false
	}
	for k := start; k < i; k++ {
		if w := s.words[k].lower; s.l.copulas[w] || s.l.predicates[w] || s.l.reported[w] || s.l.modals[w] || s.hasModifierEnding(w) || s.l.indefinites[w] {
			return false
		}
	}
	return true
}

// deniedNoun tells a word right after the one word a denial has said so far, when that word
// names no finding and the clause that follows says only that something was not seen ("no
// pathological lymph node was detected", "no evident pericardial effusion is seen"): the
// denial's noun is still to come. Cut there, the denial would lose its noun and the rest would
// affirm what was denied. A denial that named its finding ends as any statement does ("no
// pleural fluid mild degenerative change is seen").
func (s *segmenter) deniedNoun(i int) bool {
	start := s.statementStart
	if i-start < 2 || i-start > 4 { // a negation of one to three words, then the one word
		return false
	}
	n := report.NegationAt(s.base, s.lowerWords(start, i), 0)
	if n == 0 || start+n != i-1 || report.NamesFinding(s.base, s.lowerWords(i-1, i)) {
		return false
	}
	for k := i + 1; k < len(s.words) && k <= i+lookahead; k++ {
		if s.words[k-1].mark || s.words[k-1].lineAfter {
			return false
		}
		if w := s.words[k].lower; s.l.copulas[w] {
			return k+1 < len(s.words) && (s.l.reported[s.words[k+1].lower] || s.l.participles[s.words[k+1].lower])
		}
	}
	return false
}

// lowerWords are the lower-case words from to to.
func (s *segmenter) lowerWords(from, to int) []string {
	out := make([]string, 0, to-from)
	for _, w := range s.words[from:to] {
		out = append(out, w.lower)
	}
	return out
}

// pairs tells the pairing article right after a subject ("trachea both main bronchi are
// open"): it names the subject's next item.
func (s *segmenter) pairs(i int) bool {
	if s.l.pairing == "" || s.words[i].lower != s.l.pairing || i == 0 || s.words[i-1].mark || s.words[i-1].lineAfter {
		return false
	}
	n, ok := s.subjectAt(i - 1)
	return ok && n == 1
}

// describedInPlace tells a noun a predicate word describes after a place preposition ("is
// observed in normal calibration"): the phrase goes on, where after a comparison ("wider than
// normal calibration of the other vessels is ...") the noun may open the next statement.
func (s *segmenter) describedInPlace(i int) bool {
	if i < 2 || !s.l.heads[s.words[i].lower] || s.words[i-1].mark || s.words[i-2].mark {
		return false
	}
	return s.l.predicates[s.words[i-1].lower] && s.l.places[s.words[i-2].lower]
}

// deniedFinding tells a subject of n words at word i that names a finding after a denial that
// said no clause yet ("no focal consolidation pleural effusion or pneumothorax", "without
// airspace disease pleural effusion"): it is one more thing denied. Cut before it, the rest
// would affirm what was denied; a structure there opens the next statement ("no pneumothorax
// heart size is normal").
func (s *segmenter) deniedFinding(i, n int) bool {
	if !report.NamesFinding(s.base, s.lowerWords(i, min(i+n+1, len(s.words)))) {
		return false
	}
	for k := i - 1; k >= s.statementStart; k-- {
		w := s.words[k].lower
		if s.l.copulas[w] || s.l.predicates[w] || s.l.reported[w] || s.verbFirstAt(k) {
			return false
		}
		if n := report.NegationAt(s.base, s.lowerWords(k, i), 0); n > 0 {
			return !s.placeEndsDenial(k+n, i)
		}
	}
	return false
}

// placeEndsDenial tells a place said after the things a denial names, from word from to word
// i, which ends their list ("no obstructive pathology in the trachea and both main bronchi |
// emphysematous changes are observed"), unless an alternative after i shows the list going on
// ("no consolidation in the right lung pleural effusion or pneumothorax").
func (s *segmenter) placeEndsDenial(from, i int) bool {
	return s.placeBetween(from, i) && !s.listGoesOn(i)
}

// denialEndedByPlace tells a statement that opens with a denial whose things a place ended
// before word i: it has said what it says, as a clause has. A denial's words are few, so only
// the statement's first words are read for it.
func (s *segmenter) denialEndedByPlace(i int) bool {
	n := report.NegationAt(s.base, s.lowerWords(s.statementStart, min(i, s.statementStart+negationWords)), 0)
	return n > 0 && s.placeEndsDenial(s.statementStart+n, i)
}

// negationWords is the most words a negation cue takes ("there is no evidence of").
const negationWords = 6

// subjectEndsAt tells a subject of one or two words that ends at word k ("heart size", "aorta").
func (s *segmenter) subjectEndsAt(k int) bool {
	for j := k; j >= 0 && j >= k-1; j-- {
		if n, ok := s.subjectAt(j); ok && j+n-1 <= k && (j+n-1 == k || s.l.heads[s.words[k].lower]) {
			return true
		}
		if s.words[j].mark || s.words[j].lineAfter {
			return false
		}
	}
	return false
}

// placeAfterClause tells a word right after a structure that a place phrase named once the
// statement had said its clause ("emphysematous changes are observed in both lungs bilateral
// ..."): the structure is where the clause happened, no subject a grade could describe.
func (s *segmenter) placeAfterClause(i int) bool {
	for k := i - 1; k > s.statementStart && k >= i-3; k-- {
		if s.l.places[s.words[k].lower] {
			return s.verbBetween(s.statementStart, k)
		}
	}
	return false
}

// verbBetween tells a copula, predicate or participle of seeing among words from to to.
func (s *segmenter) verbBetween(from, to int) bool {
	s.countWords()
	return to > from && s.verbsBefore[to] > s.verbsBefore[from]
}

// placeBetween tells a place word ("in", "at") among words from to to.
func (s *segmenter) placeBetween(from, to int) bool {
	s.countWords()
	return to > from && s.placesBefore[to] > s.placesBefore[from]
}

// countWords counts, once, the verbs and place words before each word.
func (s *segmenter) countWords() {
	if s.verbsBefore != nil {
		return
	}
	s.verbsBefore, s.placesBefore = make([]int, len(s.words)+1), make([]int, len(s.words)+1)
	for k, word := range s.words {
		w := word.lower
		s.verbsBefore[k+1], s.placesBefore[k+1] = s.verbsBefore[k], s.placesBefore[k]
		if s.l.copulas[w] || s.l.predicates[w] || s.l.reported[w] {
			s.verbsBefore[k+1]++
		}
		if s.l.places[w] {
			s.placesBefore[k+1]++
		}
	}
}

// appositiveAt tells an article that names one of the things just listed and goes on with its
// participle ("two stones in the left kidney the largest measuring 4 mm"): no statement of its
// own. "The largest is 4 mm." with its copula is one.
func (s *segmenter) appositiveAt(i int) bool {
	return i+2 < len(s.words) && !s.words[i].mark && !s.words[i+1].mark && s.l.appositives[s.words[i+1].lower] &&
		s.l.continuing[s.words[i+2].lower] && !s.l.copulas[s.words[i+2].lower]
}

// headOfStructure tells a word that names what is measured of a structure ("calibration",
// "size") right after that structure's name: "the aortic arch calibration is 35 mm" is one
// subject. One that names its own structure after it opens a subject ("... in both main
// bronchi | calibration of the mediastinal vessels is normal").
func (s *segmenter) headOfStructure(i int) bool {
	return s.l.heads[s.words[i].lower] && s.l.sidesBefore && s.termEndsAt(i-1) && !s.namesFindingIn(i-1, i) &&
		(i+1 >= len(s.words) || !s.l.joins[s.words[i+1].lower])
}

// gradeBeforeStructure tells a grade right after the finding it describes, where adjectives
// follow their noun, that a structure follows ("ectasia pielocalicial leve | apéndice
// engrosado"): a grade describes no structure, so it is the finding's and closes it.
func (s *segmenter) gradeBeforeStructure(i int) bool {
	if !s.gradeAfterFinding(i) || i+1 >= len(s.words) {
		return false
	}
	_, ok := s.subjectAt(i + 1)
	return ok || s.organs[s.stripElided(s.words[i+1].lower)]
}
