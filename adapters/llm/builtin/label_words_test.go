package builtin_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A finding dictated with its line's label words before its size is written after the label
// once: "Right lobe: 14 mm ...", not "Right lobe: Right lobe 14 mm ...".
func TestFillLabelWordsBeforeASize(t *testing.T) {
	got := fill(t, `<h3>Findings</h3>
<p><strong>Right lobe:</strong> Normal size. No nodules.</p>
<p><strong>Left lobe:</strong> Normal size. No nodules.</p>
<h3>Impression</h3>
<p>Normal thyroid ultrasound.</p>
`, "right lobe 14 mm solid hypoechoic nodule period", "en")
	assert.Contains(t, got, "<p><strong>Right lobe:</strong> 14 mm solid hypoechoic nodule.")
	assert.Contains(t, got, "<p><strong>Left lobe:</strong> Normal size. No nodules.</p>")
}
