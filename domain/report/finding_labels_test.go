package report

import "testing"

func TestDenies(t *testing.T) {
	tests := []struct {
		language, line, statement string
		want                      bool
	}{
		{"en", "Pleura: No pleural effusion or pneumothorax.", "Small bilateral pleural effusions.", true},
		{"en", "Mass effect: None.", "Acute subdural hematoma with 4 mm midline shift to the right.", true},
		{"en", "Heart: Normal heart size.", "Cardiomegaly with vascular congestion.", true},
		{"en", "Pneumothorax: Absent.", "Small bilateral pleural effusions.", false},
		{"en", "Pleura: No right pleural effusion.", "Small left pleural effusion.", false},
		{"en", "Pleura: No pleural effusion.", "A small pleural effusion cannot be excluded.", false},
		{"de", "Harnstau: Keiner.", "Harnstau links erstgradig.", true},
		{"en", "Bladder calculi: None.", "4 mm calculus in the distal left ureter.", false},
		{"en", "Left kidney Hydronephrosis: None.", "4 mm calculus in the distal left ureter causing mild left hydronephrosis.", true},
		{"de", "Harnblase Konkremente: Keine.", "4 mm Konkrement im distalen Harnleiter links.", false},
		{"en", "Lungs: No nodules.", "Metastases in the thoracic spine.", false},
		{"es", "Hemorragia intracraneal: No.", "Hematoma subdural agudo izquierdo de 7 mm.", true},
		{"fr", "Effet de masse: Absent.", "Hématome sous-dural aigu avec déviation de la ligne médiane de 5 mm.", true},
		{"it", "Emorragia intracranica: Assente.", "Emorragia subaracnoidea nei solchi frontali.", true},
		{"pt", "Hemorragia intracraniana: Ausente.", "Hematoma epidural temporal direito.", true},
		{"es", "Infarto agudo: No.", "Sin signos de infarto agudo.", false},
	}
	for _, tt := range tests {
		t.Run(tt.line+" "+tt.statement, func(t *testing.T) {
			if got := Denies(tt.language, tt.line, tt.statement); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

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
