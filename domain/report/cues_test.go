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

// Cues indexed by their first letter find, at every word, what trying each phrase finds.
func TestCuesAtAsEachPhrase(t *testing.T) {
	phrases := []string{"possibl", "rule$ out$", "acute$", "r", "ré", "", "$", "no$ evidence of$", "étendu", "1$ cm$"}
	cues := NewCues(false, phrases...)
	sentences := []string{
		"possibly a pneumothorax", "to rule out embolism", "ruled out", "no evidence of acute bleeding",
		"réaction étendue", "1 cm right", "rule", "no evidence", "",
	}
	for _, sentence := range sentences {
		words := strings.Fields(sentence)
		words = append(words, "") // an empty word matches no stem but an empty prefix
		for i := range words {
			want := false
			for _, p := range phrases {
				want = want || compilePhrase("", p).at(words, i, false) > 0
			}
			if got := cues.At(words, i); got != want {
				t.Errorf("%q at %d (%q): got %v, want %v", sentence, i, words[i], got, want)
			}
		}
	}
}
