package report

import (
	"slices"
	"strings"
	"testing"
)

// checkCase is a report filled from a template titled title (none when empty) and the
// dictation checks it must raise; contradictions of the other rules are ignored.
type checkCase struct {
	name     string
	language string
	title    string
	sections []Section
	want     []string
	// quoted is a sentence the first issue must quote.
	quoted string
}

var checkRules = []string{"template-anatomy", "mixed-units", "implausible-size", "stated-sex", "impression-only", "significant-missing"}

// checkIDs runs every rule and keeps the dictation checks' IDs.
func checkIDs(language, title string, sections []Section) ([]string, []Contradiction) {
	got := DetectContradictionsInTemplate(language, sections, Template{Title: title})
	out := []string{}
	var kept []Contradiction
	for _, c := range got {
		rule := c.ID[:strings.LastIndexByte(c.ID, '-')]
		if slices.Contains(checkRules, rule) {
			out = append(out, c.ID)
			kept = append(kept, c)
		}
	}
	return out, kept
}

func runCheckCases(t *testing.T, tests []checkCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, issues := checkIDs(tt.language, tt.title, tt.sections)
			if !slices.Equal(got, append([]string{}, tt.want...)) {
				t.Fatalf("got %v, want %v\n%+v", got, tt.want, issues)
			}
			for _, c := range issues {
				if c.Text == "" || c.SuggestedFix == "" || len(c.Options) < 2 || len(c.Sections) == 0 {
					t.Errorf("incomplete issue %+v", c)
				}
			}
			if tt.quoted != "" && !strings.Contains(issues[0].Text, tt.quoted) {
				t.Errorf("%q does not quote %q", issues[0].Text, tt.quoted)
			}
		})
	}
}

func TestTemplateAnatomyCheck(t *testing.T) {
	runCheckCases(t, []checkCase{
		{"en meniscus in a chest CT", "en", "CT Chest with Contrast", report("Lungs clear. Tear of the medial meniscus.", "No acute abnormality."), []string{"template-anatomy-1"}, "Tear of the medial meniscus"},
		{"en denied knee effusion in a chest CT is still odd", "en", "CT Chest with Contrast", report("No knee effusion.", "Normal study."), []string{"template-anatomy-1"}, "No knee effusion"},
		{"en rib in a chest CT is fine", "en", "CT Chest with Contrast", report("Healed fracture of the left sixth rib.", "No acute abnormality."), nil, ""},
		{"en BI-RADS in a brain MRI", "en", "MRI Brain", report("No acute infarct. BI-RADS 2 fibroglandular tissue.", "Normal brain."), []string{"template-anatomy-1"}, "BI-RADS 2"},
		{"en breast cancer metastases in a brain MRI are fine", "en", "MRI Brain", report("Two enhancing lesions in the right frontal lobe.", "Metastases of the known breast cancer."), nil, ""},
		{"en pleural effusion in an abdominal CT is fine", "en", "CT Abdomen and Pelvis with Contrast", report("Small right pleural effusion at the lung base.", "Small right pleural effusion."), nil, ""},
		{"en pneumothorax in a knee MRI", "en", "MRI Knee", report("Intact cruciate ligaments. Small pneumothorax.", "No internal derangement."), []string{"template-anatomy-1"}, "Small pneumothorax"},
		{"en patella in a chest radiograph", "en", "Chest Radiograph", report("Patellar tendon intact.", "No acute disease."), []string{"template-anatomy-1"}, ""},
		{"en no template no check", "en", "", report("Tear of the medial meniscus.", "Meniscal tear."), nil, ""},
		{"en clinical history is not checked", "en", "CT Chest with Contrast", report("Lungs clear.", "Normal chest.", "Knee replacement last year."), nil, ""},
		{"en chest terms in a chest, abdomen and pelvis CT", "en", "CT Chest, Abdomen and Pelvis", report("Right renal cyst. Small pleural effusion.", "Pleural effusion."), nil, ""},
		{"de Meniskus im CT Thorax", "de", "CT Thorax mit Kontrastmittel", report("Lunge frei. Riss des Innenmeniskus.", "Kein akuter Befund."), []string{"template-anatomy-1"}, "Riss des Innenmeniskus"},
		{"de kein Kniegelenkerguss im CT Thorax", "de", "CT Thorax mit Kontrastmittel", report("Kein Kniegelenkerguss.", "Unauffälliger Befund."), []string{"template-anatomy-1"}, ""},
		{"de Rippe im CT Thorax", "de", "CT Thorax mit Kontrastmittel", report("Alte Fraktur der 6. Rippe links.", "Kein akuter Befund."), nil, ""},
		{"de Mammographie im MRT Schädel", "de", "MRT Schädel", report("Keine Ischämie. Drüsenparenchym ACR B.", "Unauffälliger Befund."), []string{"template-anatomy-1"}, "Drüsenparenchym ACR B"},
		{"de Pleuraerguss im MRT Kniegelenk", "de", "MRT Kniegelenk", report("Kreuzbänder intakt. Pleuraerguss rechts.", "Kein Binnenschaden."), []string{"template-anatomy-1"}, ""},
		{"de Pleuraerguss im CT Abdomen", "de", "CT Abdomen und Becken mit Kontrastmittel", report("Kleiner Pleuraerguss rechts basal.", "Pleuraerguss rechts."), nil, ""},
		{"de hyphenated title", "de", "MRT-Kniegelenk links", report("Kreuzbänder intakt. Kleiner Pneumothorax rechts.", "Kein Binnenschaden."), []string{"template-anatomy-1"}, "pneumothorax"},
		{"de hyphenated chest title", "de", "CT-Thorax", report("Lunge frei. Riss des Außenmeniskus.", "Kein akuter Befund."), []string{"template-anatomy-1"}, "außenmeniskus"},
		{"en the part a structure lies in", "en", "MRI Right Shoulder", report("Supraspinatus tendinosis. Small pleural effusion.", "Tendinosis."), []string{"template-anatomy-1"}, "pleural effusion"},
		{"en a knee finding in a knee template is fine", "en", "MR knee without contrast", report("Tear of the medial meniscus. Joint effusion.", "Medial meniscal tear."), nil, ""},
		{"en cerebral in a chest CT is not flagged", "en", "CT Chest", report("Old cerebral infarct noted on history.", "No acute findings."), nil, ""},
	})
}

