package lang

import "strings"

// Base is the base code of a language code, lower case: "pt-br" -> "pt", "de-CH" -> "de",
// "pt_BR" -> "pt" (as some engines and browsers write it). Word lists are kept per base code.
func Base(code string) string {
	base, _, _ := strings.Cut(normal(code), "-")
	base, _, _ = strings.Cut(base, "_")
	return base
}
