package macro

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/radscribe/radscribe/domain/lang"
)

// triggers are the words that, spoken before a macro's name, insert the macro, by base
// language. English ones are understood in every language.
var triggers = map[string][]string{
	"en": {"macro", "insert"},
	"de": {"makro", "einfügen"},
	"fr": {"macro", "insérer"},
	"es": {"macro", "insertar"},
	"it": {"macro", "inserisci"},
	"pt": {"macro", "inserir"},
}

// Triggers returns the words that insert a macro in a dictation in language.
func Triggers(language string) []string {
	out := slices.Clone(triggers[lang.Base(language)])
	for _, w := range triggers["en"] {
		if !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return out
}

// MayInsert tells whether the transcript holds a word that inserts a macro in language, so a
// dictation without one needs no macro read at all.
func MayInsert(transcript, language string) bool {
	trig := Triggers(language)
	// Most dictations hold no trigger at all: a substring search settles those without
	// splitting the text into words.
	lower := strings.ToLower(transcript)
	if !slices.ContainsFunc(trig, func(t string) bool { return strings.Contains(lower, t) }) {
		return false
	}
	for _, w := range words(transcript) {
		if slices.ContainsFunc(trig, func(t string) bool { return strings.EqualFold(t, w.text) }) {
			return true
		}
	}
	return false
}

// word is a run of letters, digits, hyphens and apostrophes, at byte offsets of its text.
type word struct {
	text       string
	start, end int
}

func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) || r == '-' || r == '\'' || r == '’'
}

// words splits s into its words; a word must hold a letter or a digit.
func words(s string) []word {
	var out []word
	start := -1
	flush := func(end int) {
		if start < 0 {
			return
		}
		w := s[start:end]
		if strings.IndexFunc(w, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0 {
			out = append(out, word{text: w, start: start, end: end})
		}
		start = -1
	}
	for i, r := range s {
		if isWordRune(r) {
			if start < 0 {
				start = i
			}
			continue
		}
		flush(i)
	}
	flush(len(s))
	return out
}

func joinWords(ws []string) string { return strings.Join(ws, " ") }

// candidate is a macro's name split into words, for matching.
type candidate struct {
	words []string
	runes int // of the name, single-spaced: the longer name is tried first
	text  string
}

// Expand replaces each "insert NAME" (or "macro NAME", or the words of the language) in the
// transcript by the text of the macro NAME names: trigger and name matched case-insensitively
// on whole words separated by spaces only, the longest name first. macros are in order of
// precedence (ForLanguage puts the user's own first); an inserted text is not expanded again.
// It returns the text and how many macros were inserted.
func Expand(transcript, language string, macros []Macro) (string, int) {
	if len(macros) == 0 {
		return transcript, 0
	}
	cands := make([]candidate, 0, len(macros))
	seen := map[string]bool{}
	for _, m := range macros {
		key := NameKey(m.Name)
		if key == "" || seen[key] {
			continue
		}
		seen[key] = true
		cands = append(cands, candidate{words: strings.Fields(key), runes: utf8.RuneCountInString(key), text: m.Text})
	}
	slices.SortStableFunc(cands, func(a, b candidate) int {
		if len(a.words) != len(b.words) {
			return len(b.words) - len(a.words)
		}
		return b.runes - a.runes
	})
	trig := Triggers(language)
	ws := words(transcript)
	var out strings.Builder
	last, inserted := 0, 0
	for i := 0; i < len(ws); i++ {
		if !slices.ContainsFunc(trig, func(t string) bool { return strings.EqualFold(t, ws[i].text) }) {
			continue
		}
		c, end, ok := match(transcript, ws, i+1, cands)
		if !ok {
			continue
		}
		out.WriteString(transcript[last:ws[i].start])
		out.WriteString(c.text)
		last = ws[end].end
		// "insert normal chest." with a text that ends its sentence keeps one full stop.
		if strings.HasSuffix(strings.TrimSpace(c.text), ".") && strings.HasPrefix(transcript[last:], ".") {
			last++
		}
		inserted++
		i = end
	}
	if inserted == 0 {
		return transcript, 0
	}
	out.WriteString(transcript[last:])
	return out.String(), inserted
}

// match finds the first candidate whose words follow at ws[from:], each separated from the
// previous by spaces only; it returns the candidate and the index of its last word.
func match(text string, ws []word, from int, cands []candidate) (candidate, int, bool) {
	for _, c := range cands {
		if from+len(c.words) > len(ws) {
			continue
		}
		ok := true
		for j, cw := range c.words {
			w := ws[from+j]
			if !strings.EqualFold(w.text, cw) || strings.TrimSpace(text[ws[from+j-1].end:w.start]) != "" {
				ok = false
				break
			}
		}
		if ok {
			return c, from + len(c.words) - 1, true
		}
	}
	return candidate{}, 0, false
}
