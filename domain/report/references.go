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

// otherwise is how a language says that the rest of what a line speaks of is normal, written
// after the dictated statements on a line about several organs that name only some of them
// ("Liver, gallbladder, pancreas and spleen: Gallstones. Otherwise unremarkable.").
var otherwise = map[string]string{
	"en": "Otherwise unremarkable.",
	"de": "Im Übrigen unauffällig.",
	"es": "Resto sin alteraciones.",
	"pt": "Restante sem alterações.",
	"it": "Per il resto nella norma.",
	"fr": "Pour le reste, sans particularité.",
	"pl": "Poza tym bez zmian.",
	"lt": "Kitur be pakitimų.",
	"ro": "În rest fără modificări.",
	"sl": "Sicer brez posebnosti.",
	"el": "Κατά τα λοιπά χωρίς ευρήματα.",
	"sv": "I övrigt utan anmärkning.",
}

// Otherwise is the sentence saying the rest of a line's organs are normal, in the language
// (English for one without its own).
func Otherwise(language string) string {
	if s, ok := otherwise[lang.Base(language)]; ok {
		return s
	}
	return otherwise[lang.Default]
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
