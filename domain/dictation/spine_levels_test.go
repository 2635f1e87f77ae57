package dictation

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A vertebra said as its letter and a number word ("l five") is written as radiologists write
// it ("L5"), so the level is read and placed like a written one.
func TestSpellVertebrae(t *testing.T) {
	cases := []struct{ name, language, in, want string }{
		{"letter and number word", "en", "at l five s one small protrusion", "at L5 S1 small protrusion"},
		{"letter and digits apart", "en", "conus ends at l 1", "conus ends at L1"},
		{"thoracic", "en", "compression fracture of t twelve", "compression fracture of T12"},
		{"cervical", "en", "c five c six disc osteophyte complex", "C5 C6 disc osteophyte complex"},
		{"written vertebra kept", "en", "at L4 L5 a bulge", "at L4 L5 a bulge"},
		{"German Th", "de", "Deckplatteneinbruch th zwölf", "Deckplatteneinbruch Th12"},
		{"German", "de", "Bandscheibenvorfall l vier l fünf", "Bandscheibenvorfall L4 L5"},
		{"French", "fr", "hernie discale l cinq s un", "hernie discale L5 S1"},
		{"Spanish", "es", "protrusión discal l cuatro l cinco", "protrusión discal L4 L5"},
		{"Italian", "it", "ernia discale l quattro l cinque", "ernia discale L4 L5"},
		{"Portuguese", "pt", "hérnia discal l quatro l cinco", "hérnia discal L4 L5"},
		// Never a word that only looks like one.
		{"out of range", "en", "l eight", "l eight"},
		{"French article before one", "fr", "l un des kystes", "l un des kystes"},
		{"Italian article before one", "it", "l uno e l altro", "l uno e l altro"},
		{"a letter inside a word", "en", "cells five", "cells five"},
		{"a number of something else", "en", "type c two lesion", "type C2 lesion"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, SpellVertebrae(c.in, c.language))
		})
	}
}

// Two adjacent vertebrae said one after the other are the level between them ("L4-L5"), the
// way templates label levels; MR sequences ("T1 T2") and vertebrae apart are no level.
func TestJoinSpineLevels(t *testing.T) {
	cases := []struct{ in, want string }{
		{"At L4 L5 there is a broad based disc bulge.", "At L4-L5 there is a broad based disc bulge."},
		{"l5 s1 small protrusion", "L5-S1 small protrusion"},
		{"C7 T1 and T12 L1 are normal.", "C7-T1 and T12-L1 are normal."},
		{"Th11 Th12 unauffällig.", "Th11-Th12 unauffällig."},
		{"Sagittal T1 T2 and STIR images.", "Sagittal T1 T2 and STIR images."},
		{"From L3 L5 the canal is narrow.", "From L3 L5 the canal is narrow."},
		{"L4. L5 is normal.", "L4. L5 is normal."},
		{"L4-L5 unchanged.", "L4-L5 unchanged."},
		{"Fusion L4 L5 S1.", "Fusion L4 L5 S1."},
	}
	for _, c := range cases {
		t.Run(c.in, func(t *testing.T) {
			assert.Equal(t, c.want, JoinSpineLevels(c.in))
		})
	}
}

func TestSaysSpineWord(t *testing.T) {
	cases := []struct {
		text string
		want bool
	}{
		{"disc protrusion at l four l five", true},
		{"Th 12 fracture", true},
		{"at L4-L5.", false},
		{"(L5) listhesis", true},
		{"the lungs are clear", false},
		{"", false},
		{"T1 T2 sequences", true},
		{"cyst 2 cm", false},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, saysSpineWord(c.text), c.text)
	}
}
