package builtin_test

import (
	"testing"
)

// The held-out split-term cases were written apart from the rule that joins a term heard as
// several words, and the rule was never tuned on them: a miss is logged, not fixed by adding
// its words. Half are splits a speech engine makes, half are text that must stay as written.
// The test fails only when fewer are right than when they were first run.
const heldOutSplitTermFloor = 22

func TestHeldOutSplitTerms(t *testing.T) {
	cases := []struct{ language, in, want string }{
		// Splits.
		{"en", "Moderate left pleural a fusion.", "Moderate left pleural effusion."},
		{"en", "Trace pericardial a fusion is noted.", "Trace pericardial effusion is noted."},
		{"en", "Small apical pneumo thorax on the right.", "Small apical pneumothorax on the right."},
		{"en", "Moderate hydro nephrosis of the left kidney.", "Moderate hydronephrosis of the left kidney."},
		{"en", "Calcified athero sclerosis of the aortic arch.", "Calcified atherosclerosis of the aortic arch."},
		{"en", "Grade 1 spondylo listhesis of L4 on L5.", "Grade 1 spondylolisthesis of L4 on L5."},
		{"es", "Pequeño neumo tórax apical derecho.", "Pequeño neumotórax apical derecho."},
		{"es", "Hidro nefrosis leve izquierda.", "Hidronefrosis leve izquierda."},
		{"fr", "Petit pneumo thorax gauche.", "Petit pneumothorax gauche."},
		{"it", "Piccolo pneumo torace a destra.", "Piccolo pneumotorace a destra."},
		{"pt", "Pequeno pneumo tórax à direita.", "Pequeno pneumotórax à direita."},
		{"de", "Kleiner Pneumo thorax links.", "Kleiner Pneumothorax links."},
		// Text that stays.
		{"en", "There is a fusion of the C5 and C6 vertebral bodies.", "There is a fusion of the C5 and C6 vertebral bodies."},
		{"en", "Status post anterior cervical fusion at C5-C6.", "Status post anterior cervical fusion at C5-C6."},
		{"en", "Pleural a few calcified plaques.", "Pleural a few calcified plaques."},
		{"en", "The cardio mediastinal silhouette is within normal limits.", "The cardio mediastinal silhouette is within normal limits."},
		{"en", "Air space disease in the left lower lobe.", "Air space disease in the left lower lobe."},
		{"en", "No pleural effusion. A fusion cage is seen at L4-L5.", "No pleural effusion. A fusion cage is seen at L4-L5."},
		{"en", "Solid post operative changes.", "Solid post operative changes."},
		{"es", "Artrodesis con una fusión de L4 a L5.", "Artrodesis con una fusión de L4 a L5."},
		{"fr", "Une fusion vertébrale est visible.", "Une fusion vertébrale est visible."},
		{"it", "Non versamento pleurico a destra.", "Non versamento pleurico a destra."},
	}
	right := 0
	for _, c := range cases {
		if got := correct(t, c.in, c.language).Text; got == c.want {
			right++
		} else {
			t.Logf("held-out miss (%s):\n got  %q\n want %q", c.language, got, c.want)
		}
	}
	t.Logf("held-out split terms: %d of %d right", right, len(cases))
	if right < heldOutSplitTermFloor {
		t.Errorf("held-out split terms: %d of %d right, below the floor of %d", right, len(cases), heldOutSplitTermFloor)
	}
}
