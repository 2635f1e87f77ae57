package report

import (
	"strings"
	"testing"
)

// A template's finding line left standing ("Intracranial hemorrhage: None.") is read with its
// label, as a radiologist reads it, and a dictated finding that is a kind of the denied one
// (a subdural hematoma is an intracranial hemorrhage) is flagged against it.
func TestFindingLinesLeftStandingAreReadWithTheirLabel(t *testing.T) {
	tests := []struct {
		name, language, template, filled string
		want                             string // a word of the flag, "" for none
	}{
		{
			name:     "a narrower finding against a broader denial",
			language: "en",
			template: "Extra-axial spaces: Normal.\nIntracranial hemorrhage: None.",
			filled:   "Extra-axial spaces: Acute subdural hematoma over the left convexity.\nIntracranial hemorrhage: None.",
			want:     "intracranial hemorrhage",
		},
		{
			name:     "the same finding on its own line",
			language: "en",
			template: "Midline shift: None.",
			filled:   "Midline shift: None.\nOther findings: 4 mm of midline shift to the right.",
			want:     "midline shift",
		},
		{
			name:     "German: eine Subduralblutung gegen „Intrakranielle Blutung: Keine.“",
			language: "de",
			template: "Intrakranielle Blutung: Keine.",
			filled:   "Intrakranielle Blutung: Keine.\nExtraaxiale Räume: Akutes subdurales Hämatom links.",
			want:     "intrakranielle blutung",
		},
		{
			name:     "a narrower denial says nothing of another kind",
			language: "en",
			template: "Subdural spaces: No subdural hematoma.",
			filled:   "Subdural spaces: No subdural hematoma.\nBrain: Intraparenchymal hemorrhage in the right frontal lobe.",
		},
		{
			name:     "a line that was replaced is not the template's",
			language: "en",
			template: "Intracranial hemorrhage: None.",
			filled:   "Intracranial hemorrhage: Acute subdural hematoma.",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := DetectContradictionsInFill(tt.language, []Section{{Name: SectionFindings, Text: tt.filled}}, []Section{{Name: SectionFindings, Text: tt.template}})
			var texts []string
			for _, c := range got {
				texts = append(texts, c.Text)
			}
			all := strings.ToLower(strings.Join(texts, "\n"))
			if tt.want == "" {
				if len(got) > 0 {
					t.Errorf("flagged %q", texts)
				}
				return
			}
			if !strings.Contains(all, tt.want) {
				t.Errorf("want a flag naming %q, got %q", tt.want, texts)
			}
		})
	}
}

// A midline shift has a direction, not a side: to the right beside a left lesion is no side
// mismatch.
func TestAMidlineShiftHasNoSide(t *testing.T) {
	got := DetectContradictions("en", []Section{
		{Name: SectionFindings, Text: "Acute left subdural hematoma with 3 mm of midline shift to the right."},
		{Name: SectionImpression, Text: "Acute left subdural hematoma with 3 mm midline shift."},
	})
	if len(got) > 0 {
		t.Errorf("flagged %+v", got)
	}
}
