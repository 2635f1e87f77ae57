package report

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSidesNamed(t *testing.T) {
	tests := []struct {
		language, text string
		want           Sides
	}{
		{"en", "Small left pleural effusion.", LeftSide},
		{"en", "Effusions on the left and on the right.", LeftSide | RightSide},
		{"en", "Bilateral effusions.", 0},
		{"en", "Leftover contrast in the colon.", 0},
		{"de", "Zyste der rechten Niere.", RightSide},
		{"de", "Rechtwinklige Stellung, linksseitiger Erguss.", LeftSide},
		{"fr", "Épanchement pleural gauche.", LeftSide},
		{"es", "Derrame pleural derecho.", RightSide},
		{"it", "Versamento pleurico sinistro.", LeftSide},
		{"pt", "Derrame pleural à direita.", RightSide},
		{"pl", "Płyn w lewej jamie opłucnej.", LeftSide},
		{"xx", "Left effusion.", LeftSide},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, SidesNamed(tt.language, tt.text), "%s: %s", tt.language, tt.text)
	}
}
