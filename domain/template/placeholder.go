package template

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/radscribe/radscribe/domain/measurement"
)

// placeholderMark finds what may be a mark a template leaves for the radiologist to fill in;
// placeholderAt decides from its context. Bracketed marks ("[***]", "[ ]", "[size]",
// "{{size}}"), runs of stars or underscores, words of x ("xxx", "XX"), dots or an ellipsis,
// and a lone X, Y or Z standing for a number ("X x Y cm").
var placeholderMark = regexp.MustCompile(`\[[^\[\]]{0,40}\]|\{\{?[^{}]{0,40}\}\}?|\*{3,}|_{3,}|\.{3,}|…|\b[xX]{2,}\b|\b[xXYZ](?:[.,][xXYZ])?\b`)

// Placeholders returns the placeholders of a line's text in the order they stand: the marks a
// template leaves for a value ("Clinical history: [***]", "measuring ___ mm", "mit … mm",
// "X x Y cm"). A filled report that still holds one is unfinished. Dot leaders ("Liver .....
// normal"), a ticked box ("[x] Normal"), an ellipsis closing a word ("unchanged...") and a
// product of numbers ("3 x 4 cm") are none.
func Placeholders(text string) []string {
	if !mayHoldPlaceholder(text) {
		return nil
	}
	var out []string
	for _, m := range placeholderMark.FindAllStringIndex(text, -1) {
		if placeholderAt(text, m[0], m[1]) {
			out = append(out, text[m[0]:m[1]])
		}
	}
	return out
}

// placeholderAt tells whether the candidate text[from:to] is a placeholder.
func placeholderAt(text string, from, to int) bool {
	mark := text[from:to]
	switch mark[0] {
	case '[', '{':
		inner := strings.TrimSpace(strings.Trim(mark, "[]{}"))
		if strings.EqualFold(inner, "x") {
			return beforeValue(text, to)
		}
		return inner == "" || strings.Trim(inner, "*_.…?#xX -") == "" || namesAValue(inner)
	case '*', '_':
		return true
	case '.':
		return standsAlone(text, from) && (closesLine(text, to) || beforeValue(text, to))
	}
	if mark == "…" {
		return standsAlone(text, from) && (closesLine(text, to) || beforeValue(text, to))
	}
	if len(mark) >= 2 && strings.Trim(mark, "xX") == "" {
		return true
	}
	// A lone X, Y or Z (or "X.X") is a placeholder before a unit or a times sign, unless a
	// number stands before it: "3 x 4 cm" is a product.
	return beforeValue(text, to) && !afterNumber(text, from)
}

// namesAValue tells whether bracketed text names the value to write ("size", "LOCATION",
// "left/right"): at most three words of letters, no digit.
func namesAValue(inner string) bool {
	if len(strings.Fields(inner)) > 3 {
		return false
	}
	for _, r := range inner {
		if !unicode.IsLetter(r) && r != ' ' && r != '/' && r != '-' {
			return false
		}
	}
	return true
}

// standsAlone tells whether the mark at from starts a word: the text's start, or after a space,
// a colon or an opening bracket.
func standsAlone(text string, from int) bool {
	if from == 0 {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(text[:from])
	return unicode.IsSpace(r) || r == ':' || r == '(' || r == '['
}

// closesLine tells whether nothing but closing punctuation follows to.
func closesLine(text string, to int) bool {
	return strings.Trim(text[to:], " \t\n.;,)]") == ""
}

// beforeValue tells whether a unit or a times sign follows to, as after a number.
func beforeValue(text string, to int) bool {
	rest := strings.TrimLeft(text[to:], " \t")
	end := strings.IndexFunc(rest, func(r rune) bool { return unicode.IsSpace(r) || r == '.' || r == ',' || r == ';' || r == ')' })
	if end < 0 {
		end = len(rest)
	}
	word := rest[:end]
	return word == "x" || word == "×" || measurement.IsUnit(word)
}

// afterNumber tells whether a number (or a times sign) stands right before from.
func afterNumber(text string, from int) bool {
	before := strings.TrimRight(text[:from], " \t")
	if before == "" {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(before)
	return unicode.IsDigit(r)
}

// mayHoldPlaceholder tells quickly whether text has what a placeholder starts with, so that the
// lines of a report without one (nearly all) are not matched against placeholderMark: a
// bracket, a star, an underscore, dots, an ellipsis, or a word that starts with x, X, Y or Z.
func mayHoldPlaceholder(text string) bool {
	if strings.ContainsAny(text, "[{*_…") || strings.Contains(text, "...") {
		return true
	}
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case 'x', 'X', 'Y', 'Z':
			if i == 0 || !isWordByte(text[i-1]) {
				return true
			}
		}
	}
	return false
}

// isWordByte tells a byte that continues a word: an ASCII letter or digit, or part of a
// multi-byte letter.
func isWordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b >= 0x80
}
