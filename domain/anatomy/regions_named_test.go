package anatomy

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
)

// What a statement is about, from a radiologist's reading: the organ a finding belongs to
// before the places it mentions, and a finding that only suggests a place read against the
// anatomy around it.
func TestRegionsOfAStatement(t *testing.T) {
	key := func(rs []int) []string {
		out := []string{}
		for _, r := range rs {
			out = append(out, Tables().Regions[r].Key)
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
		{"en", "Ovoid lesions perpendicular to the lateral ventricles, periventricular.", []string{"white-matter"}},
		{"en", "A cyst adjacent to the left kidney.", []string{"kidneys"}},
		{"de", "Läsionen senkrecht zu den Seitenventrikeln, periventrikulär.", []string{"white-matter"}},
		{"fr", "Lésions perpendiculaires aux ventricules latéraux, périventriculaires.", []string{"white-matter"}},
		{"es", "Lesiones perpendiculares a los ventrículos laterales, periventriculares.", []string{"white-matter"}},
		{"en", "Full thickness tear of the supraspinatus tendon.", []string{"supraspinatus", "tendons"}},
		{"fr", "Rupture du tendon du sus-épineux.", []string{"tendons", "supraspinatus"}},
		{"es", "Rotura parcial de la cara articular del tendón supraespinoso.", []string{"tendons", "supraspinatus"}},
		{"en", "Partial tear of the articular surface of the supraspinatus tendon.", []string{"supraspinatus", "tendons"}},
		{"en", "Positive sonographic Murphy sign.", []string{"gallbladder"}},
		{"en", "The basal cisterns are patent.", []string{"extra-axial"}},
		{"de", "Basale Zisternen frei.", []string{"extra-axial"}},
		{"es", "Cisternas basales libres.", []string{"extra-axial"}},
		{"it", "Cisterne basali libere.", []string{"extra-axial"}},
		{"de", "Kleiner Perikarderguss.", []string{"pericardium"}},
		{"de", "Axiale Hiatushernie.", []string{"hiatus"}},
		{"de", "Nierenzyste links.", []string{"kidneys"}},
		{"de", "Lwk 4/5 mediolateraler Bandscheibenvorfall.", []string{"level-l4-l5", "discs"}},
		{"en", "The cruciate ligaments are intact.", []string{"acl", "pcl"}},
		{"en", "Cruciate ligament reconstruction.", []string{"acl", "pcl", "ligaments"}},
		{"de", "Kreuzbandplastik.", []string{"acl", "pcl"}},
		{"en", "Articular cartilage preserved.", []string{"cartilage"}},
		{"en", "A millimetric accessory spleen adjacent to the spleen hilus.", []string{"spleen"}},
		// Subpleural is the lung just under the pleura.
		{"en", "There is a subpleural millimetric nodule.", []string{"lungs"}},
		{"en", "Subpleural reticulation in both lower lobes.", []string{"lungs"}},
		{"de", "Subpleuraler Rundherd von 4 mm.", []string{"lungs"}},
		{"en", "Lymph nodes at the splenic hilum.", []string{"lymph-nodes", "spleen"}},
		{"en", "Calcification at the renal hilum.", []string{"kidneys"}},
		{"en", "Enlarged hilar lymph nodes.", []string{"hila", "lymph-nodes"}},
		{"fr", "Cartilage articulaire préservé.", []string{"cartilage"}},
		{"es", "Cartílago articular conservado.", []string{"cartilage"}},
		{"it", "Cartilagine articolare conservata.", []string{"cartilage"}},
		{"pt", "Cartilagem articular preservada.", []string{"cartilage"}},
	}
	for _, tt := range tests {
		t.Run(tt.code+" "+tt.text, func(t *testing.T) {
			assert.Equal(t, tt.about, key(Tables().RegionsIn(tt.text, tt.code).Best()))
		})
	}
}

// A statement that opens with a line or tube is about the device; the structures after it say
// where it lies.
func TestAStatementOpeningWithADeviceIsAboutIt(t *testing.T) {
	a := Tables()
	devices, _ := a.Lookup("devices")
	diaphragm, _ := a.Lookup("diaphragm")
	stomach, _ := a.Lookup("stomach")
	got := a.RegionsIn("Enteric tube courses below the diaphragm with tip in the stomach.", "en")
	if len(got.Strong) != 1 || got.Strong[0] != devices {
		t.Errorf("strong = %v, want the devices only", got.Strong)
	}
	if !slices.Contains(got.Sites, diaphragm) || !slices.Contains(got.Sites, stomach) {
		t.Errorf("sites = %v, want the diaphragm and the stomach", got.Sites)
	}
	if got := a.RegionsIn("Diaphragm elevated, chest tube in place.", "en"); got.Strong[0] != diaphragm {
		t.Errorf("a statement opening with a structure stays about it: %v", got.Strong)
	}
}
