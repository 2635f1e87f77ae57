package report

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// A finding's name may take several words; the segmenter asks whether one starts at a word, so
// that "pleural effusion" opens a statement at "pleural" while "small effusion" does not.
func TestFindingStartsAt(t *testing.T) {
	cases := []struct {
		language, words string
		want            bool
	}{
		{"en", "pleural effusion with a depth", true},
		{"en", "effusion is seen", true},
		{"en", "pericardial effusion is small", true},
		{"en", "small effusion", false},
		{"en", "the lungs are clear", false},
		{"en", "", false},
		{"de", "pleuraerguss rechts", true},
		{"de", "kleiner erguss", false},
	}
	for _, c := range cases {
		t.Run(c.language+" "+c.words, func(t *testing.T) {
			assert.Equal(t, c.want, FindingStartsAt(c.language, strings.Fields(c.words)))
		})
	}
}
