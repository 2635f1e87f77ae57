package dictation

import (
	"strings"
	"testing"
)

func TestNormaliseMeasurements(t *testing.T) {
	tests := []struct {
		name, language, in, want string
	}{
		// English
		{"decimal", "en", "nodule two point five centimeters", "nodule 2.5 cm"},
		{"product", "en", "three by four millimeters", "3 x 4 mm"},
		{"three dimensions", "en", "cyst of three by four by five millimeters", "cyst of 3 x 4 x 5 mm"},
		{"teen", "en", "fifteen millimeters", "15 mm"},
		{"hundred and", "en", "one hundred and twenty milliliters of fluid", "120 mL of fluid"},
		{"thousand", "en", "one thousand two hundred milliliters", "1200 mL"},
		{"tens and unit", "en", "twenty five millimeters", "25 mm"},
		{"hyphenated tens", "en", "twenty-five millimeters", "25 mm"},
		{"hounsfield", "en", "density of forty Hounsfield units", "density of 40 HU"},
		{"negative hounsfield", "en", "minus ten Hounsfield units", "-10 HU"},
		{"digits keep digits", "en", "15 millimeters", "15 mm"},
		{"written decimal", "en", "2.5 centimeters", "2.5 cm"},
		{"digits with spoken decimal", "en", "2 point 5 centimeters", "2.5 cm"},
		{"written product", "en", "3x4 millimeters", "3x4 mm"},
		{"written symbols stay", "en", "3 x 4 mm and 2.5 cm", "3 x 4 mm and 2.5 cm"},
		{"ml gets a capital L", "en", "120 ml", "120 mL"},
		{"unit on each dimension stays", "en", "three centimeters by four centimeters", "3 cm x 4 cm"},
		{"written list keeps its units", "en", "nodes of 14 mm and 11 mm", "nodes of 14 mm and 11 mm"},
		{"different units stay", "en", "two centimeters by four millimeters", "2 cm x 4 mm"},
		{"range", "en", "two to three centimeters", "2 to 3 cm"},
		{"between and", "en", "between two and three millimeters", "between 2 and 3 mm"},
		{"hyphen range", "en", "2-3 millimeters", "2-3 mm"},
		{"and a half", "en", "one and a half centimeters", "1.5 cm"},
		{"leading point", "en", "measuring point five centimeters", "measuring 0.5 cm"},
		{"the point stays", "en", "at the point five millimeters below", "at the point 5 mm below"},
		{"decimal digit words", "en", "two point one five centimeters", "2.15 cm"},
		{"zero point", "en", "zero point eight centimeters", "0.8 cm"},
		{"hyphenated adjective", "en", "a two-centimeter nodule", "a 2 cm nodule"},
		{"capitalised", "en", "Five millimeters.", "5 mm."},
		{"punctuation after", "en", "(five millimeters), stable", "(5 mm), stable"},
		{"cubic centimeters", "en", "ten cubic centimeters", "10 mL"},
		{"mercury", "en", "twenty millimeters of mercury", "20 mmHg"},
		{"velocity", "en", "peak velocity one hundred centimeters per second", "peak velocity 100 cm/s"},
		{"count stays", "en", "two lesions in segment seven", "two lesions in segment seven"},
		{"count before a size", "en", "two lesions of five millimeters", "two lesions of 5 mm"},
		{"list marker stays", "en", "one period five millimeter nodule", "one period 5 mm nodule"},
		{"cc is craniocaudal", "en", "three cm cc", "3 cm cc"},
		{"unit alone stays", "en", "measured in millimeters", "measured in millimeters"},
		{"comma stops a product", "en", "three, by four millimeters", "three, by 4 mm"},
		{"bracket stops a number", "en", "twenty (five millimeters)", "twenty (5 mm)"},
		{"no measurement", "en", "No pleural effusion.", "No pleural effusion."},
		{"comma not a decimal in English", "en", "two comma five millimeters", "two comma 5 mm"},
		{"point without digits", "en", "two point centimeters", "two point centimeters"},
		{"a list marker's period before a spoken size is no decimal point", "en", "2 period eight millimeter nodule", "2. 8 mm nodule"},
		{"a period between digits stays for the punctuation step", "en", "1 period 5 centimeters", "1 period 5 cm"},
		// German
		{"de decimal comma", "de", "zwei Komma fünf Zentimeter", "2,5 cm"},
		{"de compound", "de", "fünfundzwanzig Millimeter", "25 mm"},
		{"de product", "de", "drei mal vier Millimeter", "3 x 4 mm"},
		{"de capitalised", "de", "Zwölf Millimeter großer Rundherd", "12 mm großer Rundherd"},
		{"de hundreds", "de", "hundertzwanzig Milliliter", "120 mL"},
		{"de einhundert", "de", "einhundertzwanzig Milliliter", "120 mL"},
		{"de split compound", "de", "ein hundert zwanzig Milliliter", "120 mL"},
		{"de one", "de", "ein Zentimeter", "1 cm"},
		{"de einen", "de", "misst einen Zentimeter", "misst 1 cm"},
		{"de half", "de", "zweieinhalb Zentimeter", "2,5 cm"},
		{"de one and a half", "de", "eineinhalb Zentimeter", "1,5 cm"},
		{"de decimal compound", "de", "null Komma fünfundzwanzig Zentimeter", "0,25 cm"},
		{"de decimal digit words", "de", "eins Komma null fünf Zentimeter", "1,05 cm"},
		{"de range bis", "de", "zwei bis drei Zentimeter", "2 bis 3 cm"},
		{"de dative", "de", "von zwölf Millimetern", "von 12 mm"},
		{"de hounsfield", "de", "Dichte zwanzig Hounsfield-Einheiten", "Dichte 20 HU"},
		{"de minus", "de", "minus zehn HU", "-10 HU"},
		{"de digits with Komma", "de", "3 Komma 5 Zentimeter", "3,5 cm"},
		{"de written decimal comma", "de", "2,5 Zentimeter", "2,5 cm"},
		{"de zwo", "de", "zwo Zentimeter", "2 cm"},
		{"de ccm", "de", "zwanzig ccm", "20 mL"},
		{"de count stays", "de", "zwei Rundherde im Segment sechs", "zwei Rundherde im Segment sechs"},
		{"de spoken comma stays", "de", "Erguss Komma kein Pneumothorax", "Erguss Komma kein Pneumothorax"},
		{"de word with a number inside stays", "de", "dreiundzwanzigste Zentimeter", "dreiundzwanzigste Zentimeter"},
		{"de tausend", "de", "tausend Milliliter", "1000 mL"},
		// Spanish, Portuguese, Italian, French
		{"es decimal", "es", "dos coma cinco centímetros", "2,5 cm"},
		{"es tens y", "es", "treinta y cinco milímetros", "35 mm"},
		{"es product", "es", "tres por cuatro milímetros", "3 x 4 mm"},
		{"es hundreds", "es", "ciento veinte mililitros", "120 mL"},
		{"es veinti", "es", "veinticinco milímetros", "25 mm"},
		{"es half", "es", "dos y medio centímetros", "2,5 cm"},
		{"pt decimal", "pt", "dois vírgula cinco centímetros", "2,5 cm"},
		{"pt tens e", "pt", "vinte e cinco milímetros", "25 mm"},
		{"pt hundred e", "pt-br", "cento e vinte mililitros", "120 mL"},
		{"it decimal", "it", "due virgola cinque centimetri", "2,5 cm"},
		{"it compound", "it", "venticinque millimetri", "25 mm"},
		{"it elided compound", "it", "ventotto millimetri", "28 mm"},
		{"it hundreds", "it", "centoventi millilitri", "120 mL"},
		{"it product", "it", "tre per quattro millimetri", "3 x 4 mm"},
		{"fr decimal", "fr", "deux virgule cinq centimètres", "2,5 cm"},
		{"fr hyphenated", "fr", "quatre-vingt-dix-sept millimètres", "97 mm"},
		{"fr soixante-douze", "fr", "soixante-douze millimètres", "72 mm"},
		{"fr vingt et un", "fr", "vingt et un millimètres", "21 mm"},
		{"fr half after the unit", "fr", "deux centimètres et demi", "2,5 cm"},
		{"fr product", "fr", "trois sur quatre millimètres", "3 x 4 mm"},
		{"fr hounsfield", "fr", "quarante unités Hounsfield", "40 HU"},
		{"fr article stays", "fr", "un nodule de six millimètres", "un nodule de 6 mm"},
		// Polish, Romanian, Swedish, Slovenian, Lithuanian, Greek
		{"pl digits", "pl", "guzek 15 mm", "guzek 15 mm"},
		{"pl tens and unit", "pl", "guzek dwadzieścia pięć milimetrów", "guzek 25 mm"},
		{"pl decimal", "pl", "zmiana dwa przecinek pięć centymetra", "zmiana 2,5 cm"},
		{"pl product", "pl", "torbiel trzy na cztery milimetry", "torbiel 3 x 4 mm"},
		{"pl count stays", "pl", "dwa guzki w płucu", "dwa guzki w płucu"},
		{"ro tens și", "ro", "nodul de douăzeci și cinci milimetri", "nodul de 25 mm"},
		{"ro decimal", "ro", "chist de doi virgulă cinci centimetri", "chist de 2,5 cm"},
		{"ro article stays", "ro", "un nodul de șase milimetri", "un nodul de 6 mm"},
		{"sv compound", "sv", "en nodulus på tjugofem millimeter", "en nodulus på 25 mm"},
		{"sv decimal", "sv", "cysta två komma fem centimeter", "cysta 2,5 cm"},
		{"sv product", "sv", "tre gånger fyra millimeter", "3 x 4 mm"},
		{"sl units before tens", "sl", "zgostitev petindvajset milimetrov", "zgostitev 25 mm"},
		{"sl decimal", "sl", "cista dva vejica pet centimetra", "cista 2,5 cm"},
		{"lt tens and unit", "lt", "mazgelis dvidešimt penki milimetrai", "mazgelis 25 mm"},
		{"lt decimal", "lt", "cista du kablelis penki centimetro", "cista 2,5 cm"},
		{"el tens and unit", "el", "όζος είκοσι πέντε χιλιοστά", "όζος 25 mm"},
		{"el decimal", "el", "κύστη δύο κόμμα πέντε εκατοστά", "κύστη 2,5 cm"},
		{"el article stays", "el", "ένα οζίδιο έξι χιλιοστών", "ένα οζίδιο 6 mm"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := NormaliseMeasurements(tt.in, tt.language); got != tt.want {
				t.Errorf("NormaliseMeasurements(%q, %q)\n got %q\nwant %q", tt.in, tt.language, got, tt.want)
			}
		})
	}
}

