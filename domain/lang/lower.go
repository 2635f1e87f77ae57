package lang

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// LowerAligned is text in lower case (strings.ToLower), and whether each character's lower
// case takes as many bytes as the character: then text[i:j] in lower case is the result's
// [i:j], and the words of a text are cut from one copy instead of each being copied.
func LowerAligned(text string) (string, bool) {
	for _, r := range text {
		if r >= utf8.RuneSelf && (r == utf8.RuneError || utf8.RuneLen(unicode.ToLower(r)) != utf8.RuneLen(r)) {
			return "", false
		}
	}
	return strings.ToLower(text), true
}
