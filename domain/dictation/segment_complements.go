package dictation

import (
	"slices"
	"strings"

	"github.com/radscribe/radscribe/domain/report"
)

// Complements in languages whose predicates and sizes follow their noun: a finding's noun
// phrase goes on with what completes it (a preposition's object, a size, a grade, what it
// suggests), and a finding or organ named after that complement is the next statement's head
// ("adénomégalie de 15 mm en loge de barety | lésion hépatique", "compatibili con embolia
// polmonare | versamento pleurico", "knochenmarködem im medialen femurkondylus |
// chondropathie").

// findingAfterComplement tells a finding or organ at word i, not a preposition's object, after
// a statement that named a finding or organ, or what one suggests, and then completed it. A
// noun phrase has one head, so a second finding after its complement opens the next
// statement. Not after a denial, whose list the finding may continue.
func (s *segmenter) findingAfterComplement(i int) bool {
	start := s.statementStart
	if !s.l.predicatesAfter || i-start < 2 || i+1 >= len(s.words) || s.words[i-1].mark {
		return false
	}
	if !(s.findingStartsAt(i) || s.organAt(i)) || s.findingAdjective(i) {
		return false
	}
	p := s.words[i-1].lower
	// An elided preposition may carry an article ("siège d'un | kyste" is no boundary).
	if bare := s.bareWords(i-1, i)[0]; s.l.continuing[bare] || s.l.joins[bare] {
		return false
	}
	if s.l.continuing[p] || s.l.joins[p] || (s.isModifier(p) && !s.gradeAfterFinding(i-1)) || s.l.negations[p] || s.l.copulas[p] ||
		s.l.complements[p] || s.attribute(i-1) || s.obliqueAttribute(i-1) || (s.isNumber(p) && !s.closedAfterNoun(i-1)) {
		return false
	}
	if s.deniedInStatement(i) {
		return false
	}
	// A statement that opens with a content word has its head there ("lacune ancienne du
	// thalamus gauche | atrophie"), though the lexicon may not know it.
	named := s.opensAfterClause(start) && !s.l.places[s.words[start].lower] && !s.l.articles[s.words[start].lower] &&
		!s.startsOpener(start)
	for k := start; k < i; k++ {
		// A preposition's object that names a finding names the statement's ("signes
		// d'hypertension portale avec splénomégalie | ascite").
		if k > start && s.completes(k, i) && (named || s.namesFindingIn(k+1, i)) {
			return true
		}
		named = named || s.l.complements[s.words[k].lower] || s.namesThing(k)
	}
	return false
}

// hedgeOpens tells a likelihood word before a finding that opens the next statement
// ("urétérohydronéphrose droite modérée | probable calcul"): the word opens it with its
// finding.
func (s *segmenter) hedgeOpens(i int) bool {
	if !s.l.hedges[s.words[i].lower] || i+1 >= len(s.words) || s.words[i].mark {
		return false
	}
	return s.findingAfterFinding(i+1) || s.findingAfterComplement(i+1)
}

// completes tells a word at k that completes the noun phrase before it, up to word i: a size's
// unit, a grade's number, or a preposition or a complement word whose object is said before i.
func (s *segmenter) completes(k, i int) bool {
	w := s.words[k].lower
	if s.isUnit(w) && s.isNumber(s.words[k-1].lower) || s.gradeNumber(k) || s.gradeAfterFinding(k) {
		return true
	}
	if !s.l.joins[w] && !s.l.places[w] && !s.l.complements[w] && !s.joinedOnto(w) {
		return false
	}
	for j := k + 1; j < i; j++ {
		if v := s.words[j].lower; !s.l.continuing[v] && !s.l.joins[v] && !s.l.complements[v] && !s.isElided(v) && !s.isNumber(v) {
			return true
		}
	}
	// An elided preposition may carry its object ("d'angiome"), not only an article ("d'un").
	bare := s.bareWords(k, k+1)[0]
	return s.joinedOnto(w) && !s.l.joins[w] && !s.l.continuing[bare]
}

// gradeNumber tells a number right after a grade word ("grad 2", "grado ii").
func (s *segmenter) gradeNumber(k int) bool {
	if k == 0 || !s.l.grades[s.words[k-1].lower] || s.words[k-1].mark {
		return false
	}
	w := s.words[k].lower
	return s.isNumber(w) || (len(w) <= 4 && strings.Trim(w, "ivx") == "")
}

// findingTermWords is the most words a finding's name in the lexicon takes.
const findingTermWords = 6

// findingStartsAt tells a finding or lesion of the lexicon named at word i, alone or as the
// first word of a longer name ("baker zyste", "pleural effusion"; not "small effusion"), before
// any mark.
func (s *segmenter) findingStartsAt(i int) bool {
	if s.namesFindingIn(i, i+1) {
		return true
	}
	end := i + 1
	for end < len(s.words) && end < i+findingTermWords && !s.words[end-1].mark && !s.words[end-1].lineAfter {
		end++
	}
	return end > i+1 && report.FindingStartsAt(s.base, s.bareWords(i, end))
}

// organAt tells an organ or structure named whole at word i ("cuore", "vorderes kreuzband"),
// not a word that only begins with a structure's stem, which is most often an adjective
// ("pulmonar" after "base").
func (s *segmenter) organAt(i int) bool {
	n, ok := s.subjectAt(i)
	w := s.stripElided(s.words[i].lower)
	return ok && (n > 1 || s.organs[w] || slices.Contains(s.l.subjects, w))
}

// findingAdjective tells an adjective built on a finding's stem ("nodular", "cistico",
// "metastatique"): it describes the noun before it.
func (s *segmenter) findingAdjective(i int) bool {
	for _, e := range s.l.findingAdjectiveEndings {
		if strings.HasSuffix(s.words[i].lower, e) {
			return true
		}
	}
	return false
}

// gradeAfterFinding tells a grade or size word after the finding it describes, within a noun
// phrase's adjectives ("ascitis moderada", "calcoli multipli"), where adjectives follow their
// noun: the grade completes the finding.
func (s *segmenter) gradeAfterFinding(k int) bool {
	if !s.l.adjectivesAfter || !s.l.qualifiers[s.words[k].lower] {
		return false
	}
	for j := k - 1; j >= s.statementStart && j >= k-3; j-- {
		w := s.words[j].lower
		if s.words[j].mark || s.l.continuing[w] || s.l.joins[w] || s.isNumber(w) || s.isUnit(w) {
			return false
		}
		if s.namesFindingIn(j, j+1) || s.namesFindingIn(j, k) {
			return true
		}
	}
	return false
}
