package vocabulary

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestForLanguageKeepsTheLanguageAndItsBase(t *testing.T) {
	entries := []Entry{
		{ID: "1", CorrectedWord: "Pneumothorax", Language: "de"},
		{ID: "2", CorrectedWord: "Chüssi", Language: "de-ch"},
		{ID: "3", CorrectedWord: "pneumothorax", Language: "en"},
	}
	ids := func(es []Entry) []string {
		var out []string
		for _, e := range es {
			out = append(out, e.ID)
		}
		return out
	}
	assert.Equal(t, []string{"1", "2"}, ids(ForLanguage(entries, "de-ch")))
	assert.Equal(t, []string{"1"}, ids(ForLanguage(entries, "de")), "a regional entry stays in its region")
	assert.Equal(t, []string{"3"}, ids(ForLanguage(entries, "en")))
	assert.Empty(t, ForLanguage(entries, "fr"))
	assert.Equal(t, []string{"1", "2"}, ids(ForLanguage(entries, "DE-CH")), "codes compare in any case")
	assert.Equal(t, []string{"1"}, ids(ForLanguage([]Entry{{ID: "1", Language: "pt"}}, "pt-br")), "a pt entry applies to pt-br")
}

func TestHintsNameEachCorrectedWordOnce(t *testing.T) {
	entries := []Entry{
		{OriginalWord: "new mo thorax", CorrectedWord: "pneumothorax"},
		{OriginalWord: "pneumo thorax", CorrectedWord: "pneumothorax"},
		{OriginalWord: "spicule a ted", CorrectedWord: "spiculated"},
	}
	assert.Equal(t, []string{"pneumothorax", "spiculated"}, Hints(entries))
	assert.Empty(t, Hints(nil))
}
