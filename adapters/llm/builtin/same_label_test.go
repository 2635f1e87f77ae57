package builtin

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A label dictated before a statement is the line's own when it names the same structure, in
// the template's words or others, or asks about the same finding; then the line does not say
// it twice.
func TestSameLabel(t *testing.T) {
	cases := []struct {
		dictated, own, code string
		want                bool
	}{
		{"Liver", "liver", "en", true},
		{"L4-L5", "LWK 4/5", "de", true},
		{"L5-S1", "L5-S1", "en", true},
		{"L4-L5", "L5-S1", "en", false},
		{"L4-L5", "Intervertebral discs", "en", false},
		{"Liver", "Spleen", "en", false},
		{"the liver shows a lesion at", "Liver", "en", false},
		{"Nodules", "Pulmonary nodules", "en", true},
		{"Effusion", "Pleural effusion", "en", true},
		{"Rundherde", "Lungenrundherde", "de", true},
		{"Nódulos", "Nódulos pulmonares", "es", true},
		{"Subdural hematoma", "Intracranial hemorrhage", "en", false},
		{"Nodules", "Pleural effusion", "en", false},
		{"Fracture", "Bones", "en", false},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, sameLabel(c.dictated, c.own, c.code), "%s / %s", c.dictated, c.own)
	}
}
