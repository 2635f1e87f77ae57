package report

import (
	"slices"
	"strings"
	"unicode"

	"github.com/radscribe/radscribe/domain/lang"
)

// generalLine is how a language names a template's line for findings of no particular region:
// the words that make a label one ("Other findings", "Weitere Befunde"), and the label of the
// line a writer adds when a template has none.
type generalLine struct {
	words []string
	label string
}

var generalLines = map[string]generalLine{
	"en": {strings.Fields("other additional further miscellaneous incidental remaining"), "Other findings"},
	"de": {strings.Fields("weitere weiterer sonstige sonstiges sonstiger andere anderes übrige übriges nebenbefund nebenbefunde zusätzliche"), "Weitere Befunde"},
	"es": {strings.Fields("otros otras otro adicionales restantes"), "Otros hallazgos"},
	"pt": {strings.Fields("outros outras outro adicionais restantes"), "Outros achados"},
	"it": {strings.Fields("altri altre altro ulteriori aggiuntivi"), "Altri reperti"},
	"fr": {strings.Fields("autres autre additionnels supplémentaires"), "Autres constatations"},
	"pl": {strings.Fields("inne pozostałe dodatkowe"), "Inne zmiany"},
	"lt": {strings.Fields("kiti kita papildomi"), "Kiti radiniai"},
	"ro": {strings.Fields("alte altele suplimentare"), "Alte constatări"},
	"sl": {strings.Fields("drugo ostalo dodatno"), "Drugo"},
	"el": {strings.Fields("άλλα λοιπά επιπλέον"), "Λοιπά ευρήματα"},
}

// IsGeneralLabel tells a line label for findings of no particular region ("Other findings").
func IsGeneralLabel(label, language string) bool {
	g := generalLines[lang.Base(language)]
	for _, w := range strings.FieldsFunc(strings.ToLower(label), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if slices.Contains(g.words, w) {
			return true
		}
	}
	return false
}

// GeneralLineLabel is the label of the line a writer adds for findings no template line is
// about, in the language (English when it has none).
func GeneralLineLabel(language string) string {
	if g, ok := generalLines[lang.Base(language)]; ok {
		return g.label
	}
	return generalLines["en"].label
}
