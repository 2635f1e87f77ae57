package report

import "testing"

// The Romance vocabularies read the common findings of abdominal and chest reports: affirmed
// when said, denied after the language's negation.
func TestRomanceFindings(t *testing.T) {
	tests := []struct {
		language, statement string
		affirms             bool
	}{
		{"fr", "Lithiase vésiculaire de 12 mm.", true},
		{"fr", "Pas de lithiase vésiculaire.", false},
		{"fr", "Calculs rénaux bilatéraux.", true},
		{"fr", "Pas de dilatation des cavités pyélocalicielles.", false},
		{"fr", "Hydronéphrose droite modérée.", true},
		{"fr", "Cardiomégalie et emphysème.", true},
		{"es", "Colelitiasis múltiple.", true},
		{"es", "Sin hidronefrosis.", false},
		{"es", "Hernia de hiato pequeña.", true},
		{"es", "Adenopatías mediastínicas.", true},
		{"it", "Calcoli nella colecisti.", true},
		{"it", "Non idronefrosi.", false},
		{"it", "Splenomegalia ed epatomegalia.", true},
		{"pt", "Nefrolitíase à esquerda.", true},
		{"pt", "Sem colelitíase.", false},
		{"pt", "Tromboembolismo pulmonar segmentar.", true},
		// Stones named without their organ, and steatosis, beside a normal word.
		{"es", "Vesícula biliar con múltiples litiasis, la mayor de 12 mm, sin signos de colecistitis.", true},
		{"es", "Hígado de tamaño normal con aumento difuso de la ecogenicidad compatible con esteatosis.", true},
		{"es", "Sin litiasis.", false},
		{"fr", "Vésicule biliaire contenant des calculs.", true},
		{"fr", "Foie de taille normale, stéatosique, stéatose diffuse.", true},
		{"it", "Colecisti con calcoli multipli, pareti regolari.", true},
		{"it", "Fegato di normali dimensioni, steatosi diffusa.", true},
		{"pt", "Vesícula biliar com cálculos, paredes finas.", true},
		{"pt", "Fígado de dimensões normais com esteatose difusa.", true},
		// Knee cartilage, atrophy and a dilated ureter with its kidney.
		{"fr", "Chondropathie de grade 2 du compartiment médial.", true},
		{"pt", "Sem condropatia.", false},
		{"es", "Atrofia cortical leve acorde con la edad.", true},
		{"it", "Idroureteronefrosi destra lieve.", true},
		{"es", "Sin ureterohidronefrosis.", false},
		{"es", "Bocio multinodular.", true},
		{"it", "Appendicolita alla base.", true},
		// Vessels, walls, opacities and scars, read in every Romance language as in English.
		{"es", "Sin trombosis venosa profunda.", false},
		{"es", "Engrosamiento parietal del sigma.", true},
		{"fr", "Thrombose de la veine fémorale commune.", true},
		{"fr", "Opacité alvéolaire du lobe inférieur droit.", true},
		{"it", "Non segni di trombosi.", false},
		{"it", "Esiti cicatriziali apicali.", true},
		{"pt", "Trombo oclusivo na veia poplítea.", true},
		{"pt", "Escoliose dextroconvexa.", true},
		{"es", "Hipodensidades en la sustancia blanca periventricular.", true},
		// Abdominal inflammation, hematomas and the tendons and bursae of a joint.
		{"es", "Hematoma subcapsular hepático de 3 cm.", true},
		{"es", "Sin signos de pancreatitis.", false},
		{"fr", "Diverticulite sigmoïdienne non compliquée.", true},
		{"it", "Tendinopatia del sovraspinoso.", true},
		{"pt", "Bursite subacromial.", true},
		{"pt", "Sem sinais de diverticulite.", false},
		// Small stones and fluid collections.
		{"fr", "Microlithiase caliciellaire inférieure droite de 3 mm.", true},
		{"es", "Colección líquida peripancreática de 6 cm.", true},
		{"pt", "Sem coleções.", false},
		{"it", "Raccolta fluida peripancreatica.", true},
		{"fr", "Hypodensité focale du segment IV.", true},
		{"it", "Ispessimento delle pareti bronchiali.", true},
		{"pt", "Espessamento das paredes da bexiga.", true},
		{"ro", "Litiază biliară.", true},
		{"ro", "Fără hidronefroză.", false},
	}
	for _, tt := range tests {
		if got := AffirmsFinding(tt.language, tt.statement); got != tt.affirms {
			t.Errorf("AffirmsFinding(%q, %q) = %v, want %v", tt.language, tt.statement, got, tt.affirms)
		}
	}
}
