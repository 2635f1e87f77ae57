package dictation

import (
	"slices"
	"testing"
)

// The held-out disfluency cases were written as a radiologist would dictate them, after
// CleanDisfluencies, and it was never tuned on them: a miss here is logged, not fixed by adding
// its words. The test fails only when fewer of them are right than when they were first run
// (heldOutDisfluencyFloor).
const heldOutDisfluencyFloor = 45

func TestHeldOutDisfluencies(t *testing.T) {
	type fix = SelfCorrection
	cases := []struct {
		name, language, in, want string
		fixes                    []fix
		flagged                  bool
	}{
		// Fillers.
		{"en um at the start", "en", "Um, the aortic root is of normal calibre.", "The aortic root is of normal calibre.", nil, false},
		{"en uhh drawn out", "en", "Mild uhh degenerative change at C5-6.", "Mild degenerative change at C5-6.", nil, false},
		{"en two fillers", "en", "No uh um acute intracranial abnormality.", "No acute intracranial abnormality.", nil, false},
		{"en repeat of of", "en", "Thickening of of the gallbladder wall.", "Thickening of the gallbladder wall.", nil, false},
		{"en repeat a a", "en", "There is a a 5 mm nodule.", "There is a 5 mm nodule.", nil, false},
		{"en no, no fracture", "en", "No, no acute fracture.", "No acute fracture.", nil, false},
		{"de ähm mitten im Satz", "de", "Die Nieren sind ähm beidseits normal groß.", "Die Nieren sind beidseits normal groß.", nil, false},
		{"de die die", "de", "Die die Aorta ist nicht erweitert.", "Die Aorta ist nicht erweitert.", nil, false},
		{"de kein kein", "de", "Kein kein Nachweis einer Lungenembolie.", "Kein Nachweis einer Lungenembolie.", nil, false},
		{"fr euh au milieu", "fr", "Pas d'épanchement euh pleural.", "Pas d'épanchement pleural.", nil, false},
		{"fr le le", "fr", "Le le rein droit est normal.", "Le rein droit est normal.", nil, false},
		{"es eh al medio", "es", "No se observa eh líquido libre.", "No se observa líquido libre.", nil, false},
		{"es el el", "es", "El el páncreas es normal.", "El páncreas es normal.", nil, false},
		{"it ehm al medio", "it", "Non ehm si osservano lesioni focali.", "Non si osservano lesioni focali.", nil, false},
		{"pt hum ao meio", "pt", "Não se observa hum líquido livre.", "Não se observa líquido livre.", nil, false},
		{"pt o o", "pt", "O o pâncreas é normal.", "O pâncreas é normal.", nil, false},
		{"pl eee w środku", "pl", "Nerki eee bez zmian ogniskowych.", "Nerki bez zmian ogniskowych.", nil, false},
		// Real words that must stay.
		{"en 5 5 mm kept", "en", "Two nodules, 5 5 mm each.", "Two nodules, 5 5 mm each.", nil, false},
		{"en no evidence", "en", "No evidence of free air.", "No evidence of free air.", nil, false},
		{"de um Uhr", "de", "Untersuchung um 14 Uhr.", "Untersuchung um 14 Uhr.", nil, false},
		{"es este hallazgo", "es", "Este hallazgo no estaba presente.", "Este hallazgo no estaba presente.", nil, false},
		{"it è", "it", "Il fegato è di normali dimensioni.", "Il fegato è di normali dimensioni.", nil, false},
		{"pt é", "pt", "A vesícula é alitiásica.", "A vesícula é alitiásica.", nil, false},
		{"fr non", "fr", "Non, il n'y a pas d'épanchement.", "Non, il n'y a pas d'épanchement.", nil, false},
		// Self-corrections.
		{"en sorry size mm", "en", "Nodule measuring 6, sorry, 8 mm in the right lower lobe.", "Nodule measuring 8 mm in the right lower lobe.", []fix{{"6", "8"}}, false},
		{"en I mean side", "en", "Old fracture of the right, I mean left clavicle.", "Old fracture of the left clavicle.", []fix{{"right", "left"}}, false},
		{"en no side", "en", "Hydronephrosis on the right, no, left.", "Hydronephrosis on the left.", []fix{{"right", "left"}}, false},
		{"en level", "en", "Disc protrusion at C5, sorry, C6.", "Disc protrusion at C6.", []fix{{"C5", "C6"}}, false},
		{"en organ", "en", "Hypodense lesion in the spleen, I mean kidney.", "Hypodense lesion in the kidney.", []fix{{"spleen", "kidney"}}, false},
		{"en ambiguous", "en", "Right adrenal, sorry, nodular.", "Right adrenal, sorry, nodular.", nil, true},
		{"de Entschuldigung Größe", "de", "Lymphknoten von 12, Entschuldigung, 15 mm.", "Lymphknoten von 15 mm.", []fix{{"12", "15"}}, false},
		{"de nein Seite", "de", "Pneumothorax rechts, nein, links.", "Pneumothorax links.", []fix{{"rechts", "links"}}, false},
		{"de ich meine Segment", "de", "Läsion in Segment S6, ich meine S7.", "Läsion in Segment S7.", []fix{{"S6", "S7"}}, false},
		{"de mehrdeutig", "de", "Niere links, Entschuldigung, verkleinert.", "Niere links, Entschuldigung, verkleinert.", nil, true},
		{"fr pardon taille", "fr", "Adénopathie de 15, pardon, 18 mm.", "Adénopathie de 18 mm.", []fix{{"15", "18"}}, false},
		{"fr non côté", "fr", "Pneumothorax droit, non, gauche.", "Pneumothorax gauche.", []fix{{"droit", "gauche"}}, false},
		{"es perdón tamaño", "es", "Nódulo de 7, perdón, 9 mm.", "Nódulo de 9 mm.", []fix{{"7", "9"}}, false},
		{"es no lado", "es", "Hidronefrosis derecha, no, izquierda.", "Hidronefrosis izquierda.", []fix{{"derecha", "izquierda"}}, false},
		{"it scusa lato", "it", "Frattura costale destra, scusa, sinistra.", "Frattura costale sinistra.", []fix{{"destra", "sinistra"}}, false},
		{"it cioè misura", "it", "Linfonodo di 10, cioè 12 mm.", "Linfonodo di 12 mm.", []fix{{"10", "12"}}, false},
		{"pt desculpe tamanho", "pt", "Nódulo de 5, desculpe, 6 mm.", "Nódulo de 6 mm.", []fix{{"5", "6"}}, false},
		{"pt quero dizer lado", "pt", "Fratura da clavícula direita, quero dizer esquerda.", "Fratura da clavícula esquerda.", []fix{{"direita", "esquerda"}}, false},
		{"pt ambíguo", "pt", "Rim direito, desculpe, aumentado.", "Rim direito, desculpe, aumentado.", nil, true},
		{"sv menar", "sv", "Pneumothorax höger, jag menar vänster.", "Pneumothorax vänster.", []fix{{"höger", "vänster"}}, false},
		{"ro adică", "ro", "Nodul de 8, scuze, 9 mm.", "Nodul de 9 mm.", []fix{{"8", "9"}}, false},
	}
	right := 0
	for _, c := range cases {
		got, fixes, flags := CleanDisfluencies(c.in, c.language)
		again, _, _ := CleanDisfluencies(got, c.language)
		ok := got == c.want && slices.Equal(fixes, c.fixes) && (len(flags) > 0) == c.flagged && again == got
		if ok {
			right++
		} else {
			t.Logf("held-out miss %s: got %q %v flagged=%v, want %q %v flagged=%v", c.name, got, fixes, len(flags) > 0, c.want, c.fixes, c.flagged)
		}
	}
	t.Logf("held-out disfluencies: %d of %d right", right, len(cases))
	if right < heldOutDisfluencyFloor {
		t.Errorf("held-out disfluencies: %d of %d right, floor %d", right, len(cases), heldOutDisfluencyFloor)
	}
}
