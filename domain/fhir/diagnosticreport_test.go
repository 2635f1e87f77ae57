package fhir_test

import (
	"encoding/base64"
	"encoding/json"
	"testing"
	"time"

	"github.com/radscribe/radscribe/domain/fhir"
	"github.com/radscribe/radscribe/domain/fhir/fhirtest"
	"github.com/radscribe/radscribe/domain/template"
)

func sampleReport() fhir.Report {
	return fhir.Report{
		Study: fhir.StudyCode("CT", "Neuro"), Title: "CT Head", Language: "en",
		Conclusion: "No acute intracranial abnormality.",
		HTML:       "<h3>Impression</h3><p>No acute intracranial abnormality.</p>",
		Text:       "Impression\nNo acute intracranial abnormality.",
		Effective:  time.Date(2026, 3, 4, 10, 20, 30, 0, time.FixedZone("CET", 3600)),
	}
}

func TestNewDiagnosticReportHasTheR4Structure(t *testing.T) {
	doc, err := json.Marshal(fhir.NewDiagnosticReport(sampleReport()))
	if err != nil {
		t.Fatal(err)
	}
	if problems := fhirtest.CheckDiagnosticReport(doc); len(problems) != 0 {
		t.Fatalf("not an R4 DiagnosticReport: %v\n%s", problems, doc)
	}
}

func TestNewDiagnosticReportCarriesTheReport(t *testing.T) {
	r := fhir.NewDiagnosticReport(sampleReport())
	if r.Status != "final" || r.Category[0].Coding[0].Code != "RAD" || r.Category[0].Coding[0].System != fhir.DiagnosticServiceSections {
		t.Errorf("status %q, category %+v", r.Status, r.Category)
	}
	if r.Code.Coding[0].Code != "30799-1" || r.Code.Text != "CT Head" {
		t.Errorf("code %+v", r.Code)
	}
	if r.Conclusion != "No acute intracranial abnormality." {
		t.Errorf("conclusion %q", r.Conclusion)
	}
	if r.EffectiveDateTime != "2026-03-04T09:20:30Z" {
		t.Errorf("effectiveDateTime %q", r.EffectiveDateTime)
	}
	want := map[string]string{"text/html": sampleReport().HTML, "text/plain": sampleReport().Text}
	if len(r.PresentedForm) != len(want) {
		t.Fatalf("presentedForm %+v", r.PresentedForm)
	}
	for _, form := range r.PresentedForm {
		data, err := base64.StdEncoding.DecodeString(form.Data)
		if err != nil || string(data) != want[form.ContentType] {
			t.Errorf("%s holds %q (%v)", form.ContentType, data, err)
		}
	}
}

func TestNewDiagnosticReportInventsNoSubject(t *testing.T) {
	doc, _ := json.Marshal(fhir.NewDiagnosticReport(sampleReport()))
	var fields map[string]any
	if err := json.Unmarshal(doc, &fields); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"subject", "encounter", "performer", "id"} {
		if _, found := fields[name]; found {
			t.Errorf("%s is set: the RIS fills it in", name)
		}
	}
}

// The studies' codes are well formed (LOINC's mod-10 check digit); a code the table does not
// name is no study.
func TestStudy(t *testing.T) {
	for _, code := range []string{"30799-1", "24627-2", "24628-0", "36266-5", "36813-4", "24587-8", "30691-0", "30693-6", "30679-5", "24558-9", "24605-8", "24606-6", "36643-5"} {
		c, ok := fhir.Study(code)
		if !ok || c.Code != code || c.System != fhir.LOINC || c.Display == "" || !template.ValidLOINCCode(code) {
			t.Errorf("Study(%q) = %+v, %v", code, c, ok)
		}
	}
	if c, ok := fhir.Study("24725-4"); ok {
		t.Errorf("Study(24725-4) = %+v: not one of the checked studies", c)
	}
}

func TestStudyCode(t *testing.T) {
	cases := []struct{ modality, region, want string }{
		{"CT", "Neuro", "30799-1"},
		{"ct", " neuro ", "30799-1"},
		{"MRI", "Neuro", "24587-8"},
		{"other", "Chest", "36643-5"},
		{"MX", "Breast", fhir.GenericStudy.Code},
		{"", "", fhir.GenericStudy.Code},
	}
	for _, tc := range cases {
		if got := fhir.StudyCode(tc.modality, tc.region); got.Code != tc.want || got.System != fhir.LOINC {
			t.Errorf("StudyCode(%q, %q) = %+v, want %s", tc.modality, tc.region, got, tc.want)
		}
	}
}
