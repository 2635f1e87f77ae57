package dictation

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/radscribe/radscribe/domain/report"
)

// Telegraphic statements in languages whose predicates and sizes follow their noun ("menisken
// intakt", "fegato regolare", "cisti di 14 mm"): the predicate or the size is the statement's
// last word, so the noun that follows it names the next statement's subject or finding
// ("fegato regolare | milza nei limiti", "kyste poplité de 25 mm | ganglions ...").

// closedAfterNoun tells a word that closed the telegraphic statement it ends: a predicate
// after the statement's noun, a size's unit after its number, a grade's number ("grad 2"), or
// a negated participle after the noun ("gallenwege nicht erweitert", "vie biliari non
// dilatate"); a negation before a finding denies it instead ("non versamento").
func (s *segmenter) closedAfterNoun(k int) bool {
	if !s.l.predicatesAfter || k <= s.statementStart {
		return false
	}
	w := s.words[k].lower
	if s.l.continuing[w] || s.l.joins[w] {
		return false
	}
	p := s.words[k-1].lower
	negated := k-1 > s.statementStart && s.l.negations[p] && !s.words[k-1].mark && s.participle(w)
	return negated || s.l.predicates[w] || (s.isUnit(w) && s.isNumber(p)) || s.gradeNumber(k)
}

// participle tells a past participle by its ending ("dilatate", "dilatadas", "erweitert"): after
// a negation it is the statement's verb, where a noun would be what the negation denies ("non
// dilatazione").
func (s *segmenter) participle(w string) bool {
	for _, e := range s.l.participleEndings {
		if strings.HasSuffix(w, e) {
			return true
		}
	}
	return false
}

// gerund tells a gerund, which takes an object ("comprimindo a raiz").
func (s *segmenter) gerund(w string) bool {
	for _, e := range s.l.gerundEndings {
		if strings.HasSuffix(w, e) && len(w) > len(e)+2 {
			return true
		}
	}
	return false
}

// nounStatementAt tells a word that opens a noun phrase of its own: a finding or structure,
// or a noun a predicate follows within a few words ("ligamento cruzado anterior íntegro"); not
// a function word, side, modifier or a word that describes the one before ("normal groß").
func (s *segmenter) nounStatementAt(i int) bool {
	w := s.words[i].lower
	if s.l.qualifiers[w] && i+1 < len(s.words) && !s.words[i].mark && s.namesFindingIn(i+1, i+2) {
		// A grade before its finding opens it with it ("intakt | mäßiger gelenkerguss").
		return true
	}
	if !s.opensAfterClause(i) || s.isModifier(w) || s.sides[w] || s.l.reported[w] || s.joinedOnto(w) {
		return false
	}
	return s.namesThing(i) || s.predicateFollows(i) || s.measuredRightAfter(i)
}

// measuredRightAfter tells a noun its size follows after a preposition ("calcolo di 6 mm",
// "konkrement von 5 mm"): a noun the lexicon may not know, measured, so a finding. A size
// right after the word may measure an adjective ("normal groß 11 cm").
func (s *segmenter) measuredRightAfter(i int) bool {
	j := i + 2
	if j+1 >= len(s.words) || !s.l.joins[s.words[i+1].lower] || s.words[i].mark || s.words[i+1].mark || s.words[j].mark {
		return false
	}
	return s.isNumber(s.words[j].lower) && s.isUnit(s.words[j+1].lower)
}

// joinedOnto tells a word that carries an elided preposition ("d'échostructure"): it goes on
// with the phrase before it.
func (s *segmenter) joinedOnto(w string) bool {
	for j := range s.l.joins {
		if strings.HasSuffix(j, "'") && strings.HasPrefix(w, j) {
			return true
		}
	}
	return false
}

// predicateFollows tells a predicate within three words after word i, with only content words
// between that name no structure or finding of their own: "groß nebennieren schlank" says
// nothing of "groß".
func (s *segmenter) predicateFollows(i int) bool {
	for k := i + 1; k < len(s.words) && k <= i+3; k++ {
		if s.words[k-1].mark || s.words[k-1].lineAfter {
			return false
		}
		w := s.words[k].lower
		if s.l.predicates[w] && !s.l.continuing[w] {
			return true
		}
		if s.l.continuing[w] || s.l.joins[w] || s.l.copulas[w] || s.isNumber(w) || s.startsOpener(k) || s.namesThing(k) {
			return false
		}
	}
	return false
}

// findingAfterFinding tells a finding named within a noun phrase's length after a statement
// that named a finding or structure of its own and denied nothing ("foie stéatosique | lésion
// hypodense"): a noun phrase has one head, so the second finding opens the next statement.
// Only where adjectives follow their noun: elsewhere the word before may be the finding's own
// adjective ("hypodense läsion"). After a denial the finding may be the next item of what is
// denied, which must not read as affirmed.
func (s *segmenter) findingAfterFinding(i int) bool {
	start := s.statementStart
	if !s.l.adjectivesAfter || i-start > findingPhraseWords || !s.namesFindingIn(i, i+1) {
		return false
	}
	p := s.words[i-1].lower
	if s.l.continuing[p] || s.l.joins[p] || s.joinedOnto(p) || s.isNumber(p) || s.l.qualifiers[p] || s.l.modifiers[p] {
		return false
	}
	// A preposition's object that names no finding is what the word describes ("de contorno
	// nodular").
	if i >= 2 && s.l.joins[s.words[i-2].lower] && !s.namesFindingIn(i-1, i) {
		return false
	}
	named, said := false, false
	for k := start; k < i; k++ {
		w := s.words[k].lower
		if s.l.negations[w] || report.NegationAt(s.base, s.lowerWords(k, i), 0) > 0 {
			return false
		}
		named = named || s.namesThing(k)
		said = said || !(s.organs[w] || s.sides[w] || s.l.continuing[w] || s.l.joins[w] || s.l.articles[w])
	}
	// A structure named with its side alone is what the finding after it lies in ("rein gauche
	// kyste simple de 2 cm"), said as a line's label.
	return named && said
}

// negatedNounAt tells a negation particle before a noun the lexicon may not know, after a
// statement that ended ("linea mediana in asse | non conflitto radicolare"): a particle before
// a noun denies it, so it opens a statement. Before a participle, copula, predicate or an
// adjective said of a noun it is the verb's ("non dilatate", "no obstructiva"), and right
// after a structure it says what that structure is not. Not
// in German, which denies a noun with "kein", so "nicht" there belongs to what follows it.
func (s *segmenter) negatedNounAt(i int) bool {
	if !s.l.adjectivesAfter || !s.l.negations[s.words[i].lower] || i+1 >= len(s.words) || s.words[i].mark || s.subjectBefore(i) {
		return false
	}
	next := s.words[i+1].lower
	return !s.l.continuing[next] && !s.l.copulas[next] && !s.l.predicates[next] && !s.participle(next) &&
		!s.predicateEnding(next) && !s.isModifier(next) && !s.isNumber(next)
}

// predicateEnding tells an adjective said of the noun before it, by its ending ("obstructiva",
// "comprimibili").
func (s *segmenter) predicateEnding(w string) bool {
	return slices.ContainsFunc(s.l.predicateEndings, func(e string) bool {
		return strings.HasSuffix(w, e) && utf8.RuneCountInString(w) >= adjectiveLetters
	})
}
