package builtin_test

import (
	"testing"

	"github.com/radscribe/radscribe/adapters/sanitize/sanitizetest"
	"github.com/stretchr/testify/assert"
)

// A template that heads a section twice, another section between ("Impression" above the
// findings and again below them), is filled in the first run of that section; the second is
// left as the template wrote it, which the checks list as a second impression. Before, the
// impression spanned the findings, the edits overlapped, and the fill wrote broken text or
// panicked (found by FuzzFill).
func TestFillTemplateHeadingASectionTwice(t *testing.T) {
	tpl := `<h3>Impression</h3><p>Normal.</p><h3>Technique</h3><p>Ultrasound.</p><h3>Findings</h3><p><strong>Liver:</strong> Normal.</p><p><strong>Spleen:</strong> Normal.</p><h3>Impression</h3><p>Normal study.</p>`
	got := fill(t, tpl, "findings colon 2 cm cyst in the liver period impression colon liver cyst period", "en")
	assert.Equal(t, `<h3>Impression</h3><p>Liver cyst.</p><h3>Technique</h3><p>Ultrasound.</p><h3>Findings</h3>`+
		`<p><strong>Liver:</strong> 2 cm cyst in the liver.</p><p><strong>Spleen:</strong> Normal.</p><h3>Impression</h3><p>Normal study.</p>`, got)
	assert.Empty(t, sanitizetest.Unbalanced(got))
}
