package report

import (
	"strings"
	"testing"
)

// A line that calls its organ normal is read with its label, as a radiologist reads it:
// "Liver: Normal." says the liver has no finding, so a liver finding anywhere else in the
// report contradicts it, whichever writer left the line. A line about part of an organ, a line
// of another part, another side, or a finding written on its own line is no conflict.
func TestALineCallingItsOrganNormalMeetsTheOrgansFindings(t *testing.T) {
	tests := []struct {
		name, language     string
		findings, impr     string
		template           string // the template's findings, when filled from one
		flagged            bool
		mustName, mustLine string
	}{
		{name: "a liver lesion in the impression", language: "en",
			findings: "Liver: Normal.\nGallbladder: Normal.\nKidneys: Normal.", impr: "3 cm hemangioma in the right hepatic lobe.",
			flagged: true, mustName: "hemangioma", mustLine: "Liver: Normal"},
		{name: "gallstones on a general line", language: "en",
			findings: "Liver: Unremarkable.\nGallbladder: Unremarkable.\nOther findings: Multiple gallstones in the gallbladder.",
			flagged:  true, mustName: "gallstones", mustLine: "Gallbladder: Unremarkable"},
		{name: "upper-case labels and an effusion in the impression", language: "en",
			findings: "LUNGS: Clear.\nPLEURA: Normal.\nHEART: Normal size.", impr: "Moderate right pleural effusion.",
			flagged: true, mustLine: "PLEURA: Normal"},
		{name: "kidneys named together, one side's finding", language: "en",
			findings: "Kidneys: Normal.", impr: "Mild left hydronephrosis.", flagged: true},
		{name: "the side's own kidney line", language: "en",
			findings: "Right kidney: Normal.\nLeft kidney: Normal.", impr: "Mild left hydronephrosis.",
			flagged: true, mustLine: "Left kidney: Normal"},
		{name: "an infarct against a normal brain", language: "en",
			findings: "Brain parenchyma: Normal.\nVentricles: Normal.", impr: "Acute infarct in the left MCA territory.", flagged: true},
		// Calculi suggest the kidneys only where the sentence names no organ of its own.
		{name: "gallbladder calculi beside normal kidneys", language: "en",
			findings: "Gallbladder: Gallbladder with multiple calculi, the largest measuring 15 mm.\nLeft kidney: Unremarkable.\nRight kidney: Unremarkable.",
			impr:     "Gallbladder with multiple calculi.", flagged: false},
		{name: "Portuguese gallbladder calculi beside a normal kidney", language: "pt",
			findings: "Vesícula biliar: Vesícula biliar com múltiplos cálculos, o maior com 15 mm.\nRim esquerdo: Sem alterações.", flagged: false},
		{name: "calculi on a general line beside a normal kidney", language: "en",
			findings: "Kidneys: Unremarkable.\nOther findings: Multiple calculi, the largest 6 mm.", flagged: true, mustLine: "Kidneys: Unremarkable"},
		{name: "German liver cyst", language: "de",
			findings: "Leber: Unauffällig.\nNieren: Unauffällig.", impr: "Leberzyste 2 cm.", flagged: true, mustLine: "Leber: Unauffällig"},
		{name: "French liver cyst", language: "fr",
			findings: "Foie : Normal.\nVésicule biliaire : Normale.", impr: "Kyste hépatique de 2 cm.", flagged: true},
		{name: "Spanish gallstones", language: "es",
			findings: "Hígado: Sin alteraciones.\nVesícula biliar: Sin alteraciones.", impr: "Colelitiasis.", flagged: true, mustLine: "Vesícula biliar"},
		{name: "Italian kidney stone", language: "it",
			findings: "Fegato: Nella norma.\nReni: Nella norma.", impr: "Calcolo renale destro di 5 mm.", flagged: true, mustLine: "Reni"},
		{name: "the template's default left standing beside the finding on its line", language: "en",
			findings: "Liver: Normal. 2 cm cyst in segment 6.\nSpleen: Normal.", template: "Liver: Normal.\nSpleen: Normal.",
			flagged: true, mustLine: "Liver: Normal"},
		{name: "the template's unlabelled sentence calling the liver normal", language: "en",
			findings: "The liver is normal.\nThe spleen is normal.\nOther findings: 3 cm hemangioma in the liver.",
			template: "The liver is normal.\nThe spleen is normal.", flagged: true, mustName: "hemangioma", mustLine: "The liver is normal"},
		{name: "the template's unlabelled sentence about several organs", language: "en",
			findings: "The pancreas, spleen and adrenal glands are unremarkable.", impr: "2 cm left adrenal nodule.",
			template: "The pancreas, spleen and adrenal glands are unremarkable.", flagged: true, mustLine: "adrenal glands are unremarkable"},
		{name: "a German template sentence without a label", language: "de",
			findings: "Die Leber ist unauffällig.\nDie Milz ist unauffällig.", impr: "Leberzyste 2 cm.",
			template: "Die Leber ist unauffällig.\nDie Milz ist unauffällig.", flagged: true, mustLine: "Die Leber ist unauffällig"},

		{name: "the radiologist's own unlabelled sentence", language: "en",
			findings: "The lungs are clear.\nCalcified granuloma in the right upper lobe."},
		{name: "the template's unlabelled sentence of another organ", language: "en",
			findings: "The liver is normal.\nThe spleen is normal.", impr: "2 cm right renal cyst.",
			template: "The liver is normal.\nThe spleen is normal."},
		{name: "the other side's kidney line", language: "en",
			findings: "Right kidney: Normal.\nLeft kidney: Normal.", impr: "Mild left hydronephrosis.", mustLine: "Right kidney"},
		{name: "a partial normal statement", language: "en",
			findings: "Liver: Normal in size and attenuation.", impr: "2 cm hepatic cyst."},
		{name: "normal size is no normal heart", language: "en",
			findings: "Heart: Normal size.", impr: "Small pericardial effusion."},
		{name: "a finding written on its own line and copied into the impression", language: "de",
			findings: "Extraaxiales Kompartiment\nEpiduralraum: Unauffällig\nSubduralraum: Akutes subdurales Hämatom über der linken Konvexität.",
			impr:     "Akutes subdurales Hämatom links."},
		{name: "a nodule on its lobe's line says nothing of the isthmus", language: "en",
			findings: "Right lobe: 14 mm solid nodule in the right thyroid lobe.\nIsthmus: Unremarkable.\nLeft lobe: Unremarkable."},
		{name: "a denial after the finding names no other organ", language: "en",
			findings: "Lungs: Clear.\nCardiomediastinal silhouette: Mild cardiomegaly without pulmonary edema.", impr: "Mild cardiomegaly without pulmonary edema."},
		{name: "an organ heading's line of one property", language: "en",
			findings: "Heart\nSize: Normal.\nPericardial effusion: Moderate pericardial effusion."},
		{name: "a radiologist's own line saying both", language: "en",
			findings: "Lungs: Clear. Calcified granuloma in the right upper lobe."},
		{name: "a hedged finding", language: "en",
			findings: "Pleura: Normal.", impr: "Small pleural effusion cannot be excluded."},
		{name: "a denied finding", language: "en",
			findings: "Liver: Normal.", impr: "No hepatic lesion."},
		{name: "an organ with a line of its own is not the region's", language: "en",
			findings: "Abdomen: Normal.\nLiver: 2 cm cyst in segment 6.", impr: "2 cm hepatic cyst."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sections := []Section{{Name: SectionFindings, Text: tt.findings}}
			if tt.impr != "" {
				sections = append(sections, Section{Name: SectionImpression, Text: tt.impr})
			}
			var template Template
			if tt.template != "" {
				template.Sections = []Section{{Name: SectionFindings, Text: tt.template}}
			}
			var got []Contradiction
			for _, c := range DetectContradictionsInTemplate(tt.language, sections, template) {
				if strings.HasPrefix(c.ID, "normal-line") {
					got = append(got, c)
				}
			}
			if !tt.flagged {
				for _, c := range got {
					if tt.mustLine == "" || strings.Contains(c.Text, tt.mustLine) {
						t.Fatalf("flagged: %s", c.Text)
					}
				}
				return
			}
			if len(got) == 0 {
				t.Fatal("not flagged")
			}
			if !strings.Contains(got[0].Text, tt.mustName) || !strings.Contains(got[0].Text, tt.mustLine) {
				t.Errorf("message %q does not name %q and %q", got[0].Text, tt.mustName, tt.mustLine)
			}
		})
	}
}
