package report

import (
	"slices"
	"strings"
	"testing"
)

// report builds sections from findings, impression and an optional history.
func report(findings, impression string, history ...string) []Section {
	out := []Section{{Name: SectionFindings, Text: findings}, {Name: SectionImpression, Text: impression}}
	for _, h := range history {
		out = append([]Section{{Name: SectionClinical, Text: h}}, out...)
	}
	return out
}

// ids lists the IDs found.
func ids(cs []Contradiction) []string {
	out := []string{}
	for _, c := range cs {
		out = append(out, c.ID)
	}
	return out
}

type contradictionCase struct {
	name     string
	language string
	sections []Section
	want     []string
}

func runContradictionCases(t *testing.T, tests []contradictionCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := DetectContradictions(tt.language, tt.sections)
			if !slices.Equal(ids(got), tt.want) {
				t.Fatalf("got %v, want %v\n%+v", ids(got), tt.want, got)
			}
			for _, c := range got {
				if c.Text == "" || c.SuggestedFix == "" || len(c.Options) < 2 || len(c.Sections) == 0 {
					t.Errorf("incomplete contradiction %+v", c)
				}
			}
		})
	}
}

func TestLateralityRule(t *testing.T) {
	runContradictionCases(t, []contradictionCase{
		{"en effusion left versus right", "en", report("Small left pleural effusion. No pneumothorax.", "Right pleural effusion."), []string{"laterality-1"}},
		{"en same side", "en", report("Small left pleural effusion.", "Small left pleural effusion."), nil},
		{"en bilateral impression", "en", report("Small left pleural effusion. Trace right effusion.", "Bilateral pleural effusions."), nil},
		{"en findings name both sides", "en", report("Left lower lobe opacity. Right lower lobe atelectasis.", "Right lower lobe atelectasis."), nil},
		{"en left and right in one statement", "en", report("Effusions on the left and right.", "Right pleural effusion."), nil},
		{"en side after the finding", "en", report("There is an effusion on the left.", "Effusion on the right."), []string{"laterality-1"}},
		{"en different wording, one side each", "en", report("Patchy opacity at the left base.", "Right lower lobe pneumonia."), []string{"laterality-1"}},
		{"en heart chambers are not sides of the lung", "en", report("Right heart border is obscured. Lungs clear.", "No acute disease."), nil},
		{"en comparison reversed", "en", report("Streaky densities at both bases, the left greater than the right.", "Atelectasis at both bases, the right greater than the left."), []string{"laterality-1"}},
		{"en comparison kept", "en", report("Streaky densities at both bases, the left greater than the right.", "Atelectasis at both bases, the left greater than the right."), nil},
		{"en same size on the other side", "en", report("A 14 mm nodule sits in the left lower lobe. A 9 mm nodule sits in the right upper lobe.", "14 mm nodule in the right lung and 9 mm nodule in the left lung."), []string{"laterality-1"}},
		{"en denied on one side, affirmed on the other", "en", report("No right pleural effusion. Small left pleural effusion.", "Small left pleural effusion."), nil},
		{"en the other side's denial of the same words is no match", "en", report("Right breast: 12 mm spiculated mass. Left breast: No suspicious mass or calcifications.", "Suspicious right breast mass, BI-RADS 4."), nil},
		{"de die Verneinung der anderen Seite passt nicht", "de", report("Rechte Mamma: gruppierter pleomorpher Mikrokalk. Linke Mamma: kein suspekter Mikrokalk, kein Herdbefund.", "Suspekter gruppierter Mikrokalk der rechten Mamma, BI-RADS 4."), nil},
		{"de Erguss links versus rechts", "de", report("Kleiner Pleuraerguss links. Kein Pneumothorax.", "Pleuraerguss rechts."), []string{"laterality-1"}},
		{"de gleiche Seite", "de", report("Kleiner Pleuraerguss links.", "Geringer Pleuraerguss links."), nil},
		{"de beidseits", "de", report("Pleuraerguss links, geringer auch rechts.", "Pleuraergüsse beidseits."), nil},
		{"de Unterlappen", "de", report("Infiltrat im rechten Unterlappen.", "Pneumonie im linken Unterlappen."), []string{"laterality-1"}},
		{"de Unterlappen gleich", "de", report("Infiltrat im rechten Unterlappen.", "Pneumonie im rechten Unterlappen."), nil},
	})
}

