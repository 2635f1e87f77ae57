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

// Finding lines under spinal level headings: a statement about one level goes to that level
// and takes the denial of the finding lines its words name there; the other levels' lines say
// nothing of it, though the disc the statement names contains every level.
func TestPlacementUnderLevelHeadings(t *testing.T) {
	doc := `<h3>Findings</h3><h4>L3-L4</h4><p>Disc: Normal.</p><p>Canal stenosis: None.</p><p>Foraminal stenosis: None.</p>` +
		`<h4>L4-L5</h4><p>Disc: Normal.</p><p>Canal stenosis: None.</p><p>Foraminal stenosis: None.</p>` +
		`<h4>L5-S1</h4><p>Disc: Normal.</p><p>Canal stenosis: None.</p><p>Foraminal stenosis: None.</p>`
	lines := parseTemplate(doc, languageOf("en"))[find].lines
	labels := func(of []int) []string {
		out := []string{}
		for _, i := range of {
			out = append(out, lines[i].label)
		}
		return out
	}
	tests := []struct {
		text            string
		targets, denied []string
	}{
		{"At L4 L5 there is a broad based disc bulge with severe central canal stenosis and moderate left foraminal stenosis.",
			[]string{"L4-L5 Disc"}, []string{"L4-L5 Canal stenosis", "L4-L5 Foraminal stenosis"}},
		{"At L4-L5 there is a disc extrusion with severe canal stenosis.",
			[]string{"L4-L5 Disc"}, []string{"L4-L5 Canal stenosis"}},
	}
	for _, tt := range tests {
		targets, denied := placeStatement(lines, regionsIn(tt.text, "en"), tt.text, "en", false, true, nil)
		assert.Equal(t, tt.targets, labels(targets), tt.text)
		assert.ElementsMatch(t, tt.denied, labels(denied), tt.text)
		apart := labels(otherHeadings(lines, regionsIn(tt.text, "en").All()))
		assert.NotContains(t, apart, "L4-L5 Disc", tt.text)
		assert.Contains(t, apart, "L3-L4 Canal stenosis", tt.text)
	}
}
