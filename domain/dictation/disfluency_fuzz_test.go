package dictation

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzCleanDisfluencies: any text in any language code is cleaned without a panic, never
// grows but for a capital letter, keeps its lines, and cleaning the result again changes
// nothing and applies no further self-correction.
func FuzzCleanDisfluencies(f *testing.F) {
	for _, seed := range [][2]string{
		{"Uh, small effusion on the left, sorry, right side. No, no pneumothorax.", "en"},
		{"The the lesion measures 3, I mean 4 cm. Two nodules of 2 2 cm.", "en"},
		{"Äh, Erguss links, Entschuldigung, rechts. Der Knoten, der der Pleura anliegt.", "de"},
		{"Euh, épanchement gauche, pardon, droit.", "fr"},
		{"Eh, derrame izquierdo, perdón, el derecho. En este estudio.", "es"},
		{"Ehm, versamento sinistro, scusa, destro.", "it"},
		{"Ahn, o fígado é... normal, desculpe, esquerdo.", "pt-br"},
		{"Yyy, płyn w lewej, przepraszam, prawej.", "pl"},
		{"Εεε, αριστερά, συγγνώμη, δεξιά.", "el"},
		{"left, sorry, , sorry, right\n\nuh\r\n( uh ) sorry", "en"},
		{"The liver, uh, the liver is torn uh completely torn. A small uh a moderate effusion, mild um moderate.", "en"},
		{"ɐ ı ǆ ß \u202e\x00 comma", "xx"},
	} {
		f.Add(seed[0], seed[1])
	}
	f.Fuzz(func(t *testing.T, text, language string) {
		if !utf8.ValidString(text) || len(text) > 4000 {
			return
		}
		got, _, _ := CleanDisfluencies(text, language)
		if strings.Count(got, "\n") != strings.Count(text, "\n") {
			t.Fatalf("lines changed: %q -> %q", text, got)
		}
		if len(got) > len(text)+4*strings.Count(text, " ")+8 {
			t.Fatalf("grew: %q -> %q", text, got)
		}
		again, fixes, _ := CleanDisfluencies(got, language)
		if again != got || len(fixes) > 0 {
			t.Fatalf("not idempotent: %q -> %q -> %q %v", text, got, again, fixes)
		}
	})
}
