package builtin

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestWithoutPairSubject(t *testing.T) {
	right := line{side: 1}
	tests := []struct {
		name, code, text, want string
		l                      line
	}{
		{"both kidneys normal", "en", "The kidneys are normal in size and echogenicity.", "Normal in size and echogenicity.", right},
		{"both said", "en", "Both kidneys are unremarkable.", "Unremarkable.", right},
		{"a normal wording without a verb", "de", "Beide Nieren unauffällig.", "Unauffällig.", right},
		{"telegraphic", "de", "Beide Nieren normal groß ohne Harnstau.", "Normal groß ohne Harnstau.", right},
		{"German verb", "de", "Die Nieren sind normal groß ohne Harnstau.", "Normal groß ohne Harnstau.", right},
		{"Italian", "it", "Entrambi i reni sono di dimensioni normali.", "Di dimensioni normali.", right},
		{"Spanish", "es", "Ambos riñones son de tamaño normal.", "De tamaño normal.", right},
		{"French 'the two'", "fr", "Les deux reins sont de taille normale sans dilatation.", "De taille normale sans dilatation.", right},
		{"English 'the two'", "en", "The two kidneys are normal in size.", "Normal in size.", right},
		{"two of a finding are no pair", "fr", "Les deux nodules sont stables.", "", right},
		{"a French plural predicate made singular", "fr", "Reins normaux.", "Normal.", right},
		{"a Spanish one", "es", "Ambos riñones normales, sin dilatación.", "Normal, sin dilatación.", right},
		{"an Italian one", "it", "Entrambi i reni sono regolari.", "Regolare.", right},
		{"a two-word name", "en", "Both seminal vesicles are normal.", "Normal.", right},
		{"a measure is no subject word", "en", "Kidney size is normal.", "", right},
		{"a finding is no subject", "en", "Renal cysts are seen bilaterally.", "", right},
		{"a verb with an object keeps its subject", "en", "The kidneys show multiple cysts.", "", right},
		{"one side named", "en", "The right kidney is normal.", "", right},
		{"a line without a side", "en", "The kidneys are normal.", "", line{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := withoutPairSubject(tt.l, tt.text, tt.code)
			assert.Equal(t, tt.want != "", ok)
			assert.Equal(t, tt.want, got)
		})
	}
}
