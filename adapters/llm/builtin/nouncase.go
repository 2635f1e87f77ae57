package builtin

import (
	"embed"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/radscribe/radscribe/domain/anatomy"
)

// nounFiles holds, per language that capitalises its nouns, the common report nouns that are
// neither radiology terms nor anatomy ("Nachweis", "Befund").
//
//go:embed nouns/*.txt
var nounFiles embed.FS

// nounSpellings maps a German noun in lower case to its spelling. It is read from the lists
// the engine already has: the capitalised one-word terms of the lexicon, the capitalised words
// of the anatomy's German region names ("Herz", "Schädelgrube" of "Hintere Schädelgrube"), and
// the report nouns of nouns/de.txt. A lower-case lexicon term ("abdominell") is no noun.
var nounSpellings = sync.OnceValue(func() map[string]string {
	nouns := map[string]string{}
	addNoun := func(w string) {
		if r, _ := utf8.DecodeRuneInString(w); unicode.IsUpper(r) && strings.IndexFunc(w, isNotLetter) < 0 {
			nouns[strings.ToLower(w)] = w
		}
	}
	if lx := lexiconFor("de"); lx != nil {
		for _, spelling := range lx.terms {
			if !strings.Contains(spelling, " ") {
				addNoun(spelling)
			}
		}
	}
	for _, r := range anatomy.Tables().Regions {
		// The first word of a name is capitalised as the name's start, so it is a noun
		// only when it is the whole name ("Rechtes Herz" says nothing about "rechtes").
		name := strings.Fields(r.Names["de"])
		for k, w := range name {
			if k > 0 || len(name) == 1 {
				addNoun(w)
			}
		}
	}
	list, _ := nounFiles.ReadFile("nouns/de.txt")
	for _, w := range strings.Fields(stripComments(string(list))) {
		addNoun(w)
	}
	return nouns
})

func isNotLetter(r rune) bool { return !unicode.IsLetter(r) }

// capitaliseNouns writes the known nouns of a German text dictated in lower case with their
// capital ("das herz" -> "das Herz"). A word with any capital is left as it is, and so is every
// word not known as a noun: adjectives such as "normal" or "akut" keep their lower case.
// A compound is capitalised when it is a known noun followed by a known noun (see nounCompound).
// Other languages are returned unchanged.
func capitaliseNouns(text, code string) string {
	if code != "de" {
		return text
	}
	nouns := nounSpellings()
	return respell(text, func(core string) string {
		if core != strings.ToLower(core) || strings.IndexFunc(core, isNotLetter) >= 0 {
			return core
		}
		if spelling, ok := nouns[core]; ok {
			return spelling
		}
		if spelling, ok := inflectedNoun(core, nouns); ok {
			return spelling
		}
		if nounCompound(core, nouns) || nounByEnding(core) {
			r, size := utf8.DecodeRuneInString(core)
			return string(unicode.ToUpper(r)) + core[size:]
		}
		return core
	})
}

// inflectedNoun spells a known noun with a genitive or plural ending ("des Kreuzbandes", "des
// Befundes"): the noun's spelling and the ending as dictated. The noun has at least five
// letters, so short words are not read as one ("den" is no "De"+"n").
func inflectedNoun(w string, nouns map[string]string) (string, bool) {
	for _, ending := range []string{"es", "s", "en", "n"} {
		stem, ok := strings.CutSuffix(w, ending)
		if !ok || utf8.RuneCountInString(stem) < 5 {
			continue
		}
		if spelling, known := nouns[stem]; known {
			return spelling + ending, true
		}
	}
	return "", false
}

// nounEndings are German endings that make a noun and nothing else ("Ruptur", "Hämatom",
// "Pneumonie", "Verkalkung"): a dictated word of at least nounEndingLetters letters that ends
// in one, perhaps with a plural or case ending after it ("Frakturen", "Hämatome"), is a noun.
var nounEndings = []string{"ung", "heit", "keit", "schaft", "tion", "tät", "ismus", "itis", "ose", "ie", "nis", "ur", "ik", "om"}

// nounEndingLetters keeps short words out of the ending rule ("zur", "wie", "vom", "nur").
const nounEndingLetters = 6

// notNounsByEnding are the adjectives a noun ending would take for a noun.
var notNounsByEnding = map[string]bool{"autonom": true}

func nounByEnding(w string) bool {
	if utf8.RuneCountInString(w) < nounEndingLetters {
		return false
	}
	for _, inflection := range []string{"", "en", "n", "e", "es", "s", "se", "sen"} {
		stem, ok := strings.CutSuffix(w, inflection)
		if !ok || utf8.RuneCountInString(stem) < nounEndingLetters-1 || notNounsByEnding[stem] {
			continue
		}
		for _, end := range nounEndings {
			if strings.HasSuffix(stem, end) {
				return true
			}
		}
	}
	return false
}

// respell writes each word of text as spell gives it, the punctuation around it kept.
func respell(text string, spell func(core string) string) string {
	var b strings.Builder
	last := 0
	for _, t := range tokenize(text) {
		lead, trail := splitEdges(t.text)
		core := t.text[len(lead) : len(t.text)-len(trail)]
		if core == "" {
			continue
		}
		spelling := spell(core)
		if spelling == core {
			continue
		}
		from := t.start + len(lead)
		b.WriteString(text[last:from] + spelling)
		last = from + len(core)
	}
	if last == 0 {
		return text
	}
	b.WriteString(text[last:])
	return b.String()
}

// nounCompound tells whether a lower-case word is a compound of two known nouns: it ends in a
// noun of at least four letters and what comes before is a noun of at least three letters,
// perhaps with a linking "s", "n", "en" or "es" ("pleura|erguss", "lunge|n|embolie").
// Both halves must be nouns because an ending alone is not safe: "definieren" ends in "nieren".
func nounCompound(w string, nouns map[string]string) bool {
	for i := range w {
		head, tail := w[:i], w[i:]
		if utf8.RuneCountInString(head) < 3 || utf8.RuneCountInString(tail) < 4 {
			continue
		}
		if _, ok := nouns[tail]; !ok {
			continue
		}
		for _, link := range []string{"", "s", "n", "en", "es"} {
			stem, cut := strings.CutSuffix(head, link)
			if !cut || utf8.RuneCountInString(stem) < 3 {
				continue
			}
			if _, ok := nouns[stem]; ok {
				return true
			}
		}
	}
	return false
}
