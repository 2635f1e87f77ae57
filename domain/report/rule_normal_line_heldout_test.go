package report

import (
	"strings"
	"testing"
)

// Held-out cases for the normal-line check, written apart from the rule and never tuned on:
// reports as a model or a busy radiologist leaves them, in four languages. The test requires
// at least the share that held when they were written; a failing case is reported, not fixed
// by editing the case.
func TestNormalLineHeldOut(t *testing.T) {
	tests := []struct {
		language, findings, impr string
		flagged                  bool
	}{
		{"en", "Spleen: Unremarkable.\nPancreas: Unremarkable.\nAdrenal glands: Unremarkable.", "Splenomegaly measuring 16 cm.", true},
		{"en", "Pancreas: Normal.\nBowel: Normal.", "2.1 cm cystic lesion in the pancreatic tail.", true},
		{"en", "Lungs: Clear.\nPleura: No effusion.\nHeart: Normal.", "Cardiomegaly.", true},
		{"en", "Menisci: Intact.\nCruciate ligaments: Intact.", "Tear of the posterior horn of the medial meniscus.", true},
		{"en", "Bones: Normal.\nSoft tissues: Normal.", "Acute fracture of the left fifth rib.", true},
		{"en", "Urinary bladder: Normal.\nProstate: Normal.", "Bladder wall thickening with a 12 mm bladder stone.", true},
		{"en", "Lungs: Clear.\nHeart: Normal size.\nBones: Unremarkable.", "No acute cardiopulmonary process.", false},
		{"en", "Right kidney: Normal.\nLeft kidney: 8 mm lower pole calculus without hydronephrosis.", "8 mm left renal calculus.", false},
		{"en", "Liver: Normal.\nSpleen: Normal.", "Small left pleural effusion.", false},
		{"en", "Thyroid: Normal.\nLymph nodes: 14 mm level 3 lymph node on the right.", "Enlarged right level 3 lymph node.", false},
		{"de", "Milz: Unauffällig.\nPankreas: Unauffällig.", "Splenomegalie.", true},
		{"de", "Lunge: Regelrecht belüftet.\nPleura: Unauffällig.", "Pleuraerguss rechts.", true},
		{"de", "Leber: Unauffällig.\nGallenblase: Mehrere Konkremente.", "Cholezystolithiasis.", false},
		{"fr", "Rate : Normale.\nPancréas : Normal.", "Splénomégalie.", true},
		{"fr", "Foie : Normal.\nReins : Normaux.", "Lithiase rénale gauche de 6 mm.", true},
		{"es", "Bazo: Normal.\nRiñones: Sin alteraciones.", "Quiste renal derecho de 3 cm.", true},
		{"es", "Hígado: Normal.\nBazo: Normal.", "Sin hallazgos patológicos.", false},
	}
	held := 0
	for _, tt := range tests {
		sections := []Section{{Name: SectionFindings, Text: tt.findings}, {Name: SectionImpression, Text: tt.impr}}
		flagged := false
		for _, c := range DetectContradictions(tt.language, sections) {
			flagged = flagged || strings.HasPrefix(c.ID, "normal-line")
		}
		if flagged == tt.flagged {
			held++
		} else {
			t.Logf("missed (%s): %q | %q flagged=%v", tt.language, tt.findings, tt.impr, flagged)
		}
	}
	t.Logf("held %d of %d", held, len(tests))
	// 16 of 17 when written: a meniscal tear is no finding of the checks' vocabulary.
	if held < 16 {
		t.Errorf("held %d of %d, want at least 16", held, len(tests))
	}
}
