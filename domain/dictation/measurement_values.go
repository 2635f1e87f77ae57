package dictation

import (
	"strconv"
	"strings"
)

// value is one number of a measurement as the report writes it.
type value struct {
	text  string
	next  int  // the part after it
	whole bool // a whole number, which a half may follow ("deux centimètres et demi")
}

// valueAt reads a number at part p: digits as written, or spoken words with an optional sign,
// decimal and half.
func (m *measurer) valueAt(p int) (value, bool) {
	if p >= len(m.parts) || !m.l.mayStart(m.parts[p].lower) {
		return value{}, false
	}
	sign, q := "", p
	if m.l.signs[m.parts[p].lower] && m.continues(p+1) {
		sign, q = "-", p+1
	}
	var whole string
	var next int
	switch pt := m.parts[q]; {
	case isDigits(pt):
		whole, next = m.text[pt.start:pt.end], q+1
	case isWrittenNumber(pt):
		return value{text: sign + m.text[pt.start:pt.end], next: q + 1}, true
	case m.l.leadingDecimal && m.l.decimalWords[pt.lower] && (p == 0 || !englishDeterminers[m.parts[p-1].lower]):
		if fraction, after, ok := m.fractionAfter(q); ok {
			return value{text: sign + "0" + m.l.decimalMark + fraction, next: after}, true
		}
		return value{}, false
	default:
		v, half, after, found := m.spokenWhole(q)
		if !found {
			return value{}, false
		}
		if half {
			return value{text: sign + strconv.Itoa(v) + m.l.decimalMark + "5", next: after}, true
		}
		whole, next = strconv.Itoa(v), after
	}
	if fraction, after, ok := m.fractionAfter(next); ok && m.continues(next) {
		return value{text: sign + whole + m.l.decimalMark + fraction, next: after}, true
	}
	if after, ok := m.halfAt(next); ok {
		return value{text: sign + whole + m.l.decimalMark + "5", next: after}, true
	}
	return value{text: sign + whole, next: next, whole: true}, true
}

// maxNumberAtoms bounds how far a spoken number is read: "one hundred and twenty-five
// thousand ..." needs far fewer.
const maxNumberAtoms = 16

// spokenWhole reads a spoken whole number at part q; it returns the value, whether a half ends
// it ("zweieinhalb"), the part after it and whether there was one.
func (m *measurer) spokenWhole(q int) (int, bool, int, bool) {
	var atoms []atom
	for p := q; p < len(m.parts) && len(atoms) < maxNumberAtoms; {
		if p > q && !m.continues(p) {
			break
		}
		e := m.entryAt(p)
		if e.parts == 0 {
			break
		}
		last := p + e.parts - 1
		for k, w := range e.words {
			atoms = append(atoms, atom{numberWord: w, part: last, last: k == len(e.words)-1})
		}
		p = last + 1
	}
	v, half, n := m.l.readSpoken(atoms)
	if n == 0 {
		return 0, false, 0, false
	}
	return v, half, atoms[n-1].part + 1, true
}

// fractionAfter reads the decimal part at part q: a decimal word, then digits ("5"), digit
// words one by one ("one five") or one number below a hundred ("fünfundzwanzig").
func (m *measurer) fractionAfter(q int) (string, int, bool) {
	if q >= len(m.parts) || !m.l.decimalWords[m.parts[q].lower] || !m.continues(q+1) {
		return "", 0, false
	}
	r := q + 1
	if isDigits(m.parts[r]) {
		return m.parts[r].lower, r + 1, true
	}
	var digits strings.Builder
	for ; r < len(m.parts) && (r == q+1 || m.continues(r)); r++ {
		e := m.entryAt(r)
		if e.parts != 1 || len(e.words) != 1 || e.words[0].kind != kindDigit {
			break
		}
		digits.WriteString(strconv.Itoa(e.words[0].value))
	}
	if digits.Len() > 0 {
		return digits.String(), r, true
	}
	if v, half, after, ok := m.spokenWhole(q + 1); ok && !half && v >= 10 && v < 100 {
		return strconv.Itoa(v), after, true
	}
	return "", 0, false
}

// halfAt reads the words that add a half at part q ("and a half", "y medio").
func (m *measurer) halfAt(q int) (int, bool) {
	if !m.continues(q) {
		return 0, false
	}
	for _, words := range m.l.halves {
		if !m.contiguous(q, len(words)) {
			continue
		}
		matched := true
		for k, w := range words {
			matched = matched && m.parts[q+k].lower == w
		}
		if matched {
			return q + len(words), true
		}
	}
	return 0, false
}

// englishDeterminers before "point" make it a noun ("the point"), not a leading decimal.
var englishDeterminers = set("the", "this", "that", "a", "an", "each", "every", "any", "one", "which", "what", "no", "same", "some", "at")