func TestSizeCheck(t *testing.T) {
	runCheckCases(t, []checkCase{
		{"en 45 cm renal cyst", "en", "", report("Simple cyst of the right kidney measuring 45 cm.", "Renal cyst."), []string{"implausible-size-1"}, "45 cm"},
		{"en 45 mm renal cyst is fine", "en", "", report("Simple cyst of the right kidney measuring 45 mm.", "Renal cyst."), nil, ""},
		{"en 12 cm renal cyst is fine", "en", "", report("Large cyst of the left kidney, 12 cm.", "Large renal cyst."), nil, ""},
		{"en aorta 0.2 mm", "en", "", report("Aorta 0.2 mm.", "Normal aorta."), []string{"implausible-size-1"}, "Aorta 0.2 mm"},
		{"en aortic diameter 20 cm", "en", "", report("The abdominal aorta measures 20 cm in diameter.", "Aortic aneurysm."), []string{"implausible-size-1"}, ""},
		{"en ascending aorta 38 mm is fine", "en", "", report("The ascending aorta measures 38 mm.", "Normal aorta."), nil, ""},
		{"en aortic wall thickening 3 mm is fine", "en", "", report("Aortic wall thickening of 3 mm.", "Aortitis possible."), nil, ""},
		{"en aortic plaque 4 mm is fine", "en", "", report("Aorta with a 4 mm plaque.", "Atherosclerosis."), nil, ""},
		{"en node near the aorta is fine", "en", "", report("Aortocaval lymph node 4 mm.", "No adenopathy."), nil, ""},
		{"en lesion 60 cm", "en", "", report("Liver lesion measuring 60 cm.", "Liver lesion."), []string{"implausible-size-1"}, ""},
		{"en lesion 6 cm is fine", "en", "", report("Liver lesion measuring 6 cm.", "Liver lesion."), nil, ""},
		{"en mixed units", "en", "", report("Nodule of 3 cm x 25 mm in the right upper lobe.", "Right upper lobe nodule."), []string{"mixed-units-1"}, "3 cm x 25 mm"},
		{"en same units", "en", "", report("Nodule of 3 x 2.5 cm in the right upper lobe.", "Right upper lobe nodule."), nil, ""},
		{"en two lesions in two units", "en", "", report("A 3 cm cyst and a 5 mm nodule.", "Cyst and nodule."), nil, ""},
		{"en clinical sizes are not checked", "en", "", report("Normal.", "Normal.", "Cyst of the kidney 45 cm on outside ultrasound."), nil, ""},
		{"de Nierenzyste 45 cm", "de", "", report("Nierenzyste rechts, 45 cm.", "Nierenzyste."), []string{"implausible-size-1"}, "45 cm"},
		{"de Nierenzyste 4,5 cm", "de", "", report("Nierenzyste rechts, 4,5 cm.", "Nierenzyste."), nil, ""},
		{"de Aorta 0,2 mm", "de", "", report("Aorta 0,2 mm.", "Unauffällige Aorta."), []string{"implausible-size-1"}, "0,2 mm"},
		{"de Aorta 3,4 cm", "de", "", report("Aorta ascendens 3,4 cm.", "Unauffällige Aorta."), nil, ""},
		{"de Aortenwand 3 mm", "de", "", report("Aortenwand 3 mm verdickt.", "Aortitis möglich."), nil, ""},
		{"de gemischte Einheiten", "de", "", report("Rundherd 3 cm x 25 mm im rechten Oberlappen.", "Rundherd rechts."), []string{"mixed-units-1"}, "3 cm x 25 mm"},
		{"de gleiche Einheiten", "de", "", report("Rundherd 3 x 2,5 cm im rechten Oberlappen.", "Rundherd rechts."), nil, ""},
	})
}

