package report

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The key words only spare the pattern's work: every answer is the pattern's own.
func TestKeyedRegexpAnswersAsItsPattern(t *testing.T) {
	texts := []string{
		"", "BI-RADS 4A.", "bi rads category 2", "ACR TI-RADS: TR3.", "Lung-RADS 4B", "EU-TIRADS 5",
		"Bosniak IIF cyst.", "BOSNIAK 3", "Radiologist read no category.", "rad s 4", "The liver is normal.",
		"Thyroid nodule, TI-RADS 5, and a second, TI-RADS 3.", "Lungrads", "Mammographie BI-RADS-Kategorie 1.",
	}
	for _, text := range texts {
		t.Run(text, func(t *testing.T) {
			assert.Equal(t, gradingCategory.pattern.FindString(text), gradingCategory.FindString(text))
			assert.Equal(t, gradingCategory.pattern.FindStringIndex(text), gradingCategory.FindStringIndex(text))
			assert.Equal(t, gradingCategory.pattern.FindAllStringIndex(text, -1), gradingCategory.FindAllStringIndex(text, -1))
		})
	}
}

func TestContainsFoldASCII(t *testing.T) {
	cases := []struct {
		text, key string
		want      bool
	}{
		{"BI-RADS", "rads", true},
		{"bi-rads", "rads", true},
		{"RaDs", "rads", true},
		{"rad", "rads", false},
		{"", "rads", false},
		{"Bosniak", "bosniak", true},
		{"bosnia", "bosniak", false},
		{"ärads", "rads", true},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, containsFoldASCII(c.text, c.key), c.text)
	}
}
