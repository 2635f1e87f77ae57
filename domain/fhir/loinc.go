package fhir

import "strings"

// LOINC is the code system of the study codes.
const LOINC = "http://loinc.org"

// Coding is one code of a code system.
type Coding struct {
	System  string `json:"system"`
	Code    string `json:"code"`
	Display string `json:"display,omitempty"`
}

// GenericStudy is the code of a study the table below does not name: any imaging study.
var GenericStudy = Coding{System: LOINC, Code: "18748-4", Display: "Diagnostic imaging study"}

func study(code, display string) Coding { return Coding{System: LOINC, Code: code, Display: display} }

// The LOINC/RSNA Radiology Playbook studies RadScribe names. Each code was checked, with its
// long name (the display), against two published lists of the Playbook's codes:
//   - [ANS] Agence du Numérique en Santé, value set "JDV Code Document Imagerie CISIS"
//     (OID 1.2.250.1.213.1.1.5.687, package ans.fr.terminologies 1.12.0),
//     https://smt.esante.gouv.fr/fhir/ValueSet/jdv-code-document-imagerie-cisis (French displays);
//   - [MS] Microsoft Learn, Azure AI Health Insights, "Radiology procedure inference",
//     Appendix A, https://learn.microsoft.com/en-us/azure/azure-health-insights/radiology-insights/radiology-procedure-inference
//     (English long names).
var (
	ctHeadWOContrast           = study("30799-1", "CT Head WO contrast")                 // ANS "CT tête sans contraste"
	ctChest                    = study("24627-2", "CT Chest")                            // ANS "CT thorax": contrast not stated
	ctChestWContrastIV         = study("24628-0", "CT Chest W contrast IV")              // ANS "CT thorax avec contraste IV"
	ctaChestVesselsWContrastIV = study("36266-5", "CTA Chest vessels W contrast IV")     // ANS "angiographie par tomodensitométrie vaisseaux thoraciques avec contraste IV"
	ctAbdomenPelvisWContrastIV = study("36813-4", "CT Abdomen and Pelvis W contrast IV") // ANS "CT abdomen et pelvis avec contraste IV"
	mrBrainWOAndWContrastIV    = study("24587-8", "MR Brain WO and W contrast IV")       // ANS "résonance magnétique cerveau sans et avec contraste IV"
	mrKneeWOContrast           = study("30691-0", "MR Knee WO contrast")                 // ANS "résonance magnétique genou sans contraste"
	mrShoulderWOContrast       = study("30693-6", "MR Shoulder WO contrast")             // ANS "résonance magnétique épaule sans contraste"
	mrLumbarSpineWOContrast    = study("30679-5", "MR Lumbar spine WO contrast")         // ANS "résonance magnétique rachis lombaire sans contraste"
	usAbdomen                  = study("24558-9", "US Abdomen")                          // ANS "échographie abdomen"
	mgBreastDiagnostic         = study("24605-8", "MG Breast Diagnostic")                // ANS "mammographie sein ; incidences pour diagnostic"
	mgBreastScreening          = study("24606-6", "MG Breast Screening")                 // ANS "mammographie sein ; incidences pour dépistage"
	xrChest2Views              = study("36643-5", "XR Chest 2 Views")                    // ANS "RX thorax ; 2 incidences"
)

// studies are the studies above by code: a seeded template names its study by code
// (application/templates/library/manifest.json), so each one's code is one checked here.
var studies = map[string]Coding{}

func init() {
	for _, c := range []Coding{
		ctHeadWOContrast, ctChest, ctChestWContrastIV, ctaChestVesselsWContrastIV, ctAbdomenPelvisWContrastIV,
		mrBrainWOAndWContrastIV, mrKneeWOContrast, mrShoulderWOContrast, mrLumbarSpineWOContrast,
		usAbdomen, mgBreastDiagnostic, mgBreastScreening, xrChest2Views,
	} {
		studies[c.Code] = c
	}
}

// Study returns the study of a LOINC code the table above names.
func Study(code string) (Coding, bool) {
	c, ok := studies[code]
	return c, ok
}

// studyCodes are the codes of a study known only by modality and region (a template's type):
// a template RadScribe did not ship, or one an admin renamed; a seeded template has its own
// study (above). A region whose templates are different studies (screening and diagnostic
// mammography, a knee and a shoulder) keeps the generic code rather than claim the wrong one,
// and a chest CT of unknown contrast is "CT Chest", which says nothing of contrast.
var studyCodes = map[string]Coding{
	studyKey("CT", "Neuro"):    ctHeadWOContrast,
	studyKey("CT", "Chest"):    ctChest,
	studyKey("CT", "Abdomen"):  ctAbdomenPelvisWContrastIV,
	studyKey("MRI", "Neuro"):   mrBrainWOAndWContrastIV,
	studyKey("US", "Abdomen"):  usAbdomen,
	studyKey("other", "Chest"): xrChest2Views,
}

func studyKey(modality, region string) string {
	return strings.ToLower(strings.TrimSpace(modality)) + "|" + strings.ToLower(strings.TrimSpace(region))
}

// StudyCode returns the LOINC code of a study of modality and region, letter case aside, and
// the generic imaging study code when the table has none.
func StudyCode(modality, region string) Coding {
	if c, ok := studyCodes[studyKey(modality, region)]; ok {
		return c
	}
	return GenericStudy
}
