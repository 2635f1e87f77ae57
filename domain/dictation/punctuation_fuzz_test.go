package dictation

import (
	"testing"
	"unicode/utf8"
)

// FuzzApplySpokenPunctuation: any dictation in any language code converts without a panic into
// valid text of bounded size, the same every time, and converting the result again changes
// nothing (a transcript corrected twice, as an edited and resent one is, stays as it was).
func FuzzApplySpokenPunctuation(f *testing.F) {
	for _, seed := range [][2]string{
		{"no effusion comma no pneumothorax period heart normal period", "en"},
		{"findings colon clear new line heart normal new paragraph impression colon normal", "en"},
		{"nodule 10x5 period 5 mm period open bracket series 3 close bracket", "en"},
		{"lungs clear period scratch that heart normal question mark", "en"},
		{"Herd 3 Komma 5 cm Klammer auf 8 mm Klammer zu Punkt streiche das", "de"},
		{"sin derrame punto y coma sin neumotórax punto borra eso", "es"},
		{"le point de départ point d'interrogation point-virgule à la ligne", "fr"},
		{"nessun versamento punto e virgola a capo", "it"},
		{"nódulo abre parênteses 6 mm fecha parênteses novo parágrafo", "pt-BR"},
		{"bez płynu przecinek kropka nowy akapit", "pl"},
		{"skysčio nėra kablelis taškas", "lt"},
		{"fără lichid punct și virgulă", "ro"},
		{"brez izliva vejica pika", "sl"},
		{"συμπέρασμα άνω και κάτω τελεία ερωτηματικό", "el"},
		{"clear. period ,,, ;; ?? normal comma period\r\n\n\n", "en"},
		{"ɐ ı ǆ ß period \u202e\x00 comma", "xx"},
	} {
		f.Add(seed[0], seed[1])
	}
	f.Fuzz(func(t *testing.T, text, language string) {
		out := ApplySpokenPunctuation(text, language)
		if utf8.ValidString(text) && !utf8.ValidString(out) {
			t.Fatalf("ApplySpokenPunctuation(%q, %q) = %q is not valid UTF-8", text, language, out)
		}
		// Spacing marks and upper-casing can lengthen a text, never by more than this.
		if limit := 3*len(text) + 8; len(out) > limit {
			t.Fatalf("ApplySpokenPunctuation(%q, %q) grew to %d bytes", text, language, len(out))
		}
		if again := ApplySpokenPunctuation(text, language); again != out {
			t.Fatalf("ApplySpokenPunctuation(%q, %q) answered %q, then %q", text, language, out, again)
		}
		if twice := ApplySpokenPunctuation(out, language); twice != out {
			t.Fatalf("not stable: %q -> %q -> %q (%s)", text, out, twice, language)
		}
	})
}
