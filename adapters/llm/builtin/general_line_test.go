package builtin_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A finding dictated under the general line's label ("Other findings: ...") goes on that line,
// not under the organ it names, and the label is not read as the findings heading.
func TestFillDictatedGeneralLabel(t *testing.T) {
	tpl := `<h3>Findings</h3>
<p><strong>Lung nodules:</strong> No pulmonary nodules.</p>
<p><strong>Mediastinum:</strong> No lymphadenopathy. Normal heart size.</p>
<p><strong>Other findings:</strong> None.</p>
<h3>Impression</h3>
<p>Negative screening CT.</p>
`
	got := fill(t, tpl, "lung nodules colon left lower lobe 5 mm solid nodule period other findings colon small hiatal hernia period", "en")
	assert.Contains(t, got, "<p><strong>Mediastinum:</strong> No lymphadenopathy. Normal heart size.</p>\n<p><strong>Other findings:</strong> Small hiatal hernia.</p>")
	assert.NotContains(t, got, "Other.")

	t.Run("a template without a general line gets one", func(t *testing.T) {
		got := fill(t, `<h3>Befund</h3>
<p><strong>Lunge:</strong> Keine Rundherde.</p>
<p><strong>Mediastinum:</strong> Keine Lymphadenopathie.</p>
<h3>Beurteilung</h3>
<p>Unauffälliger Befund.</p>
`, "lunge doppelpunkt keine rundherde punkt weitere befunde doppelpunkt kleine hiatushernie punkt", "de")
		assert.Contains(t, got, "<p><strong>Mediastinum:</strong> Keine Lymphadenopathie.</p>\n<p><strong>Weitere Befunde:</strong> Kleine Hiatushernie.</p>")
	})
}
