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

// A subordinate clause said without its subject and verb ("if present") leads the main clause
// after it.
func TestSegmentEllipticalSubordinateClause(t *testing.T) {
	cases := []struct{ in, want string }{
		{"ultrasound correlation of the study if present it is recommended", "Ultrasound correlation of the study. If present it is recommended"},
		{"no effusion if clinically indicated a follow up ct could be performed", "No effusion. If clinically indicated a follow up ct could be performed"},
		{"when examined in the lung window emphysema is seen in both lungs bilateral pleural effusion",
			"When examined in the lung window emphysema is seen in both lungs. Bilateral pleural effusion"},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, Segment(c.in, "en"), c.in)
	}
}
