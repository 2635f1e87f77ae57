package fhirtest

import (
	"strings"
	"testing"
)

const valid = `{"resourceType":"DiagnosticReport","status":"final",
 "category":[{"coding":[{"system":"http://terminology.hl7.org/CodeSystem/v2-0074","code":"RAD"}]}],
 "code":{"coding":[{"system":"http://loinc.org","code":"30799-1"}]},
 "effectiveDateTime":"2026-01-02T03:04:05Z","issued":"2026-01-02T03:04:05Z",
 "presentedForm":[{"contentType":"text/plain","data":"aGk="}]}`

func TestCheckDiagnosticReportAcceptsAValidResource(t *testing.T) {
	if problems := CheckDiagnosticReport([]byte(valid)); len(problems) != 0 {
		t.Fatalf("problems with a valid resource: %v", problems)
	}
}

func TestCheckDiagnosticReportFindsEachBreach(t *testing.T) {
	cases := map[string]struct{ from, to, want string }{
		"status outside its value set": {`"status":"final"`, `"status":"done"`, "status"},
		"status missing":               {`"status":"final",`, ``, "status"},
		"code missing":                 {`"code":{"coding":[{"system":"http://loinc.org","code":"30799-1"}]},`, ``, "code"},
		"category outside table 0074":  {`"code":"RAD"`, `"code":"RADIOLOGY"`, "table 0074"},
		"category not an array":        {`"category":[{"coding":[{"system":"http://terminology.hl7.org/CodeSystem/v2-0074","code":"RAD"}]}]`, `"category":{"coding":[]}`, "cardinality"},
		"unknown element":              {`"status":"final"`, `"status":"final","patient":"x"`, "not a DiagnosticReport element"},
		"date without a time zone":     {`"effectiveDateTime":"2026-01-02T03:04:05Z"`, `"effectiveDateTime":"2026-01-02T03:04:05"`, "dateTime"},
		"attachment data not base64":   {`"data":"aGk="`, `"data":"%%"`, "base64"},
		"another resource type":        {`"resourceType":"DiagnosticReport"`, `"resourceType":"Observation"`, "resourceType"},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			doc := strings.Replace(valid, tc.from, tc.to, 1)
			problems := CheckDiagnosticReport([]byte(doc))
			if !strings.Contains(strings.Join(problems, "; "), tc.want) {
				t.Fatalf("problems %v do not mention %q", problems, tc.want)
			}
		})
	}
}