func TestNegationRule(t *testing.T) {
	runContradictionCases(t, []contradictionCase{
		{"en denied then affirmed", "en", report("No pleural effusion. No pneumothorax.", "Small pleural effusion."), []string{"negation-1"}},
		{"en affirmed then denied", "en", report("Small pneumothorax at the apex.", "No pneumothorax."), []string{"negation-1"}},
		{"en denial after the finding", "en", report("Pleural effusion is not seen.", "Moderate pleural effusion."), []string{"negation-1"}},
		{"en list of denials", "en", report("No consolidation, pleural effusion or pneumothorax.", "Small pneumothorax."), []string{"negation-1"}},
		{"en qualified denial", "en", report("No large pleural effusion.", "Small pleural effusion."), nil},
		{"en other side", "en", report("No right pleural effusion.", "Small left pleural effusion."), nil},
		{"en lymph nodes of another station", "en", report("Enlarged paratracheal lymph nodes. No axillary lymphadenopathy.", "Mediastinal lymphadenopathy."), nil},
		{"en lymph nodes of any station", "en", report("No lymphadenopathy.", "Mediastinal lymphadenopathy."), []string{"negation-1"}},
		{"de lymph nodes of another station", "de", report("Vergrößerte paratracheale Lymphknoten. Keine axilläre Lymphadenopathie.", "Mediastinale Lymphadenopathie."), nil},
		{"en uncertain", "en", report("No pleural effusion.", "Possible small pleural effusion."), nil},
		{"en resolved", "en", report("No pneumothorax.", "Resolved right pneumothorax."), nil},
		{"en no change is not a denial", "en", report("No change in the small left pleural effusion.", "Small left pleural effusion."), nil},
		// Not a negation; the impression names a finding the findings never describe.
		{"en different effusions", "en", report("No pleural effusion.", "Small pericardial effusion."), []string{"impression-only-1"}},
		{"en comma ends the denial", "en", report("No pneumothorax, small left pleural effusion.", "Small left pleural effusion."), nil},
		{"de kein Erguss versus Erguss rechts", "de", report("Kein Pleuraerguss. Kein Pneumothorax.", "Pleuraerguss rechts."), []string{"negation-1"}},
		{"de nicht nachweisbar", "de", report("Ein Pneumothorax ist nicht nachweisbar.", "Kleiner Pneumothorax apikal."), []string{"negation-1"}},
		{"de kein größerer Erguss", "de", report("Kein größerer Pleuraerguss.", "Kleiner Pleuraerguss."), nil},
		{"de Verdacht", "de", report("Kein Infiltrat.", "Verdacht auf beginnendes Infiltrat."), nil},
		{"de Perikarderguss ist kein Pleuraerguss", "de", report("Kein Pleuraerguss.", "Kleiner Perikarderguss."), []string{"impression-only-1"}},
		// A finding denied at one place is not denied at another the anatomy keeps apart; where
		// a place is unsaid, or one is within the other, the denial still covers it.
		{"en fracture denied at the ribs, affirmed at a vertebra", "en", report("No rib fracture. The lungs are clear.", "Compression fracture of T12."), nil},
		{"en lymphadenopathy denied in the axilla, affirmed in the mediastinum", "en", report("No lymphadenopathy in the axilla.", "Mediastinal lymphadenopathy."), nil},
		{"en nodule denied in the lungs, affirmed in the thyroid", "en", report("No nodule in the lungs.", "Thyroid nodule."), nil},
		{"en fracture denied with no place", "en", report("No fracture.", "Compression fracture of T12."), []string{"negation-1"}},
		{"en fracture denied in the spine, affirmed at a vertebra", "en", report("No fracture of the thoracic spine.", "Compression fracture of T12."), []string{"negation-1"}},
		{"en fracture denied at a place the anatomy does not know", "en", report("No fracture of the left hip.", "Left femoral neck fracture."), []string{"negation-1"}},
		{"en mass denied and affirmed in the liver", "en", report("No mass in the liver.", "Liver mass."), []string{"negation-1"}},
		{"en lymphadenopathy denied in the mediastinum, affirmed at the hila", "en", report("No lymphadenopathy in the mediastinum.", "Hilar lymphadenopathy."), []string{"negation-1"}},
		{"de Lymphadenopathie axillär verneint, mediastinal beschrieben", "de", report("Keine Lymphadenopathie in der Axilla.", "Mediastinale Lymphadenopathie."), nil},
		{"de Fraktur der Rippen verneint, des Wirbelkörpers beschrieben", "de", report("Keine Rippenfraktur.", "Kompressionsfraktur des Wirbelkörpers."), nil},
		{"de Fraktur ohne Ort verneint", "de", report("Keine Fraktur.", "Kompressionsfraktur des Wirbelkörpers."), []string{"negation-1"}},
		{"en tear denied at one meniscus, affirmed at the other", "en", report("No tear of the lateral meniscus.", "Medial meniscal tear."), nil},
		{"en tear denied at the labrum, affirmed at a tendon", "en", report("No labral tear.", "Full-thickness supraspinatus tear."), nil},
		{"en tear denied at a tendon, affirmed at another", "en", report("The supraspinatus tendon is intact without tear.", "Subscapularis tear."), nil},
		{"en tear denied on another structure's line", "en", report("Lateral meniscus: Intact, no tear.", "Medial meniscal tear."), nil},
		{"en tear denied on its own structure's line", "en", report("Medial meniscus: Intact. No tear.", "Medial meniscal tear."), []string{"negation-1", "normal-line-1"}},
		{"en tear denied at the rotator cuff, affirmed at one of its tendons", "en", report("No rotator cuff tear.", "Full-thickness supraspinatus tear."), []string{"negation-1"}},
		{"en tear denied with no place", "en", report("No tear.", "Medial meniscal tear."), []string{"negation-1"}},
		{"de Riss am Außenmeniskus verneint, am Innenmeniskus beschrieben", "de", report("Außenmeniskus: Intakt, kein Riss.", "Riss des Innenmeniskus."), nil},
		{"de Meniskusriss verneint, Korbhenkelriss beschrieben", "de", report("Kein Meniskusriss.", "Korbhenkelriss des Innenmeniskus."), []string{"negation-1"}},
		{"de ein Umriss ist kein Riss", "de", report("Kein Riss der Sehne.", "Glatter Umriss der Leber."), nil},
		{"fr déchirure niée au ménisque latéral, décrite au ménisque médial", "fr", report("Pas de déchirure du ménisque latéral.", "Déchirure du ménisque médial."), nil},
		{"fr déchirure niée sans lieu", "fr", report("Pas de déchirure.", "Déchirure du ménisque médial."), []string{"negation-1"}},
		{"es rotura negada en el menisco lateral, descrita en el medial", "es", report("Sin rotura del menisco lateral.", "Rotura del menisco medial."), nil},
		{"it rottura negata senza luogo", "it", report("Nessuna rottura.", "Rottura del menisco mediale."), []string{"negation-1"}},
		{"pt rotura negada sem lugar", "pt", report("Sem rotura.", "Rotura do menisco medial."), []string{"negation-1"}},
		{"en bone bruise denied with no place", "en", report("No bone bruise.", "Bone bruise of the lateral femoral condyle."), []string{"negation-1"}},
		{"en bone bruise denied at the other condyle", "en", report("No bone bruise of the medial femoral condyle.", "Bone bruise of the lateral femoral condyle."), nil},
		{"en sprain denied at the mcl, affirmed at the lcl", "en", report("No MCL sprain.", "LCL sprain."), nil},
		{"en places listed with and", "en", report("No lymphadenopathy in the axilla or the mediastinum.", "Mediastinal lymphadenopathy."), []string{"negation-1"}},
		{"en another finding's place is not the finding's", "en", report("The cardiomediastinal silhouette is within normal limits.", "Cardiomegaly with mild interstitial edema."), []string{"negation-1"}},
		{"en place in another clause of the denial", "en", report("Ribs intact, no fracture.", "Compression fracture of T12."), []string{"negation-1"}},
	})
}

