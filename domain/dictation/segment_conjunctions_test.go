package dictation

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A conjunction never ends a statement ("empty therefore | it could not"), and "when" with the
// subject of its clause leads the next statement ("... in the operation site | when both lung
// parenchyma windows are evaluated volume loss ... was observed").
func TestSegmentConjunctions(t *testing.T) {
	cases := []struct{ in, want string }{
		{"the bladder is empty therefore it could not be evaluated the prostate is normal",
			"The bladder is empty therefore it could not be evaluated. The prostate is normal"},
		{"no mass lesion was detected in the operation site when both lung parenchyma windows are evaluated volume loss and structural distortion were observed in the upper lobe",
			"No mass lesion was detected in the operation site. When both lung parenchyma windows are evaluated volume loss and structural distortion were observed in the upper lobe"},
		{"heart size has increased cardiomegaly when both lungs are evaluated there is emphysema",
			"Heart size has increased cardiomegaly. When both lungs are evaluated there is emphysema"},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, Segment(c.in, "en"), c.in)
	}
}
