package http

import (
	"crypto/rand"
	"io"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// noReports is the report counts of a user or server that produced none.
var noReports = map[string]any{
	"total":         float64(0),
	"byAction":      map[string]any{"format": float64(0), "fill": float64(0), "generate": float64(0)},
	"byInputMethod": map[string]any{"pasted": float64(0), "voice": float64(0)},
}

const noReportsJSON = `"reports":{"total":0,"byAction":{"format":0,"fill":0,"generate":0},"byInputMethod":{"pasted":0,"voice":0}}`

// statsOnce is what path answers once done says it shows what the test waits for: the calls
// are stored in the background.
func statsOnce(t *testing.T, user *browser, path string, done func(body map[string]any) bool) (map[string]any, string) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		got := user.send(http.MethodGet, path, nil)
		require.Equal(t, http.StatusOK, got.status, string(got.raw))
		body := got.object(t)
		if done(body) {
			return body, string(got.raw)
		}
		require.True(t, time.Now().Before(deadline), "%s never showed what the test waits for: %s", path, got.raw)
		time.Sleep(10 * time.Millisecond)
	}
}

func reportTotal(body map[string]any) float64 {
	reports, _ := body["reports"].(map[string]any)
	total, _ := reports["total"].(float64)
	return total
}

// Reports from pasted transcripts count on the Statistics tab and in the admins' activity, by
// action and input method, next to recordings; refused calls count as none, and no transcript
// or report text is stored or answered.
func TestStatisticsCountReportsByActionAndInputMethod(t *testing.T) {
	env := newTestEnv(t)
	env.withUsage(t)
	base := env.startWithReports(t, io.Discard)
	admin := env.signedIn(t, base, testAdmins[0], "203.0.113.1")
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	ben := env.signedIn(t, base, "ben@klinik.de", "203.0.113.3")
	canary := "canary" + rand.Text()
	transcript := "Liver normal size. " + canary + " Spleen normal."

	for _, call := range []struct {
		who    *browser
		path   string
		body   map[string]any
		status int
	}{
		{anna, "/api/format-external-transcript", map[string]any{"transcript": transcript, "language": "en"}, http.StatusOK},
		{anna, "/api/format-external-transcript", map[string]any{"transcript": transcript, "language": "en"}, http.StatusOK},
		{anna, "/api/format-external-transcript", map[string]any{"transcript": transcript, "language": "en"}, http.StatusOK},
		{anna, "/api/populate-template-external", map[string]any{"transcript": transcript, "language": "en", "templateHtml": liverTemplate}, http.StatusOK},
		{anna, "/api/generate-report-external", map[string]any{"transcript": transcript, "language": "en"}, http.StatusOK},
		{anna, "/api/populate-template-voice", map[string]any{"transcript": transcript, "language": "en", "templateHtml": liverTemplate}, http.StatusOK},
		{anna, "/api/format-external-transcript", map[string]any{"transcript": "", "language": "en"}, http.StatusBadRequest},
		{ben, "/api/generate-report-voice", map[string]any{"transcript": transcript, "language": "en"}, http.StatusOK},
	} {
		got := call.who.send(http.MethodPost, call.path, call.body)
		require.Equal(t, call.status, got.status, "%s: %s", call.path, got.raw)
	}

	annaStats, annaRaw := statsOnce(t, anna, "/api/user-stats", func(body map[string]any) bool { return reportTotal(body) >= 6 })
	assert.Equal(t, float64(0), annaStats["totalRecordings"], "reports, not recordings")
	assert.Equal(t, map[string]any{
		"total":         float64(6),
		"byAction":      map[string]any{"format": float64(3), "fill": float64(2), "generate": float64(1)},
		"byInputMethod": map[string]any{"pasted": float64(5), "voice": float64(1)},
	}, annaStats["reports"], "the refused format counts as none")
	assert.NotContains(t, annaRaw, canary)

	stats, raw := statsOnce(t, admin, "/api/admin/stats", func(body map[string]any) bool { return reportTotal(body) >= 7 })
	assert.Equal(t, map[string]any{
		"total":         float64(7),
		"byAction":      map[string]any{"format": float64(3), "fill": float64(2), "generate": float64(2)},
		"byInputMethod": map[string]any{"pasted": float64(5), "voice": float64(2)},
	}, stats["reports"])
	recent := stats["recentActivity"].([]any)
	require.Len(t, recent, 7, "every report, newest first")
	actions := map[string]int{}
	for _, item := range recent {
		activity := item.(map[string]any)
		assert.Equal(t, "report", activity["kind"])
		assert.Equal(t, float64(0), activity["recordingTime"])
		actions[activity["user"].(string)+" "+activity["action"].(string)]++
	}
	assert.Equal(t, map[string]int{
		"anna@klinik.de Report formatted (pasted)": 3, "anna@klinik.de Template filled (pasted)": 1,
		"anna@klinik.de Report generated (pasted)": 1, "anna@klinik.de Template filled (voice)": 1,
		"ben@klinik.de Report generated (voice)": 1,
	}, actions)
	assert.NotContains(t, raw, canary)

	// Only counts, actions, input methods and times are stored: no transcript or report text.
	var stored []map[string]any
	require.NoError(t, env.database.Raw(`SELECT * FROM api_usage_events`).Scan(&stored).Error)
	require.NotEmpty(t, stored)
	for _, row := range stored {
		for column, value := range row {
			assert.NotContains(t, toString(value), canary, column)
			assert.NotContains(t, toString(value), "Liver", column)
		}
	}

	// Another user's statistics hold only their own reports.
	benStats, _ := statsOnce(t, ben, "/api/user-stats", func(body map[string]any) bool { return reportTotal(body) >= 1 })
	assert.Equal(t, float64(1), reportTotal(benStats))
}

func toString(v any) string {
	switch v := v.(type) {
	case string:
		return v
	case []byte:
		return string(v)
	}
	return ""
}
