package guidance

import (
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/radscribe/radscribe/domain/measurement"
	"github.com/radscribe/radscribe/domain/report"
)

// nodule is what one sentence says about pulmonary nodules.
type nodule struct {
	kind        NoduleType
	size, solid float64 // mean diameter and solid part in millimetres, 0 when not dictated
	small       bool    // no size, but "millimetric" or "tiny"
	several     bool    // the sentence speaks of more than one
	known       bool    // seen before: stable, unchanged, with a prior size
}

// nodules reads the nodules of the findings, or of the impression when the findings name
// none, one per sentence; at holds, for each, the mention it was read at.
func (r *noduleReader) nodules(mentions []report.TermMention, crit *compiledCritical) (out []nodule, at []report.TermMention) {
	lungReport := slices.ContainsFunc(mentions, func(m report.TermMention) bool { return r.lung.Within(m.Words, 0, len(m.Words)) })
	for _, section := range []string{report.SectionFindings, report.SectionImpression} {
		seen := map[string]bool{}
		for _, m := range mentions {
			if m.Key != keyNodule || m.Section != section || seen[m.Sentence] {
				continue
			}
			seen[m.Sentence] = true
			if n, ok := r.noduleIn(m, crit, lungReport); ok {
				out, at = append(out, n), append(at, m)
			}
		}
		if len(out) > 0 {
			return out, at
		}
	}
	return nil, nil
}

// noduleIn reads the nodule of m's sentence, if it is an affirmed, certain, current,
// uncalcified pulmonary one.
func (r *noduleReader) noduleIn(m report.TermMention, crit *compiledCritical, lungReport bool) (nodule, bool) {
	words := m.Words
	all := len(words)
	if m.Negation != report.NotNegated || m.Question || crit.deniedInList(m) || crit.uncertainIn(m) || crit.gone.Within(words, 0, all) {
		return nodule{}, false
	}
	// An organ named in the nodule's clause, or in a sentence that names no lung, places it
	// there ("nodule in the left thyroid lobe", "nodular lesion, next to the spleen"); a
	// sentence naming neither needs a report about the lungs.
	from, to := clause(words, m.Start, m.End, crit.knownStops)
	inLung, elsewhere := r.lung.Within(words, 0, all), r.otherOrgan.Within(words, 0, all)
	if r.otherOrgan.Within(words, from, to) || elsewhere && !inLung || !inLung && !lungReport ||
		r.calcified.Within(words, 0, all) || r.patterns.Within(words, 0, all) {
		return nodule{}, false
	}
	n := nodule{kind: r.kindOf(words), known: r.known.Within(words, 0, all), small: r.small.Within(words, 0, all)}
	n.several = r.plural.Within(words, m.Start, m.End) || r.counts.Within(words, 0, all) ||
		m.Start > 0 && isCount(words[m.Start-1])
	for _, s := range measurement.FindSizes(m.Sentence) {
		before := wordsBefore(m.Sentence, s.Start)
		switch {
		// "solid component of 6 mm", "6 mm solid component", "componente sólido de 6 mm"; in
		// "14 mm, solid part 6 mm" the words after 14 mm belong to the 6 mm.
		case solidThenPart(before) || solidPartAfter(m.Sentence, s.End):
			n.solid = max(n.solid, s.Largest())
		case slices.ContainsFunc(before, func(w string) bool { return r.prior[w] }):
			n.known = true
		default:
			n.size = max(n.size, s.MeanDiameter())
		}
	}
	if n.kind == GroundGlass && n.solid > 0 {
		n.kind = PartSolid
	}
	return n, true
}

// kindOf reads a nodule's attenuation; a part-solid word wins over ground glass and solid.
func (r *noduleReader) kindOf(words []string) NoduleType {
	all := len(words)
	switch {
	case r.partSolid.Within(words, 0, all):
		return PartSolid
	case r.groundGlass.Within(words, 0, all):
		return GroundGlass
	case r.subsolid.Within(words, 0, all):
		return Subsolid
	case r.solid.Within(words, 0, all) && !hasSolidPartWords(words):
		return Solid
	}
	return TypeNotDictated
}

