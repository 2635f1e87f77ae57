package report

import (
	"fmt"
	"strconv"
	"strings"
)

// measurementRule flags a lesion whose size in the impression matches none of its dimensions in
// the findings ("nodule 12 mm" versus "8 mm nodule"). It compares only when each section sizes
// that kind of lesion once, so two different nodules are never taken for one; centimetres and
// millimetres compare, and rounding is tolerated.
func measurementRule(a *analysis) []found {
	var out []found
	done := map[string]bool{}
	for _, m := range a.lesions {
		if m.s.section != SectionImpression || done[m.key] {
			continue
		}
		done[m.key] = true
		f, fok := a.onlySize(SectionFindings, m.key)
		i, iok := a.onlySize(SectionImpression, m.key)
		if !fok || !iok || !sidesCompatible(f.side, i.side) || f.overlaps(i) {
			continue
		}
		msg := a.v.msg
		out = append(out, found{
			rule:         "measurement",
			text:         fmt.Sprintf(msg.measurement, m.surface(), f.text, i.text),
			sections:     []string{SectionFindings, SectionImpression},
			options:      []string{f.text, i.text},
			suggestedFix: msg.fixMeasurement,
		})
	}
	return out
}

// size is one measurement of a lesion, its dimensions in millimetres.
type size struct {
	mm   []float64
	text string
	side side
}

// overlaps reports whether any dimension of s equals one of o within rounding.
func (s size) overlaps(o size) bool {
	for _, x := range s.mm {
		for _, y := range o.mm {
			if d := x - y; d <= max(1, 0.1*max(x, y)) && -d <= max(1, 0.1*max(x, y)) {
				return true
			}
		}
	}
	return false
}

// onlySize returns the one size section gives lesions of key. It fails when the section sizes
// them differently more than once, or a sized sentence carries two sizes or speaks of the past.
func (a *analysis) onlySize(section, key string) (size, bool) {
	var result size
	found := false
	for _, m := range a.lesions {
		if m.s.section != section || m.key != key {
			continue
		}
		sizes := a.sizesIn(m)
		if len(sizes) == 0 {
			continue
		}
		if len(sizes) > 1 || m.s.uncertain(m.start, m.end) {
			return size{}, false
		}
		if found && !result.overlaps(sizes[0]) {
			return size{}, false
		}
		if !found {
			result, found = sizes[0], true
		}
	}
	return result, found
}

// sizesIn reads the sizes ("12 mm", "1.9 x 1.8 cm") in the clause around m.
func (a *analysis) sizesIn(m mention) []size {
	words := m.s.words
	from, to := m.start, m.end
	for from > 0 && !endsClause(m.s, from-1) {
		from--
	}
	// A size may follow its lesion after a comma ("Rundherd im Oberlappen, 12 mm").
	for to < len(words) && (!endsClause(m.s, to) || words[to] == "," && to+1 < len(words) && isNumber(words[to+1])) {
		to++
	}
	var out []size
	for i := from; i < to; i++ {
		chain, next := numberChain(words, i, to)
		if len(chain) == 0 {
			continue
		}
		factor, ok := unitFactor(words, next, to)
		if ok {
			s := size{side: m.side}
			for _, n := range chain {
				s.mm = append(s.mm, n*factor)
			}
			s.text = strings.Join(words[i:next+1], " ")
			if a.v.msg.decimalComma {
				s.text = strings.ReplaceAll(s.text, ".", ",")
			}
			out = append(out, s)
		}
		i = next
	}
	return out
}

// numberChain reads "12", "12 x 8" or "12 by 8 by 5" at words[i]; next is the word after it.
func numberChain(words []string, i, to int) ([]float64, int) {
	var chain []float64
	for i < to && isDigitByte(words[i][0]) {
		n, err := strconv.ParseFloat(words[i], 64)
		if err != nil {
			break
		}
		chain = append(chain, n)
		i++
		if i+1 < to && (words[i] == "x" || words[i] == "by" || words[i] == "×") {
			i++
			continue
		}
		break
	}
	return chain, i
}

// unitFactor converts the unit at words[i] to millimetres.
func unitFactor(words []string, i, to int) (float64, bool) {
	if i >= to {
		return 0, false
	}
	switch words[i] {
	case "mm", "millimeter", "millimeters", "millimetre", "millimetres", "millimeter's", "millimetern":
		return 1, true
	case "cm", "centimeter", "centimeters", "centimetre", "centimetres", "zentimeter", "zentimetern":
		return 10, true
	}
	return 0, false
}

func isNumber(w string) bool { return isDigitByte(w[0]) }
