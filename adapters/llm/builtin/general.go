package builtin

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
