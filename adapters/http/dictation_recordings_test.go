package http

import (
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	feedbackapp "github.com/radscribe/radscribe/application/feedback"
)

// A recording names only the user's own dictation sessions and templates: another user's is
// not found, as everywhere, and an id of another form is refused before anything is looked up.
func TestRecordingsNameOnlyTheUsersOwnSessionsAndTemplates(t *testing.T) {
	env := newTestEnv(t)
	base := env.startWithRoomForTemplates(t)
	admin := env.signedIn(t, base, testAdmins[0], "203.0.113.1")
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	ben := env.signedIn(t, base, "ben@klinik.de", "203.0.113.3")
	master := admin.send(http.MethodPost, "/api/medical-templates", masterForm("CT Head")).object(t)["id"]
	annasTemplate := anna.send(http.MethodPost, "/api/user-templates", ownForm("Annas Knie")).object(t)["id"]
	bensTemplate := ben.send(http.MethodPost, "/api/user-templates", ownForm("Bens Knie")).object(t)["id"]
	first := anna.send(http.MethodPost, "/api/recordings", map[string]any{"language": "en", "status": "transcribing", "templateId": master})
	require.Equal(t, http.StatusCreated, first.status, string(first.raw))
	annasSession := first.object(t)["sessionId"]

	recording := func(change map[string]any) map[string]any {
		body := map[string]any{"language": "en", "status": "transcribing"}
		for k, v := range change {
			body[k] = v
		}
		return body
	}
	for _, tt := range []struct {
		name   string
		change map[string]any
		status int
		want   string
	}{
		{"another user's session", map[string]any{"sessionId": annasSession}, http.StatusNotFound, "Session not found"},
		{"another user's template", map[string]any{"userTemplateId": annasTemplate}, http.StatusNotFound, "Template not found"},
		{"an own template as a default one", map[string]any{"templateId": bensTemplate}, http.StatusNotFound, "Template not found"},
		{"a default template as an own one", map[string]any{"userTemplateId": master}, http.StatusNotFound, "Template not found"},
		{"an unknown template", map[string]any{"templateId": "0b6a3c52-8d0e-4c53-9a43-3f1f1c1a2b7d"}, http.StatusNotFound, "Template not found"},
		{"a path as template id", map[string]any{"templateId": "../../etc/passwd"}, http.StatusBadRequest, "The template id is not valid."},
		{"a path as own template id", map[string]any{"userTemplateId": "../../etc/passwd"}, http.StatusBadRequest, "The template id is not valid."},
		{"a session id that is no id", map[string]any{"sessionId": "not-a-uuid"}, http.StatusBadRequest, "The session id is not valid."},
		{"a session id in capitals", map[string]any{"sessionId": "0B6A3C52-8D0E-4C53-9A43-3F1F1C1A2B7D"}, http.StatusBadRequest, "The session id is not valid."},
	} {
		refused := ben.send(http.MethodPost, "/api/recordings", recording(tt.change))
		assert.Equal(t, tt.status, refused.status, "%s: %s", tt.name, refused.raw)
		assert.Equal(t, tt.want, refused.message(t), tt.name)
	}
	var stolen int64
	require.NoError(t, env.database.Raw(`SELECT COUNT(*) FROM recordings WHERE session_id = ? AND user_id <> (SELECT user_id FROM recordings WHERE id = ?)`,
		annasSession, first.object(t)["id"]).Scan(&stolen).Error)
	assert.Zero(t, stolen, "no recording of Ben's joined Anna's session")

	own := ben.send(http.MethodPost, "/api/recordings", recording(map[string]any{"templateId": master, "userTemplateId": bensTemplate}))
	require.Equal(t, http.StatusCreated, own.status, "a default template and his own: %s", own.raw)
	chosen := ben.send(http.MethodPost, "/api/recordings", recording(map[string]any{"sessionId": "0b6a3c52-8d0e-4c53-9a43-3f1f1c1a2b7d"}))
	require.Equal(t, http.StatusCreated, chosen.status, "a well-formed session id no one uses yet: %s", chosen.raw)
	again := anna.send(http.MethodPost, "/api/recordings", recording(map[string]any{"sessionId": annasSession, "userTemplateId": annasTemplate}))
	require.Equal(t, http.StatusCreated, again.status, string(again.raw))
	assert.Equal(t, annasSession, again.object(t)["sessionId"], "Anna's session is still hers")
}

