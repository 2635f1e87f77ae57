package report

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/radscribe/radscribe/domain/lang"
)

// GradingSystemOf is the grading system a text names, by the letters of its name in lower
// case ("birads" for "BI-RADS category:", "tirads" for "ACR TI-RADS"), "" for none.
func GradingSystemOf(text string) string {
	name := gradingCategory.FindString(text)
	if name == "" {
		return ""
	}
	var b strings.Builder
	for _, r := range strings.ToLower(name) {
		if unicode.IsLetter(r) {
			b.WriteRune(r)
		}
	}
	system := strings.TrimPrefix(b.String(), "acr")
	return strings.TrimPrefix(system, "eu")
}

// recommendingWords are the word beginnings of a statement that recommends ("Ultrasound-guided
// biopsy recommended.", "Stereotaktische Biopsie empfohlen."), lower case, by base language.
var recommendingWords = map[string][]string{
	"en": {"recommend", "advised", "is advisable", "recall for", "recalled for", "follow-up", "follow up", "continue annual",
		"continue screening", "routine screening", "surveillance", "no further follow"},
	"de": {"empfohlen", "empfehle", "empfiehlt", "empfehlenswert", "angeraten", "wiedereinbestell", "kontrolle in",
		"kontrolle nach", "verlaufskontrolle", "screening im", "keine kontrolle"},
	"fr": {"recommand", "conseillé", "conseillée", "préconis", "contrôle à", "contrôle dans", "surveillance", "suivi"},
	"es": {"recomienda", "recomendad", "recomendable", "se aconseja", "se sugiere", "control en", "control a los", "seguimiento"},
	"it": {"si consiglia", "consigliat", "raccomandat", "si raccomanda", "si suggerisce", "controllo a", "controllo tra", "follow-up"},
	"pt": {"recomenda", "recomendad", "aconselha", "sugere-se", "controlo em", "controle em", "controlo aos", "seguimento", "vigilância"},
}

// followUpInterval is when a follow-up is due, as an impression says it: "in 6 months", "à 6
// mois", "en 12 meses", "tra 6 mesi", "em 3 meses", "nach 6 Monaten".
var followUpInterval = regexp.MustCompile(`(?i)(?:^|\s)(?:in|within|à|dans|en|a|a los|tra|fra|em|nach|innerhalb von)\s+\d+(?:\s*(?:-|to|bis|à|a)\s*\d+)?\s*(?:months?|weeks?|years?|mois|semaines|ans|meses|semanas|años|mesi|settimane|anni|anos|monaten|wochen|jahren)\b`)

// Recommends tells a statement that recommends something, in language or its base language:
// a word that recommends, or when a follow-up is due.
func Recommends(language, text string) bool {
	if followUpInterval.MatchString(text) {
		return true
	}
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

// gradingCategory is a grading system's name, the reporting and data systems and the
// classifications an impression states a category of ("BI-RADS", "Bi Rads", "ACR TI-RADS",
// "Bosniak"); the category follows it (categoryValue).
var gradingCategory = keyedRegexp{
	pattern: regexp.MustCompile(`(?i)\b(?:acr\s+|eu[-\s]?)?(?:bi|lung|ti|pi|li|o|c)[-\s]?rads\b|\bbosniak\b`),
	keys:    []string{"rads", "bosniak"},
}

var categoryValue = regexp.MustCompile(`(?i)^[\s:]*(?:category|categories|kategorie|catégorie|categoría|categoria|score|class|klasse|classe|clase|type|typ)?[\s:]*(?:tr|lr-?|cr)?\s?([0-6]|iv|iii|ii|i)\s?([a-c]|f|x|s)?\b`)

// CategoryOf is the grading category a text gives, as written there ("LI-RADS 3", "BI-RADS
// category 4"), "" for none.
func CategoryOf(text string) string {
	loc := gradingCategory.FindStringIndex(text)
	if loc == nil {
		return ""
	}
	m := categoryValue.FindStringIndex(text[loc[1]:])
	if m == nil {
		return ""
	}
	return strings.TrimRight(strings.TrimSpace(text[loc[0]:loc[1]+m[1]]), ":")
}

// CategoryRoutine tells a statement that gives a grading category and nothing else of a study
// to act on, the category one of routine care: 1 or 2 of any system, not 2F ("BI-RADS 1.",
// "Lung-RADS 2", "PI-RADS: 2"). rest is the statement without the category, for reading what
// else it says; ok is false when it names no category.
func CategoryRoutine(text string) (routine bool, rest string, ok bool) {
	loc := gradingCategory.FindStringIndex(text)
	if loc == nil {
		return false, text, false
	}
	m := categoryValue.FindStringSubmatchIndex(text[loc[1]:])
	if m == nil {
		return false, text, false
	}
	value := strings.ToLower(text[loc[1]+m[2] : loc[1]+m[3]])
	suffix := ""
	if m[4] >= 0 {
		suffix = strings.ToLower(text[loc[1]+m[4] : loc[1]+m[5]])
	}
	rest = strings.Join(strings.Fields(text[:loc[0]]+" "+text[loc[1]+m[1]:]), " ")
	routine = (value == "1" || value == "2" || value == "i" || value == "ii") && suffix != "f"
	return routine, rest, true
}

// GradingField tells a template line that holds a grading system's category: its label names
// the system and its text is a category of it or empty ("ACR TI-RADS: TR1.", "PI-RADS:"), not
// another of the system's fields ("BI-RADS density: B.").
func GradingField(label, written string) bool {
	if GradingSystemOf(label) == "" {
		return false
	}
	return strings.TrimSpace(written) == "" || categoryValueAt(label, written) >= 0
}

// CategoryWrittenAs is category ("TI-RADS 5") written as a field's text gives its own ("TR1." on
// "ACR TI-RADS:" makes "TR5."): the field's value replaced and what described it dropped
// ("BI-RADS 1: negative." makes "BI-RADS 4A."). A field without a category of its own takes
// category as dictated.
func CategoryWrittenAs(label, written, category string) string {
	value, ok := categoryParts(category)
	at := categoryValueAt(label, written)
	if !ok || at < 0 {
		return category + "."
	}
	return written[:at] + value + "."
}

// categoryValueAt is where the category's value stands in a field's text (the "1" of "TR1."),
// -1 when the text gives none.
func categoryValueAt(label, written string) int {
	if at := valueAt(written); at >= 0 {
		return at
	}
	if at := valueAt(label + " " + written); at >= len(label)+1 {
		return at - len(label) - 1
	}
	return -1
}

// valueAt is where the value of the first category a text names stands, -1 for none.
func valueAt(text string) int {
	loc := gradingCategory.FindStringIndex(text)
	if loc == nil {
		return -1
	}
	m := categoryValue.FindStringSubmatchIndex(text[loc[1]:])
	if m == nil {
		return -1
	}
	return loc[1] + m[2]
}

// categoryParts reads the value of a text's category with any letter ("4A", "2F"), as written.
func categoryParts(text string) (value string, ok bool) {
	loc := gradingCategory.FindStringIndex(text)
	if loc == nil {
		return "", false
	}
	m := categoryValue.FindStringSubmatchIndex(text[loc[1]:])
	if m == nil {
		return "", false
	}
	end := loc[1] + m[3]
	if m[4] >= 0 {
		end = loc[1] + m[5]
	}
	return text[loc[1]+m[2] : end], true
}
