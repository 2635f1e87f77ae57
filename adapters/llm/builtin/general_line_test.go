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

// A line the engine adds is written in the shape of the template's findings lines: a list
// item in a list, a row in a table, a label in capitals after labels in capitals, and a
// statement beside an organ heading's finding lines in their shape too.
func TestFillWritesAddedLinesInTheTemplatesShape(t *testing.T) {
	tests := []struct {
		name, code, template, dictation string
		want                            []string
	}{
		{"a list item in a list", "en",
			`<h3>Findings</h3><ul><li>Liver: Normal.</li><li>Spleen: Normal.</li></ul><h3>Impression</h3><p>Normal.</p>`,
			"findings colon 2 cm right ovarian cyst period impression colon ovarian cyst period",
			[]string{"<li>Spleen: Normal.</li>\n<li>Other findings: 2 cm right ovarian cyst.</li></ul>"}},
		{"a row in a table", "de",
			`<h3>Befund</h3><table><tbody><tr><td><b>Leber</b></td><td>Unauffällig.</td></tr><tr><td><b>Milz</b></td><td>Unauffällig.</td></tr></tbody></table><h3>Beurteilung</h3><p>Unauffällig.</p>`,
			"befund doppelpunkt 2 cm zyste im rechten ovar punkt beurteilung doppelpunkt ovarialzyste punkt",
			[]string{"<tr><td><b>Weitere Befunde</b></td><td>2 cm Zyste im rechten Ovar.</td></tr></tbody></table>"}},
		{"a label in capitals after labels in capitals", "en",
			`<p><strong>FINDINGS</strong></p><p>MENISCI: No meniscal tear.</p><p>LIGAMENTS: The cruciate ligaments and collateral ligaments are intact.</p><p>ARTICULAR CARTILAGE: Preserved.</p><p><strong>IMPRESSION</strong></p><p>No internal derangement.</p>`,
			"findings the menisci are intact a baker cyst measuring 2 cm is present small joint effusion impression baker cyst",
			[]string{"<p>ARTICULAR CARTILAGE: Preserved.</p>\n<p>OTHER FINDINGS: A baker cyst measuring 2 cm is present. Small joint effusion.</p>",
				"<p>LIGAMENTS: The cruciate ligaments and collateral ligaments are intact.</p>"}},
		{"a label and its text in one bold element: the added line closes it too", "en",
			`<h3>Findings</h3><p><b>LIVER: Normal.</b></p><h3>Impression</h3><p>Normal.</p>`,
			"findings colon 2 cm right ovarian cyst period impression colon ovarian cyst period",
			[]string{"<p><b>OTHER FINDINGS: 2 cm right ovarian cyst.</b></p>"}},
		{"a list item beside an organ's finding items", "en",
			`<h3>Findings</h3><p><strong>Right kidney</strong></p><ul><li>Hydronephrosis: None.</li><li>Calculi: None.</li></ul><p><strong>Left kidney</strong></p><ul><li>Hydronephrosis: None.</li><li>Calculi: None.</li></ul><h3>Impression</h3><p>Normal.</p>`,
			"findings colon there is a 3 cm simple cyst in the right kidney period impression colon renal cyst period",
			[]string{"<li>Hydronephrosis: None.</li><li>Calculi: None.</li>\n<li>There is a 3 cm simple cyst in the right kidney.</li></ul><p><strong>Left kidney</strong>"}},
		{"a row beside an organ's finding rows", "en",
			`<h3>Findings</h3><table><tr><th colspan="2">Right kidney</th></tr><tr><td>Hydronephrosis</td><td>None.</td></tr><tr><td>Calculi</td><td>None.</td></tr><tr><th colspan="2">Left kidney</th></tr><tr><td>Hydronephrosis</td><td>None.</td></tr><tr><td>Calculi</td><td>None.</td></tr></table><h3>Impression</h3><p>Normal.</p>`,
			"findings colon there is a 3 cm simple cyst in the right kidney period impression colon renal cyst period",
			[]string{"<tr><td>Calculi</td><td>None.</td></tr>\n<tr><td></td><td>There is a 3 cm simple cyst in the right kidney.</td></tr><tr><th colspan=\"2\">Left kidney</th></tr>"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := fill(t, tt.template, tt.dictation, tt.code)
			for _, want := range tt.want {
				assert.Contains(t, got, want)
			}
		})
	}
}
