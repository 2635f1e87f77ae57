package http

import (
	"io"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/reporting"
)

func TestReportsOverTheHourlyBudgetAreRefusedWithRetryAfter(t *testing.T) {
	env := newTestEnv(t)
	env.reportBudget = reporting.Budget{PerHour: 2}
	base := env.startWithReports(t, io.Discard)
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	ben := env.signedIn(t, base, "ben@klinik.de", "203.0.113.3")

	for range 3 {
		invalid := anna.send(http.MethodPost, "/api/format-external-transcript", map[string]any{"transcript": " ", "language": "en"})
		require.Equal(t, http.StatusBadRequest, invalid.status, "invalid input does not use the budget")
	}
	require.Equal(t, http.StatusOK, anna.send(http.MethodPost, "/api/correct-transcript", map[string]any{"text": dictation, "language": "en"}).status)
	require.Equal(t, http.StatusOK, anna.send(http.MethodPost, "/api/format-external-transcript", map[string]any{"transcript": dictation, "language": "en"}).status)

	env.clock.advance(20 * time.Minute)
	for path, body := range map[string]map[string]any{
		"/api/correct-transcript":         {"text": dictation, "language": "en"},
		"/api/format-external-transcript": {"transcript": dictation, "language": "en"},
		"/api/populate-template-voice":    {"transcript": dictation, "language": "en", "templateHtml": liverTemplate},
		"/api/generate-report-voice":      {"transcript": dictation, "language": "en"},
		"/api/write-impression":           {"reportHtml": "<h3>Findings</h3><p>Small left pleural effusion.</p>", "language": "en"},
	} {
		refused := anna.send(http.MethodPost, path, body)
		assert.Equal(t, http.StatusTooManyRequests, refused.status, path)
		assert.Equal(t, "2400", refused.header.Get("Retry-After"), path)
		assert.Equal(t, "You have asked for a lot of reports in the last hour. Please try again in 40 minutes.", refused.message(t), path)
	}

	assert.Equal(t, http.StatusOK, ben.send(http.MethodPost, "/api/generate-report-voice", map[string]any{"transcript": dictation, "language": "en"}).status,
		"each user has a budget of their own")
	env.clock.advance(40 * time.Minute)
	assert.Equal(t, http.StatusOK, anna.send(http.MethodPost, "/api/generate-report-voice", map[string]any{"transcript": dictation, "language": "en"}).status,
		"a new hour brings a new budget")
}

func TestTranscriptionsOverTheHourlyBudgetAreRefusedWithRetryAfter(t *testing.T) {
	env := newTestEnv(t)
	env.transcriptionBudget.PerHour = 2
	env.reportBudget = reporting.Budget{PerHour: 1}
	speech := &heardSpeech{pieces: []string{"no pneumothorax period"}}
	base := env.startWithSpeech(t, speech, true, 25<<20)
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")

	badLanguage := anna.upload(webm("a"), map[string]string{"language": "tlh"}, "")
	require.Equal(t, http.StatusBadRequest, badLanguage.status, "invalid input does not use the budget")
	first := anna.upload(webm("a"), map[string]string{"language": "en"}, "")
	require.Equal(t, http.StatusOK, first.status, string(first.raw))
	assert.Equal(t, "No pneumothorax.", first.object(t)["correctedText"])
	again := anna.upload(webm("a"), map[string]string{"language": "en"}, "")
	require.Equal(t, http.StatusOK, again.status)
	corrected := anna.send(http.MethodPost, "/api/correct-transcript", map[string]any{"text": dictation, "language": "en"})
	assert.Equal(t, http.StatusOK, corrected.status, "the transcriptions' corrections took nothing from the report budget")

	env.clock.advance(59*time.Minute + 30*time.Second)
	for _, accept := range []string{"", "text/event-stream"} {
		refused := anna.upload(webm("a"), map[string]string{"language": "en"}, accept)
		assert.Equal(t, http.StatusTooManyRequests, refused.status, accept)
		assert.Equal(t, "30", refused.header.Get("Retry-After"), accept)
		assert.Equal(t, "You have sent a lot of recordings in the last hour. Please try again in 30 seconds.", refused.message(t), accept)
	}
	assert.Len(t, speech.asked, 2, "a refused recording never reaches the speech engine")
}
