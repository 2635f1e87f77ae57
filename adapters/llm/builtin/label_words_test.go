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

// The impression written from labelled findings drops a label what follows already names
// ("Lung nodules: left lower lobe ...") or the general line's, and keeps one that says where.
func TestWrittenImpressionDropsCoveredLabels(t *testing.T) {
	got := fill(t, `<h3>Findings</h3>
<p><strong>Lung nodules:</strong> No pulmonary nodules.</p>
<p><strong>Right lobe:</strong> Normal.</p>
<p><strong>Other findings:</strong> None.</p>
<h3>Impression</h3>
<p>No acute findings.</p>
`, "lung nodules colon left lower lobe 5 mm solid nodule period right lobe colon 14 mm solid hypoechoic nodule period other findings colon small hiatal hernia period", "en")
	assert.Contains(t, got, "Left lower lobe 5 mm solid nodule.")
	assert.NotContains(t, got, "<p>1. Lung nodules:")
	assert.Contains(t, got, "Right lobe: 14 mm solid hypoechoic nodule.</p>")
	assert.NotContains(t, got, ". Other findings: small hiatal hernia")
}
