package dictation

import "strings"

// element is one size of a measurement: its number, the unit said right after it, and what
// stood before it ("x", "to", "-"; empty for the first).
type element struct {
	value, unit, separator string
}

// chain is a measurement found in the text: sizes listed with their units, "three by four
// millimeters" or "2 to 3 cm"; start and end are byte offsets, next the part after it.
type chain struct {
	start, end, next int
	elements         []element
}

// chainAt reads the measurement starting at part p: numbers joined by products, ranges or
// lists, ending with the last number a unit follows.
func (m *measurer) chainAt(p int) (chain, bool) {
	v, ok := m.valueAt(p)
	if !ok {
		return chain{}, false
	}
	var elements []element
	c := chain{start: m.parts[p].start}
	separator := ""
	for {
		e := element{value: v.text, separator: separator}
		q := v.next
		if unit, after, ok := m.unitAt(q); ok {
			e.unit, q = unit, after
			if half, ok := m.halfAt(q); ok && v.whole {
				e.value += m.l.decimalMark + "5"
				q = half
			}
		}
		elements = append(elements, e)
		if e.unit != "" {
			c.elements, c.end, c.next = elements, m.parts[q-1].end, q
		}
		s, after, ok := m.separatorAt(q)
		if !ok {
			break
		}
		if v, ok = m.valueAt(after); !ok {
			break
		}
		separator = s
	}
	return c, len(c.elements) > 0
}

// render writes the measurement: numbers joined by their separators, each unit where it was
// said ("3 x 4 mm", "2 to 3 cm", "22 mm and 20 mm"), so a written report keeps its wording.
func (c chain) render() string {
	var b strings.Builder
	for k, e := range c.elements {
		switch {
		case k == 0:
		case e.separator == "-":
			b.WriteByte('-')
		default:
			b.WriteString(" " + e.separator + " ")
		}
		b.WriteString(e.value)
		if e.unit != "" {
			b.WriteString(" " + e.unit)
		}
	}
	return b.String()
}

// unitAt reads the unit at part q, the longest phrase first ("hounsfield units" before
// "hounsfield").
func (m *measurer) unitAt(q int) (string, int, bool) {
	if !m.continues(q) {
		return "", 0, false
	}
	for n := min(m.l.longestUnit, len(m.parts)-q); n > 0; n-- {
		if symbol, ok := m.l.units[string(m.phrase(q, n))]; ok {
			return symbol, q + n, true
		}
	}
	return "", 0, false
}

// separatorAt reads what stands between two sizes at part q: a product word (written "x"), a
// range or list word (kept as dictated) or a hyphen joining two numbers ("2-3").
func (m *measurer) separatorAt(q int) (string, int, bool) {
	if !m.continues(q) {
		return "", 0, false
	}
	pt := m.parts[q]
	if pt.hyphen {
		return "-", q, true
	}
	if !m.continues(q + 1) {
		return "", 0, false
	}
	switch {
	case m.l.times[pt.lower]:
		return "x", q + 1, true
	case m.l.between[pt.lower]:
		return m.text[pt.start:pt.end], q + 1, true
	}
	return "", 0, false
}
