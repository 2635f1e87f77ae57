package report

import "testing"

// TestRestatedDiagnosis is the rule that signs a finding described in other words as its
// diagnosis, keeping side, size and comparison words, and keeping the statement as dictated
// whenever it says more than the diagnosis would.
func TestRestatedDiagnosis(t *testing.T) {
	cases := []struct {
		name, lang, text, want string // want "": the statement stays as dictated
	}{
		{"gallstones", "en", "The gallbladder contains multiple gallstones.", "Cholelithiasis."},
		{"gallstones alone", "en", "Gallstones.", "Cholelithiasis."},
		{"sized renal stone", "en", "6 mm stone in the left kidney.", "Left nephrolithiasis (6 mm)."},
		{"pleural fluid on the right", "en", "Fluid in the pleural space on the right.", "Right pleural effusion."},
		{"a lone effusion may be a joint's", "en", "Small effusion.", ""},
		{"fatty liver", "en", "Fatty infiltration of the liver.", "Hepatic steatosis."},
		{"hydronephrosis of a kidney", "en", "Moderate hydronephrosis of the left kidney.", "Moderate left hydronephrosis."},
		{"comparison word kept", "en", "New 4 mm calculus in the right kidney.", "New right nephrolithiasis (4 mm)."},
		{"diagnosis dictated stays", "en", "Small bilateral pleural effusions.", ""},
		{"bladder stone is another organ", "en", "Stones in the urinary bladder.", ""},
		{"ureteral stone is another organ", "en", "4 mm calculus in the distal left ureter.", ""},
		{"a count stays", "en", "Two stones in the right kidney.", ""},
		{"a hedge stays", "en", "Possible small stone in the left kidney.", ""},
		{"a change phrase stays", "en", "Interval increase in the right pleural effusion.", ""},
		{"a second finding stays", "en", "Gallstones with gallbladder wall thickening.", ""},
		{"de gallstones", "de", "Mehrere Gallensteine in der Gallenblase.", "Cholezystolithiasis."},
		{"de renal stone", "de", "Konkrement von 4 mm in der rechten Niere.", "Nephrolithiasis rechts (4 mm)."},
		{"de decimal comma kept", "de", "Konkrement von 4,5 mm in der rechten Niere.", "Nephrolithiasis rechts (4,5 mm)."},
		{"de severity keeps its inflection", "de", "Kleiner Pleuraerguss links.", ""},
		{"fr gallstones", "fr", "Plusieurs calculs dans la vésicule biliaire.", "Lithiase vésiculaire."},
		{"fr renal stone", "fr", "Calcul rénal gauche de 5 mm.", "Lithiase rénale gauche (5 mm)."},
		{"es gallstones", "es", "Múltiples cálculos en la vesícula biliar.", "Colelitiasis."},
		{"es renal stone", "es", "Cálculo renal izquierdo de 3 mm.", "Nefrolitiasis izquierda (3 mm)."},
		{"it gallstones", "it", "Calcoli nella colecisti.", "Colelitiasi."},
		{"pt renal stone", "pt", "Cálculo renal direito de 4 mm.", "Nefrolitíase direita (4 mm)."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := impressionWordsFor(c.lang)
			got, ok := restatedDiagnosis(c.lang, p, c.text)
			if c.want == "" {
				if ok {
					t.Errorf("%q restated as %q, want it kept", c.text, got)
				}
				return
			}
			if got != c.want {
				t.Errorf("%q restated as %q (%v), want %q", c.text, got, ok, c.want)
			}
		})
	}
}
