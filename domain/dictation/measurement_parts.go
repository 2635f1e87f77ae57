package dictation

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/radscribe/radscribe/domain/lang"
)

// part is one word of the text as measurements read it: a whitespace-separated field without
// the punctuation around it, split again at inner hyphens ("twenty-five", "2-3",
// "Hounsfield-Einheiten").
type part struct {
	start, end int    // byte offsets of the word in the text
	lower      string // the word in lower case
	// hyphen: a hyphen joins the part to the one before it.
	hyphen bool
	// opened: punctuation stands before the part ("(two"); closed: after it ("five,"). Nothing
	// that spans parts may cross such punctuation.
	opened, closed bool
}

// leading and trailing are the punctuation marks split off a field.
const (
	leading  = "([{\"'„“«‚‘"
	trailing = ".,;:!?)]}\"'”»“’"
)

// splitParts cuts text into parts, appended to out.
func splitParts(out []part, text string) []part {
	out = slices.Grow(out, strings.Count(text, " ")+8)
	lower, aligned := lang.LowerAligned(text)
	if !aligned {
		lower = "" // each part is put in lower case on its own
	}
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		if unicode.IsSpace(r) {
			i += size
			continue
		}
		end := i
		for end < len(text) {
			r, size := utf8.DecodeRuneInString(text[end:])
			if unicode.IsSpace(r) {
				break
			}
			end += size
		}
		out = appendParts(out, text, lower, i, end)
		i = end
	}
	return out
}

// appendParts adds the parts of the field text[start:end]; lower is text in lower case, or ""
// when that moves its bytes (lang.LowerAligned).
func appendParts(out []part, text, lower string, start, end int) []part {
	from, to := start, end
	for from < to {
		r, size := utf8.DecodeRuneInString(text[from:to])
		if !strings.ContainsRune(leading, r) {
			break
		}
		from += size
	}
	for from < to {
		r, size := utf8.DecodeLastRuneInString(text[from:to])
		if !strings.ContainsRune(trailing, r) {
			break
		}
		to -= size
	}
	if from == to {
		// A field of punctuation only ("-", "–") stops whatever came before it.
		if len(out) > 0 {
			out[len(out)-1].closed = true
		}
		return out
	}
	first := len(out)
	// Inner hyphens and dashes split; a leading minus stays with its number ("-10").
	wordStart := from
	for k := from; k < to; {
		r, size := utf8.DecodeRuneInString(text[k:to])
		if (r == '-' || r == '–') && k > wordStart && k+size < to {
			out = append(out, newPart(text, lower, wordStart, k))
			wordStart = k + size
		}
		k += size
	}
	out = append(out, newPart(text, lower, wordStart, to))
	for k := first + 1; k < len(out); k++ {
		out[k].hyphen = true
	}
	out[first].opened = from > start
	out[len(out)-1].closed = to < end
	return out
}

func newPart(text, lower string, start, end int) part {
	if lower == "" {
		return part{start: start, end: end, lower: strings.ToLower(text[start:end])}
	}
	return part{start: start, end: end, lower: lower[start:end]}
}

// isWrittenNumber reports whether a part is a number written in digits, perhaps a product
// ("12", "2.5", "2,5", "-10", "3x4", "10x5.5").
func isWrittenNumber(p part) bool {
	w := strings.TrimPrefix(p.lower, "-")
	if w == "" || !isDigitByte(w[0]) || !isDigitByte(w[len(w)-1]) {
		return false
	}
	for _, r := range w {
		if !unicode.IsDigit(r) && r != '.' && r != ',' && r != 'x' && r != '×' {
			return false
		}
	}
	return true
}

// isDigits reports whether a part is digits only, a whole number a spoken decimal may follow.
func isDigits(p part) bool {
	for i := 0; i < len(p.lower); i++ {
		if !isDigitByte(p.lower[i]) {
			return false
		}
	}
	return p.lower != ""
}

func isDigitByte(b byte) bool { return b >= '0' && b <= '9' }