// Feedback names a session only when it is the user's; trying to record into another user's
// session does not make it the user's.
func TestFeedbackCannotClaimAnotherUsersSessionThroughARecording(t *testing.T) {
	env := newTestEnv(t)
	base := env.start(t)
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	ben := env.signedIn(t, base, "ben@klinik.de", "203.0.113.3")
	annas := anna.send(http.MethodPost, "/api/recordings", map[string]any{"language": "en", "status": "transcribing"}).object(t)
	rating := map[string]any{"feedbackType": "negative", "language": "en", "inputMethod": "voice_recording", "sessionId": annas["sessionId"]}

	before := ben.send(http.MethodPost, "/api/feedback", rating)
	require.Equal(t, http.StatusBadRequest, before.status, string(before.raw))
	joined := ben.send(http.MethodPost, "/api/recordings", map[string]any{"language": "en", "status": "transcribing", "sessionId": annas["sessionId"]})
	assert.Equal(t, http.StatusNotFound, joined.status, string(joined.raw))
	after := ben.send(http.MethodPost, "/api/feedback", rating)
	assert.Equal(t, http.StatusBadRequest, after.status, string(after.raw))
	assert.Equal(t, feedbackapp.MsgNotYours, after.message(t))
	assert.Equal(t, http.StatusCreated, anna.send(http.MethodPost, "/api/feedback", rating).status, "the session is Anna's")
}

// Recordings have a per-user hourly rate and a cap per dictation session, at their defaults
// (300 an hour, 100 a session): both answer 429 with Retry-After.
func TestRecordingsOverTheHourlyRateOrTheSessionCapAreRefusedWithRetryAfter(t *testing.T) {
	env := newTestEnv(t)
	base := env.start(t)
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	ben := env.signedIn(t, base, "ben@klinik.de", "203.0.113.3")
	create := func(b *browser, sessionID any) reply {
		body := map[string]any{"language": "en", "status": "transcribing"}
		if sessionID != nil {
			body["sessionId"] = sessionID
		}
		return b.send(http.MethodPost, "/api/recordings", body)
	}

	first := create(anna, nil)
	require.Equal(t, http.StatusCreated, first.status, string(first.raw))
	session := first.object(t)["sessionId"]
	for i := 2; i <= 100; i++ {
		require.Equal(t, http.StatusCreated, create(anna, session).status, "recording %d of the session", i)
	}
	full := create(anna, session)
	assert.Equal(t, http.StatusTooManyRequests, full.status, "the 101st recording of one session: %s", full.raw)
	assert.NotEmpty(t, full.header.Get("Retry-After"))
	assert.Equal(t, "This dictation already has 100 recordings, the most one report takes. Press New Report to dictate the next one.", full.message(t))

	invalid := anna.send(http.MethodPost, "/api/recordings", map[string]any{"language": "en", "status": "completed"})
	require.Equal(t, http.StatusBadRequest, invalid.status, "invalid input does not use the rate")
	for i := 101; i <= 300; i++ {
		require.Equal(t, http.StatusCreated, create(anna, nil).status, "recording %d of the hour", i)
	}
	env.clock.advance(45 * time.Minute)
	refused := create(anna, nil)
	assert.Equal(t, http.StatusTooManyRequests, refused.status, "the 301st recording of the hour: %s", refused.raw)
	assert.Equal(t, "900", refused.header.Get("Retry-After"))
	assert.Equal(t, "You have made a lot of recordings in the last hour. Please try again in 15 minutes.", refused.message(t))

	assert.Equal(t, http.StatusCreated, create(ben, nil).status, "each user has a rate of their own")
	env.clock.advance(15 * time.Minute)
	assert.Equal(t, http.StatusCreated, create(anna, nil).status, "a new hour brings a new rate")
}
