package measurement

import (
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Size is one length written in a text: "12 mm", "2.5 cm", "2,5 cm", "3 x 4 x 5 mm" or
// "3 cm x 4 cm".
type Size struct {
	Text        string    // as written
	Start, End  int       // byte offsets of Text in the text searched
	Millimetres []float64 // each dimension in millimetres, in the order written
}

// Largest is the largest dimension in millimetres.
func (s Size) Largest() float64 {
	largest := 0.0
	for _, d := range s.Millimetres {
		largest = max(largest, d)
	}
	return largest
}

// MeanDiameter is the mean of the first two dimensions (long and short axis as dictated), or
// the only one; nodule guidelines grade by it.
func (s Size) MeanDiameter() float64 {
	if len(s.Millimetres) < 2 {
		return s.Largest()
	}
	return (s.Millimetres[0] + s.Millimetres[1]) / 2
}

// FindSizes returns the lengths written in text, left to right. A number belongs to a size only
// when a length unit follows it or the last dimension of its product ("3 x 4 mm"); a range
// ("6-8 mm", "6 to 8 mm") yields its upper end only, because the words between are no product.
func FindSizes(text string) []Size {
	var out []Size
	for i := 0; i < len(text); {
		if !startsNumber(text, i) {
			i++
			continue
		}
		s, next := readSize(text, i)
		if len(s.Millimetres) > 0 {
			out = append(out, s)
		}
		i = next
	}
	return out
}

// ParseMillimetres reads text that is one size and nothing else ("2.5 cm", "25 mm", "2,5 cm",
// "3 x 4 mm") as its dimensions in millimetres.
func ParseMillimetres(text string) ([]float64, bool) {
	trimmed := strings.TrimSpace(text)
	sizes := FindSizes(trimmed)
	if len(sizes) != 1 || sizes[0].Start != 0 || sizes[0].End != len(trimmed) {
		return nil, false
	}
	return sizes[0].Millimetres, true
}

// SameSize reports whether two written sizes agree within rounding: any dimension of one is
// within 1 mm or 10 % of a dimension of the other ("2.5 cm" and "25 mm", "1.2 cm" and "12 mm").
func SameSize(a, b string) bool {
	x, okA := ParseMillimetres(a)
	y, okB := ParseMillimetres(b)
	if !okA || !okB {
		return false
	}
	for _, p := range x {
		for _, q := range y {
			if math.Abs(p-q) <= max(1, 0.1*max(p, q)) {
				return true
			}
		}
	}
	return false
}

// startsNumber reports whether a number starts at i: a digit not inside a word or a number.
func startsNumber(text string, i int) bool {
	if !isDigit(text[i]) {
		return false
	}
	if i == 0 {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(text[:i])
	if unicode.IsLetter(r) || unicode.IsDigit(r) {
		return false
	}
	return !((r == '.' || r == ',') && i >= 2 && isDigit(text[i-2]))
}

// dimension is one number of a product and the unit written right after it, if any.
type dimension struct {
	value float64
	unit  string
}

// readSize reads the product of dimensions starting at i. It returns an empty Size when no
// length unit ends it, and where scanning goes on.
func readSize(text string, i int) (Size, int) {
	var dims []dimension
	end, lastUnit := i, -1
	pos := i
	for {
		value, next, ok := readNumber(text, pos)
		if !ok {
			break
		}
		d := dimension{value: value}
		afterNumber := next
		if unit, unitEnd, ok := readUnit(text, next); ok {
			d.unit, next = unit, unitEnd
		}
		dims = append(dims, d)
		if d.unit != "" {
			end, lastUnit = next, len(dims)-1
		}
		sepEnd, ok := readTimes(text, next)
		if !ok || !startsProduct(text, sepEnd) {
			if lastUnit < 0 {
				end = afterNumber
			}
			break
		}
		pos = sepEnd
	}
	if lastUnit < 0 {
		return Size{}, max(end, i+1)
	}
	dims = dims[:lastUnit+1]
	mm := make([]float64, len(dims))
	unit := ""
	for k := len(dims) - 1; k >= 0; k-- {
		if dims[k].unit != "" {
			unit = dims[k].unit
		}
		factor, ok := millimetresPer(unit)
		if !ok {
			return Size{}, end
		}
		mm[k] = dims[k].value * factor
	}
	return Size{Text: text[i:end], Start: i, End: end, Millimetres: mm}, end
}

// readNumber reads "12", "2.5" or "2,5" at i.
func readNumber(text string, i int) (float64, int, bool) {
	j := i
	for j < len(text) && isDigit(text[j]) {
		j++
	}
	if j == i {
		return 0, i, false
	}
	if j+1 < len(text) && (text[j] == '.' || text[j] == ',') && isDigit(text[j+1]) {
		j++
		for j < len(text) && isDigit(text[j]) {
			j++
		}
	}
	v, err := strconv.ParseFloat(strings.Replace(text[i:j], ",", ".", 1), 64)
	if err != nil {
		return 0, i, false
	}
	return v, j, true
}

// readUnit reads a unit word after optional spaces at i: a run of letters ending a word.
func readUnit(text string, i int) (string, int, bool) {
	j := skipSpaces(text, i)
	k := j
	for k < len(text) {
		r, size := utf8.DecodeRuneInString(text[k:])
		if !unicode.IsLetter(r) {
			break
		}
		k += size
	}
	if k == j {
		return "", i, false
	}
	if _, ok := millimetresPer(text[j:k]); !ok || perOrPower(text, k) {
		return "", i, false
	}
	return text[j:k], k, true
}

// perOrPower reports whether the unit ending at i goes on as a rate or an area ("cm/s", "cm²"),
// which is no length.
func perOrPower(text string, i int) bool {
	return strings.HasPrefix(text[i:], "/") || strings.HasPrefix(text[i:], "²") || strings.HasPrefix(text[i:], "³")
}

// readTimes reads the sign of a product after optional spaces: "x", "×" or "by".
func readTimes(text string, i int) (int, bool) {
	j := skipSpaces(text, i)
	for _, sign := range []string{"x", "X", "×", "by"} {
		if strings.HasPrefix(text[j:], sign) {
			end := j + len(sign)
			if end < len(text) && isLetter(text[end]) {
				return i, false
			}
			return skipSpaces(text, end), true
		}
	}
	return i, false
}

// startsProduct reports whether a dimension follows a product sign at i.
func startsProduct(text string, i int) bool { return i < len(text) && isDigit(text[i]) }

func skipSpaces(text string, i int) int {
	for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	return i
}

func isDigit(b byte) bool  { return b >= '0' && b <= '9' }
func isLetter(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' }
