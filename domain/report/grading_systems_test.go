package report

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestGradingSystemOf(t *testing.T) {
	cases := map[string]string{
		"BI-RADS category":      "birads",
		"Categoria BI-RADS":     "birads",
		"Bi Rads 4":             "birads",
		"ACR TI-RADS":           "tirads",
		"Lung-RADS":             "lungrads",
		"PI-RADS v2.1 score":    "pirads",
		"Bosniak class":         "bosniak",
		"Recommendation":        "",
		"Impression":            "",
		"Radiation dose":        "",
		"Organs at risk (OARs)": "",
	}
	for text, want := range cases {
		assert.Equal(t, want, GradingSystemOf(text), text)
	}
}

func TestRecommends(t *testing.T) {
	cases := []struct {
		language, text string
		want           bool
	}{
		{"en", "Ultrasound guided biopsy recommended.", true},
		{"en", "Recommend follow-up CT in 3 months.", true},
		{"en", "Suspicious right breast mass.", false},
		{"en", "Recall for additional imaging.", true},
		{"de", "Wiedereinbestellung zur Zusatzdiagnostik.", true},
		{"de", "Stereotaktische Vakuumbiopsie empfohlen.", true},
		{"de-ch", "Biopsie empfohlen.", true},
		{"fr", "Biopsie recommandée.", true},
		{"es", "Se recomienda biopsia.", true},
		{"it", "Si consiglia biopsia.", true},
		{"pt", "Recomenda-se biópsia.", true},
		{"pt", "Nódulo espiculado.", false},
		{"en", "Short interval follow-up ultrasound in 6 months.", true},
		{"en", "Continue annual screening in 12 months.", true},
		{"de", "Keine Kontrolle erforderlich.", true},
		{"fr", "Contrôle échographique à 6 mois.", true},
		{"de", "MRT in 6 Monaten.", true},
		{"en", "Stable for 2 years.", false},
		{"fr", "Surveillance échographique à 6 mois.", true},
		{"es", "Sin cambios respecto al control previo.", false},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, Recommends(c.language, c.text), c.text)
	}
}

func TestCategoryRoutine(t *testing.T) {
	cases := []struct {
		text        string
		routine, ok bool
		rest        string
	}{
		{"BI-RADS 1.", true, true, "."},
		{"Negative, BI-RADS 2.", true, true, "Negative, ."},
		{"Suspicious right breast mass, BI-RADS 4.", false, true, "Suspicious right breast mass, ."},
		{"Lung-RADS category 4A.", false, true, "."},
		{"Lung-RADS: 2", true, true, ""},
		{"ACR TI-RADS TR3", false, true, ""},
		{"PI-RADS 2", true, true, ""},
		{"Bosniak 2F cyst.", false, true, "cyst."},
		{"Bosniak II", true, true, ""},
		{"BI-RADS 0, recall for additional imaging.", false, true, ", recall for additional imaging."},
		{"BI-RADS category", false, false, "BI-RADS category"},
		{"Small effusion.", false, false, "Small effusion."},
	}
	for _, c := range cases {
		routine, rest, ok := CategoryRoutine(c.text)
		assert.Equal(t, c.ok, ok, c.text)
		assert.Equal(t, c.routine, routine, c.text)
		assert.Equal(t, c.rest, rest, c.text)
	}
}

func TestCategoryOf(t *testing.T) {
	cases := map[string]string{
		"Segment 6 observation without washout LI-RADS 3.": "LI-RADS 3",
		"Right lobe 14 mm nodule, TI-RADS TR4.":            "TI-RADS TR4",
		"BI-RADS category 4A, biopsy.":                     "BI-RADS category 4A",
		"Lung-RADS: 2":                                     "Lung-RADS: 2",
		"No nodule.":                                       "",
		"BI-RADS category":                                 "",
	}
	for text, want := range cases {
		assert.Equal(t, want, CategoryOf(text), text)
	}
}

func TestCategoryWrittenAs(t *testing.T) {
	cases := []struct{ label, written, category, want string }{
		{"ACR TI-RADS", "TR1.", "TI-RADS 5", "TR5."},
		{"ACR TI-RADS", "TR1.", "TI-RADS TR4", "TR4."},
		{"BI-RADS category", "BI-RADS 1: negative.", "BI-RADS category 4A", "BI-RADS 4A."},
		{"Lung-RADS", "Category 1.", "Lung-RADS 4B", "Category 4B."},
		{"PI-RADS", "2 (low).", "PI-RADS 4", "4."},
		{"Bosniak", "I.", "Bosniak 2F", "2F."},
		// Without a category of its own the field takes the dictated one as written.
		{"LI-RADS", "", "LI-RADS 3", "LI-RADS 3."},
		{"LI-RADS", "Not applicable.", "LI-RADS 3", "LI-RADS 3."},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, CategoryWrittenAs(c.label, c.written, c.category), c.label+" "+c.written)
	}
}

func TestGradingField(t *testing.T) {
	cases := []struct {
		label, written string
		want           bool
	}{
		{"ACR TI-RADS", "TR1.", true},
		{"PI-RADS", "", true},
		{"BI-RADS category", "BI-RADS 1: negative.", true},
		// A breast's composition is no assessment category.
		{"BI-RADS density", "B.", false},
		{"BI-RADS breast composition", "ACR B: scattered fibroglandular density.", false},
		{"Right lobe", "No nodule.", false},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, GradingField(c.label, c.written), c.label)
	}
}
