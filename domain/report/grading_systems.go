package report

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/radscribe/radscribe/domain/lang"
)

// gradingSystems are the reporting and data systems and classifications an impression states a
// category of, as their names read with case, hyphens and spaces taken out ("BI-RADS",
// "Bi Rads", "ACR TI-RADS").
var gradingSystems = []string{"birads", "lungrads", "tirads", "pirads", "lirads", "orads", "crads", "bosniak"}

// GradingSystemOf is the grading system a text names ("birads" for "BI-RADS category:"), "" for
// none.
func GradingSystemOf(text string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(text) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
		} else if r == ' ' || r == '-' || r == '_' {
			continue
		} else {
			b.WriteRune(' ')
		}
	}
	squeezed := b.String()
	for _, g := range gradingSystems {
		if strings.Contains(squeezed, g) {
			return g
		}
	}
	return ""
}

// recommendingWords are the word beginnings of a statement that recommends ("Ultrasound-guided
// biopsy recommended.", "Stereotaktische Biopsie empfohlen."), lower case, by base language.
var recommendingWords = map[string][]string{
	"en": {"recommend", "advised", "is advisable", "recall for", "recalled for"},
	"de": {"empfohlen", "empfehle", "empfiehlt", "empfehlenswert", "angeraten", "wiedereinbestell"},
	"fr": {"recommand", "conseillé", "conseillée", "préconis"},
	"es": {"recomienda", "recomendad", "recomendable", "se aconseja", "se sugiere"},
	"it": {"si consiglia", "consigliat", "raccomandat", "si raccomanda", "si suggerisce"},
	"pt": {"recomenda", "recomendad", "aconselha", "sugere-se"},
}

// Recommends tells a statement that recommends something, in language or its base language.
func Recommends(language, text string) bool {
	lower := strings.ToLower(text)
	for _, w := range recommendingWords[lang.Base(language)] {
		for at := 0; at < len(lower); {
			i := strings.Index(lower[at:], w)
			if i < 0 {
				break
			}
			i += at
			if r, _ := utf8.DecodeLastRuneInString(lower[:i]); i == 0 || !unicode.IsLetter(r) {
				return true
			}
			at = i + len(w)
		}
	}
	return false
}
