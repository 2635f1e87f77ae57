package builtin

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/domain/vocabulary"
)

// applyVocabulary replaces the user's original words with their corrections (entries of the
// dictation language, or of none): whole words or phrases, any case, the dictated case kept. Longer originals win, so a phrase entry beats an
// entry for one of its words.
func applyVocabulary(c *corrected, text, code string, vocab []vocabulary.Entry) string {
	var entries []vocabulary.Entry
	for _, e := range vocab {
		if strings.TrimSpace(e.OriginalWord) != "" && (e.Language == "" || strings.EqualFold(e.Language, code)) {
			entries = append(entries, e)
		}
	}
	if len(entries) == 0 {
		return text
	}
	slices.SortStableFunc(entries, func(a, b vocabulary.Entry) int { return len(b.OriginalWord) - len(a.OriginalWord) })
	var b strings.Builder
	for i := 0; i < len(text); {
		if atWordStart(text, i) {
			if e, n := vocabularyAt(text[i:], entries); n > 0 {
				found := text[i : i+n]
				fixed := matchCase(found, strings.TrimSpace(e.CorrectedWord))
				b.WriteString(fixed)
				c.changes = append(c.changes, report.Correction{Original: found, Corrected: fixed, Source: "vocabulary"})
				c.hits[e.ID]++
				i += n
				continue
			}
		}
		_, size := utf8.DecodeRuneInString(text[i:])
		b.WriteString(text[i : i+size])
		i += size
	}
	return b.String()
}

// vocabularyAt returns the entry whose original starts s as whole words, and its length.
func vocabularyAt(s string, entries []vocabulary.Entry) (vocabulary.Entry, int) {
	for _, e := range entries {
		o := strings.TrimSpace(e.OriginalWord)
		if len(o) <= len(s) && strings.EqualFold(s[:len(o)], o) && atWordEnd(s, len(o)) {
			return e, len(o)
		}
	}
	return vocabulary.Entry{}, 0
}

func atWordStart(s string, i int) bool {
	if i == 0 {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return !isWordRune(r)
}

func atWordEnd(s string, i int) bool {
	if i >= len(s) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return !isWordRune(r)
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// matchCase writes a correction in the case the dictation used: ALL CAPS, Capitalised, or as
// the correction is spelled (which keeps "MRI" or "Pleuraerguss" as written).
func matchCase(found, fix string) string {
	letters := strings.IndexFunc(found, unicode.IsLetter) >= 0
	switch {
	case letters && utf8.RuneCountInString(found) > 1 && found == strings.ToUpper(found):
		return strings.ToUpper(fix)
	case letters && startsUpper(found):
		return capitalise(fix)
	}
	return fix
}

func startsUpper(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsUpper(r)
}
