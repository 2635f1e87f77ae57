package report

import "testing"

// A third held-out set, written apart before the impression named diagnoses where the findings
// describe them ("The gallbladder contains multiple gallstones." signed "Cholelithiasis."), and
// never tuned on: a miss is logged, not fixed by adding its words. Size, side and comparison
// words must stay, and a finding of another organ must not take the diagnosis's name. It scored
// 5 of 14 when first run, before the rule, and 14 of 14 with it: the test fails when fewer
// are right than that.
const heldOutDiagnosisFloor = 14

func TestHeldOutImpressionDiagnoses(t *testing.T) {
	cases := []heldOutImpression{
		{"en gallstones are cholelithiasis", "en", "Ultrasound abdomen", "The gallbladder contains multiple gallstones.\n~The liver is normal.", "Cholelithiasis", []string{"contains"}, 1},
		{"en sized renal stone keeps its side and size", "en", "CT abdomen", "There is a 6 mm stone in the left kidney.\n~No hydronephrosis.", "6 mm", []string{"stone in"}, 1},
		{"en diagnosis dictated stays", "en", "Chest radiograph", "New small right pleural effusion.\n~No pneumothorax.", "New small right pleural effusion", nil, 1},
		{"en comparison word kept", "en", "", "Increased moderate left pleural effusion.\nStable cardiomegaly.", "Increased moderate left pleural effusion", nil, 2},
		{"en bladder stone is no nephrolithiasis", "en", "CT abdomen and pelvis", "Stones in the urinary bladder.", "bladder", []string{"ephrolithiasis"}, 1},
		{"en fatty liver named after the nodule", "en", "CT chest", "Fatty infiltration of the liver.\n9 mm solid nodule in the right lower lobe.", "9 mm solid nodule", []string{"Fatty infiltration"}, 0},
		{"de Gallensteine", "de", "Sonographie Abdomen", "Mehrere Gallensteine in der Gallenblase.\n~Leber unauffällig.", "Cholezystolithiasis", []string{"Gallenblase"}, 1},
		{"de Nierenstein rechts", "de", "CT Abdomen", "Konkrement von 4 mm in der rechten Niere.", "rechts", []string{"Konkrement"}, 1},
		{"de Erguss bleibt", "de", "Röntgen Thorax", "Kleiner Pleuraerguss links.", "Pleuraerguss links", nil, 1},
		{"fr calculs vésiculaires", "fr", "Échographie abdominale", "Présence de plusieurs calculs dans la vésicule biliaire.", "Lithiase vésiculaire", []string{"Présence"}, 1},
		{"fr calcul rénal gauche", "fr", "Scanner abdominal", "Calcul rénal gauche de 5 mm.", "gauche", []string{"Calcul"}, 1},
		{"es cálculos vesiculares", "es", "Ecografía abdominal", "Múltiples cálculos en la vesícula biliar.", "Colelitiasis", []string{"Múltiples"}, 1},
		{"es cálculo renal izquierdo", "es", "TC de abdomen", "Cálculo renal izquierdo de 3 mm.", "izquierd", []string{"Cálculo"}, 1},
		{"es derrame se queda", "es", "Radiografía de tórax", "Derrame pleural derecho pequeño.", "Derrame pleural derecho", nil, 1},
	}
	scoreHeldOutImpressions(t, "held-out impression diagnoses", cases, heldOutDiagnosisFloor)
}
