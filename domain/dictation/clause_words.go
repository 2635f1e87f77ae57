package dictation

import (
	"strings"

	"github.com/radscribe/radscribe/domain/lang"
)

// LinksPredicate tells a verb that links a subject to what is said of it, no object
// ("are" in "The kidneys are normal in size", not "show" in "The kidneys show cysts"), in
// language or its base language, as the segmenter reads it.
func LinksPredicate(language, word string) bool {
	l := segmentLanguages[lang.Base(language)]
	w := strings.ToLower(word)
	return l != nil && l.copulas[w] && !l.takesObject[w]
}

// OpensNounPhrase tells an article or determiner ("the", "both", "die", "les"), as the
// segmenter reads it.
func OpensNounPhrase(language, word string) bool {
	l := segmentLanguages[lang.Base(language)]
	return l != nil && l.articles[strings.ToLower(word)]
}

// Predicates tells a word that says something of a subject without a verb, as telegraphic
// dictation does ("normal" in "Beide Nieren normal groß", "clear" in "lungs clear").
func Predicates(language, word string) bool {
	l := segmentLanguages[lang.Base(language)]
	return l != nil && l.predicates[strings.ToLower(word)]
}

// SaysTwo tells a word that says the number two ("two", "zwei", "deux", "dos"), in language's
// number words: "les deux reins" are both kidneys.
func SaysTwo(language, word string) bool {
	w, ok := numberLanguageFor(language).words[strings.ToLower(word)]
	return ok && w.kind == kindDigit && w.value == 2
}