func TestRemovedOrganRule(t *testing.T) {
	runContradictionCases(t, []contradictionCase{
		{"en cholecystectomy", "en", report("Gallbladder unremarkable. Liver normal.", "Normal study.", "Status post cholecystectomy."), []string{"removed-organ-1"}},
		{"en gallbladder fossa", "en", report("Clips in the gallbladder fossa.", "Status post cholecystectomy."), nil},
		{"en no gallbladder seen", "en", report("The gallbladder is not visualized.", "Cholecystectomy."), nil},
		{"en nephrectomy same side", "en", report("The left kidney is normal.", "Status post left nephrectomy."), []string{"removed-organ-1"}},
		{"en nephrectomy other side", "en", report("The right kidney is normal.", "Status post left nephrectomy."), nil},
		{"en partial nephrectomy", "en", report("The left kidney is small.", "Status post partial left nephrectomy."), nil},
		{"en denied operation", "en", report("Gallbladder contains stones.", "No prior cholecystectomy."), nil},
		{"en hysterectomy", "en", report("The uterus is enlarged.", "Prior hysterectomy."), []string{"removed-organ-1"}},
		{"en right upper lobectomy", "en", report("Nodule in the right upper lobe.", "Status post right upper lobectomy."), []string{"removed-organ-1"}},
		{"en lobectomy other lobe", "en", report("Nodule in the right lower lobe.", "Status post right upper lobectomy."), nil},
		{"de Cholezystektomie", "de", report("Gallenblase unauffällig.", "Unauffälliger Befund.", "Z. n. Cholezystektomie."), []string{"removed-organ-1"}},
		{"de Gallenblasenloge", "de", report("Clips in der Gallenblasenloge.", "Z. n. Cholezystektomie."), nil},
		{"de Nephrektomie links", "de", report("Linke Niere unauffällig.", "Z. n. Nephrektomie links."), []string{"removed-organ-1"}},
		{"de Nephrektomie andere Seite", "de", report("Rechte Niere unauffällig.", "Z. n. Nephrektomie links."), nil},
		{"de Nebenniere ist keine Niere", "de", report("Linke Nebenniere schlank.", "Z. n. Nephrektomie links."), nil},
	})
}