// isCount reports whether a word before "nodules" is a number above one ("3 nodules").
func isCount(w string) bool {
	n, err := strconv.Atoi(w)
	return err == nil && n > 1
}

// sizeContext is how far around a size its words are read.
const sizeContext = 3

// wordsBefore returns the last few lower-case words of text before i, back to the previous
// number, so "12 mm nodule with a 6 mm solid part" gives "nodule with a" to the 6 mm.
func wordsBefore(text string, i int) []string { return wordsBeforeWithin(text, i, sizeContext) }

// wordsBeforeWithin is wordsBefore reading up to n words.
func wordsBeforeWithin(text string, i, n int) []string {
	w := strings.FieldsFunc(strings.ToLower(text[:i]), notLetter)
	start := max(0, len(w)-n)
	for k := len(w) - 1; k >= start; k-- {
		if startsWithDigit(w[k]) {
			return w[k+1:]
		}
	}
	return w[start:]
}

// wordsAfter returns the first few lower-case words of text from i, up to the next number,
// and whether a number ends them.
func wordsAfter(text string, i int) ([]string, bool) {
	w := strings.FieldsFunc(strings.ToLower(text[i:]), notLetter)
	end := min(len(w), sizeContext)
	for k := range end {
		if startsWithDigit(w[k]) {
			return w[:k], true
		}
	}
	return w[:end], false
}

// solidPartAfter reports whether the first few words of text from i, before the next number,
// name a solid part ("6 mm solid component", "6 mm de componente sólido") that no number
// right after them claims: in "12 mm con componente sólido de 6 mm" the words belong to the
// 6 mm.
func solidPartAfter(text string, i int) bool {
	w := strings.FieldsFunc(strings.ToLower(text[i:]), notLetter)
	for k := 0; k+1 < min(len(w), sizeContext); k++ {
		if startsWithDigit(w[k]) || startsWithDigit(w[k+1]) {
			return false
		}
		if namesSolidPart(w[k], w[k+1]) {
			return !slices.ContainsFunc(w[k+2:min(len(w), k+4)], startsWithDigit)
		}
	}
	return false
}

func notLetter(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }

func startsWithDigit(w string) bool { return w != "" && w[0] >= '0' && w[0] <= '9' }

// solidPartWords name a part-solid nodule's solid part after "solid": "solid component",
// "solider Anteil". partSolidWords name it before "solid", as the Romance languages do:
// "componente sólido", "composante tissulaire" ("part" is not one: "part solid" is the nodule).
var (
	solidPartWords = lookupWords([]string{"component", "portion", "part", "element", "core", "center", "centre", "anteil",
		"komponente", "kern"})
	partSolidWords = lookupWords([]string{"componente", "componentes", "componenti", "composante", "composantes", "portion",
		"portions", "contingent", "porción", "porcion", "porciones", "porção", "porcao", "porções", "porzione", "porzioni"})
)

// solidStems start the words for "solid": "solid", "solide", "sólido", and French "tissulaire".
var solidStems = []string{"solid", "sólid", "tissulair"}

func isSolidWord(w string) bool {
	return slices.ContainsFunc(solidStems, func(stem string) bool { return strings.HasPrefix(w, stem) })
}

// namesSolidPart reports whether two words name a solid part: "solid component", "solider
// Anteil", "componente sólido", "composante tissulaire".
func namesSolidPart(first, second string) bool {
	return isSolidWord(first) && solidPartWords[second] || partSolidWords[first] && isSolidWord(second)
}

// solidThenPart reports whether words name a part-solid nodule's solid part.
func solidThenPart(words []string) bool {
	for i := 0; i+1 < len(words); i++ {
		if namesSolidPart(words[i], words[i+1]) {
			return true
		}
	}
	return false
}

// hasSolidPartWords reports whether a sentence names a solid part, which makes "solid" no
// attenuation of its own.
func hasSolidPartWords(words []string) bool { return solidThenPart(words) }
