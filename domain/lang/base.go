package lang

import "strings"

// Base is the base code of a language code, lower case: "pt-br" -> "pt", "de-CH" -> "de".
// Word lists are kept per base code.
func Base(code string) string {
	base, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(code)), "-")
	return base
}
