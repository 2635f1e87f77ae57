package builtin_test

import (
	"testing"

	"github.com/radscribe/radscribe/adapters/sanitize/sanitizetest"
	"github.com/stretchr/testify/assert"
)

// A template that heads a section twice, another section between ("Impression" above the
// findings and again below them), is filled without a panic and with balanced markup (found by
// fuzzing: the impression's block spans the findings, and its edit overlaps the lines').
func TestFillTemplateHeadingASectionTwice(t *testing.T) {
	tpl := `<h3>Impression</h3><p>Normal.</p><h3>Technique</h3><p>Ultrasound.</p><h3>Findings</h3><p><strong>Liver:</strong> Normal.</p><p><strong>Spleen:</strong> Normal.</p><h3>Impression</h3><p>Normal study.</p>`
	got := fill(t, tpl, "findings colon 2 cm cyst in the liver period impression colon liver cyst period", "en")
	assert.Empty(t, sanitizetest.Unbalanced(got))
	assert.Contains(t, got, "Liver cyst.")
}
