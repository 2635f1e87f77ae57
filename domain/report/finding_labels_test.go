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
		// Enhancement said of a lesion or the meninges is a finding; an organ's normal
		// enhancement is none.
		{"en", "Enhancement: No abnormal parenchymal or meningeal enhancement.", "One of the lesions in the right centrum semiovale demonstrates enhancement.", true},
		{"en", "Enhancement: No abnormal parenchymal or meningeal enhancement.", "Homogeneous enhancement of the pituitary gland.", false},
		{"en", "Enhancement: No abnormal enhancement.", "Ring-enhancing lesion in the left frontal lobe.", true},
		// The thyroid's parts: the isthmus's line says nothing of a nodule in a lobe.
		{"en", "Isthmus: Normal thickness. No nodule.", "14 mm solid hypoechoic nodule in the right lobe.", false},
		{"de", "Isthmus: Normal dick. Kein Knoten.", "Im rechten Lappen ein 14 mm großer echoarmer Knoten.", false},
		{"en", "Right lobe: No nodule.", "14 mm solid hypoechoic nodule in the right lobe.", true},
		{"en", "Isthmus: No nodule.", "8 mm nodule in the isthmus.", true},
		// An effusion in a joint or a bursa is no pleural effusion.
		{"en", "Pleura: No pleural effusion.", "Small joint effusion.", false},
		{"en", "Pleura: No pleural effusion.", "Small subacromial subdeltoid bursal effusion.", false},
		{"en", "Joint fluid: No effusion.", "Small joint effusion.", true},
		{"en", "Glenohumeral joint: No joint effusion.", "Large glenohumeral effusion.", true},
		{"fr", "Plèvre : Pas d'épanchement pleural.", "Épanchement articulaire du genou.", false},
		{"it", "Articolazione: Nessun versamento articolare.", "Modesto versamento articolare.", true},
		// A study named without contrast denies nothing after it; contrast something follows is
		// what is denied.
		{"en", "CT ABDOMEN AND PELVIS WITHOUT CONTRAST (STONE PROTOCOL)", "6 mm calculus in the right proximal ureter.", false},
		{"en", "CT without IV contrast, stone protocol.", "6 mm calculus in the right proximal ureter.", false},
		{"en", "Without IV contrast, no renal calculi.", "6 mm calculus in the right kidney.", true},
		{"en", "Kidneys: No calculi, without contrast.", "6 mm calculus in the right kidney.", true},
		{"de", "CT Abdomen ohne KM (Steinprotokoll).", "Konkrement im Harnleiter rechts.", false},
		{"fr", "Scanner sans injection de produit de contraste, recherche de calcul.", "Calcul urétéral droit de 5 mm.", false},
		{"en", "Liver: Cyst without contrast enhancement or solid component.", "Enhancing solid component of the liver lesion.", false},
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
		// A label's organ named with other accents ("Riñones" and "riñón", "Rinones" typed without).
		{"es", "Riñones: Sin dilatación de vías excretoras.", "Riñón derecho con hidronefrosis moderada.", true},
		{"es", "Rinones: Sin dilatación de vías excretoras.", "Riñón derecho con hidronefrosis moderada.", true},
		{"es", "Riñones: Sin dilatación de vías excretoras.", "Vesícula con litiasis múltiples.", false},
		// Dictation without punctuation runs clauses together: a negation or a hedge of one
		// clause does not reach the finding an existential opens the next with.
		{"en", "Pleura: No pleural effusion or pneumothorax.", "The heart could not be evaluated optimally due to the lack of contrast and there are calcified plaques pleural effusion of 15 mm was detected on the right.", true},
		{"en", "Pleura: No pleural effusion or pneumothorax.", "Wall thickening was not detected there is a small pleural effusion on the left.", true},
		{"en", "Pleura: No pleural effusion or pneumothorax.", "There is no consolidation and there is no pleural effusion.", false},
		{"en", "Pleura: No pleural effusion or pneumothorax.", "Wall thickening was not detected there is possibly a small pleural effusion.", false},
		{"de", "Pleura: Kein Pleuraerguss.", "Herz nicht sicher beurteilbar es findet sich ein Pleuraerguss links.", true},
		{"de", "Pleura: Kein Pleuraerguss.", "Es findet sich kein Pleuraerguss.", false},
		{"es", "Pleura: Sin derrame pleural.", "El corazón no es valorable hay derrame pleural derecho.", true},
		{"es", "Pleura: Sin derrame pleural.", "No hay derrame pleural.", false},
		{"it", "Pleura: Non versamento pleurico.", "Il cuore non è valutabile si osserva versamento pleurico destro.", true},
		{"it", "Pleura: Non versamento pleurico.", "Non si osserva versamento pleurico.", false},
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
