package report

import (
	"slices"
	"strings"

	"github.com/radscribe/radscribe/domain/anatomy"
	"github.com/radscribe/radscribe/domain/lang"
)

// restatedDiagnosis writes a findings statement as the diagnosis a radiologist signs when the
// statement says nothing the diagnosis would lose ("The gallbladder contains multiple
// gallstones." is "Cholelithiasis.", "6 mm stone in the left kidney." is "Left
// nephrolithiasis (6 mm)."): one finding of diagnosisRegions, affirmed, with only the words
// of its region (one naming it, not only suggesting it), its side, sizes, and the language's
// restating words beside it; in English also severity and comparison words right before the
// finding ("New small right pleural effusion"). Anything else (a hedge, a second finding, another organ, a count, a word the
// rule does not know) keeps the statement as dictated: false.
func restatedDiagnosis(language string, p *impressionWords, text string) (string, bool) {
	code := lang.Base(language)
	d, idx := diagnosisLanguages[code], anatomy.Tables().Language(code)
	if d == nil || idx == nil {
		return "", false
	}
	a := analyse(language, []Section{{Name: SectionFindings, Text: text}})
	if len(a.sentences) != 1 || len(a.findings) != 1 {
		return "", false
	}
	m := a.findings[0]
	name, ok := d.names[m.key]
	region, known := anatomy.Tables().Lookup(diagnosisRegions[m.key])
	if !ok || !known || m.polarity != affirmed {
		return "", false
	}
	s := m.s
	w := s.words
	inRegion := func(t *anatomy.Term) bool {
		return slices.ContainsFunc(t.Regions, func(r int) bool { steps, _ := anatomy.Tables().Reach(r, region); return steps >= 0 })
	}
	// names tells a term that names the region itself: a weak one only suggests it ("effusion"
	// is pleural unless a knee is named), so it does not make the statement the diagnosis's.
	names := func(t *anatomy.Term) bool { return t != nil && !t.Weak && inRegion(t) }
	modifier := func(i int) bool {
		return d.modifiersFirst && (a.v.grades[w[i]] > 0 || p.worse.At(w, i) || p.same.At(w, i))
	}
	named, dropped := false, false
	sd := noSide
	var mods, sizes []string
	for i := 0; i < len(w); {
		if i >= m.start && i < m.end {
			named = named || names(idx.LongestAt(w, i))
			i++
			continue
		}
		if n := sizeAt(w, i); n > 0 {
			size := strings.Join(w[i:i+n], " ")
			if a.v.msg.decimalComma {
				// The words read "4,5" as "4.5"; the impression writes it as dictated.
				size = strings.ReplaceAll(size, ".", ",")
			}
			sizes = append(sizes, size)
			i += n
			continue
		}
		t := idx.LongestAt(w, i)
		switch {
		case w[i] == ",":
		case s.is(i, clsLeft|clsRight|clsBoth):
			if sd != noSide && sd != s.sides[i] {
				return "", false
			}
			sd = s.sides[i]
		case slices.Contains(d.restating, w[i]):
			dropped = true
		case t != nil:
			if !inRegion(t) {
				return "", false
			}
			named, dropped = named || names(t), true
			i += len(t.Words)
			continue
		case modifier(i) && i < m.start && adjoins(s, i, m.start, modifier):
			mods = append(mods, w[i])
		default:
			return "", false
		}
		i++
	}
	surface := strings.Join(w[m.start:m.end], " ")
	if !named || (!dropped && strings.HasPrefix(surface, strings.ToLower(name.name))) {
		return "", false
	}
	sideWord := d.sides[sd][0]
	if name.feminine {
		sideWord = d.sides[sd][1]
	}
	parts := slices.Clone(mods)
	if sideWord != "" && d.sideFirst {
		parts = append(parts, sideWord)
	}
	parts = append(parts, name.name)
	if sideWord != "" && !d.sideFirst {
		parts = append(parts, sideWord)
	}
	out := strings.Join(parts, " ")
	if len(sizes) > 0 {
		out += " (" + strings.Join(sizes, ", ") + ")"
	}
	return capitalFirst(out) + ".", true
}

// adjoins tells whether only modifiers, sides and sizes stand between word i and the finding
// at end: "new small right pleural effusion", not "increase in the right pleural effusion".
func adjoins(s *sentence, i, end int, modifier func(int) bool) bool {
	w := s.words
	for j := i + 1; j < end; j++ {
		if !modifier(j) && !s.is(j, clsLeft|clsRight|clsBoth) && !isNumber(w[j]) && w[j] != "x" {
			if _, unit := unitFactor(w, j, len(w)); !unit {
				return false
			}
		}
	}
	return true
}

// sizeAt is how many words a size takes at w[i] ("6 mm", "2 x 3 cm"), 0 when none stands there.
func sizeAt(w []string, i int) int {
	chain, next := numberChain(w, i, len(w))
	if len(chain) == 0 {
		return 0
	}
	if _, ok := unitFactor(w, next, len(w)); ok {
		return next + 1 - i
	}
	return 0
}
