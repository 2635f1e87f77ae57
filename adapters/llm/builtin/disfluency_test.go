package builtin_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/radscribe/radscribe/domain/report"
)

// The correction step removes hesitations and applies spoken self-corrections after the
// spoken punctuation, listing each self-correction with the other corrections.
func TestCorrectionRemovesDisfluenciesAndAppliesSelfCorrections(t *testing.T) {
	res := correct(t, "uh small effusion on the left comma sorry comma right side period", "en")
	assert.Equal(t, "Small effusion on the right side.", res.Text)
	assert.Contains(t, res.Corrections, report.Correction{Original: "left", Corrected: "right", Source: "self-correction"})

	res = correct(t, "äh Erguss links Komma Entschuldigung Komma rechts Punkt", "de")
	assert.Equal(t, "Erguss rechts.", res.Text)
	assert.Contains(t, res.Corrections, report.Correction{Original: "links", Corrected: "rechts", Source: "self-correction"})

	// Sizes said in words are written as numbers first, then corrected.
	res = correct(t, "the lesion measures three comma sorry comma four centimeters period", "en")
	assert.Equal(t, "The lesion measures 4 cm.", res.Text)
	assert.Contains(t, res.Corrections, report.Correction{Original: "three", Corrected: "4", Source: "self-correction"})

	// German "um" is a preposition, not a filler.
	res = correct(t, "Größenzunahme um 2 cm Punkt", "de")
	assert.Equal(t, "Größenzunahme um 2 cm.", res.Text)
}

// A self-correction the step cannot match is kept as dictated and listed for review, so the
// radiologist sees it; one it applies is not.
func TestCorrectionListsAmbiguousSelfCorrectionsForReview(t *testing.T) {
	res := correct(t, "left kidney comma sorry comma enlarged period", "en")
	assert.Equal(t, "Left kidney, sorry, enlarged.", res.Text)
	if assert.Len(t, res.Review, 1) {
		assert.Contains(t, res.Review[0].Text, "sorry")
		assert.NotEmpty(t, res.Review[0].Reason)
	}

	res = correct(t, "small effusion on the left comma sorry comma right period", "en")
	assert.Empty(t, res.Review)
}
