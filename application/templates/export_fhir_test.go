package templates

import (
	"context"
	"encoding/base64"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/application/templates/library"
	"github.com/radscribe/radscribe/domain/fhir"
	"github.com/radscribe/radscribe/domain/template"
)

const headReport = `<h2>CT Head</h2><h3>Findings</h3><p><strong>Ventricles:</strong> Normal.</p>` +
	`<ul><li>No bleed</li><li>No mass</li></ul><h3>Impression</h3><p>No acute abnormality.</p><script>alert(1)</script>`

func decoded(t *testing.T, r fhir.DiagnosticReport, contentType string) string {
	t.Helper()
	for _, form := range r.PresentedForm {
		if form.ContentType == contentType {
			data, err := base64.StdEncoding.DecodeString(form.Data)
			require.NoError(t, err)
			return string(data)
		}
	}
	t.Fatalf("no %s form", contentType)
	return ""
}

func TestExportFHIRFromTheEditorsReport(t *testing.T) {
	f := newFixture(t)
	r, err := f.service.ExportFHIR(context.Background(), anna, FHIRExport{HTML: headReport, Modality: "CT", Region: "Neuro", Language: "en"})
	require.NoError(t, err)
	assert.Equal(t, "final", r.Status)
	assert.Equal(t, "30799-1", r.Code.Coding[0].Code)
	assert.Equal(t, "No acute abnormality.", r.Conclusion)
	assert.Equal(t, "en", r.Language)
	assert.Equal(t, now.Format("2006-01-02T15:04:05Z"), r.EffectiveDateTime)
	assert.NotContains(t, decoded(t, r, "text/html"), "<script>", "sanitised")
	assert.Equal(t, "CT Head\n\nFindings\n\nVentricles: Normal.\n\n- No bleed\n- No mass\n\nImpression\n\nNo acute abnormality.", decoded(t, r, "text/plain"))
}

func TestExportFHIRTakesTheTemplatesStudy(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	master, err := f.service.CreateMaster(ctx, admin, template.Draft{Name: "Röntgen Thorax", Type: "Chest", Modality: "other", Language: "de", HTML: "<p>x</p>"})
	require.NoError(t, err)
	r, err := f.service.ExportFHIR(ctx, anna, FHIRExport{HTML: "<h3>Beurteilung</h3><p>Kein Infiltrat.</p>", TemplateID: master.ID})
	require.NoError(t, err)
	assert.Equal(t, "36643-5", r.Code.Coding[0].Code)
	assert.Equal(t, "Röntgen Thorax", r.Code.Text)
	assert.Equal(t, "de", r.Language, "the template's language when none is sent")
	assert.Equal(t, "Kein Infiltrat.", r.Conclusion, "the impression is found under a German heading")
}

func TestExportFHIRKeepsOthersTemplatesPrivate(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	bens, err := f.service.CreateOwn(ctx, ben, draft("Ben's head"))
	require.NoError(t, err)
	_, err = f.service.ExportFHIR(ctx, anna, FHIRExport{HTML: headReport, TemplateID: bens.ID})
	assert.Equal(t, apperr.NotFound, apperr.KindOf(err))
	_, err = f.service.ExportFHIR(ctx, ben, FHIRExport{HTML: headReport, TemplateID: bens.ID})
	assert.NoError(t, err)
}

func TestExportFHIRRefusesEmptyAndOversizedReports(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	_, err := f.service.ExportFHIR(ctx, anna, FHIRExport{HTML: "<p> </p>"})
	assert.Equal(t, apperr.Invalid, apperr.KindOf(err))
	assert.EqualError(t, err, MsgReportEmpty)
	calls := f.sanitizer.calls
	_, err = f.service.ExportFHIR(ctx, anna, FHIRExport{HTML: "<p>" + strings.Repeat("a", template.MaxHTMLBytes) + "</p>"})
	assert.Equal(t, apperr.TooLarge, apperr.KindOf(err))
	assert.EqualError(t, err, MsgReportTooLarge)
	assert.Equal(t, calls, f.sanitizer.calls, "oversized input is refused before it is parsed")
}

func TestExportFHIRWithoutAnImpressionHasNoConclusion(t *testing.T) {
	f := newFixture(t)
	r, err := f.service.ExportFHIR(context.Background(), anna, FHIRExport{HTML: "<p>Line one<br>line two</p>"})
	require.NoError(t, err)
	assert.Empty(t, r.Conclusion)
	assert.Equal(t, fhir.GenericStudy.Code, r.Code.Coding[0].Code)
	assert.Equal(t, "Line one\nline two", decoded(t, r, "text/plain"))
}

