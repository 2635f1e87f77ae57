package macro

import "unicode/utf8"

// Field is one [...] span of a macro's text, in bytes, brackets included.
type Field struct {
	Start, End int
}

// Fields returns the [...] spans of text, in order: a "[" and the first "]" after it on the
// same line with no "[" between them. "[]" is a field too.
func Fields(text string) []Field {
	var out []Field
	open := -1
	for i, r := range text {
		switch r {
		case '[':
			open = i
		case ']':
			if open >= 0 {
				out = append(out, Field{Start: open, End: i + utf8.RuneLen(r)})
				open = -1
			}
		case '\n':
			open = -1
		}
	}
	return out
}
