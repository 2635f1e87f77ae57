package builtin_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// unpunctuatedChest is a chest radiograph as an engine without automatic punctuation returns
// it: no mark, no capital, the impression heading said as a bare word.
const unpunctuatedChest = "the lungs are clear there is no pleural effusion or pneumothorax the heart size is normal small pericardial effusion no acute osseous abnormality impression small pericardial effusion otherwise no acute cardiopulmonary process"

// A radiologist whose speech engine writes no punctuation gets the same report as one who says
// "period": separate findings sentences and an Impression section of its own.
func TestFormatSegmentsUnpunctuatedDictation(t *testing.T) {
	assert.Equal(t, `<h3>Findings</h3>
<p>The lungs are clear.</p>
<p>There is no pleural effusion or pneumothorax.</p>
<p>The heart size is normal.</p>
<p>Small pericardial effusion.</p>
<p>No acute osseous abnormality.</p>
<h3>Impression</h3>
<p>Small pericardial effusion otherwise no acute cardiopulmonary process.</p>
`, format(t, unpunctuatedChest, "en"))
	saidPeriods := "the lungs are clear period there is no pleural effusion or pneumothorax period the heart size is normal period small pericardial effusion period no acute osseous abnormality period impression colon small pericardial effusion otherwise no acute cardiopulmonary process period"
	assert.Equal(t, format(t, saidPeriods, "en"), format(t, unpunctuatedChest, "en"))
}

// Spoken "period" among written marks and engine capitals makes the report spoken
// punctuation makes: the segmenter leaves punctuated text to the marks it has.
func TestFormatMixedPunctuationAsSpoken(t *testing.T) {
	spoken := format(t, "the lungs are clear period there is no effusion period impression colon normal chest period", "en")
	mixed := format(t, "The lungs are clear period There is no effusion. Impression: Normal chest period", "en")
	assert.Equal(t, spoken, mixed)
	assert.Equal(t, "<h3>Findings</h3>\n<p>The lungs are clear.</p>\n<p>There is no effusion.</p>\n<h3>Impression</h3>\n<p>Normal chest.</p>\n", mixed)
}

// chestTemplate is a chest radiograph template with organ lines and a normal impression.
const chestTemplate = `<h3>Findings</h3>
<p><strong>Lungs:</strong> The lungs are clear.</p>
<p><strong>Pleura:</strong> No pleural effusion or pneumothorax.</p>
<p><strong>Heart and pericardium:</strong> Normal heart size. No pericardial effusion.</p>
<p><strong>Bones:</strong> No acute osseous abnormality.</p>
<h3>Impression</h3>
<p>No acute cardiopulmonary process.</p>
`

// Filled without punctuation, each statement reaches its organ's line and the dictated
// impression replaces the template's.
func TestFillPlacesUnpunctuatedDictation(t *testing.T) {
	got := fill(t, chestTemplate, unpunctuatedChest, "en")
	assert.Contains(t, got, "<p><strong>Heart and pericardium:</strong> The heart size is normal. Small pericardial effusion.</p>")
	assert.Contains(t, got, "<p><strong>Pleura:</strong> There is no pleural effusion or pneumothorax.</p>")
	// The dictated impression replaces the template's normal one.
	assert.Contains(t, got, "<h3>Impression</h3>\n<p>Small pericardial effusion")
	assert.NotContains(t, got, "<p>No acute cardiopulmonary process.</p>")
}
