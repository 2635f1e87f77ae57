package http

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/domain/fhir/fhirtest"
)

const editorReport = `<h2>CT Head</h2><h3>Findings</h3><p><strong>Brain:</strong> Normal.</p><h3>Impression</h3><p>No acute abnormality.</p>`

func TestFHIRExportAnswersAnR4DiagnosticReport(t *testing.T) {
	env := newTestEnv(t)
	base := env.startWithRoomForTemplates(t)
	visitorsAreRefused(t, base, [][2]string{{http.MethodPost, "/api/export/fhir"}})
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")

	got := anna.send(http.MethodPost, "/api/export/fhir", map[string]any{"html": editorReport, "modality": "CT", "region": "Neuro", "language": "en"})
	require.Equal(t, http.StatusOK, got.status, string(got.raw))
	assert.True(t, strings.HasPrefix(got.header.Get("Content-Type"), "application/fhir+json"), got.header.Get("Content-Type"))
	assert.Empty(t, fhirtest.CheckDiagnosticReport(got.raw), string(got.raw))
	body := got.object(t)
	assert.Equal(t, "final", body["status"])
	assert.Equal(t, "No acute abnormality.", body["conclusion"])
	assert.NotContains(t, body, "subject", "no patient is invented")
}

func TestFHIRExportRefusesBadInputClearly(t *testing.T) {
	env := newTestEnv(t)
	base := env.startWithRoomForTemplates(t)
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")

	empty := anna.send(http.MethodPost, "/api/export/fhir", map[string]any{"html": "<p></p>"})
	assert.Equal(t, http.StatusBadRequest, empty.status)
	assert.Equal(t, "The report is empty: there is nothing to export.", empty.message(t))

	large := anna.send(http.MethodPost, "/api/export/fhir", map[string]any{"html": "<p>" + strings.Repeat("a", 210*1024) + "</p>"})
	assert.Equal(t, http.StatusRequestEntityTooLarge, large.status)
	assert.Equal(t, "The report must be at most 200 KB to export.", large.message(t))

	unknown := anna.send(http.MethodPost, "/api/export/fhir", map[string]any{"html": editorReport, "templateId": "someone-elses"})
	assert.Equal(t, http.StatusNotFound, unknown.status)
	assert.Equal(t, "Template not found", unknown.message(t))

	notJSON := anna.send(http.MethodPost, "/api/export/fhir", "[")
	assert.Equal(t, http.StatusBadRequest, notJSON.status)
}
