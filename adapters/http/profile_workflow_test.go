package http

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestExternalTranscriptPreferences(t *testing.T) {
	env := newTestEnv(t)
	base := env.start(t)
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	ben := env.signedIn(t, base, "ben@klinik.de", "203.0.113.3")
	const path = "/api/external-transcript-preferences"

	me := anna.send(http.MethodGet, "/api/auth/user", nil).object(t)
	for _, flag := range []string{"autoFormatExternal", "autoFillTemplateExternal", "autoGenerateReportExternal", "autoFillTemplate", "autoGenerateReport"} {
		assert.Equal(t, false, me[flag], flag)
	}

	format := anna.send(http.MethodPut, path, map[string]any{"autoFormatExternal": true})
	require.Equal(t, http.StatusOK, format.status, string(format.raw))
	assert.Equal(t, map[string]any{"autoFormatExternal": true, "autoFillTemplateExternal": false, "autoGenerateReportExternal": false}, format.object(t))
	switched := anna.send(http.MethodPut, path, map[string]any{"autoFormatExternal": false, "autoFillTemplateExternal": true, "autoGenerateReportExternal": false})
	require.Equal(t, http.StatusOK, switched.status)
	assert.Equal(t, map[string]any{"autoFormatExternal": false, "autoFillTemplateExternal": true, "autoGenerateReportExternal": false}, switched.object(t))

	for _, body := range []map[string]any{
		{"autoGenerateReportExternal": true},
		{"autoFormatExternal": true, "autoFillTemplateExternal": true, "autoGenerateReportExternal": false},
		{"autoFormatExternal": true, "autoFillTemplateExternal": true, "autoGenerateReportExternal": true},
	} {
		refused := anna.send(http.MethodPut, path, body)
		assert.Equal(t, http.StatusBadRequest, refused.status, "%v", body)
		assert.Equal(t, "Only one auto-processing option can be enabled at a time.", refused.message(t))
	}
	me = anna.send(http.MethodGet, "/api/auth/user", nil).object(t)
	assert.Equal(t, true, me["autoFillTemplateExternal"], "a refused change keeps the toggles")
	assert.Equal(t, false, me["autoFormatExternal"])
	assert.Equal(t, false, me["autoGenerateReportExternal"])
	assert.Equal(t, false, ben.send(http.MethodGet, "/api/auth/user", nil).object(t)["autoFillTemplateExternal"])

	off := anna.send(http.MethodPut, path, map[string]any{"autoFillTemplateExternal": false})
	assert.Equal(t, map[string]any{"autoFormatExternal": false, "autoFillTemplateExternal": false, "autoGenerateReportExternal": false}, off.object(t))
	assert.Equal(t, "The request is not valid JSON.", anna.send(http.MethodPut, path, map[string]any{"autoFormatExternal": "on"}).message(t))
}

func TestRecordingWorkflowPreferences(t *testing.T) {
	env := newTestEnv(t)
	anna := env.signedIn(t, env.start(t), "anna@klinik.de", "203.0.113.2")
	const path = "/api/recording-workflow-preferences"

	fill := anna.send(http.MethodPut, path, map[string]any{"autoFillTemplate": true, "autoGenerateReport": false})
	require.Equal(t, http.StatusOK, fill.status, string(fill.raw))
	assert.Equal(t, map[string]any{"autoFillTemplate": true, "autoGenerateReport": false}, fill.object(t))

	both := anna.send(http.MethodPut, path, map[string]any{"autoGenerateReport": true})
	assert.Equal(t, http.StatusBadRequest, both.status)
	assert.Equal(t, "Only one auto-workflow option can be enabled at a time.", both.message(t))

	generate := anna.send(http.MethodPut, path, map[string]any{"autoFillTemplate": false, "autoGenerateReport": true})
	require.Equal(t, http.StatusOK, generate.status)
	me := anna.send(http.MethodGet, "/api/auth/user", nil).object(t)
	assert.Equal(t, false, me["autoFillTemplate"])
	assert.Equal(t, true, me["autoGenerateReport"])
	assert.Equal(t, false, me["autoFillTemplateExternal"], "the voice and paste toggles are apart")
}

func TestImpressionPreferences(t *testing.T) {
	env := newTestEnv(t)
	base := env.start(t)
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	ben := env.signedIn(t, base, "ben@klinik.de", "203.0.113.3")
	const path = "/api/impression-preferences"
	defaults := map[string]any{"impressionNumbered": true, "impressionBackground": "by-study", "impressionRecommendations": true}

	me := anna.send(http.MethodGet, "/api/auth/user", nil).object(t)
	for key, want := range defaults {
		assert.Equal(t, want, me[key], key)
	}

	changed := anna.send(http.MethodPut, path, map[string]any{"impressionNumbered": false, "impressionBackground": "left-out"})
	require.Equal(t, http.StatusOK, changed.status, string(changed.raw))
	assert.Equal(t, map[string]any{"impressionNumbered": false, "impressionBackground": "left-out", "impressionRecommendations": true}, changed.object(t))

	refused := anna.send(http.MethodPut, path, map[string]any{"impressionBackground": "sometimes", "impressionNumbered": true})
	assert.Equal(t, http.StatusBadRequest, refused.status)
	assert.Equal(t, "Incidental findings must be by-study, summed or left-out.", refused.message(t))
	me = anna.send(http.MethodGet, "/api/auth/user", nil).object(t)
	assert.Equal(t, false, me["impressionNumbered"], "a refused change keeps the preferences")
	assert.Equal(t, "left-out", me["impressionBackground"])

	other := ben.send(http.MethodGet, "/api/auth/user", nil).object(t)
	assert.Equal(t, "by-study", other["impressionBackground"], "one user's choice is theirs alone")
	assert.Equal(t, "The request is not valid JSON.", anna.send(http.MethodPut, path, map[string]any{"impressionNumbered": "yes"}).message(t))
}
