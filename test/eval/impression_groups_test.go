package main

import (
	"slices"
	"testing"
)

// The judge of benchmark 10 on impressions a radiologist writes.
func TestImpressionJudge(t *testing.T) {
	for _, c := range []struct {
		text   string
		normal bool
		groups []string
	}{
		{"No acute cardiopulmonary abnormality.", true, nil},
		{"No acute cardiopulmonary abnormality. Stable calcified granuloma.", true, []string{"granuloma", "calcification"}},
		{"Heart size normal. Lungs clear.", true, nil},
		{"1. Cardiomegaly. 2. Small left pleural effusion.", false, []string{"effusion", "cardiomegaly"}},
		{"The heart is mildly enlarged. No pneumothorax.", false, []string{"cardiomegaly"}},
		{"Left basilar opacity, likely atelectasis.", false, []string{"lung opacity"}},
		{"Findings consistent with COPD.", false, []string{"emphysema"}},
		{"No pleural effusion or pneumothorax.", true, nil},
		{"No change in moderate left pneumothorax.", false, []string{"pneumothorax"}},
		{"No interval change. No acute disease.", true, nil},
		{"1. Chest. No active disease. 2. Left and right knees negative.", true, nil},
		{"1. Chest. No active disease. 2. Left knee. Advanced degenerative joint disease.", false, []string{"degenerative"}},
		{"Right chest tube in place.", false, []string{"device"}},
		// An enlarged heart in plain words is a cardiomegaly; a heart said not large, or a large
		// thing in another clause, is none.
		{"The heart is large.", false, []string{"cardiomegaly"}},
		{"Heart size remains slightly large.", false, []string{"cardiomegaly"}},
		{"The heart is large, and the pulmonary vessels are engorged.", false, []string{"cardiomegaly"}},
		{"The heart is not enlarged.", true, nil},
		{"The heart is not large.", true, nil},
		{"Heart size stable, large left pleural effusion.", false, []string{"effusion"}},
		{"No acute findings. Please note that fractures may not be demonstrated.", true, nil},
	} {
		if got := impressionNormal(c.text); got != c.normal {
			t.Errorf("%q: normal %v, want %v", c.text, got, c.normal)
		}
		if got := namedGroups(c.text, findingGroups); !slices.Equal(got, c.groups) {
			t.Errorf("%q: groups %v, want %v", c.text, got, c.groups)
		}
	}
}