// The punctuation step runs after normalisation and keeps its list markers and decimals.
func TestNormaliseMeasurementsThenPunctuation(t *testing.T) {
	tests := []struct {
		name, language, in, want string
	}{
		{"en sentence", "en", "nodule two point five centimeters period stable period", "Nodule 2.5 cm. Stable."},
		{"en list marker", "en", "one period five millimeter nodule period", "One. 5 mm nodule."},
		{"en digits period decimal", "en", "nodule 1 period 5 centimeters period", "Nodule 1.5 cm."},
		{"en list marker then a spoken size", "en", "2 period eight millimeter nodule period", "2. 8 mm nodule."},
		{"de decimal comma", "de", "Rundherd zwei Komma fünf Zentimeter Komma glatt begrenzt Punkt", "Rundherd 2,5 cm, glatt begrenzt."},
		{"de product", "de", "Zyste drei mal vier Millimeter Punkt", "Zyste 3 x 4 mm."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ApplySpokenPunctuation(NormaliseMeasurements(tt.in, tt.language), tt.language)
			if got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func BenchmarkNormaliseMeasurements(b *testing.B) {
	sentence := "There is a nodule of two point five centimeters in the right upper lobe comma " +
		"another of three by four millimeters period Zwei Komma fünf Zentimeter and fifteen lesions period "
	text := strings.Repeat(sentence, 50000/len(sentence)+1)[:50000]
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		NormaliseMeasurements(text, "en")
	}
}
