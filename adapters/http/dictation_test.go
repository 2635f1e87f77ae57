package http

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestClearSessionTranscriptsBelongsToTheOwner(t *testing.T) {
	env := newTestEnv(t)
	base := env.start(t)
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	ben := env.signedIn(t, base, "ben@klinik.de", "203.0.113.3")
	annaID := anna.send(http.MethodGet, "/api/auth/user", nil).object(t)["id"]
	for _, id := range []string{"r1", "r2"} {
		require.NoError(t, env.database.Exec(`INSERT INTO recordings (id, user_id, session_id, language, status, duration_ms, created_at)
			VALUES (?, ?, 's1', 'en', 'transcribed', 1000, ?)`, id, annaID, env.clock.Now()).Error)
		require.NoError(t, env.database.Exec(`INSERT INTO recording_transcripts (recording_id, transcript, created_at)
			VALUES (?, 'no pneumothorax', ?)`, id, env.clock.Now()).Error)
	}
	transcripts := func() int64 {
		var n int64
		require.NoError(t, env.database.Raw(`SELECT COUNT(*) FROM recording_transcripts`).Scan(&n).Error)
		return n
	}

	for _, path := range []string{"/api/recording-sessions/s1/clear-transcripts", "/api/recording-sessions/unknown/clear-transcripts"} {
		refused := ben.send(http.MethodPost, path, nil)
		assert.Equal(t, http.StatusNotFound, refused.status, path)
		assert.Equal(t, "Session not found", refused.message(t))
	}
	assert.Equal(t, int64(2), transcripts(), "another user clears nothing")

	cleared := anna.send(http.MethodPost, "/api/recording-sessions/s1/clear-transcripts", nil)
	require.Equal(t, http.StatusOK, cleared.status, string(cleared.raw))
	assert.Equal(t, map[string]any{"cleared": float64(2)}, cleared.object(t))
	assert.Equal(t, int64(0), transcripts())
	assert.Equal(t, float64(2), anna.send(http.MethodGet, "/api/user-stats", nil).object(t)["totalRecordings"], "the recordings stay for the statistics")
	again := anna.send(http.MethodPost, "/api/recording-sessions/s1/clear-transcripts", nil)
	assert.Equal(t, map[string]any{"cleared": float64(0)}, again.object(t))
}
