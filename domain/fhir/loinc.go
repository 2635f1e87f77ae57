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

// studyCodes are the LOINC/RSNA Radiology Playbook codes of the seeded templates, by modality
// and region (a template's type). A region whose templates are different studies (screening
// and diagnostic mammography, a knee and a shoulder) keeps the generic code rather than claim
// the wrong one.
var studyCodes = map[string]Coding{
	studyKey("CT", "Neuro"):    {System: LOINC, Code: "30799-1", Display: "CT Head WO contrast"},
	studyKey("CT", "Chest"):    {System: LOINC, Code: "24627-2", Display: "CT Chest"},
	studyKey("CT", "Abdomen"):  {System: LOINC, Code: "36813-4", Display: "CT Abdomen and Pelvis W contrast IV"},
	studyKey("MRI", "Neuro"):   {System: LOINC, Code: "24587-8", Display: "MR Brain WO and W contrast IV"},
	studyKey("US", "Abdomen"):  {System: LOINC, Code: "24558-9", Display: "US Abdomen"},
	studyKey("other", "Chest"): {System: LOINC, Code: "36643-5", Display: "XR Chest 2 Views"},
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
