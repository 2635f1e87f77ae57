package report

import "testing"

func TestLabelFinding(t *testing.T) {
	tests := []struct {
		language, label, text string
		want                  LabelAnswer
	}{
		{"en", "Fracture", "Mild degenerative changes of the spine.", Unanswered},
		{"en", "Fracture", "Nondisplaced fracture of the left 6th rib.", Answered},
		{"en", "Nodules", "A 4 mm nodule in the right upper lobe.", Answered},
		{"en", "Nodules", "Multiple metastases in both lungs.", Answered},
		{"en", "Intracranial hemorrhage", "Acute subdural hematoma over the left convexity.", Answered},
		{"en", "Liver", "Hepatic steatosis.", NotAsked},
		{"en", "Consolidation", "Ground glass infiltration in the right lower lobe.", Related},
		{"en", "Consolidation", "Findings in favour of atypical pneumonia.", Answered},
		{"en", "Consolidation", "The trachea is in the midline.", Unanswered},
		{"en", "Size", "The heart is enlarged.", NotAsked},
		{"de", "Harnstau", "Harnstau links erstgradig.", Answered},
		{"de", "Harnstau", "Nierenzyste links.", Unanswered},
		{"fr", "Épanchement pleural", "Petit épanchement pleural droit.", Answered},
	}
	for _, tt := range tests {
		t.Run(tt.language+" "+tt.label+" "+tt.text, func(t *testing.T) {
			if got := LabelFinding(tt.language, tt.label, tt.text); got != tt.want {
				t.Errorf("got %d, want %d", got, tt.want)
			}
		})
	}
}
