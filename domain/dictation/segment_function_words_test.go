package dictation

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A preposition, possessive or demonstrative never ends a statement, in every language with
// word tables: "no realza tras | la administración" is one sentence.
func TestSegmentFunctionWordsGoOn(t *testing.T) {
	cases := []struct{ language, in, want string }{
		{"es", "lesión hiperintensa en t2 de 8 mm no realza tras la administración de contraste sin restricción de la difusión",
			"Lesión hiperintensa en t2 de 8 mm. No realza tras la administración de contraste sin restricción de la difusión"},
		{"it", "lesione iperintensa in t2 di 8 mm non capta dopo la somministrazione di contrasto",
			"Lesione iperintensa in t2 di 8 mm. Non capta dopo la somministrazione di contrasto"},
		{"es", "nódulo de 5 mm hacia la base derecha derrame pleural izquierdo", "Nódulo de 5 mm hacia la base derecha. Derrame pleural izquierdo"},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, Segment(c.in, c.language), c.in)
	}
}