func TestSexRule(t *testing.T) {
	runContradictionCases(t, []contradictionCase{
		{"en uterus and prostate", "en", report("The uterus is normal. The prostate is enlarged.", "No acute findings."), []string{"sex-organs-1"}},
		{"en ovaries only", "en", report("Both ovaries are normal. The uterus is anteverted.", "Normal pelvis."), nil},
		{"en prostate only", "en", report("Prostate enlarged. Seminal vesicles normal.", "Benign prostatic hyperplasia."), nil},
		{"de Uterus und Prostata", "de", report("Uterus regelrecht. Prostata vergrößert.", "Kein akuter Befund."), []string{"sex-organs-1"}},
		{"de nur Prostata", "de", report("Prostata vergrößert.", "Prostatahyperplasie."), nil},
	})
}

func TestMeasurementRule(t *testing.T) {
	runContradictionCases(t, []contradictionCase{
		{"en 12 mm versus 8 mm", "en", report("Nodule in the right upper lobe measuring 12 mm.", "8 mm nodule in the right upper lobe."), []string{"measurement-1"}},
		{"en cm and mm agree", "en", report("Nodule measuring 1.2 cm.", "12 mm nodule."), nil},
		{"en rounding", "en", report("Nodule measuring 12 mm.", "1 cm nodule."), []string{"measurement-1"}},
		{"en close enough", "en", report("Nodule measuring 12.4 mm.", "12 mm nodule."), nil},
		{"en one of two dimensions", "en", report("Mass measuring 23 x 16 mm.", "16 mm mass."), nil},
		{"en two nodules", "en", report("Nodule of 12 mm in the left lung. Nodule of 8 mm in the right lung.", "8 mm nodule."), nil},
		{"en previous size", "en", report("Nodule now 12 mm, previously 8 mm.", "8 mm nodule."), nil},
		{"de 12 mm gegen 8 mm", "de", report("Rundherd im rechten Oberlappen, 12 mm.", "Rundherd rechts 8 mm."), []string{"measurement-1"}},
		{"de Komma", "de", report("Rundherd 1,2 cm.", "Rundherd 12 mm."), nil},
	})
}

