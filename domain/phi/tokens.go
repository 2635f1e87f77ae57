package phi

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// tokenKind tells words, numbers and single marks apart.
type tokenKind uint8

const (
	word tokenKind = iota + 1
	number
	mark
)

// token is a word (letters, with inner hyphens and apostrophes: "Müller-Lüdenscheidt",
// "O'Brien"), a run of digits, or one other character.
type token struct {
	start, end int
	text       string
	key        string // lower case without hyphens and apostrophes, for cue look-ups
	// The small fields share one word: a text has many tokens.
	kind    tokenKind
	spaced  bool // white space stands before it
	newLine bool // a line break stands before it
}

// tokenize splits text into tokens.
func tokenize(text string) []token {
	out := make([]token, 0, len(text)/4)
	spaced, newLine := false, false
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		if unicode.IsSpace(r) {
			spaced, newLine = true, newLine || r == '\n'
			i += size
			continue
		}
		end, kind := i+size, mark
		switch {
		case unicode.IsLetter(r):
			kind, end = word, wordEnd(text, i)
		case isDigit(r):
			kind = number
			for end < len(text) && isDigit(rune(text[end])) {
				end++
			}
		}
		t := token{kind: kind, start: i, end: end, text: text[i:end], spaced: spaced, newLine: newLine}
		t.key = keyOf(t.text)
		out = append(out, t)
		spaced, newLine = false, false
		i = end
	}
	return out
}

// wordEnd finds where the word starting at i ends: after its letters, across an inner hyphen
// or apostrophe that a letter follows.
func wordEnd(text string, i int) int {
	end := i
	for end < len(text) {
		r, size := utf8.DecodeRuneInString(text[end:])
		if unicode.IsLetter(r) {
			end += size
			continue
		}
		if r == '-' || r == '\'' || r == '’' {
			if next, _ := utf8.DecodeRuneInString(text[end+size:]); end+size < len(text) && unicode.IsLetter(next) {
				end += size
				continue
			}
		}
		break
	}
	return end
}

// keyOf is a word's cue key: lower case, hyphens and apostrophes dropped ("Fall-Nr" -> "fallnr").
func keyOf(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '-' || r == '\'' || r == '’' {
			return -1
		}
		return unicode.ToLower(r)
	}, s)
}

func isDigit(r rune) bool { return r >= '0' && r <= '9' }

// isCapitalised reports whether a word starts with an upper-case letter and goes on in lower
// case somewhere ("Müller", "McDonald"), as names are written.
func isCapitalised(s string) bool {
	r, size := utf8.DecodeRuneInString(s)
	if !unicode.IsUpper(r) {
		return false
	}
	for _, r := range s[size:] {
		if unicode.IsLower(r) {
			return true
		}
	}
	return false
}

// isUpperCase reports whether a word is written in capitals only ("MR", "SMITH").
func isUpperCase(s string) bool { return strings.ToUpper(s) == s && strings.ToLower(s) != s }
