package main

import (
	"regexp"
	"strings"
)

// spoken turns written text into what the radiologist said: lower case, XXXX dropped, and
// punctuation spoken as words. A spoken word stands apart, so "apex.There" is said
// "apex period there" and "1.9" "1 period 9".
var spoken = strings.NewReplacer(".", " period ", ",", " comma ", ":", " colon ")

// dictate turns a report into a dictation, each section preceded by its spoken heading word.
func dictate(r indiana) string {
	var parts []string
	for _, s := range []struct{ heading, text string }{
		{"indication", r.indication}, {"comparison", r.comparison}, {"findings", r.findings}, {"impression", r.impression},
	} {
		if hasWords(s.text) {
			parts = append(parts, s.heading, spoken.Replace(strings.ToLower(dropXXXX(s.text))))
		}
	}
	return strings.Join(strings.Fields(strings.Join(parts, " ")), " ")
}

// original is the report text the formatted report is compared with.
func original(r indiana) string {
	return dropXXXX(strings.Join([]string{r.indication, r.comparison, r.findings, r.impression}, " "))
}

func dropXXXX(s string) string { return strings.ReplaceAll(s, "XXXX", "") }

var leftRight = regexp.MustCompile(`(?i)\b(left|right)\b`)

// swapSides exchanges left and right, keeping each word's case.
func swapSides(s string) string {
	return leftRight.ReplaceAllStringFunc(s, func(w string) string {
		swap := map[string]string{"left": "right", "right": "left", "Left": "Right", "Right": "Left", "LEFT": "RIGHT", "RIGHT": "LEFT"}
		if v, ok := swap[w]; ok {
			return v
		}
		return w
	})
}

// namesSides tells whether a text says left or right.
func namesSides(s string) bool { return leftRight.MatchString(s) }
