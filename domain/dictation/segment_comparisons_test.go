package dictation

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A comparison with another study ends the statement that said its verb ("... compared to the
// prior study | no pleural effusion"); a place after it is what was compared, and a study's
// name goes on ("previous ct | scan").
func TestSegmentAfterAComparisonWithAnotherStudy(t *testing.T) {
	cases := []struct{ in, want string }{
		{"the nodule is unchanged compared to the prior study no pleural effusion",
			"The nodule is unchanged compared to the prior study. No pleural effusion"},
		{"nodules were present in the previous examination peribronchial thickenings observed in the lower lobes",
			"Nodules were present in the previous examination. Peribronchial thickenings observed in the lower lobes"},
		{"the largest size of the lesions does not differ significantly when compared with the previous examination branches with buds are observed in the right lung",
			"The largest size of the lesions does not differ significantly when compared with the previous examination. Branches with buds are observed in the right lung"},
		{"the consolidation showed a significant increase compared to the previous examination the largest size of the lesions does not differ",
			"The consolidation showed a significant increase compared to the previous examination. The largest size of the lesions does not differ"},
		{"the consolidation has regressed when compared with the previous examination the largest lymph node measures 12 mm",
			"The consolidation has regressed when compared with the previous examination. The largest lymph node measures 12 mm"},
		{"it was measured 7 mm in the current examination no pleural effusion",
			"It was measured 7 mm in the current examination. No pleural effusion"},
		{"the nodule has increased compared to the previous examination in both lungs",
			"the nodule has increased compared to the previous examination in both lungs"},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, Segment(c.in, "en"), c.in)
	}
}
