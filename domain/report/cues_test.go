package report

import (
	"strings"
	"testing"
)

func TestCues(t *testing.T) {
	en := NewCues(false, "possibl", "rule$ out$", "acute$")
	de := NewCues(true, "hoden", "v$ a$")
	tests := []struct {
		cues     Cues
		sentence string
		want     bool
	}{
		{en, "possibly a pneumothorax", true},
		{en, "impossible to say", false},
		{en, "to rule out embolism", true},
		{en, "ruled out", false},
		{en, "subacute infarct", false},
		{de, "linke hodentorsion", true},
		{de, "v a torsion", true},
		{de, "vorsicht", false},
	}
	for _, tt := range tests {
		words := strings.Fields(tt.sentence)
		if got := tt.cues.Within(words, 0, len(words)); got != tt.want {
			t.Errorf("%q: got %v, want %v", tt.sentence, got, tt.want)
		}
	}
	if !NewCues(false).Empty() || en.Empty() {
		t.Error("Empty")
	}
}
