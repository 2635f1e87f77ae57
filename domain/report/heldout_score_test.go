package report

import (
	"slices"
	"testing"
)

// heldOutCase is one held-out case as scored: its name, the IDs the rules found and those a
// radiologist expects.
type heldOutCase struct {
	name      string
	got, want []string
}

// scoreHeldOut logs every held-out miss and fails when fewer cases are right than floor: held-out
// cases are never tuned on, so a miss is logged, not fixed by adding its words.
func scoreHeldOut(t *testing.T, what string, floor int, cases []heldOutCase) {
	t.Helper()
	right := 0
	for _, c := range cases {
		if slices.Equal(c.got, append([]string{}, c.want...)) {
			right++
		} else {
			t.Logf("held-out miss %s: got %v, want %v", c.name, c.got, c.want)
		}
	}
	t.Logf("held-out %s: %d of %d right", what, right, len(cases))
	if right < floor {
		t.Errorf("held-out %s: %d of %d right, floor %d", what, right, len(cases), floor)
	}
}
