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
	}
	for _, c := range cases {
		assert.Equal(t, c.want, Recommends(c.language, c.text), c.text)
	}
}
