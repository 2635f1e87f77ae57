package http

import (
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestWorkspaceRoutesNeedASession(t *testing.T) {
	env := newTestEnv(t)
	visitorsAreRefused(t, env.start(t), [][2]string{
		{http.MethodPost, "/api/feedback"}, {http.MethodPut, "/api/external-transcript-preferences"},
		{http.MethodPut, "/api/recording-workflow-preferences"}, {http.MethodPost, "/api/recording-sessions/s1/clear-transcripts"},
		{http.MethodPut, "/api/impression-preferences"},
	})
}

func TestFeedback(t *testing.T) {
	env := newTestEnv(t)
	logs := &syncBuffer{}
	anna := env.signedIn(t, env.startWithReports(t, logs), "anna@klinik.de", "203.0.113.2")

	positive := anna.send(http.MethodPost, "/api/feedback", map[string]any{
		"feedbackType": "positive", "feedbackCategory": nil, "feedbackText": nil, "language": "en",
		"inputMethod": "external_transcript", "templateUsed": false,
	})
	require.Equal(t, http.StatusCreated, positive.status, string(positive.raw))
	body := positive.object(t)
	assert.NotEmpty(t, body["id"])
	delete(body, "id")
	assert.Equal(t, map[string]any{
		"feedbackType": "positive", "feedbackCategory": nil, "feedbackText": nil, "language": "en",
		"inputMethod": "external_transcript", "templateUsed": false, "templateName": nil, "createdAt": "2026-11-21T09:00:00Z",
	}, body)

	const marker = "Quarzstaublunge"
	recording := anna.send(http.MethodPost, "/api/recordings", map[string]any{"language": "de-ch", "status": "transcribing"}).object(t)
	template := anna.send(http.MethodPost, "/api/user-templates", ownForm("Knie MRT")).object(t)
	negative := anna.send(http.MethodPost, "/api/feedback", map[string]any{
		"feedbackType": "negative", "feedbackCategory": "missing_terms", "feedbackText": "Missing " + marker,
		"recordingId": recording["id"], "sessionId": recording["sessionId"], "language": "de-ch", "inputMethod": "voice_recording",
		"templateUsed": true, "templateId": template["id"], "templateName": "Knie MRT",
		"transcript": "findings " + marker, "reportHtml": "<p>" + marker + "</p>", "userId": "someone-else",
	})
	require.Equal(t, http.StatusCreated, negative.status, string(negative.raw))
	assert.Equal(t, "missing_terms", negative.object(t)["feedbackCategory"])
	assert.Equal(t, "Missing "+marker, negative.object(t)["feedbackText"])
	assert.Equal(t, "Knie MRT", negative.object(t)["templateName"])
	assert.Equal(t, true, negative.object(t)["templateUsed"])

	exactly := anna.send(http.MethodPost, "/api/feedback", map[string]any{
		"feedbackType": "negative", "feedbackText": strings.Repeat("ü", 500), "language": "en", "inputMethod": "voice_recording",
	})
	assert.Equal(t, http.StatusCreated, exactly.status, "500 characters fit")
	blank := anna.send(http.MethodPost, "/api/feedback", map[string]any{
		"feedbackType": "negative", "feedbackCategory": "other", "feedbackText": "   ", "language": "en", "inputMethod": "voice_recording",
	})
	require.Equal(t, http.StatusCreated, blank.status)
	assert.Nil(t, blank.object(t)["feedbackText"])
	var stored []map[string]any
	require.NoError(t, env.database.Raw(`SELECT feedback_text FROM feedback WHERE id = ?`, blank.object(t)["id"]).Scan(&stored).Error)
	require.Len(t, stored, 1)
	assert.Nil(t, stored[0]["feedback_text"], "blank text is stored as null")

	valid := func(change map[string]any) map[string]any {
		b := map[string]any{"feedbackType": "negative", "language": "en", "inputMethod": "external_transcript"}
		for k, v := range change {
			b[k] = v
		}
		return b
	}
	for _, tt := range []struct {
		body map[string]any
		want string
	}{
		{valid(map[string]any{"feedbackText": strings.Repeat("ü", 501)}), "Feedback text must be at most 500 characters"},
		{valid(map[string]any{"feedbackCategory": "style"}), "Please choose a valid feedback category"},
		{valid(map[string]any{"feedbackType": "positive", "feedbackCategory": "formatting"}), "Only negative feedback can have a category"},
		{valid(map[string]any{"feedbackType": "meh"}), "Feedback type must be positive or negative"},
		{valid(map[string]any{"language": "universal"}), "Please choose a language from the list"},
		{valid(map[string]any{"inputMethod": "upload"}), "Input method must be voice_recording or external_transcript"},
		{valid(map[string]any{"templateName": strings.Repeat("n", 201)}), "Template name must be at most 200 characters"},
		{valid(map[string]any{"templateUsed": "yes"}), "The request is not valid JSON."},
	} {
		got := anna.send(http.MethodPost, "/api/feedback", tt.body)
		assert.Equal(t, http.StatusBadRequest, got.status, tt.want)
		assert.Equal(t, tt.want, got.message(t))
	}

	var count int64
	require.NoError(t, env.database.Raw(`SELECT COUNT(*) FROM feedback`).Scan(&count).Error)
	assert.Equal(t, int64(4), count, "refused feedback is not stored")
	assert.Contains(t, logs.String(), "/api/feedback", "the requests were logged")
	assert.NotContains(t, logs.String(), marker, "feedback text never reaches the log")
	tables, err := env.database.Migrator().GetTables()
	require.NoError(t, err)
	for _, table := range tables {
		var rows []map[string]any
		require.NoError(t, env.database.Table(table).Find(&rows).Error)
		assert.NotContains(t, fmt.Sprint(rows), "findings "+marker, "table %s keeps no transcript", table)
		assert.NotContains(t, fmt.Sprint(rows), "<p>"+marker, "table %s keeps no report", table)
	}
}

func TestFeedbackIsRateLimitedPerUser(t *testing.T) {
	env := newTestEnv(t)
	base := env.startWithReports(t, io.Discard)
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	ben := env.signedIn(t, base, "ben@klinik.de", "203.0.113.3")
	rate := func(b *browser) reply {
		return b.send(http.MethodPost, "/api/feedback", map[string]any{"feedbackType": "positive", "language": "en", "inputMethod": "voice_recording"})
	}
	for i := range 30 {
		require.Equal(t, http.StatusCreated, rate(anna).status, "feedback %d", i+1)
	}
	refused := rate(anna)
	assert.Equal(t, http.StatusTooManyRequests, refused.status)
	assert.Equal(t, "You have sent a lot of feedback in the last hour. Please try again later.", refused.message(t))
	assert.Equal(t, http.StatusCreated, rate(ben).status, "the budget is per user")
	env.clock.advance(time.Hour)
	assert.Equal(t, http.StatusCreated, rate(anna).status, "the budget returns after an hour")
}
