package report

import "regexp"

// keyedRegexp is a pattern every match of which holds one of a few ASCII key words, in any
// case ("rads" of "BI-RADS", "bosniak"): a text holding none of them is answered without
// running the pattern, which most report lines are, and which is most of the pattern's cost.
type keyedRegexp struct {
	pattern *regexp.Regexp
	keys    []string // lower case ASCII
}

// holdsKey tells a text holding one of the key words, in any ASCII case.
func (k keyedRegexp) holdsKey(text string) bool {
	for _, key := range k.keys {
		if containsFoldASCII(text, key) {
			return true
		}
	}
	return false
}

func (k keyedRegexp) FindString(text string) string {
	if !k.holdsKey(text) {
		return ""
	}
	return k.pattern.FindString(text)
}

func (k keyedRegexp) FindStringIndex(text string) []int {
	if !k.holdsKey(text) {
		return nil
	}
	return k.pattern.FindStringIndex(text)
}

func (k keyedRegexp) FindAllStringIndex(text string, n int) [][]int {
	if !k.holdsKey(text) {
		return nil
	}
	return k.pattern.FindAllStringIndex(text, n)
}

// containsFoldASCII tells text holding key (lower case ASCII) in any ASCII case.
func containsFoldASCII(text, key string) bool {
	for i := 0; i+len(key) <= len(text); i++ {
		j := 0
		for j < len(key) && lowerASCII(text[i+j]) == key[j] {
			j++
		}
		if j == len(key) {
			return true
		}
	}
	return false
}

func lowerASCII(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}