func TestStatedSexCheck(t *testing.T) {
	runCheckCases(t, []checkCase{
		{"en man with uterus", "en", "", report("The uterus is enlarged.", "Enlarged uterus.", "67-year-old man with pelvic pain."), []string{"stated-sex-1"}, "The uterus is enlarged"},
		{"en woman with uterus is fine", "en", "", report("The uterus is enlarged.", "Enlarged uterus.", "67-year-old woman with pelvic pain."), nil, ""},
		{"en female with prostate", "en", "", report("Prostate enlarged.", "Enlarged prostate.", "Female patient."), []string{"stated-sex-1"}, ""},
		{"en no stated sex", "en", "", report("Prostate enlarged.", "Enlarged prostate."), nil, ""},
		{"en prostate template with ovary", "en", "MRI Prostate", report("Right ovary normal.", "Normal."), []string{"stated-sex-1"}, "MRI Prostate"},
		{"en both organs are the sex rule's", "en", "", report("Uterus and prostate described.", "Normal.", "Male."), nil, ""},
		{"de Patientin mit Prostata", "de", "", report("Prostata vergrößert.", "Prostatahyperplasie.", "Patientin mit Unterbauchschmerzen."), []string{"stated-sex-1"}, "Prostata vergrößert"},
		{"de Patientin mit Uterus", "de", "", report("Uterus unauffällig.", "Unauffälliger Befund.", "Patientin mit Unterbauchschmerzen."), nil, ""},
		{"de männlich mit Ovar", "de", "", report("Ovar links mit Zyste.", "Ovarialzyste links.", "72 Jahre, männlich."), []string{"stated-sex-1"}, ""},
	})
}

