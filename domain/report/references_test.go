package report

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Every language the writer points from a line in also says the rest of a line is normal, in
// its own words; a language without them gets English.
func TestWriterPhrasesPerLanguage(t *testing.T) {
	for code := range references {
		assert.NotEmpty(t, otherwise[code], "%s has no 'otherwise' sentence", code)
	}
	for code := range otherwise {
		_, ok := references[code]
		assert.True(t, ok, "%s has an 'otherwise' sentence but no references", code)
	}
	assert.Equal(t, "Im Übrigen unauffällig.", Otherwise("de-ch"))
	assert.Equal(t, "Otherwise unremarkable.", Otherwise("xx"))
	assert.Equal(t, "Siehe oben.", Reference("de-at", true))
}
