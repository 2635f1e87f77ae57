package report

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Where the conus ends is recorded in every spine MR; at a normal level it is no finding, low
// or beside another structure it is.
func TestConusAtNormalLevel(t *testing.T) {
	cases := []struct {
		language, text string
		want           bool
	}{
		{"en", "The conus terminates at L1.", true},
		{"en", "Conus medullaris ends at the L1-L2 level.", true},
		{"en", "The conus ends at T12.", true},
		{"de", "Konus endet auf Höhe LWK 1.", true},
		{"de", "Konusspitze in Höhe LWK 1/2.", true},
		{"en", "The conus terminates at L3.", false},
		{"en", "Low-lying conus at L3 with a thickened filum.", false},
		{"en", "The conus is normal in signal.", false},
		{"en", "Disc bulge at L1-L2.", false},
	}
	for _, c := range cases {
		a := analyse(c.language, []Section{{Name: SectionFindings, Text: c.text}})
		assert.Equal(t, c.want, a.conusAtNormalLevel(), c.text)
	}
}
