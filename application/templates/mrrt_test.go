package templates

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/application/templates/mrrt"
	"github.com/radscribe/radscribe/domain/template"
)

const mrrtFile = `<!DOCTYPE html><html><head><meta charset="UTF-8"><title>MR Knee</title>
<meta name="dcterms.language" content="en"><script type="text/xml"><template_attributes><coded_content/></template_attributes></script></head>
<body><section id="f" class="level1" data-section-name="Findings"><header class="level1">Findings</header>
<p><label for="m">Menisci</label><select id="m" name="Menisci"><option>intact</option><option>torn</option></select></p>
</section></body></html>`

func TestImportOwnMRRT(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	got, err := f.service.ImportOwnMRRT(ctx, anna, MRRTImport{File: []byte(mrrtFile)})
	require.NoError(t, err)
	assert.Equal(t, "MR Knee", got.Template.Name)
	assert.Equal(t, template.MRI, got.Template.Modality, "read from the title")
	assert.Equal(t, anna.ID, got.Template.OwnerID)
	assert.Equal(t, "<h2>MR Knee</h2>\n<h3>Findings</h3>\n<p><strong>Menisci:</strong> <span class=\"rs-pick\" data-options=\"intact|torn\">intact</span></p>", got.Template.HTML)
	assert.Equal(t, []string{mrrt.WarnCoded}, got.Warnings)
	assert.Positive(t, f.sanitizer.calls, "sanitised like every template")

	_, err = f.service.ImportOwnMRRT(ctx, anna, MRRTImport{File: []byte(mrrtFile)})
	assert.Equal(t, apperr.Conflict, apperr.KindOf(err), "names stay unique")
	renamed, err := f.service.ImportOwnMRRT(ctx, anna, MRRTImport{File: []byte(mrrtFile), Name: "Knee 2", Modality: "other"})
	require.NoError(t, err)
	assert.Equal(t, "Knee 2", renamed.Template.Name)
	assert.Equal(t, template.Other, renamed.Template.Modality)
}

func TestImportMRRTRefusesOtherFiles(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	_, err := f.service.ImportOwnMRRT(ctx, anna, MRRTImport{File: []byte("just some text")})
	assert.Equal(t, apperr.Invalid, apperr.KindOf(err))
	assert.EqualError(t, err, "This file is not an IHE MRRT template.")
	_, err = f.service.ImportOwnMRRT(ctx, anna, MRRTImport{File: []byte(strings.Repeat("x", mrrt.MaxFileBytes+1))})
	assert.Equal(t, apperr.TooLarge, apperr.KindOf(err))
	_, err = f.service.ImportMasterMRRT(ctx, anna, MRRTImport{File: []byte(mrrtFile)})
	assert.Equal(t, apperr.Forbidden, apperr.KindOf(err), "default templates are for admins")
}

func TestImportMasterMRRTAndExportAgain(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	got, err := f.service.ImportMasterMRRT(ctx, admin, MRRTImport{File: []byte(mrrtFile)})
	require.NoError(t, err)
	assert.Equal(t, ImportedType, got.Template.Type)
	typed, err := f.service.ImportMasterMRRT(ctx, admin, MRRTImport{File: []byte(mrrtFile), Name: "Knee", Type: "MSK"})
	require.NoError(t, err)
	assert.Equal(t, "MSK", typed.Template.Type)

	exported, file, err := f.service.ExportMRRT(ctx, anna, typed.Template.ID)
	require.NoError(t, err)
	assert.Equal(t, "Knee", exported.Name)
	again, err := mrrt.Import([]byte(file))
	require.NoError(t, err)
	assert.Equal(t, typed.Template.HTML, again.HTML)
	assert.Equal(t, "MSK", again.Type)

	own, err := f.service.CreateOwn(ctx, ben, draft("Ben's"))
	require.NoError(t, err)
	_, _, err = f.service.ExportMRRT(ctx, anna, own.ID)
	assert.Equal(t, apperr.NotFound, apperr.KindOf(err), "another user's template is not found")
}

func TestExportFHIRTakesTheAdminsLOINCCode(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	d := template.Draft{Name: "CT Sinus", Type: "Neuro", Modality: "CT", Language: "en", HTML: "<p>x</p>"}
	master, err := f.service.CreateMaster(ctx, admin, d)
	require.NoError(t, err)
	r, err := f.service.ExportFHIR(ctx, anna, FHIRExport{HTML: "<p>Clear sinuses.</p>", TemplateID: master.ID})
	require.NoError(t, err)
	assert.Equal(t, "30799-1", r.Code.Coding[0].Code, "the table's code by modality and region")

	d.LOINC = &template.LOINC{Code: "24725-4", Display: "CT Head"}
	_, err = f.service.UpdateMaster(ctx, admin, master.ID, d)
	require.NoError(t, err)
	r, err = f.service.ExportFHIR(ctx, anna, FHIRExport{HTML: "<p>Clear sinuses.</p>", TemplateID: master.ID})
	require.NoError(t, err)
	assert.Equal(t, "24725-4", r.Code.Coding[0].Code)
	assert.Equal(t, "CT Head", r.Code.Coding[0].Display)

	d.LOINC = &template.LOINC{Code: "24725-5"}
	_, err = f.service.UpdateMaster(ctx, admin, master.ID, d)
	assert.Equal(t, apperr.Invalid, apperr.KindOf(err))
	assert.EqualError(t, err, template.MsgLOINCCodeInvalid)
}
