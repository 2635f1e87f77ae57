package builtin

import "testing"

// A statement reports something unless a normal or negative word says otherwise ("open" and
// "natural" as chest CT reports say normal); a normal word that is part of a structure's name
// says nothing of the kind.
func TestAbnormal(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"Hyperexpanded lungs with increased retrosternal clear space.", true},
		{"Small amount of free fluid in the pelvis.", true},
		{"The lungs are clear.", false},
		{"Free of disease.", false},
		{"Normal retrosternal clear space.", false},
		{"No pleural effusion.", false},
		{"Trachea and both main bronchi are open.", false},
		{"The bone structures within the sections are natural.", false},
		{"Nodule of 6 mm in the right upper lobe.", true},
	} {
		if got := abnormal(c.text, "en"); got != c.want {
			t.Errorf("abnormal(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}
