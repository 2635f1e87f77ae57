package builtin

import (
	"strings"
	"unicode"
)

// capitalsTemplate tells a template whose lines are written in capitals throughout ("LUNGS: NO
// CONSOLIDATION.", as older RIS templates are): what the dictation writes into it goes in
// capitals too, so the signed report reads as one. Headings and labels alone do not count
// ("LUNGS: Clear." is a template with upper-case labels): the lines' own text decides.
func capitalsTemplate(blocks map[string]*block) bool {
	upper, lower := 0, 0
	for _, b := range blocks {
		for _, l := range b.lines {
			for _, r := range l.normalText {
				switch {
				case unicode.IsUpper(r):
					upper++
				case unicode.IsLower(r):
					lower++
				}
			}
		}
	}
	// A unit or two in lower case ("NORMAL SIZE (< 5 mm)") leaves a template in capitals.
	return upper >= 20 && lower*20 <= upper
}

// inCapitals writes the text of an HTML fragment in capitals, its tags and character
// references as they are.
func inCapitals(fragment string) string {
	var b strings.Builder
	b.Grow(len(fragment))
	for i := 0; i < len(fragment); {
		switch fragment[i] {
		case '<', '&':
			closing := byte('>')
			if fragment[i] == '&' {
				closing = ';'
			}
			end := strings.IndexByte(fragment[i:], closing)
			if end < 0 {
				b.WriteString(strings.ToUpper(fragment[i:]))
				return b.String()
			}
			b.WriteString(fragment[i : i+end+1])
			i += end + 1
		default:
			next := strings.IndexAny(fragment[i:], "<&")
			if next < 0 {
				next = len(fragment) - i
			}
			b.WriteString(strings.ToUpper(fragment[i : i+next]))
			i += next
		}
	}
	return b.String()
}