// Every seeded template exports the LOINC code of its own study, not its region's: a chest CT
// with contrast is not the contrast-unspecified "CT Chest" (24627-2), and a CT pulmonary
// angiography of the same region is a CT angiography. Templates whose study the table does
// not name get the generic imaging study code.
func TestExportFHIRGivesEachSeededTemplateItsStudy(t *testing.T) {
	want := map[string]string{
		"ct-head-en": "30799-1", "ct-head-de": "30799-1", "ct-head-es": "30799-1", "ct-head-pt": "30799-1", "ct-head-it": "30799-1", "ct-head-fr": "30799-1",
		"ct-chest-en": "24628-0", "ct-chest-de": "24628-0",
		"ct-abdomen-pelvis-en": "36813-4", "ct-abdomen-pelvis-de": "36813-4",
		"ct-pulmonary-angiography-en": "36266-5", "ct-pulmonary-angiography-de": "36266-5",
		"mri-brain-en": "24587-8", "mri-brain-de": "24587-8",
		"mri-knee-en": "30691-0", "mri-knee-de": "30691-0",
		"mri-lumbar-spine-en": "30679-5", "mri-lumbar-spine-de": "30679-5",
		"mri-shoulder-en": "30693-6", "mri-shoulder-de": "30693-6",
		"us-abdomen-en": "24558-9", "us-abdomen-de": "24558-9", "us-abdomen-es": "24558-9", "us-abdomen-pt": "24558-9", "us-abdomen-it": "24558-9", "us-abdomen-fr": "24558-9",
		"us-thyroid-en": fhir.GenericStudy.Code, "us-thyroid-de": fhir.GenericStudy.Code,
		"us-kidneys-en": fhir.GenericStudy.Code, "us-kidneys-de": fhir.GenericStudy.Code,
		"mx-screening-en": "24606-6", "mx-screening-de": "24606-6", "mx-screening-es": "24606-6", "mx-screening-pt": "24606-6", "mx-screening-it": "24606-6", "mx-screening-fr": "24606-6",
		"mx-diagnostic-en": "24605-8", "mx-diagnostic-de": "24605-8",
		"ir-ct-guided-biopsy-en": fhir.GenericStudy.Code, "ir-ct-guided-biopsy-de": fhir.GenericStudy.Code,
		"xr-chest-en": "36643-5", "xr-chest-de": "36643-5", "xr-chest-es": "36643-5", "xr-chest-pt": "36643-5", "xr-chest-it": "36643-5", "xr-chest-fr": "36643-5",
	}
	f := newFixture(t)
	ctx := context.Background()
	entries, err := library.Templates()
	require.NoError(t, err)
	_, err = f.service.Seed(ctx, entries)
	require.NoError(t, err)
	masters, err := f.service.ListMaster(ctx)
	require.NoError(t, err)
	require.Len(t, masters, len(entries))
	idOf := map[string]string{}
	for _, m := range masters {
		idOf[m.Name+"|"+m.Language] = m.ID
	}
	for _, e := range entries {
		t.Run(e.Key, func(t *testing.T) {
			code, listed := want[e.Key]
			require.True(t, listed, "every seeded template has a row here")
			r, err := f.service.ExportFHIR(ctx, anna, FHIRExport{HTML: "<h3>Impression</h3><p>Normal.</p>", TemplateID: idOf[e.Name+"|"+e.Language]})
			require.NoError(t, err)
			assert.Equal(t, code, r.Code.Coding[0].Code)
			assert.Equal(t, fhir.LOINC, r.Code.Coding[0].System)
			assert.NotEmpty(t, r.Code.Coding[0].Display)
			assert.Equal(t, e.Name, r.Code.Text)
		})
	}
	assert.Len(t, want, len(entries), "no row for a template the library does not hold")

	// A seeded template an admin renamed is known by its modality and type only; a chest CT
	// of unknown contrast then gets the contrast-unspecified code.
	renamed, err := f.service.UpdateMaster(ctx, admin, idOf["CT Chest with Contrast|en"],
		template.Draft{Name: "CT Thorax low dose", Type: "Chest", Modality: "CT", Language: "en", HTML: "<p>x</p>"})
	require.NoError(t, err)
	r, err := f.service.ExportFHIR(ctx, anna, FHIRExport{HTML: "<p>Normal.</p>", TemplateID: renamed.ID})
	require.NoError(t, err)
	assert.Equal(t, "24627-2", r.Code.Coding[0].Code)
}
