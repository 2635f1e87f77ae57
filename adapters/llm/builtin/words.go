package builtin

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// token is one whitespace-separated word of a text with its byte range.
type token struct {
	text       string
	start, end int
	// lineBefore says a line break separates this word from the one before.
	lineBefore bool
}

// tokenize splits text into words, remembering where lines break.
func tokenize(text string) []token {
	out := make([]token, 0, len(text)/6+1)
	newline := false
	start := -1
	for i, r := range text {
		if unicode.IsSpace(r) {
			if start >= 0 {
				out = append(out, token{text: text[start:i], start: start, end: i, lineBefore: newline})
				start, newline = -1, false
			}
			if r == '\n' {
				newline = true
			}
			continue
		}
		if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		out = append(out, token{text: text[start:], start: start, end: len(text), lineBefore: newline})
	}
	return out
}

// bare is a word in lower case without the punctuation around it, for comparing words.
func bare(w string) string {
	return strings.ToLower(strings.TrimFunc(w, isEdge))
}

// isEdge tells punctuation that may surround a word.
func isEdge(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }

// endsSentence tells whether a word closes a sentence.
func endsSentence(w string) bool {
	w = strings.TrimRight(w, `)]"'»”’`)
	return strings.HasSuffix(w, ".") || strings.HasSuffix(w, "!") || strings.HasSuffix(w, "?")
}

// capitalise upper-cases the first letter of a sentence, keeping any leading punctuation.
func capitalise(s string) string {
	for i, r := range s {
		if unicode.IsLetter(r) {
			if unicode.IsUpper(r) {
				return s
			}
			return s[:i] + string(unicode.ToUpper(r)) + s[i+utf8.RuneLen(r):]
		}
		if unicode.IsDigit(r) {
			return s
		}
	}
	return s
}

// hasWord tells whether s contains a letter or digit, i.e. anything worth a sentence.
func hasWord(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0
}
