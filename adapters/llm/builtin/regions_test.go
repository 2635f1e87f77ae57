package builtin

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/radscribe/radscribe/domain/anatomy"
	"github.com/radscribe/radscribe/domain/report"
)

// What a statement is about, from a radiologist's reading: the organ a finding belongs to
// before the places it mentions, and a finding that only suggests a place read against the
// anatomy around it.
func TestRegionsOfAStatement(t *testing.T) {
	key := func(rs []int) []string {
		out := []string{}
		for _, r := range rs {
			out = append(out, anatomy.Tables().Regions[r].Key)
		}
		return out
	}
	tests := []struct {
		code, text string
		about      []string
	}{
		{"en", "Small hiatal hernia.", []string{"hiatus"}},
		{"en", "Small pericardial effusion.", []string{"pericardium"}},
		{"en", "Small left effusion.", []string{"pleura", "joint-fluid"}},
		{"en", "In both lungs there is a pleural effusion.", []string{"pleura"}},
		{"en", "Atelectasis and pleural effusion are present.", []string{"lungs", "pleura"}},
		{"en", "A 4 mm nodule in the right lower lobe.", []string{"lungs"}},
		{"en", "15 mm nodule in the left thyroid lobe.", []string{"thyroid"}},
		{"en", "2 cm left adrenal nodule.", []string{"adrenals"}},
		{"en", "Tear of the posterior horn of the medial meniscus.", []string{"medial-meniscus"}},
		{"en", "Disc extrusion at L4-5.", []string{"discs", "level-l4-l5"}},
		{"en", "Enlarged axillary lymph node.", []string{"axillae", "lymph-nodes"}},
		{"en", "Fracture of the left 6th rib.", []string{"bones", "ribs"}},
		{"en", "Nothing of note.", []string{}},
		{"de", "Kleiner Perikarderguss.", []string{"pericardium"}},
		{"de", "Axiale Hiatushernie.", []string{"hiatus"}},
		{"de", "Nierenzyste links.", []string{"kidneys"}},
		{"de", "Lwk 4/5 mediolateraler Bandscheibenvorfall.", []string{"level-l4-l5", "discs"}},
	}
	for _, tt := range tests {
		t.Run(tt.code+" "+tt.text, func(t *testing.T) {
			assert.Equal(t, tt.about, key(regionsIn(tt.text, tt.code).best()))
		})
	}
}

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
			targets, denied := placeStatement(lines, regionsIn(tt.text, "en"), tt.text, "en", false, abnormal(tt.text, "en") || report.AffirmsFinding("en", tt.text))
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
