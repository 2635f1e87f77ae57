package report

import "testing"

// The held-out place cases were written as a radiologist would dictate them, after the place
// reading of the contradiction rules (finding_places.go), which was never tuned on them: a miss
// here is logged, not fixed by adding its words. The test fails only when fewer of them are
// right than when they were first run (heldOutPlacesFloor).
const heldOutPlacesFloor = 12

func TestHeldOutFindingPlaces(t *testing.T) {
	cases := []contradictionCase{
		{"en labrum intact, a cuff tendon torn", "en", report("Labrum: Intact without tear.", "Partial-thickness supraspinatus tear."), nil},
		{"en tear denied on the meniscus's own line", "en", report("Medial meniscus: No tear.", "Horizontal tear of the posterior horn of the medial meniscus."), []string{"negation-1"}},
		{"en radius intact, scaphoid broken", "en", report("No fracture of the distal radius.", "Scaphoid fracture."), nil},
		{"en effusion denied everywhere", "en", report("No pleural effusion.", "Small left pleural effusion."), []string{"negation-1"}},
		{"en vertebrae intact, a rib broken", "en", report("No vertebral compression fracture.", "Acute fracture of the left 7th rib."), nil},
		{"en rib fracture denied and described", "en", report("No rib fracture.", "Nondisplaced fracture of the right 5th rib."), []string{"negation-1"}},
		{"en ACL tear denied and described", "en", report("No ACL tear.", "Complete tear of the anterior cruciate ligament."), []string{"negation-1"}},
		{"en subscapularis intact, infraspinatus torn", "en", report("No subscapularis tear.", "Full-thickness infraspinatus tear."), nil},
		{"en nodes denied in the neck, described in the mediastinum", "en", report("No cervical lymphadenopathy.", "Mediastinal lymphadenopathy."), nil},
		{"de Rippen intakt, Wirbelkörper gebrochen", "de", report("Keine Rippenfraktur.", "Fraktur des 12. Brustwirbelkörpers."), nil},
		{"de Fraktur ohne Ort verneint", "de", report("Keine Fraktur.", "Rippenfraktur rechts."), []string{"negation-1"}},
		{"fr ménisque interne intact, externe déchiré", "fr", report("Pas de déchirure du ménisque interne.", "Déchirure du ménisque externe."), nil},
		{"fr épanchement nié partout", "fr", report("Pas d'épanchement pleural.", "Épanchement pleural droit."), []string{"negation-1"}},
		{"es cruzado intacto, menisco roto", "es", report("Sin rotura del ligamento cruzado anterior.", "Rotura del menisco interno."), nil},
		{"it coste integre, vertebra fratturata", "it", report("Non fratture costali.", "Frattura vertebrale di L1."), nil},
		{"pt menisco lateral intacto, medial roto", "pt", report("Sem rotura do menisco lateral.", "Rotura do menisco medial."), nil},
	}
	scored := make([]heldOutCase, len(cases))
	for i, tt := range cases {
		scored[i] = heldOutCase{tt.name, ids(DetectContradictions(tt.language, tt.sections)), tt.want}
	}
	scoreHeldOut(t, "finding places", heldOutPlacesFloor, scored)
}
