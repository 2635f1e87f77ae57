package builtin

// generalLine is how a language names a template's line for findings of no particular region:
// the words that make a label one ("Other findings", "Weitere Befunde"), and the label of the
// line the engine adds when a template has none.
type generalLine struct {
	words set
	label string
}

var generalLines = map[string]generalLine{
	"en": {words("other additional further miscellaneous incidental remaining"), "Other findings"},
	"de": {words("weitere weiterer sonstige sonstiges sonstiger andere anderes übrige übriges nebenbefund nebenbefunde zusätzliche"), "Weitere Befunde"},
	"es": {words("otros otras otro adicionales restantes"), "Otros hallazgos"},
	"pt": {words("outros outras outro adicionais restantes"), "Outros achados"},
	"it": {words("altri altre altro ulteriori aggiuntivi"), "Altri reperti"},
	"fr": {words("autres autre additionnels supplémentaires"), "Autres constatations"},
	"pl": {words("inne pozostałe dodatkowe"), "Inne zmiany"},
	"lt": {words("kiti kita papildomi"), "Kiti radiniai"},
	"ro": {words("alte altele suplimentare"), "Alte constatări"},
	"sl": {words("drugo ostalo dodatno"), "Drugo"},
	"el": {words("άλλα λοιπά επιπλέον"), "Λοιπά ευρήματα"},
}

// isGeneral tells a label for findings of no particular region.
func isGeneral(label, code string) bool {
	g := generalLines[code]
	for _, w := range fieldsBare(label) {
		if g.words.has(w) {
			return true
		}
	}
	return false
}

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
}

// reference is the sentence that points from a line to a statement above it or below it.
func reference(code string, above bool) string {
	r, ok := references[code]
	if !ok {
		r = references["en"]
	}
	if above {
		return r[0]
	}
	return r[1]
}
