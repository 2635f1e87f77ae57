package dictation

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Where predicates follow their noun, a past participle after a structure is its predicate, so
// the structure opens a statement of its own ("sin efecto de masa | senos paranasales bien
// neumatizados").
func TestSegmentParticipleIsAStructuresPredicate(t *testing.T) {
	cases := []struct{ language, in, want string }{
		{"es", "atrofia cortical leve acorde con la edad sin efecto de masa senos paranasales bien neumatizados",
			"Atrofia cortical leve acorde con la edad sin efecto de masa. Senos paranasales bien neumatizados"},
		{"pt", "atrofia cortical leve sem efeito de massa seios paranasais bem pneumatizados",
			"Atrofia cortical leve sem efeito de massa. Seios paranasais bem pneumatizados"},
		{"es", "derrame pleural loculado en la base derecha", "derrame pleural loculado en la base derecha"},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, Segment(c.in, c.language), c.in)
	}
}
