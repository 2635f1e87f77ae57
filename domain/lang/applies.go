package lang

import "strings"

// AppliesTo is the one rule by which something kept per language (a vocabulary entry, a macro,
// a prompt, a heading) applies to a dictation in code: written for code itself or for its base
// language (a de entry applies to de-ch dictation, a pt macro to pt-br), never the reverse (a
// de-ch entry does not apply to de dictation). Codes compare without regard to case or spaces.
func AppliesTo(language, code string) bool {
	language = normal(language)
	return language != "" && (language == normal(code) || language == Base(code))
}

// Lookup is the order in which a dictation in code looks for what is kept per language: its
// own code, then its base language when that differs ("de-ch", "de"), lower case.
func Lookup(code string) []string {
	code = normal(code)
	if base := Base(code); base != code {
		return []string{code, base}
	}
	return []string{code}
}

func normal(code string) string { return strings.ToLower(strings.TrimSpace(code)) }
