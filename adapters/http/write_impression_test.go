package http

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A chest report filled from findings only, then edited: the left effusion is now on the
// right, and a nodule was added on the lungs' line ("Lungs: Clear." beside it would be listed).
const editedChestReport = `<h2>Chest radiograph</h2><h3>Findings</h3>` +
	`<p><strong>Lungs:</strong> New 9 mm nodule in the right upper lobe.</p><p><strong>Pleura:</strong> Small right pleural effusion.</p>` +
	`<h3>Impression</h3><p>Small left pleural effusion.</p>`

func TestWriteImpressionFromTheEditedFindings(t *testing.T) {
	env := newTestEnv(t)
	base := env.startWithReports(t, io.Discard)
	visitorsAreRefused(t, base, [][2]string{{http.MethodPost, "/api/write-impression"}})
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")

	got := anna.send(http.MethodPost, "/api/write-impression", map[string]any{"reportHtml": editedChestReport, "language": "en"})
	require.Equal(t, http.StatusOK, got.status, string(got.raw))
	body := got.object(t)
	impression := body["impression"].(map[string]any)
	lines := impression["lines"].([]any)
	require.NotEmpty(t, lines)
	t.Logf("impression: %v", lines)
	joined := ""
	for _, l := range lines {
		joined += l.(string) + "\n"
	}
	assert.Contains(t, joined, "right pleural effusion", "the edit is in the impression")
	assert.NotContains(t, joined, "left", "the old impression is not")
	assert.Contains(t, joined, "nodule")
	assert.True(t, strings.HasPrefix(impression["html"].(string), "<p>"))
	assert.Equal(t, "en", body["language"])
	assert.Equal(t, "builtin", body["promptUsed"])
	assert.Equal(t, "builtin_engine", body["fallbackReason"])
	assert.Empty(t, body["detectedContradictions"], "the new impression agrees with the findings")
	assert.NotNil(t, body["recommendations"])
	assert.NotNil(t, body["criticalFindings"])
}

func TestWriteImpressionChecksTheReportWithTheNewImpression(t *testing.T) {
	env := newTestEnv(t)
	anna := env.signedIn(t, env.startWithReports(t, io.Discard), "anna@klinik.de", "203.0.113.2")
	// The uterus in a report that names the prostate: the findings contradict each other,
	// whatever the impression says.
	report := `<h3>Findings</h3><p>The prostate is enlarged.</p><p>The uterus is normal.</p>`
	got := anna.send(http.MethodPost, "/api/write-impression", map[string]any{"reportHtml": report, "language": "en"})
	require.Equal(t, http.StatusOK, got.status, string(got.raw))
	assert.NotEmpty(t, got.object(t)["detectedContradictions"])

	off := anna.send(http.MethodPost, "/api/write-impression", map[string]any{"reportHtml": report, "language": "en", "enableContradictionDetection": false})
	require.Equal(t, http.StatusOK, off.status)
	assert.Empty(t, off.object(t)["detectedContradictions"])
}

func TestWriteImpressionValidation(t *testing.T) {
	env := newTestEnv(t)
	anna := env.signedIn(t, env.startWithReports(t, io.Discard), "anna@klinik.de", "203.0.113.2")
	tests := []struct {
		name   string
		body   any
		status int
		want   string
	}{
		{"empty", map[string]any{"reportHtml": "<p><br></p>", "language": "en"}, 400, "Please write or fill a report before writing its impression."},
		{"missing", map[string]any{"language": "en"}, 400, "Please write or fill a report before writing its impression."},
		{"impression only", map[string]any{"reportHtml": "<h3>Impression</h3><p>Normal.</p>", "language": "en"}, 400, "The report has no findings to write an impression from."},
		{"oversized", map[string]any{"reportHtml": "<p>" + strings.Repeat("a", 205*1024) + "</p>", "language": "en"}, 413, "The report must be at most 200 KB to write its impression."},
		{"language", map[string]any{"reportHtml": editedChestReport, "language": "klingon"}, 400, "Please choose a language from the list"},
		{"not JSON", map[string]any{"reportHtml": 42}, 400, "The request is not valid JSON."},
	}
	for _, tt := range tests {
		got := anna.send(http.MethodPost, "/api/write-impression", tt.body)
		assert.Equal(t, tt.status, got.status, tt.name)
		assert.Equal(t, tt.want, got.message(t), tt.name)
	}
}

// A script in the report never comes back, neither in the impression nor in what the checks
// read.
func TestWriteImpressionSanitises(t *testing.T) {
	env := newTestEnv(t)
	anna := env.signedIn(t, env.startWithReports(t, io.Discard), "anna@klinik.de", "203.0.113.2")
	report := `<h3>Findings</h3><p>Small right pleural effusion.<script>alert(1)</script></p><p><img src=x onerror=alert(1)>Cardiomegaly.</p>`
	got := anna.send(http.MethodPost, "/api/write-impression", map[string]any{"reportHtml": report, "language": "en"})
	require.Equal(t, http.StatusOK, got.status, string(got.raw))
	assert.NotContains(t, string(got.raw), "alert")
	assert.NotContains(t, string(got.raw), "onerror")
}
