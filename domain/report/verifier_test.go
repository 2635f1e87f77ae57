package report

import (
	"reflect"
	"strings"
	"testing"
)

// What the verifier reads as a radiologist does: a normal wording denies the finding it rules
// out, a hedge reaches only what it qualifies, and a finding on a general line is about what a
// line naming it denies.
func TestTheVerifierReadsDenialsAsARadiologistDoes(t *testing.T) {
	tests := []struct {
		name              string
		findings, impr    string
		template          string // the template's findings, when filled from one
		flagged           bool
		mustName, mustNot string
		language          string // en, or de when the findings say so
	}{
		{name: "normal heart size denies cardiomegaly",
			findings: "Heart: Normal heart size.", impr: "Cardiomegaly with central vascular congestion, suggesting mild interstitial edema.",
			flagged: true, mustName: "cardiomegaly"},
		{name: "an enlarged heart said in words is cardiomegaly",
			findings: "Heart: Normal heart size.", impr: "The heart size is enlarged.", flagged: true},
		{name: "a heart that is not enlarged is no cardiomegaly",
			findings: "Heart: Normal heart size.", impr: "The heart is not enlarged.", flagged: false},
		{name: "a normal cardiomediastinal silhouette in prose denies cardiomegaly",
			findings: "The lungs are clear. The cardiomediastinal silhouette is within normal limits.", impr: "Cardiomegaly with mild interstitial edema.",
			flagged: true, mustName: "cardiomegaly"},
		{name: "a normal cardiac silhouette denies cardiomegaly",
			findings: "Normal cardiac silhouette.", impr: "Mild cardiomegaly.", flagged: true},
		{name: "a normal cardiomediastinal silhouette denies nothing but the heart's size",
			findings: "The cardiomediastinal silhouette is within normal limits. Small right pleural effusion.", impr: "Small right pleural effusion.", flagged: false},
		{name: "normal size on the heart's line denies cardiomegaly", findings: "Heart: Normal size.", impr: "Cardiomegaly.", flagged: true},
		{name: "normal size on an upper-case heart line denies cardiomegaly",
			findings: "HEART: Normal size. No pericardial effusion.", impr: "Mild cardiomegaly.", flagged: true},
		{name: "normal size on the spleen's line denies splenomegaly", findings: "Spleen: Normal size.", impr: "Splenomegaly.", flagged: true},
		{name: "German normal size on the spleen's line denies Splenomegalie", findings: "Milz: Normal groß.", impr: "Splenomegalie.", flagged: true, language: "de"},
		{name: "a liver of normal size may be fatty", findings: "Liver: Normal size.", impr: "Hepatic steatosis.", flagged: false},
		{name: "a liver of normal size denies hepatomegaly", findings: "Liver: Normal size and echotexture.", impr: "Hepatomegaly.", flagged: true},
		{name: "a denial limited to acute findings denies an acute one", findings: "No acute infarct.", impr: "Acute infarct in the right MCA territory.", flagged: true},
		{name: "a denial limited to acute findings leaves one said without it", findings: "No acute infarct.", impr: "Chronic lacunar infarct in the right basal ganglia.", flagged: false},
		{name: "an acute hemorrhage denied meets an acute subdural hematoma",
			findings: "There is no acute intracranial hemorrhage, mass effect or midline shift.", impr: "Acute subdural hematoma over the left convexity.", flagged: true},
		{name: "a qualifier of a list's first item leaves the last one wholly denied",
			findings: "There is no acute intracranial hemorrhage, mass effect or midline shift.", impr: "4 mm midline shift to the right.", flagged: true},
		{name: "no large effusion leaves a small one standing", findings: "No large pleural effusion.", impr: "Small right pleural effusion.", flagged: false},
		{name: "qualifiers side by side keep the negation's reach", findings: "No acute, displaced rib fractures are demonstrated.", impr: "No displaced rib fractures.", flagged: false},
		{name: "lungs clear of a finding deny it", findings: "The lungs are clear of focal airspace disease and pleural effusion.", impr: "No focal airspace disease.", flagged: false},
		{name: "a right-sided finding naming no organ says nothing of the left kidney's line", language: "fr",
			findings: "Rein gauche : Taille normale. Pas de dilatation des cavités pyélocalicielles.\nAutres constatations : Hydronéphrose droite modérée.",
			template: "Rein gauche : Taille normale. Pas de dilatation des cavités pyélocalicielles.\nAutres constatations : Aucune.", flagged: false},
		{name: "a finding naming no organ meets the denial on its own side's line", language: "es",
			findings: "Riñón izquierdo: De tamaño normal. Sin dilatación de la vía excretora.\nOtros hallazgos: Hidronefrosis izquierda leve.",
			template: "Riñón izquierdo: De tamaño normal. Sin dilatación de la vía excretora.\nOtros hallazgos: Ninguno.", flagged: true},
		{name: "a side's own label inside a line is that side's", language: "de",
			findings: "Harnleiter - Rechts: Nicht erweitert, kein Konkrement. Links: Nicht erweitert, kein Konkrement.\nLinke Niere: 4 mm Konkrement im distalen Harnleiter links.",
			template: "Harnleiter - Rechts: Nicht erweitert, kein Konkrement. Links: Nicht erweitert, kein Konkrement.\nLinke Niere: Unauffällig.", flagged: true},
		{name: "the other side's own label inside a line denies nothing of this side", language: "de",
			findings: "Harnleiter - Rechts: Nicht erweitert, kein Konkrement. Links: 4 mm Konkrement im distalen Harnleiter links.",
			template: "Harnleiter - Rechts: Nicht erweitert, kein Konkrement. Links: Nicht erweitert, kein Konkrement.", flagged: false},
		{name: "German normal heart size denies Kardiomegalie",
			findings: "Herz: Normale Herzgröße.", impr: "Kardiomegalie.", flagged: true},
		{name: "a hedge after a comma leaves the finding before it sure",
			findings: "Lungs: No consolidation.", impr: "Right lower lobe consolidation, possibly pneumonia.", flagged: true},
		{name: "a hedge in the finding's clause makes it unsure",
			findings: "Pleura: No pneumothorax.", impr: "Small pneumothorax cannot be excluded.", flagged: false},
		{name: "a hedge before the finding makes it unsure",
			findings: "Lungs: No atelectasis.", impr: "Opacity at the right base, likely atelectasis.", flagged: false},
		{name: "'consistent with' states the finding",
			findings: "Brain parenchyma: Hypodensity in the right MCA territory consistent with an acute infarct.\nAcute infarct: None.",
			template: "Brain parenchyma: Normal.\nAcute infarct: None.", flagged: true},
		{name: "a finding on a general line naming no organ meets the line that denies it",
			findings: "Susceptibility-weighted imaging: No microhemorrhage.\nOther findings: Multiple chronic microhemorrhages on SWI.",
			template: "Susceptibility-weighted imaging: No microhemorrhage.\nOther findings: None.", flagged: true},
		{name: "a Baker cyst on a general line",
			findings: "Popliteal fossa: No Baker cyst.\nOther findings: Small Baker's cyst.",
			template: "Popliteal fossa: No Baker cyst.\nOther findings: None.", flagged: true},
		{name: "a finding line's label is no claim when its line denies it",
			findings: "Mass effect: None.\nMidline shift: No midline shift.",
			template: "Mass effect: None.\nMidline shift: None.", flagged: false},
		{name: "a label naming a finding, answered by a denial, denies it",
			findings: "Urolithiasis nachweisbar: Keine Urolithiasis.", impr: "Obstruierender Harnleiterstein links.", flagged: true},
		{name: "a label naming nothing is no subject the claim could miss",
			findings: "Rechte Niere: Zwei Konkremente im Unterpol bis 6 mm.\nB.: Keine Urolithiasis und kein Harnaufstau.",
			template: "Rechte Niere: Unauffällig.\nB.: Keine Urolithiasis und kein Harnaufstau.", flagged: true},
		{name: "kidney stones are no claim about the ureter's calculi",
			findings: "Left kidney Calculi: Two nonobstructing stones in the lower pole of the left kidney.\nLeft ureter Calculi: None.",
			template: "Left kidney Calculi: None.\nLeft ureter Calculi: None.", flagged: false},
		{name: "a ureteral stone with its hydronephrosis meets the kidney's hydronephrosis line",
			findings: "Linke Niere Harnstau: Keiner.\nHarnleiter Links: 4 mm Konkrement im distalen Harnleiter links mit erstgradigem Harnstau links.",
			template: "Linke Niere Harnstau: Keiner.\nHarnleiter Links: Kein Konkrement.", flagged: true},
		{name: "a finding line pointing to another line affirms nothing",
			findings: "Left kidney Calculi: None.\nLeft ureter Calculi: See above.",
			template: "Left kidney Calculi: None.\nLeft ureter Calculi: None.", flagged: false},
		{name: "a line's second sentence is shorter than the line's label",
			findings: "Mediastinum and hila: Normal contour. Hila unremarkable.", impr: "Hila unremarkable.", flagged: false},
		{name: "metastases in the lungs are nodules a nodule line denies",
			findings: "Lungs\nConsolidation: Multiple metastases in both lungs, the largest 22 mm.\nNodules: None.",
			template: "Lungs\nConsolidation: None.\nNodules: None.", flagged: true},
		{name: "German lung metastases against no round foci",
			findings: "Lunge: Multiple Lungenmetastasen beidseits.\nRundherde: Keine.",
			template: "Lunge: Unauffällig.\nRundherde: Keine.", flagged: true},
		{name: "bone metastases are no claim about the lungs' nodules",
			findings: "Lungs: No nodules.\nBones: Metastases in the thoracic spine.",
			template: "Lungs: No nodules.\nBones: Normal.", flagged: false},
		{name: "no metastases beside a nodule is no conflict",
			findings: "Lungs: 5 mm nodule in the right upper lobe.", impr: "No evidence of metastatic disease.", flagged: false},
		{name: "finding labels inline after an organ label deny their finding on that side",
			findings: "Right kidney: Size: 11 cm. Hydronephrosis: None. Calculi: None.\nLeft kidney: Size: 11 cm. Hydronephrosis: None. Calculi: None.", impr: "5 mm right renal calculus.", flagged: true},
		{name: "finding labels inline after an organ and a dash deny their finding",
			findings: "Right kidney - Hydronephrosis: None. Calculi: None.\nLeft kidney - Hydronephrosis: None. Calculi: None.", impr: "Mild left hydronephrosis.", flagged: true},
		{name: "a stone written on the left kidney's inline calculi label meets no right denial",
			findings: "Right kidney: Size: 11 cm. Hydronephrosis: None. Calculi: None.\nLeft kidney: Size: 11 cm. Hydronephrosis: None. Calculi: 5 mm calculus in the lower pole.", impr: "5 mm left renal calculus.", flagged: false},
		{name: "a nodule on the right lobe's line is no claim about the isthmus",
			findings: "Right lobe: 14 mm solid nodule.\nIsthmus: Normal thickness. No nodule.",
			template: "Right lobe: Normal.\nIsthmus: Normal thickness. No nodule.", flagged: false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			language := "en"
			if tt.language != "" {
				language = tt.language
			} else if strings.Contains(tt.findings, "Herz") || strings.Contains(tt.findings, "Keine") {
				language = "de"
			}
			sections := []Section{{Name: SectionFindings, Text: tt.findings}}
			if tt.impr != "" {
				sections = append(sections, Section{Name: SectionImpression, Text: tt.impr})
			}
			var template Template
			if tt.template != "" {
				template.Sections = []Section{{Name: SectionFindings, Text: tt.template}}
			}
			found := DetectContradictionsInTemplate(language, sections, template)
			if read := DetectContradictionsInTemplate(language, sections, template.Read()); !reflect.DeepEqual(read, found) {
				t.Errorf("with the template read once: %+v, want %+v", read, found)
			}
			if (len(found) > 0) != tt.flagged {
				t.Fatalf("flagged = %v, want %v: %+v", len(found) > 0, tt.flagged, found)
			}
			if tt.mustName != "" && !strings.HasPrefix(found[0].Text, "“"+tt.mustName) {
				t.Errorf("message %q does not open with %q", found[0].Text, tt.mustName)
			}
		})
	}
}
