// Package fhirtest checks a JSON document against the structure of the HL7 FHIR R4
// DiagnosticReport resource, offline: its elements and their cardinality, the primitive types
// the export uses and the required value sets of status and category
// (https://hl7.org/fhir/R4/diagnosticreport.html).
package fhirtest

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
)

// elements are the R4 DiagnosticReport elements with their maximum cardinality: true is 0..*
// (a JSON array), false is 0..1 or 1..1.
var elements = map[string]bool{
	"resourceType": false, "id": false, "meta": false, "implicitRules": false, "language": false, "text": false,
	"contained": true, "extension": true, "modifierExtension": true,
	"identifier": true, "basedOn": true, "status": false, "category": true, "code": false, "subject": false,
	"encounter": false, "effectiveDateTime": false, "effectivePeriod": false, "issued": false, "performer": true,
	"resultsInterpreter": true, "specimen": true, "result": true, "imagingStudy": true, "media": true,
	"conclusion": false, "conclusionCode": true, "presentedForm": true,
}

// statuses is the required value set diagnostic-report-status.
var statuses = []string{"registered", "partial", "preliminary", "final", "amended", "corrected", "appended", "cancelled", "entered-in-error", "unknown"}

// v20074 is HL7 v2 table 0074, the value set of category.
const v20074 = "http://terminology.hl7.org/CodeSystem/v2-0074"

var serviceSections = []string{"AU", "BG", "BLB", "CG", "CUS", "CTH", "CT", "CH", "CP", "EC", "EN", "HM", "ICU", "IMM", "LAB", "MB", "MCB", "MYC", "NMS", "NMR", "NRS", "OUS", "OT", "OTH", "OSL", "PHR", "PHY", "PT", "RAD", "RX", "RUS", "RC", "RT", "SR", "SP", "TX", "VUS", "VR", "URN", "XRC"}

// The regular expressions of the R4 primitive types.
var (
	dateTime = regexp.MustCompile(`^([0-9]([0-9]([0-9][1-9]|[1-9]0)|[1-9]00)|[1-9]000)(-(0[1-9]|1[0-2])(-(0[1-9]|[1-2][0-9]|3[0-1])(T([01][0-9]|2[0-3]):[0-5][0-9]:([0-5][0-9]|60)(\.[0-9]+)?(Z|(\+|-)((0[0-9]|1[0-3]):[0-5][0-9]|14:00)))?)?)?$`)
	instant  = regexp.MustCompile(`^([0-9]([0-9]([0-9][1-9]|[1-9]0)|[1-9]00)|[1-9]000)-(0[1-9]|1[0-2])-(0[1-9]|[1-2][0-9]|3[0-1])T([01][0-9]|2[0-3]):[0-5][0-9]:([0-5][0-9]|60)(\.[0-9]+)?(Z|(\+|-)((0[0-9]|1[0-3]):[0-5][0-9]|14:00))$`)
	code     = regexp.MustCompile(`^[^\s]+(\s[^\s]+)*$`)
)

// CheckDiagnosticReport returns what in doc breaks the R4 DiagnosticReport structure; none
// for a valid resource.
func CheckDiagnosticReport(doc []byte) []string {
	var resource map[string]any
	if err := json.Unmarshal(doc, &resource); err != nil {
		return []string{"not a JSON object: " + err.Error()}
	}
	c := &checker{}
	if resource["resourceType"] != "DiagnosticReport" {
		c.fail("resourceType is %v, not DiagnosticReport", resource["resourceType"])
	}
	for name, value := range resource {
		many, known := elements[name]
		if !known {
			c.fail("%s is not a DiagnosticReport element", name)
			continue
		}
		if _, isArray := value.([]any); isArray != many {
			c.fail("%s has the wrong cardinality", name)
		}
	}
	status, _ := resource["status"].(string)
	if !slices.Contains(statuses, status) {
		c.fail("status %q is not in the diagnostic-report-status value set", status)
	}
	c.codeableConcept("code", resource["code"], true)
	for i, category := range array(resource["category"]) {
		c.codeableConcept(fmt.Sprintf("category[%d]", i), category, true)
		for _, coding := range array(object(category)["coding"]) {
			cd := object(coding)
			if cd["system"] == v20074 && !slices.Contains(serviceSections, str(cd["code"])) {
				c.fail("category code %v is not in table 0074", cd["code"])
			}
		}
	}
	if v, ok := resource["effectiveDateTime"]; ok && !dateTime.MatchString(str(v)) {
		c.fail("effectiveDateTime %v is not a dateTime", v)
	}
	if v, ok := resource["issued"]; ok && !instant.MatchString(str(v)) {
		c.fail("issued %v is not an instant", v)
	}
	if v, ok := resource["language"]; ok && !code.MatchString(str(v)) {
		c.fail("language %v is not a code", v)
	}
	for i, form := range array(resource["presentedForm"]) {
		c.attachment(fmt.Sprintf("presentedForm[%d]", i), form)
	}
	return c.problems
}

type checker struct{ problems []string }

func (c *checker) fail(format string, args ...any) {
	c.problems = append(c.problems, fmt.Sprintf(format, args...))
}

// codeableConcept checks a CodeableConcept; a required one needs a coding with system and code.
func (c *checker) codeableConcept(path string, value any, required bool) {
	concept, ok := value.(map[string]any)
	if !ok {
		c.fail("%s is not a CodeableConcept", path)
		return
	}
	codings := array(concept["coding"])
	if required && len(codings) == 0 {
		c.fail("%s has no coding", path)
	}
	for i, coding := range codings {
		cd := object(coding)
		if str(cd["system"]) == "" || !code.MatchString(str(cd["code"])) {
			c.fail("%s.coding[%d] lacks a system or a code", path, i)
		}
	}
}

// attachment checks an Attachment: a MIME type, base64 data.
func (c *checker) attachment(path string, value any) {
	a := object(value)
	if !code.MatchString(str(a["contentType"])) {
		c.fail("%s has no contentType", path)
	}
	if _, err := base64.StdEncoding.DecodeString(str(a["data"])); err != nil {
		c.fail("%s.data is not base64", path)
	}
}

func array(v any) []any {
	a, _ := v.([]any)
	return a
}

func object(v any) map[string]any {
	o, _ := v.(map[string]any)
	return o
}

func str(v any) string {
	s, _ := v.(string)
	return s
}