func TestContradictionsAreDeterministicAndWorded(t *testing.T) {
	sections := report("Small left pleural effusion. The uterus is normal. The prostate is normal.", "Right pleural effusion.")
	first := DetectContradictions("en", sections)
	for range 5 {
		if got := DetectContradictions("en", sections); !slices.Equal(ids(got), ids(first)) {
			t.Fatalf("not deterministic: %v then %v", ids(first), ids(got))
		}
	}
	if len(first) != 2 || first[0].ID != "laterality-1" || first[1].ID != "sex-organs-1" {
		t.Fatalf("got %v", ids(first))
	}
	if !slices.Equal(first[0].Options, []string{"left", "right"}) || !strings.Contains(first[0].Text, "Right pleural effusion") {
		t.Errorf("laterality: %+v", first[0])
	}
	de := DetectContradictions("de", report("Kleiner Pleuraerguss links.", "Pleuraerguss rechts."))
	if len(de) != 1 || !slices.Equal(de[0].Options, []string{"links", "rechts"}) || !strings.Contains(de[0].Text, "Beurteilung") {
		t.Errorf("German: %+v", de)
	}
	if got := DetectContradictions("xx", report("Small left pleural effusion.", "Right pleural effusion.")); len(got) != 1 {
		t.Errorf("unknown language falls back to English: %+v", got)
	}
	if got := DetectContradictions("en", nil); len(got) != 0 {
		t.Errorf("empty report: %+v", got)
	}
}

func TestOtherLanguages(t *testing.T) {
	runContradictionCases(t, []contradictionCase{
		{"es laterality", "es", report("Pequeño derrame pleural izquierdo.", "Derrame pleural derecho."), []string{"laterality-1"}},
		{"es consistent", "es", report("Pequeño derrame pleural izquierdo.", "Derrame pleural izquierdo."), nil},
		{"es negation", "es", report("Sin derrame pleural.", "Derrame pleural moderado."), []string{"negation-1"}},
		{"fr laterality", "fr", report("Épanchement pleural gauche.", "Épanchement pleural droit."), []string{"laterality-1"}},
		{"fr removed organ", "fr", report("Vésicule biliaire normale.", "Antécédent de cholécystectomie."), []string{"removed-organ-1"}},
		{"fr elision", "fr", report("L'utérus est normal. La prostate est normale.", "Examen normal."), []string{"sex-organs-1"}},
		{"it laterality", "it", report("Versamento pleurico sinistro.", "Versamento pleurico destro."), []string{"laterality-1"}},
		{"it measurement", "it", report("Nodulo di 12 mm.", "Nodulo di 8 mm."), []string{"measurement-1"}},
		{"pt laterality", "pt-br", report("Derrame pleural à esquerda.", "Derrame pleural à direita."), []string{"laterality-1"}},
		{"pt consistent", "pt", report("Derrame pleural à esquerda.", "Derrame pleural à esquerda."), nil},
		{"pl laterality", "pl", report("Płyn w lewej jamie opłucnej.", "Płyn w prawej jamie opłucnej."), []string{"laterality-1"}},
		{"ro laterality", "ro", report("Revărsat pleural stâng.", "Revărsat pleural drept."), []string{"laterality-1"}},
		{"sl laterality", "sl", report("Izliv v levi plevralni votlini.", "Izliv v desni plevralni votlini."), []string{"laterality-1"}},
		{"lt laterality", "lt", report("Kairėje pleuros ertmėje skysčio.", "Dešinėje pleuros ertmėje skysčio."), []string{"laterality-1"}},
		{"el laterality", "el", report("Αριστερή πλευριτική συλλογή.", "Δεξιά πλευριτική συλλογή."), []string{"laterality-1"}},
	})
}

func TestWords(t *testing.T) {
	tests := map[string]string{
		"Nodule 1.2 cm, stable.":     "nodule|1.2|cm|,|stable",
		"Rundherd 1,5 cm":            "rundherd|1.5|cm",
		"23x16.5mm":                  "23|x|16.5|mm",
		"L'utérus, dell'utero":       "l|utérus|,|dell|utero",
		"The patient's left-sided":   "the|patient's|left|sided",
		"Pleuraerguss rechts (3 cm)": "pleuraerguss|rechts|3|cm",
	}
	for in, want := range tests {
		if got := strings.Join(words(in), "|"); got != want {
			t.Errorf("words(%q) = %q, want %q", in, got, want)
		}
	}
}
