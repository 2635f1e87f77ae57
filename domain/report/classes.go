package report

import "strings"

// wordClass marks what a word is to the rules (a side, a negation, a breaker...). Each word of
// a report is classified once, so the rules test bits instead of matching stems again.
type wordClass uint32

const (
	clsLeft wordClass = 1 << iota
	clsRight
	clsBoth
	clsNotSide
	clsLinking
	clsNegationStart
	clsNot
	clsSeen
	clsAbsent
	clsQualifier
	clsChange
	clsBreaker
	clsClauseBreaker
	clsUncertain
	clsHistory
	clsComparative
	clsDominance
	clsCommon
	clsFemale
	clsMale
	clsLeftover
	clsPartial
	clsProcedure
	clsPersists
	clsGone
	clsExistentialStart
	clsElsewhere
	clsContrast
	clsEnhancement
	clsCoordinator
)

// classIndex finds the classes of a word in one pass over a vocabulary's cue lists: whole
// words by map, prefixes by their first byte, and in compound mode stems inside the word.
type classIndex struct {
	exact    map[string]wordClass
	prefixes [256][]classStem
	contains []classStem
}

type classStem struct {
	stem  string
	class wordClass
}

func (x *classIndex) add(c wordClass, stems []string, compound bool) {
	for _, stem := range stems {
		switch exact, ok := strings.CutSuffix(stem, "$"); {
		case ok:
			x.exact[exact] |= c
		case compound:
			x.contains = append(x.contains, classStem{stem, c})
		default:
			x.prefixes[stem[0]] = append(x.prefixes[stem[0]], classStem{stem, c})
		}
	}
}

func (x *classIndex) classes(w string) wordClass {
	if w == "" {
		return 0
	}
	c := x.exact[w]
	for _, p := range x.prefixes[w[0]] {
		if strings.HasPrefix(w, p.stem) {
			c |= p.class
		}
	}
	for _, p := range x.contains {
		if strings.Contains(w, p.stem) {
			c |= p.class
		}
	}
	return c
}

// newClassIndex compiles a vocabulary's word lists. Cue words match by prefix; organ and
// operation words may sit inside German compounds.
func newClassIndex(v *vocabulary, negations, existentials []compiledPhrase) *classIndex {
	var procedures []string
	for _, p := range v.procedures {
		procedures = append(procedures, p.stems...)
	}
	negationStarts, existentialStarts := firstStems(negations), firstStems(existentials)
	x := &classIndex{exact: map[string]wordClass{}}
	for _, l := range []struct {
		class    wordClass
		stems    []string
		compound bool
	}{
		{clsLeft, v.left, false}, {clsRight, v.right, false}, {clsBoth, v.both, false},
		{clsNotSide, v.notSide, v.compound}, {clsLinking, v.linking, false},
		{clsNegationStart, negationStarts, false}, {clsExistentialStart, existentialStarts, false}, {clsNot, v.not, false}, {clsSeen, v.seen, false},
		{clsAbsent, v.absent, false}, {clsQualifier, v.qualifiers, false}, {clsChange, v.change, false},
		{clsBreaker, v.breakers, false}, {clsClauseBreaker, v.clauseBreakers, false}, {clsElsewhere, v.elsewhere, false},
		{clsUncertain, v.uncertain, false}, {clsHistory, v.history, false},
		{clsPersists, v.persists, false}, {clsGone, v.gone, false},
		{clsComparative, v.comparative, false}, {clsDominance, v.dominance, false}, {clsCommon, v.common, false},
		{clsFemale, v.female, v.compound}, {clsMale, v.male, v.compound}, {clsLeftover, v.leftovers, v.compound},
		{clsPartial, v.partial, v.compound}, {clsProcedure, procedures, v.compound},
		{clsContrast, v.contrastMedia, false}, {clsEnhancement, v.enhancement, v.compound}, {clsCoordinator, v.coordinators, false},
	} {
		x.add(l.class, l.stems, l.compound)
	}
	return x
}

// firstStems are the first stems of phrases, as stems of a word list: a word of that class may
// start one of them.
func firstStems(phrases []compiledPhrase) []string {
	var out []string
	for _, p := range phrases {
		first := p.stems[0]
		if first.exact {
			out = append(out, first.text+"$")
		} else {
			out = append(out, first.text)
		}
	}
	return out
}

// classify returns the classes of w, remembering words already seen in this report.
func (a *analysis) classify(w string) wordClass {
	if c, ok := a.seen[w]; ok {
		return c
	}
	if c, ok := a.template[w]; ok {
		return c
	}
	c := a.c.classes.classes(w)
	a.seen[w] = c
	return c
}

// is reports whether the word at i of s has class c.
func (s *sentence) is(i int, c wordClass) bool { return s.classes[i]&c != 0 }

// has reports whether any word of s has class c.
func (s *sentence) has(c wordClass) bool {
	for _, x := range s.classes {
		if x&c != 0 {
			return true
		}
	}
	return false
}