func TestImpressionFindingsCheck(t *testing.T) {
	runCheckCases(t, []checkCase{
		{"en effusion only in the impression", "en", "", report("Lungs are clear. Heart size normal.", "Small right pleural effusion."), []string{"impression-only-1"}, "Small right pleural effusion"},
		{"en negative impression demands nothing", "en", "", report("Pulmonary arteries opacify well.", "No pulmonary embolism."), nil, ""},
		{"en pneumonia inferred from consolidation", "en", "", report("Consolidation in the right lower lobe.", "Right lower lobe pneumonia."), nil, ""},
		{"en effusion described as blunting", "en", "", report("Blunting of the left costophrenic angle.", "Small left pleural effusion."), nil, ""},
		{"en embolism described as filling defects", "en", "", report("Filling defects in the right lower lobe segmental arteries.", "Acute right lower lobe pulmonary emboli."), nil, ""},
		{"en uncertain impression", "en", "", report("Lungs clear.", "Possible small effusion."), nil, ""},
		{"en no findings section", "en", "", []Section{{Name: SectionImpression, Text: "Small right pleural effusion."}}, nil, ""},
		{"en nodule described as mass", "en", "", report("Right upper lobe mass of 3 cm.", "Right upper lobe nodule."), nil, ""},
		{"en suspicious nodule missing from impression", "en", "", report("Suspicious 12 mm nodule in the right upper lobe. Small hiatal hernia.", "Hiatal hernia."), []string{"significant-missing-1"}, "Suspicious 12 mm nodule"},
		{"en suspicious nodule in the impression", "en", "", report("Suspicious 12 mm nodule in the right upper lobe.", "Right upper lobe nodule."), nil, ""},
		{"en covered by malignancy", "en", "", report("Suspicious 12 mm nodule in the right upper lobe.", "Findings concerning for lung cancer."), nil, ""},
		{"en denied significance", "en", "", report("No suspicious nodule. Small hiatal hernia.", "Hiatal hernia."), nil, ""},
		{"en no significant effusion", "en", "", report("No significant pleural effusion.", "No acute disease."), nil, ""},
		{"en a nodule not suspicious", "en", "", report("8 mm nodule in the right upper lobe, not suspicious.", "No acute disease."), nil, ""},
		{"fr un nodule non suspect", "fr", "", report("Nodule de 8 mm non suspect du lobe supérieur droit.", "Pas d'anomalie aiguë."), nil, ""},
		{"it un nodulo non sospetto", "it", "", report("Nodulo di 8 mm non sospetto del lobo superiore destro.", "Nessuna alterazione acuta."), nil, ""},
		{"en significant without a finding term", "en", "", report("Significant degenerative change of the spine.", "No acute disease."), nil, ""},
		{"de Erguss nur in der Beurteilung", "de", "", report("Lunge frei belüftet. Herz normal groß.", "Pleuraerguss rechts."), []string{"impression-only-1"}, "Pleuraerguss rechts"},
		{"de Lungenembolie als Füllungsdefekte beschrieben", "de", "", report("Füllungsdefekte in beiden Pulmonalarterien.", "Zentrale Lungenarterienembolie beidseits."), nil, ""},
		{"de keine Lungenembolie", "de", "", report("Pulmonalarterien regelrecht kontrastiert.", "Keine Lungenembolie."), nil, ""},
		{"de Gallensteine mit anderen Worten", "de", "", report("Gallenblase mit mehreren Steinen.", "Cholezystolithiasis."), nil, ""},
		{"de suspekter Rundherd fehlt", "de", "", report("Suspekter Rundherd von 12 mm im rechten Oberlappen. Kleine Hiatushernie.", "Hiatushernie."), []string{"significant-missing-1"}, ""},
		{"de suspekter Rundherd in der Beurteilung", "de", "", report("Suspekter Rundherd von 12 mm im rechten Oberlappen.", "Rundherd im rechten Oberlappen."), nil, ""},
		{"de nicht suspekt", "de", "", report("Kein suspekter Rundherd. Kleine Hiatushernie.", "Hiatushernie."), nil, ""},
		{"de unverdächtiger Knoten", "de", "", report("Unverdächtiger Knoten der Schilddrüse.", "Unauffälliger Befund."), nil, ""},
	})
}

func TestChecksKeepTheContradictionShape(t *testing.T) {
	got := DetectContradictionsInTemplate("en", report("Tear of the medial meniscus.", "Normal."), Template{Title: "CT Chest with Contrast"})
	if len(got) != 1 || got[0].ID != "template-anatomy-1" || !slices.Equal(got[0].Sections, []string{SectionFindings}) {
		t.Fatalf("got %+v", got)
	}
	if !strings.Contains(got[0].Text, "CT Chest with Contrast") {
		t.Errorf("the issue should name the template: %q", got[0].Text)
	}
}
