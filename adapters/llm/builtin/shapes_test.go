package builtin_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Templates in the shapes practices write them, filled as a radiologist expects: labels kept
// whatever their markup, the dictation on the line it belongs to and written once, the
// template's own impression (heading or label line) replaced, never a second one.
func TestFillKeepsEveryTemplateShape(t *testing.T) {
	tests := []struct {
		name, template, dictation, want string
	}{
		{
			name:      "upper-case plain labels and an impression label line",
			template:  `<p>LUNGS: Clear.</p><p>PLEURA: No effusion.</p><p>HEART: Normal size.</p><p>IMPRESSION: Negative chest.</p>`,
			dictation: "moderate right pleural effusion period mild cardiomegaly period impression colon moderate right pleural effusion and mild cardiomegaly period",
			want:      `<p>LUNGS: Clear.</p><p>PLEURA: Moderate right pleural effusion.</p><p>HEART: Mild cardiomegaly.</p><p>IMPRESSION: Moderate right pleural effusion and mild cardiomegaly.</p>`,
		},
		{
			name:      "table rows and a bold impression label",
			template:  `<table><tbody><tr><td><strong>Lungs</strong></td><td>Clear.</td></tr><tr><td><strong>Pleura</strong></td><td>No effusion or pneumothorax.</td></tr><tr><td><strong>Bones</strong></td><td>Unremarkable.</td></tr></tbody></table><p><strong>Impression:</strong> Normal.</p>`,
			dictation: "small right pneumothorax period fracture of the right sixth rib period",
			want:      `<table><tbody><tr><td><strong>Lungs</strong></td><td>Clear.</td></tr><tr><td><strong>Pleura</strong></td><td>Small right pneumothorax. No effusion.</td></tr><tr><td><strong>Bones</strong></td><td>Fracture of the right sixth rib.</td></tr></tbody></table><p><strong>Impression:</strong> 1. Small right pneumothorax. 2. Fracture of the right sixth rib.</p>`,
		},
		{
			name:      "list items",
			template:  `<h3>Findings</h3><ul><li>Liver: Normal.</li><li>Spleen: Normal.</li></ul><h3>Impression</h3><p>Normal abdomen.</p>`,
			dictation: "there is a 3 cm hemangioma in the right lobe of the liver period",
			want:      `<h3>Findings</h3><ul><li>Liver: There is a 3 cm hemangioma in the right lobe of the liver.</li><li>Spleen: Normal.</li></ul><h3>Impression</h3><p>3 cm hemangioma in the right lobe of the liver.</p>`,
		},
		{
			name:      "finding lines: written once, the other denying line refers to it",
			template:  `<h2>CT Brain</h2><h3>Findings</h3><p>Extra-axial spaces: Normal.</p><p>Midline shift: None.</p><p>Ventricles: Normal.</p><h3>Impression</h3><p>No acute intracranial abnormality.</p>`,
			dictation: "acute subdural hematoma over the left convexity measuring 8 mm comma with 4 mm of midline shift to the right period",
			want:      `<h2>CT Brain</h2><h3>Findings</h3><p>Extra-axial spaces: Acute subdural hematoma over the left convexity measuring 8 mm, with 4 mm of midline shift to the right.</p><p>Midline shift: See above.</p><p>Ventricles: Normal.</p><h3>Impression</h3><p>Acute subdural hematoma over the left convexity measuring 8 mm, with 4 mm of midline shift to the right.</p>`,
		},
		{
			name:      "German organ headings with finding lines",
			template:  `<h3>Befund</h3><p><strong>Rechte Niere</strong></p><p>Harnstau: Kein.</p><p><strong>Linke Niere</strong></p><p>Harnstau: Kein.</p><h3>Beurteilung</h3><p>Unauffälliger Befund.</p>`,
			dictation: "harnstau zweiten grades links punkt",
			want:      `<h3>Befund</h3><p><strong>Rechte Niere</strong></p><p>Harnstau: Kein.</p><p><strong>Linke Niere</strong></p><p>Harnstau: Harnstau zweiten grades links.</p><h3>Beurteilung</h3><p>Harnstau zweiten grades links.</p>`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code := "en"
			if strings.Contains(tt.template, "Befund") {
				code = "de"
			}
			assert.Equal(t, tt.want, fill(t, tt.template, tt.dictation, code))
		})
	}
}

// A question mark inside parentheses doubts one word; the sentence goes on after it.
func TestAQuestionInParenthesesDoesNotEndTheSentence(t *testing.T) {
	got := fill(t, `<h3>Findings</h3><p><strong>Kidneys:</strong> Normal.</p>`, "findings colon there is a 4 cm hypodense lesion open parenthesis cyst question mark close parenthesis in the upper pole of the right kidney period", "en")
	// One statement on one line; the capital after the mark is spoken punctuation's (issue 29).
	assert.Contains(t, strings.ToLower(got), "<strong>kidneys:</strong> there is a 4 cm hypodense lesion (cyst?) in the upper pole of the right kidney.</p>")
}
