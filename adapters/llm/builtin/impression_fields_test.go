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
	t.Run("a routine category dictated among the findings goes on its field", func(t *testing.T) {
		got := fill(t, fieldsTemplate, "negative period bi-rads 1 period", "en")
		assert.Contains(t, got, "<h3>Impression</h3>\n<p><strong>BI-RADS category:</strong> BI-RADS 1.</p>\n<p><strong>Recommendation:</strong> Routine screening mammography.</p>")
	})
	t.Run("a category dictated among the findings beside a finding", func(t *testing.T) {
		got := fill(t, fieldsTemplate, "right breast 12 mm irregular mass period bi-rads 4 period", "en")
		assert.Contains(t, got, "<h3>Impression</h3>\n<p>Right breast 12 mm irregular mass.</p>\n<p><strong>BI-RADS category:</strong> BI-RADS 4.</p>\n<p><strong>Recommendation:</strong> [***]</p>")
	})
	t.Run("the template's normal impression goes when the dictated one went onto the fields", func(t *testing.T) {
		got := fill(t, `<h3>Findings</h3>
<p><strong>Right lobe:</strong> Normal size. No nodules.</p>
<h3>Impression</h3>
<p>Normal thyroid ultrasound.</p>
<p><strong>ACR TI-RADS:</strong> TR1.</p>
<p><strong>Recommendation:</strong> None.</p>
`, "right lobe 14 mm solid hypoechoic nodule period impression colon suspicious right thyroid nodule acr ti-rads 5 period fine needle aspiration recommended period", "en")
		assert.NotContains(t, got, "Normal thyroid ultrasound")
		assert.Contains(t, got, "<h3>Impression</h3>\n<p><strong>ACR TI-RADS:</strong> Suspicious right thyroid nodule ACR TI-RADS 5.</p>\n<p><strong>Recommendation:</strong> Fine needle aspiration recommended.</p>")
	})
	screening := `<h3>Findings</h3>
<p><strong>Nodules:</strong> No pulmonary nodules.</p>
<h3>Impression</h3>
<p><strong>Impression:</strong> Negative screening CT.</p>
<p><strong>Lung-RADS category:</strong> Category 1.</p>
<p><strong>Recommendation:</strong> Annual LDCT in 12 months.</p>
`
	t.Run("an impression line keeps its label; a category's own label is not said twice", func(t *testing.T) {
		got := fill(t, screening, "right lower lobe 9 mm solid nodule period impression colon lung-rads colon 4a period follow-up colon pet-ct period", "en")
		assert.Contains(t, got, "<h3>Impression</h3>\n<p><strong>Impression:</strong> Right lower lobe 9 mm solid nodule.</p>\n<p><strong>Lung-RADS category:</strong> 4a.</p>\n<p><strong>Recommendation:</strong> PET-CT.</p>")
	})
	t.Run("a category the findings gave goes on its field", func(t *testing.T) {
		got := fill(t, `<h3>Findings</h3>
<p><strong>Liver:</strong> Cirrhotic morphology. No focal observation.</p>
<h3>Impression</h3>
<p><strong>LI-RADS:</strong> No LI-RADS observation.</p>
<p><strong>Recommendation:</strong> Continue surveillance ultrasound in 6 months.</p>
`, "liver colon segment 6 15 mm observation with arterial phase hyperenhancement without washout li rads 3 period", "en")
		assert.Contains(t, got, "<p><strong>LI-RADS:</strong> LI-RADS 3.</p>\n<p><strong>Recommendation:</strong> [***]</p>")
		assert.NotContains(t, got, "No LI-RADS observation")
	})
	t.Run("a category and a labelled recommendation dictated: the impression from the findings above", func(t *testing.T) {
		got := fill(t, `<h3>Befund</h3>
<p><strong>Lungenrundherde:</strong> Keine.</p>
<h3>Beurteilung</h3>
<p><strong>Lung-RADS-Kategorie:</strong> Lung-RADS 1: negativ.</p>
<p><strong>Empfehlung:</strong> Jährliches Low-Dose-CT in 12 Monaten.</p>
`, "lungenrundherde doppelpunkt rechter oberlappen 9 mm solider rundherd punkt beurteilung doppelpunkt lung rads vier a punkt empfehlung doppelpunkt pet-ct punkt", "de")
		assert.Contains(t, got, "Oberlappen 9 mm solider Rundherd.</p>\n<p><strong>Lung-RADS-Kategorie:</strong> Lung-RADS 4A.</p>\n<p><strong>Empfehlung:</strong> PET-CT.</p>")
	})
}
