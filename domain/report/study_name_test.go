package report

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A radiologist often opens a dictation with the examination's name; it is the technique, and a
// statement that says anything about the patient is not one.
func TestNamesTheStudy(t *testing.T) {
	tests := []struct {
		language, text string
		want           bool
	}{
		{"en", "CT abdomen and pelvis with contrast.", true},
		{"en", "CT of the chest without IV contrast", true},
		{"en", "Chest x-ray, PA and lateral views.", true},
		{"en", "MRI of the left knee without contrast.", true},
		{"en", "Ultrasound of the right upper quadrant.", true},
		{"en", "Portable chest radiograph.", true},
		{"en", "Portable AP chest.", true},
		{"en", "Portable chest with a new left pleural effusion.", false},
		{"en", "MRI lumbar spine.", true},
		{"de", "CT Thorax mit Kontrastmittel.", true},
		{"de", "MRT Kniegelenk links nativ.", true},
		{"de", "Röntgen Thorax in zwei Ebenen.", true},
		{"de", "Röntgenthorax p.a. und seitlich.", true},
		{"de", "Röntgen-Thorax a.p. im Liegen.", true},
		{"de", "CCT nativ.", true},
		{"de", "cMRT mit Kontrastmittel.", true},
		{"en", "CXR PA and lateral.", true},
		{"fr", "ASP debout.", true},
		{"fr", "Scanner thoraco-abdomino-pelvien avec injection.", true},
		{"fr", "IRM du genou gauche.", true},
		{"es", "TC de tórax con contraste.", true},
		{"it", "TC del torace senza mezzo di contrasto.", true},
		{"pt", "TC do abdome com contraste.", true},
		// Angiography and Doppler written as one word, and what says how and why a study was done.
		{"es", "Angio-TC de arterias pulmonares.", true},
		{"es", "TC de abdomen con contraste en fase portal, protocolo de urgencia.", true},
		{"fr", "Écho-doppler veineux hépatique.", true},
		{"fr", "Scanner thoracique de contrôle.", true},
		{"it", "Ecocolordoppler venoso epatico.", true},
		{"it", "Rx torace in due proiezioni.", true},
		{"pt", "Angiotomografia de tórax.", true},
		{"pt", "Radiografia de tórax em PA e perfil.", true},

		{"en", "CT shows a 4 mm nodule in the right lower lobe.", false},
		{"en", "Compared with the CT of the chest from 2019.", false},
		{"en", "The liver is normal in size.", false},
		{"en", "Pleural effusion.", false},
		{"en", "Chest.", false},
		{"en", "CT abdomen and pelvis with contrast. The liver is normal.", false},
		{"en", "Moderate right pleural effusion on CT.", false},
		{"de", "Im CT kein Nachweis einer Lungenembolie.", false},
		{"de", "Thorax unauffällig.", false},
		{"de", "cCT ohne intrakranielle Blutung.", false},
		{"en", "CT head without subdural hematoma.", false},
		{"en", "CXR shows cardiomegaly.", false},
		{"fr", "Épanchement pleural droit.", false},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, NamesTheStudy(tt.language, tt.text), "%s: %s", tt.language, tt.text)
	}
}

// A dotted abbreviation ends a sentence only before a capital: "p.a. und seitlich" is one
// statement, "Leber o.B. Milz o.B." two.
func TestDottedAbbreviationsInsideASentence(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"Thorax p.a. und seitlich. Herz normal.", []string{"Thorax p.a. und seitlich", "Herz normal"}},
		{"Leber o.B. Milz o.B.", []string{"Leber o.B", "Milz o.B"}},
		{"Verkalkungen, z.B. im Aortenbogen.", []string{"Verkalkungen, z.B. im Aortenbogen"}},
		{"Nodule 1.5 cm. Effusion.", []string{"Nodule 1.5 cm", "Effusion"}},
	}
	for _, tt := range tests {
		var got []string
		for _, s := range splitSentences("", tt.text) {
			got = append(got, s.text)
		}
		assert.Equal(t, tt.want, got, tt.text)
	}
}
