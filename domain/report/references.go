package report

import (
	"slices"

	"github.com/radscribe/radscribe/domain/lang"
)

// references are how a language points from a line to a statement written on another line,
// above it and below it ("See above."), where the line's normal text denied that statement.
var references = map[string][2]string{
	"en": {"See above.", "See below."},
	"de": {"Siehe oben.", "Siehe unten."},
	"es": {"Véase arriba.", "Véase abajo."},
	"pt": {"Ver acima.", "Ver abaixo."},
	"it": {"Vedi sopra.", "Vedi sotto."},
	"fr": {"Voir ci-dessus.", "Voir ci-dessous."},
	"pl": {"Patrz wyżej.", "Patrz niżej."},
	"lt": {"Žr. aukščiau.", "Žr. žemiau."},
	"ro": {"Vezi mai sus.", "Vezi mai jos."},
	"sl": {"Glej zgoraj.", "Glej spodaj."},
	"el": {"Βλ. ανωτέρω.", "Βλ. κατωτέρω."},
	"sv": {"Se ovan.", "Se nedan."},
}

// Reference is the sentence that points from a line to a statement above it or below it, in
// the language (English for one without its own).
func Reference(language string, above bool) string {
	r, ok := references[lang.Base(language)]
	if !ok {
		r = references[lang.Default]
	}
	if above {
		return r[0]
	}
	return r[1]
}

// referenceWords are the words of each language's pointer sentences, read once.
var referenceWords = func() map[string][][]string {
	out := map[string][][]string{}
	for code, r := range references {
		out[code] = [][]string{words(r[0]), words(r[1])}
	}
	return out
}()

// isReference tells words that only point to a statement on another line ("See above."): a
// line saying so neither affirms nor denies what its label names.
func isReference(language string, content []string) bool {
	if len(content) == 0 {
		return false
	}
	for _, code := range []string{lang.Base(language), lang.Default} {
		for _, r := range referenceWords[code] {
			if slices.Equal(r, content) {
				return true
			}
		}
	}
	return false
}
