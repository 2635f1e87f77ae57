package templates

import (
	"context"
	"encoding/base64"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
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
