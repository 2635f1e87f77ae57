package dictation

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Grading categories said aloud are written as reports write them, so a spoken full stop after
// them is punctuation ("four a period").
func TestSpellGradingCategories(t *testing.T) {
	cases := []struct{ name, language, in, want string }{
		{"spoken name, number word and letter", "en", "impression lung rads four a period pet ct", "impression Lung-RADS 4A period pet ct"},
		{"written digits", "en", "bi-rads 4 period", "BI-RADS 4 period"},
		{"digit and letter in one word", "en", "lung-rads 4a", "Lung-RADS 4A"},
		{"category word kept", "en", "bi rads category three", "BI-RADS category 3"},
		{"Bosniak with its F", "en", "bosniak two f cyst", "Bosniak 2F cyst"},
		{"TI-RADS points", "en", "nodule tr four", "nodule TR4"},
		{"German", "de", "beurteilung pi rads vier", "beurteilung PI-RADS 4"},
		{"French", "fr", "bi rads trois point", "BI-RADS 3 point"},
		{"Spanish", "es", "bi rads cuatro", "BI-RADS 4"},
		{"Italian", "it", "lung rads due", "Lung-RADS 2"},
		{"Portuguese", "pt", "bi rads cinco", "BI-RADS 5"},
		{"a name without a category", "en", "acr ti rads criteria", "acr TI-RADS criteria"},
		{"tr alone stays", "en", "tr normal", "tr normal"},
		{"other words stay", "en", "no pleural effusion", "no pleural effusion"},
		{"out of range", "en", "bi rads nine", "BI-RADS nine"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, SpellGradingCategories(c.in, c.language))
		})
	}
}
