package builtin

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/radscribe/radscribe/domain/report"
)

// Where statements go in the seeded chest CT: the line of their region, else the nearest line
// containing it, else by the normal text; a rib fracture is a bone finding before a chest wall
// one, a hiatal hernia an upper abdominal one before a mediastinal one.
func TestPlacementInAChestCT(t *testing.T) {
	doc := `<h3>Findings</h3>
<p><strong>Lungs:</strong> No consolidation.</p>
<p><strong>Airways:</strong> No bronchiectasis.</p>
<p><strong>Pleura:</strong> No pleural effusion.</p>
<p><strong>Mediastinum and hila:</strong> No lymphadenopathy. Thyroid unremarkable where imaged.</p>
<p><strong>Heart and pericardium:</strong> Normal heart size. No pericardial effusion.</p>
<p><strong>Great vessels:</strong> Normal caliber.</p>
<p><strong>Chest wall and axillae:</strong> No axillary lymphadenopathy.</p>
<p><strong>Upper abdomen:</strong> Imaged portions unremarkable.</p>
<p><strong>Bones:</strong> No fracture.</p>`
	lines := parseTemplate(doc, languageOf("en"))[find].lines
	tests := []struct {
		text string
		want []string
	}{
		{"Small hiatal hernia.", []string{"Upper abdomen"}},
		{"No pericardial effusion.", []string{"Heart and pericardium"}},
		{"The visualized upper abdomen is unremarkable.", []string{"Upper abdomen"}},
		{"Bronchiectasis in the right lower lobe.", []string{"Airways"}},
		{"Fracture of the left 6th rib.", []string{"Bones"}},
		{"Thyroid nodule 8 mm.", []string{"Mediastinum and hila"}},
		{"Lymphadenopathy.", []string{"Mediastinum and hila"}},
		{"Enlarged axillary lymph node.", []string{"Chest wall and axillae"}},
		{"The heart is enlarged.", []string{"Heart and pericardium"}},
		{"Ectatic ascending aorta.", []string{"Great vessels"}},
		{"Liver cyst.", []string{"Upper abdomen"}},
		// Written once, where the normal text speaks of the same finding ("No pleural
		// effusion."); the other line that denied part of it refers to it.
		{"Atelectasis and pleural effusion are present.", []string{"Pleura", "refers: Lungs"}},
		{"A port catheter is in place.", nil},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			var got []string
			targets, denied := placeStatement(lines, regionsIn(tt.text, "en"), tt.text, "en", false, abnormal(tt.text, "en") || report.AffirmsFinding("en", tt.text), nil)
			for _, i := range targets {
				got = append(got, lines[i].label)
			}
			for _, i := range denied {
				got = append(got, "refers: "+lines[i].label)
			}
			assert.Equal(t, tt.want, got)
		})
	}
}

// A side word in a statement names no line: "rechts" in a rib fracture is no reason to write
// it on "Rechtsherzbelastung:" (right heart strain) rather than on "Knochen:".
func TestASideWordIsNoLabelsFinding(t *testing.T) {
	doc := `<h3>Befunde</h3>
<p><strong>Thorax</strong></p>
<p>Rechtsherzbelastung: keine</p>
<p>Pleura: unauffällig</p>
<p>Knochen: unauffällig</p>`
	lines := parseTemplate(doc, languageOf("de"))[find].lines
	for _, text := range []string{"Frische Fraktur der sechsten Rippe rechts.", "Rippenfraktur rechts."} {
		targets, _ := placeStatement(lines, regionsIn(text, "de"), text, "de", false, true, nil)
		var labels []string
		for _, i := range targets {
			labels = append(labels, lines[i].own)
		}
		assert.Equal(t, []string{"Knochen"}, labels, text)
	}
}
