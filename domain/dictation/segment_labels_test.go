package dictation

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// An organ said as a label before what is denied of it is written "Organ: ...", in each
// language; "without" after it is its statement's own word; a negation of a predicate after a structure is no denial ("Gallenwege nicht
// erweitert"), and an adjective before the organ keeps it ("wandständiger Thrombus").
func TestSegmentOrganLabels(t *testing.T) {
	cases := []struct{ name, language, in, want string }{
		{"de", "de", "Befund Lunge kein Infiltrat im rechten Unterlappen ein 6 mm Rundherd Pleura kein Erguss",
			"Befund: Lunge: Kein Infiltrat. Im rechten Unterlappen ein 6 mm Rundherd. Pleura: Kein Erguss"},
		{"es", "es", "pulmones no hay consolidación pleura no hay derrame", "Pulmones: No hay consolidación. Pleura: No hay derrame"},
		{"it", "it", "polmoni nessun addensamento pleura nessun versamento", "Polmoni: Nessun addensamento. Pleura: Nessun versamento"},
		{"fr", "fr", "poumons pas de condensation plèvre pas d'épanchement", "Poumons: Pas de condensation. Plèvre: Pas d'épanchement"},
		// "Without" after a structure is its statement's own word.
		{"es without", "es", "pulmones sin consolidación", "pulmones sin consolidación"},
		{"de predicate negated", "de", "Gallenwege nicht erweitert Pankreas unauffällig", "Gallenwege nicht erweitert. Pankreas unauffällig"},
		{"it predicate negated", "it", "colecisti non distesa", "colecisti non distesa"},
		{"de adjective before the organ", "de", "exzentrischer wandständiger Thrombus keine Zeichen einer Ruptur",
			"Exzentrischer wandständiger Thrombus. Keine Zeichen einer Ruptur"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, Segment(c.in, c.language))
		})
	}
}
