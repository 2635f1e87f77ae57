// Package fhir builds the HL7 FHIR R4 resources a finished report is handed to a RIS as. Only
// what the report itself knows is filled in: the patient (subject), the encounter and the
// performer belong to the RIS, which sets them when it files the result.
package fhir

import (
	"encoding/base64"
	"time"
)

// Code systems and values of a radiology DiagnosticReport.
const (
	// DiagnosticServiceSections is HL7 v2 table 0074, the category value set of R4.
	DiagnosticServiceSections = "http://terminology.hl7.org/CodeSystem/v2-0074"
	StatusFinal               = "final"
	ContentTypeHTML           = "text/html"
	ContentTypeText           = "text/plain"
)

// Radiology is the category of every report exported.
var Radiology = Coding{System: DiagnosticServiceSections, Code: "RAD", Display: "Radiology"}

// CodeableConcept is a concept given by codes and, for people, a text.
type CodeableConcept struct {
	Coding []Coding `json:"coding"`
	Text   string   `json:"text,omitempty"`
}

// Attachment is content in a stated format; Data is base64, as FHIR JSON requires.
type Attachment struct {
	ContentType string `json:"contentType"`
	Language    string `json:"language,omitempty"`
	Data        string `json:"data"`
	Title       string `json:"title,omitempty"`
}

// DiagnosticReport is the part of the R4 DiagnosticReport resource a report fills in.
type DiagnosticReport struct {
	ResourceType      string            `json:"resourceType"`
	Language          string            `json:"language,omitempty"`
	Status            string            `json:"status"`
	Category          []CodeableConcept `json:"category"`
	Code              CodeableConcept   `json:"code"`
	EffectiveDateTime string            `json:"effectiveDateTime"`
	Issued            string            `json:"issued"`
	Conclusion        string            `json:"conclusion,omitempty"`
	PresentedForm     []Attachment      `json:"presentedForm"`
}

// Report is what a finished report contributes: its study code and title, its language, the
// impression, the report as HTML and as plain text, and when it was signed off.
type Report struct {
	Study      Coding
	Title      string
	Language   string
	Conclusion string
	HTML       string
	Text       string
	Effective  time.Time
}

// NewDiagnosticReport builds the final DiagnosticReport of r.
func NewDiagnosticReport(r Report) DiagnosticReport {
	when := r.Effective.UTC().Format(time.RFC3339)
	return DiagnosticReport{
		ResourceType:      "DiagnosticReport",
		Language:          r.Language,
		Status:            StatusFinal,
		Category:          []CodeableConcept{{Coding: []Coding{Radiology}}},
		Code:              CodeableConcept{Coding: []Coding{r.Study}, Text: r.Title},
		EffectiveDateTime: when,
		Issued:            when,
		Conclusion:        r.Conclusion,
		PresentedForm: []Attachment{
			{ContentType: ContentTypeHTML, Language: r.Language, Data: base64.StdEncoding.EncodeToString([]byte(r.HTML)), Title: r.Title},
			{ContentType: ContentTypeText, Language: r.Language, Data: base64.StdEncoding.EncodeToString([]byte(r.Text)), Title: r.Title},
		},
	}
}
