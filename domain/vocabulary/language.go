package vocabulary

import "github.com/radscribe/radscribe/domain/lang"

// ForLanguage keeps the entries of the dictation language and of its base language (de
// entries apply to de-ch dictation).
func ForLanguage(entries []Entry, language string) []Entry {
	base := lang.Base(language)
	var out []Entry
	for _, e := range entries {
		if e.Language == language || e.Language == base {
			out = append(out, e)
		}
	}
	return out
}

// Hints are the corrected words of entries, each once, for a speech engine to expect.
func Hints(entries []Entry) []string {
	seen := make(map[string]bool, len(entries))
	hints := make([]string, 0, len(entries))
	for _, e := range entries {
		if !seen[e.CorrectedWord] {
			seen[e.CorrectedWord] = true
			hints = append(hints, e.CorrectedWord)
		}
	}
	return hints
}
