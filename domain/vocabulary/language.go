package vocabulary

import "github.com/radscribe/radscribe/domain/lang"

// ForLanguage keeps the entries that apply to a dictation in language (lang.AppliesTo: de
// entries apply to de-ch dictation).
func ForLanguage(entries []Entry, language string) []Entry {
	var out []Entry
	for _, e := range entries {
		if lang.AppliesTo(e.Language, language) {
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
