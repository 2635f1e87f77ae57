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
		{"en", "enlargement of the cardiac chambers was observed", true},
		{"en", "small effusion", false},
		{"en", "pancreatitis of the head", true},
		{"en", "supraspinatus tendinosis", false},
		{"en", "tendinosis of the supraspinatus", true},
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

// The fill reads a statement's first clause up to its first list word, in every language.
func TestCoordinates(t *testing.T) {
	cases := []struct {
		language, word string
		want           bool
	}{
		{"en", "and", true}, {"en", "or", true}, {"en", "andrew", false}, {"en", "lung", false},
		{"de", "und", true}, {"de", "sowie", true}, {"de", "lunge", false},
		{"fr", "et", true}, {"es", "y", true}, {"it", "e", true}, {"pt", "e", true},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, Coordinates(c.language, c.word), c.language+" "+c.word)
	}
}
