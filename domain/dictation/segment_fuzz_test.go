package dictation

import (
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// FuzzSegment: any text in any language code segments without a panic into valid text whose
// words, lower case and without marks, are the input's in the same order (the segmenter adds
// marks and capitals, never a word), and the committed boundaries of a text are word starts.
func FuzzSegment(f *testing.F) {
	for _, seed := range [][2]string{
		{"the lungs are clear there is no pleural effusion or pneumothorax impression 1 normal 2 stable", "en"},
		{"The lungs are clear. There is no effusion, the heart is normal no acute osseous abnormality is seen at all today", "en"},
		{"befund die lunge ist frei kein erguss beurteilung unauffällig", "de-ch"},
		{"résultats pas d'épanchement l'aorte est normale conclusion normal", "fr"},
		{"hallazgos no se observan lesiones la vesícula no se visualiza conclusión sin hallazgos", "es"},
		{"reperto non si osservano versamenti il cuore è normale conclusioni nessuna", "it"},
		{"achados não há derrame o coração é normal conclusão sem alterações", "pt-BR"},
		{"opis brak płynu wnioski bez zmian", "pl"},
		{"zmian nie stwierdzono nie stwierdzono płynu", "pl"},
		{"lichid pleural nu se evidențiază nu se", "ro"},
		{"pleuravätska saknas pneumothorax ses ej", "sv"},
		{"izliva ni v pljučih ni srce ni", "sl"},
		{"plaučiuose nėra skysčio nėra", "lt"},
		{"συλλογή δεν παρατηρείται η καρδιά", "el"},
		{"nodule 3 cm 2 cm 1.5 cm x 2 by 3 measuring 3,5 cm", "en"},
		{"ı ǆ ß ɐ \u202e\x00 findings\n\nimpression (no) \"x\"", "xx"},
	} {
		f.Add(seed[0], seed[1])
	}
	f.Fuzz(func(t *testing.T, text, language string) {
		if !utf8.ValidString(text) || len(text) > 4000 {
			return
		}
		out := Segment(text, language)
		if !utf8.ValidString(out) {
			t.Fatalf("Segment(%q, %q) = %q is not valid UTF-8", text, language, out)
		}
		if !slices.Equal(markFreeWords(out), markFreeWords(text)) {
			t.Fatalf("words changed: %q -> %q (%s)", text, out, language)
		}
		for _, b := range CommittedBoundaries(text, language) {
			if b <= 0 || b >= len(text) || !unicode.IsSpace(rune(text[b-1])) && !strings.ContainsRune(segmentLeading, rune(text[b-1])) {
				t.Fatalf("committed boundary %d is no word start in %q", b, text)
			}
		}
	})
}

// markFreeWords are the runs of letters and digits of text, lower case.
func markFreeWords(text string) []string {
	return strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}
