package report

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestReportsSomething(t *testing.T) {
	tests := []struct {
		language, text string
		want           bool
	}{
		{"en", "Two calculi without hydronephrosis.", true},
		{"en", "Without focal lesion.", false},
		{"en", "No pleural effusion.", false},
		{"en", "Liver unremarkable.", false},
		{"en", "Free fluid in the pelvis.", true},
		{"en", "Lungs free of disease.", false},
		{"en", "Trachea and both main bronchi are open.", false},
		{"en", "Open fracture of the left tibia.", true},
		// Without an abnormality of any kind is normal wherever it stands; without a named
		// finding or without change is not.
		{"pt", "Rim esquerdo sem alterações.", false},
		{"de", "Linke Niere ohne pathologischen Befund.", false},
		{"es", "Riñón izquierdo sin alteraciones.", false},
		{"en", "Left kidney without abnormality.", false},
		{"en", "Nodule without change.", true},
		{"pt", "Rim direito com hidronefrose, sem cálculos.", true},
		// Heights and alignment said to be kept are a normal statement in every language.
		{"en", "Vertebral body heights are maintained.", false},
		{"de", "Wirbelkörperhöhen erhalten.", false},
		{"fr", "Hauteur des corps vertébraux conservée.", false},
		{"es", "Altura de los cuerpos vertebrales mantenida.", false},
		{"it", "Altezza dei corpi vertebrali mantenuta.", false},
		{"pt", "Altura dos corpos vertebrais mantida.", false},
		{"en", "Increased retrosternal clear space.", true},
		// "Within the norm" in the Romance languages.
		{"it", "Ili nella norma.", false},
		{"es", "Hígado dentro de la normalidad.", false},
		{"pt", "Fígado dentro da normalidade.", false},
		{"fr", "Foie dans les normes.", false},
		{"it", "Ombra cardiaca ai limiti superiori.", true},
		{"en", "Bone structures are natural.", false},
		{"de", "Kleine Zyste ohne Septen.", true},
		{"de-ch", "Leber unauffällig.", false},
		{"de", "Vorderes Kreuzband intakt.", false},
		{"fr", "Ligament croisé antérieur intact.", false},
		{"es", "Ligamento cruzado anterior íntegro.", false},
		{"it", "Legamento crociato anteriore integro.", false},
		{"pt", "Ligamento cruzado anterior íntegro.", false},
		{"fr", "Épanchement pleural gauche.", true},
		{"fr", "Pas d'épanchement.", false},
		{"es", "Sin derrame pleural.", false},
		{"it", "Fegato nei limiti.", false},
		{"pt", "Derrame pleural à direita.", true},
		{"pl", "Brak płynu.", false},
		{"pl", "Guzek lity o średnicy 9 mm w płacie dolnym prawym.", true},
		{"pl", "Serce niepowiększone.", false},
		{"sv", "Måttlig pleuravätska vänster.", true},
		{"sv", "Hjärtat ej förstorat.", false},
		{"ro", "Fără colecții lichidiene.", false},
		{"sl", "Brez plevralnega izliva.", false},
		{"lt", "Skysčio pleuros ertmėse nėra.", false},
		{"el", "Χωρίς πλευριτική συλλογή.", false},
		{"el", "Όζος 9 mm στον δεξιό κάτω λοβό.", true},
		{"xx", "Left effusion.", false}, // a language without cues: nothing reads as reported by cue
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, ReportsSomething(tt.language, tt.text), "%s: %s", tt.language, tt.text)
	}
}

func TestNormalAfterLabel(t *testing.T) {
	tests := []struct {
		language, label, statement, want string
		ok                               bool
	}{
		{"de", "Leber", "Leber unauffällig.", "unauffällig.", true},
		{"en", "Liver", "Liver: normal.", "normal.", true},
		{"en", "Right kidney", "Right kidney unremarkable.", "unremarkable.", true},
		{"fr", "Foie", "Foie sans particularité.", "sans particularité.", true},
		{"en", "Liver", "Liver has a 1 cm cyst.", "", false},
		{"en", "Liver", "Liver normal in size with a 1 cm cyst.", "", false},
		{"en", "Liver", "Spleen normal.", "", false},
		{"en", "Liver", "Liver.", "", false},
		{"en", "Lungs", "Lungs are clear.", "", false},
		{"de", "Leber", "Leber altersentsprechend unauffällig.", "", false},
	}
	for _, tt := range tests {
		got, ok := NormalAfterLabel(tt.language, tt.label, tt.statement)
		if got != tt.want || ok != tt.ok {
			t.Errorf("NormalAfterLabel(%q, %q, %q) = %q, %v; want %q, %v", tt.language, tt.label, tt.statement, got, ok, tt.want, tt.ok)
		}
	}
}

func TestMeasuredAfterLabel(t *testing.T) {
	tests := []struct {
		label, statement, want string
		ok                     bool
	}{
		{"Right lobe", "Right lobe 14 mm solid hypoechoic nodule.", "14 mm solid hypoechoic nodule.", true},
		{"Left kidney", "Left kidney 4 cm simple cyst.", "4 cm simple cyst.", true},
		{"Rechter Lappen", "Rechter Lappen 14 mm echoarmer Knoten.", "14 mm echoarmer Knoten.", true},
		{"Right breast", "Right breast upper outer quadrant 12 mm mass.", "", false},
		{"Liver", "Liver is enlarged.", "", false},
		{"Liver", "Spleen 14 cm.", "", false},
		{"Liver", "Liver.", "", false},
	}
	for _, tt := range tests {
		got, ok := MeasuredAfterLabel(tt.label, tt.statement)
		if got != tt.want || ok != tt.ok {
			t.Errorf("MeasuredAfterLabel(%q, %q) = %q, %v; want %q, %v", tt.label, tt.statement, got, ok, tt.want, tt.ok)
		}
	}
}
