package http

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const mrrtTestFile = `<!DOCTYPE html><html><head><meta charset="UTF-8"><title>CT Sinus</title>
<meta name="dcterms.title" content="CT Sinus"><meta name="dcterms.language" content="en">
<script type="text/xml"><template_attributes><coded_content><term/></coded_content></template_attributes></script></head>
<body><section id="f" class="level1" data-section-name="Findings"><header class="level1">Findings</header>
<p><label for="m">Maxillary sinuses</label><select id="m" name="Maxillary sinuses"><option>clear</option><option>opacified</option></select></p>
<p><label for="x">Note</label><input type="text" id="x" name="Note" value="&lt;img src=x onerror=alert(1)&gt;"></p>
<p onclick="steal()">Free text</p>
</section></body></html>`

func TestOwnTemplatesImportAndExportMRRT(t *testing.T) {
	env := newTestEnv(t)
	base := env.startWithRoomForTemplates(t)
	visitorsAreRefused(t, base, [][2]string{
		{http.MethodPost, "/api/user-templates/import/mrrt"}, {http.MethodGet, "/api/user-templates/x/mrrt"},
	})
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	ben := env.signedIn(t, base, "ben@klinik.de", "203.0.113.3")

	created := anna.send(http.MethodPost, "/api/user-templates/import/mrrt", map[string]any{"fileText": mrrtTestFile})
	require.Equal(t, http.StatusCreated, created.status, string(created.raw))
	body := created.object(t)
	tpl := body["template"].(map[string]any)
	assert.Equal(t, "CT Sinus", tpl["name"])
	assert.Equal(t, "CT", tpl["modality"])
	html := tpl["templateHtml"].(string)
	assert.Contains(t, html, `<p><strong>Maxillary sinuses:</strong> <span class="rs-pick" data-options="clear|opacified">clear</span></p>`, "a pick list is a field")
	assert.NotContains(t, html, "onclick")
	assert.NotContains(t, html, "<img", "a field's value stays text")
	assert.Equal(t, []any{"Coded terms (RadLex, LOINC and other term bindings) in the template attributes were not imported."}, body["warnings"])

	id := tpl["id"].(string)
	exported := anna.send(http.MethodGet, "/api/user-templates/"+id+"/mrrt", nil)
	require.Equal(t, http.StatusOK, exported.status, string(exported.raw))
	assert.Equal(t, "text/html; charset=utf-8", exported.header.Get("Content-Type"))
	assert.Equal(t, `attachment; filename="CT-Sinus.mrrt.html"`, exported.header.Get("Content-Disposition"))
	assert.True(t, strings.HasPrefix(string(exported.raw), "<!DOCTYPE html>"))
	assert.Contains(t, string(exported.raw), `<meta name="dcterms.title" content="CT Sinus">`)
	assert.Equal(t, http.StatusNotFound, ben.send(http.MethodGet, "/api/user-templates/"+id+"/mrrt", nil).status, "another user's template is not found")

	again := anna.send(http.MethodPost, "/api/user-templates/import/mrrt", map[string]any{"fileText": string(exported.raw), "name": "CT Sinus 2"})
	require.Equal(t, http.StatusCreated, again.status, string(again.raw))
	assert.Equal(t, html, again.object(t)["template"].(map[string]any)["templateHtml"], "our export imports back the same")
	assert.Equal(t, []any{}, again.object(t)["warnings"])

	for _, tt := range []struct {
		file   string
		status int
		want   string
	}{
		{"Findings: normal.", http.StatusBadRequest, "This file is not an IHE MRRT template."},
		{"", http.StatusBadRequest, "This file is not an IHE MRRT template."},
		{strings.Repeat("x", 512*1024+1), http.StatusRequestEntityTooLarge, "The MRRT file must be at most 512 KB."},
	} {
		got := anna.send(http.MethodPost, "/api/user-templates/import/mrrt", map[string]any{"fileText": tt.file})
		assert.Equal(t, tt.status, got.status, string(got.raw))
		assert.Equal(t, tt.want, got.message(t))
	}
}

func TestMasterTemplatesImportMRRTAndKeepALOINCCode(t *testing.T) {
	env := newTestEnv(t)
	base := env.startWithRoomForTemplates(t)
	admin := env.signedIn(t, base, testAdmins[0], "203.0.113.1")
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")

	refused := anna.send(http.MethodPost, "/api/medical-templates/import/mrrt", map[string]any{"fileText": mrrtTestFile})
	assert.Equal(t, http.StatusForbidden, refused.status)

	created := admin.send(http.MethodPost, "/api/medical-templates/import/mrrt", map[string]any{"fileText": mrrtTestFile, "type": "Neuro"})
	require.Equal(t, http.StatusCreated, created.status, string(created.raw))
	tpl := created.object(t)["template"].(map[string]any)
	id := tpl["id"].(string)
	assert.Equal(t, "Neuro", tpl["type"])
	assert.Equal(t, "", tpl["loincCode"])

	exported := anna.send(http.MethodGet, "/api/medical-templates/"+id+"/mrrt", nil)
	require.Equal(t, http.StatusOK, exported.status, "every user may take a default template elsewhere")
	assert.Contains(t, string(exported.raw), `<meta name="radscribe.type" content="Neuro">`)

	form := masterForm("CT Sinus")
	form["loincCode"], form["loincDisplay"] = "24725-4", "CT Head"
	updated := admin.send(http.MethodPut, "/api/medical-templates/"+id, form)
	require.Equal(t, http.StatusOK, updated.status, string(updated.raw))
	assert.Equal(t, "24725-4", updated.object(t)["loincCode"])
	assert.Equal(t, "CT Head", updated.object(t)["loincDisplay"])

	kept := admin.send(http.MethodPut, "/api/medical-templates/"+id, masterForm("CT Sinus"))
	assert.Equal(t, "24725-4", kept.object(t)["loincCode"], "a form without the code keeps it")

	report := anna.send(http.MethodPost, "/api/export/fhir", map[string]any{"html": "<h3>Impression</h3><p>Clear.</p>", "templateId": id})
	require.Equal(t, http.StatusOK, report.status, string(report.raw))
	assert.Contains(t, string(report.raw), `"code":"24725-4"`)

	for _, tt := range []struct{ code, display, want string }{
		{"24725-5", "", "LOINC code must be digits, a dash and the correct check digit, like 24627-2"},
		{"", "CT Head", "LOINC display needs a LOINC code"},
		{"24725-4", strings.Repeat("a", 201), "LOINC display must be at most 200 characters"},
	} {
		form["loincCode"], form["loincDisplay"] = tt.code, tt.display
		got := admin.send(http.MethodPut, "/api/medical-templates/"+id, form)
		assert.Equal(t, http.StatusBadRequest, got.status)
		assert.Equal(t, tt.want, got.message(t))
	}
	form["loincCode"], form["loincDisplay"] = "", ""
	cleared := admin.send(http.MethodPut, "/api/medical-templates/"+id, form)
	assert.Equal(t, "", cleared.object(t)["loincCode"], "empty fields remove the code")
}
