package lang

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestAppliesToTakesTheSameLanguageOrItsBaseNeverTheReverse(t *testing.T) {
	cases := []struct {
		language, code string
		want           bool
	}{
		{"de", "de", true},
		{"de", "de-ch", true},
		{"pt", "pt-br", true},
		{"de", "DE-CH", true},
		{" pt ", "pt_BR", true},
		{"de-ch", "de-ch", true},
		{"de-ch", "de", false},
		{"pt-br", "pt", false},
		{"de", "en", false},
		{"en", "de-ch", false},
		{"", "de", false},
		{"de", "", false},
		{Universal, "de", false},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, AppliesTo(c.language, c.code), "%q for %q", c.language, c.code)
	}
}

func TestLookupIsTheCodeThenItsBase(t *testing.T) {
	for code, want := range map[string][]string{
		"de-ch": {"de-ch", "de"}, "PT-BR": {"pt-br", "pt"}, "de": {"de"}, " en ": {"en"}, "": {""},
	} {
		assert.Equal(t, want, Lookup(code), code)
	}
}
