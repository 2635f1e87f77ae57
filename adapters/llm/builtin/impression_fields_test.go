package builtin_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A mammography impression of fields: a BI-RADS category line and a recommendation line.
const fieldsTemplate = `<h2>Diagnostic Mammography</h2>
<h3>Findings</h3>
<p><strong>Right breast:</strong> No suspicious mass or calcifications.</p>
<p><strong>Left breast:</strong> No suspicious mass or calcifications.</p>
<h3>Impression</h3>
<p><strong>BI-RADS category:</strong> BI-RADS 1: negative.</p>
<p><strong>Recommendation:</strong> Routine screening mammography.</p>
`

// The lines of an impression that hold its parts keep their labels: the dictated category goes
// on the category line, the recommendation on its own; a category the dictation did not give
// is left for the radiologist, never the template's negative one beside a finding.
func TestFillImpressionFields(t *testing.T) {
	t.Run("dictated category and recommendation", func(t *testing.T) {
		got := fill(t, fieldsTemplate, "right breast 12 mm spiculated mass period impression colon suspicious right breast mass bi-rads 4 period ultrasound guided biopsy recommended period", "en")
		assert.Contains(t, got, "<h3>Impression</h3>\n<p><strong>BI-RADS category:</strong> Suspicious right breast mass BI-RADS 4.</p>\n<p><strong>Recommendation:</strong> Ultrasound guided biopsy recommended.</p>")
	})
	t.Run("a recommending clause goes on the recommendation line", func(t *testing.T) {
		got := fill(t, fieldsTemplate, "right breast 8 mm focal asymmetry period impression colon focal asymmetry in the right breast comma bi-rads 0 comma recall for additional imaging period", "en")
		assert.Contains(t, got, "<p><strong>BI-RADS category:</strong> Focal asymmetry in the right breast, BI-RADS 0.</p>\n<p><strong>Recommendation:</strong> Recall for additional imaging.</p>")
	})
	t.Run("no impression dictated: the finding above the fields, the fields left to fill", func(t *testing.T) {
		got := fill(t, fieldsTemplate, "right breast 12 mm spiculated mass period", "en")
		assert.Contains(t, got, "<h3>Impression</h3>\n<p>Right breast 12 mm spiculated mass.</p>\n<p><strong>BI-RADS category:</strong> [***]</p>\n<p><strong>Recommendation:</strong> [***]</p>")
	})
	t.Run("a normal study keeps the template's fields", func(t *testing.T) {
		got := fill(t, fieldsTemplate, "both breasts unremarkable period", "en")
		assert.Contains(t, got, "<p><strong>BI-RADS category:</strong> BI-RADS 1: negative.</p>\n<p><strong>Recommendation:</strong> Routine screening mammography.</p>")
	})
	t.Run("German", func(t *testing.T) {
		got := fill(t, `<h3>Befund</h3>
<p><strong>Rechte Mamma:</strong> Kein Herdbefund.</p>
<h3>Beurteilung</h3>
<p><strong>BI-RADS-Kategorie:</strong> BI-RADS 1.</p>
<p><strong>Empfehlung:</strong> Screening im üblichen Intervall.</p>
`, "rechte mamma gruppierter pleomorpher mikrokalk punkt beurteilung doppelpunkt suspekter mikrokalk rechts komma bi-rads 4 punkt stereotaktische vakuumbiopsie empfohlen punkt", "de")
		assert.Contains(t, got, "<p><strong>BI-RADS-Kategorie:</strong> Suspekter Mikrokalk rechts, BI-RADS 4.</p>\n<p><strong>Empfehlung:</strong> Stereotaktische Vakuumbiopsie empfohlen.</p>")
	})
}
