package http

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/llm/builtin"
	"github.com/radscribe/radscribe/adapters/ratelimit"
	"github.com/radscribe/radscribe/adapters/store/storetest"
	"github.com/radscribe/radscribe/adapters/system"
	dictationapp "github.com/radscribe/radscribe/application/dictation"
	"github.com/radscribe/radscribe/ports"
)

// heardSpeech answers every recording with what a speech engine heard, in pieces when asked
// to stream, and keeps the requests.
type heardSpeech struct {
	mu     sync.Mutex
	pieces []string
	err    error
	asked  []ports.TranscriptionRequest
}

func (s *heardSpeech) Transcribe(_ context.Context, req ports.TranscriptionRequest, partial func(string)) (ports.Transcription, error) {
	s.mu.Lock()
	s.asked = append(s.asked, req)
	s.mu.Unlock()
	if s.err != nil {
		return ports.Transcription{}, s.err
	}
	if partial != nil {
		for _, p := range s.pieces {
			partial(p)
		}
	}
	return ports.Transcription{Text: strings.Join(s.pieces, ""), Duration: 3 * time.Second}, nil
}

// startWithSpeech serves the app with the offline report engine and speech, uploads capped
// at maxAudio bytes.
func (env *testEnv) startWithSpeech(t *testing.T, speech ports.SpeechRecognizer, streaming bool, maxAudio int64) string {
	t.Helper()
	env.useWriter(builtin.New(), io.Discard)
	settings := dictationapp.SpeechSettings{Provider: "openai", Streaming: streaming, MaxAudioBytes: maxAudio}
	env.services.Dictation = dictationapp.NewService(dictationStores(env.database), speech, settings, env.services.Reporting,
		ratelimit.NewMemory(env.clock), env.transcriptionBudget, env.clock, system.IDGenerator{})
	return env.startWithProductionLimits(t, io.Discard)
}

// webm is the start of a WebM file (its EBML header), as MediaRecorder writes it, then marker.
func webm(marker string) []byte {
	header := []byte{0x1A, 0x45, 0xDF, 0xA3, 0x9F, 0x42, 0x86, 0x81, 0x01, 0x42, 0xF7, 0x81, 0x01, 0x42, 0xF2, 0x81, 0x04,
		0x42, 0xF3, 0x81, 0x08, 0x42, 0x82, 0x84, 'w', 'e', 'b', 'm', 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02}
	return append(header, []byte(marker)...)
}

// upload posts a recording as the voice panel does: the audio named recording.wav.
func (b *browser) upload(audio []byte, fields map[string]string, accept string) reply {
	b.t.Helper()
	var body bytes.Buffer
	form := multipart.NewWriter(&body)
	for name, value := range fields {
		require.NoError(b.t, form.WriteField(name, value))
	}
	if audio != nil {
		part, err := form.CreateFormFile("audio", "recording.wav")
		require.NoError(b.t, err)
		_, err = part.Write(audio)
		require.NoError(b.t, err)
	}
	require.NoError(b.t, form.Close())
	req, err := http.NewRequest(http.MethodPost, b.base+"/api/transcribe", &body)
	require.NoError(b.t, err)
	req.Header.Set("Content-Type", form.FormDataContentType())
	req.Header.Set("X-Forwarded-For", b.ip)
	if accept != "" {
		req.Header.Set("Accept", accept)
	}
	resp, err := b.client.Do(req)
	require.NoError(b.t, err)
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	require.NoError(b.t, err)
	return reply{status: resp.StatusCode, raw: raw, header: resp.Header}
}

func TestDictationEndpointsAreForSignedInUsers(t *testing.T) {
	env := newTestEnv(t)
	visitorsAreRefused(t, env.start(t), [][2]string{
		{http.MethodGet, "/api/speech/status"}, {http.MethodPost, "/api/recordings"}, {http.MethodPost, "/api/transcribe"},
		{http.MethodGet, "/api/recording-sessions/s1"},
	})
}

func TestWithoutASpeechEngineTheVoicePanelIsToldSo(t *testing.T) {
	env := newTestEnv(t)
	anna := env.signedIn(t, env.start(t), "anna@klinik.de", "203.0.113.2")
	status := anna.send(http.MethodGet, "/api/speech/status", nil)
	require.Equal(t, http.StatusOK, status.status)
	assert.Equal(t, map[string]any{"configured": false, "provider": "none", "streaming": false, "live": false, "maxAudioBytes": float64(25 << 20)}, status.object(t))

	refused := anna.upload(webm("x"), map[string]string{"language": "en"}, "")
	assert.Equal(t, http.StatusServiceUnavailable, refused.status)
	assert.Equal(t, "Speech recognition is not configured on this server.", refused.message(t))
}

func TestDictateTranscribeAndClear(t *testing.T) {
	env := newTestEnv(t)
	speech := &heardSpeech{pieces: []string{"no pneumothorax ", "period heart normal period"}}
	base := env.startWithSpeech(t, speech, false, 25<<20)
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	ben := env.signedIn(t, base, "ben@klinik.de", "203.0.113.3")
	admin := env.signedIn(t, base, testAdmins[0], "203.0.113.1")
	master := admin.send(http.MethodPost, "/api/medical-templates", masterForm("CT Chest")).object(t)["id"]

	created := anna.send(http.MethodPost, "/api/recordings", map[string]any{
		"language": "en", "status": "transcribing", "startTime": "2026-11-24T08:00:00Z", "endTime": "2026-11-24T08:00:12Z", "duration": 12.5, "templateId": master,
	})
	require.Equal(t, http.StatusCreated, created.status, string(created.raw))
	first := created.object(t)
	sessionID := first["sessionId"].(string)
	require.NotEmpty(t, sessionID)
	assert.Equal(t, "transcribing", first["status"])
	assert.Equal(t, 12.5, first["duration"])
	assert.Equal(t, "2026-11-24T08:00:00Z", first["startTime"])
	assert.Equal(t, master, first["templateId"])
	assert.Nil(t, first["userTemplateId"])

	answer := anna.upload(webm("audio"), map[string]string{"language": "en", "recordingId": first["id"].(string)}, "")
	require.Equal(t, http.StatusOK, answer.status, string(answer.raw))
	body := answer.object(t)
	assert.Equal(t, "no pneumothorax period heart normal period", body["text"])
	assert.Equal(t, "No pneumothorax. Heart normal.", body["correctedText"], "corrected as every report path is")
	assert.Equal(t, float64(3), body["duration"])
	assert.Equal(t, first["id"], body["recordingId"])
	assert.Equal(t, []any{}, body["corrections"])
	assert.Equal(t, []any{}, body["review"], "nothing kept for review")
	require.Len(t, speech.asked, 1)
	assert.Equal(t, ports.AudioWebM, speech.asked[0].Format, "sniffed from the bytes, whatever the name says")

	env.clock.advance(time.Minute)
	second := anna.send(http.MethodPost, "/api/recordings", map[string]any{"language": "en", "status": "recording", "sessionId": sessionID, "duration": 2})
	require.Equal(t, http.StatusCreated, second.status, string(second.raw))
	assert.Equal(t, sessionID, second.object(t)["sessionId"], "later recordings join the session")

	stolen := ben.upload(webm("audio"), map[string]string{"recordingId": first["id"].(string)}, "")
	assert.Equal(t, http.StatusNotFound, stolen.status)
	assert.Equal(t, "Recording not found", stolen.message(t))
	assert.Equal(t, http.StatusNotFound, ben.send(http.MethodGet, "/api/recording-sessions/"+sessionID, nil).status)

	session := anna.send(http.MethodGet, "/api/recording-sessions/"+sessionID, nil)
	require.Equal(t, http.StatusOK, session.status, string(session.raw))
	listed := session.object(t)
	assert.Equal(t, "No pneumothorax. Heart normal.", listed["transcript"])
	recordings := listed["recordings"].([]any)
	require.Len(t, recordings, 2)
	stored := recordings[0].(map[string]any)
	assert.Equal(t, "transcribed", stored["status"])
	assert.Equal(t, "no pneumothorax period heart normal period", stored["transcript"])
	assert.Equal(t, "No pneumothorax. Heart normal.", stored["correctedTranscript"])
	assert.Equal(t, float64(len(webm("audio"))), stored["fileSize"])

	cleared := anna.send(http.MethodPost, "/api/recording-sessions/"+sessionID+"/clear-transcripts", nil)
	require.Equal(t, http.StatusOK, cleared.status)
	after := anna.send(http.MethodGet, "/api/recording-sessions/"+sessionID, nil).object(t)
	assert.Equal(t, "", after["transcript"], "New Report leaves no text")
}

func TestTranscriptionStreamsTheEnginesText(t *testing.T) {
	env := newTestEnv(t)
	base := env.startWithSpeech(t, &heardSpeech{pieces: []string{"heart ", "normal period"}}, true, 25<<20)
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	status := anna.send(http.MethodGet, "/api/speech/status", nil).object(t)
	assert.Equal(t, true, status["streaming"])

	answer := anna.upload(webm("audio"), map[string]string{"language": "en"}, "text/event-stream")
	require.Equal(t, http.StatusOK, answer.status)
	assert.True(t, strings.HasPrefix(answer.header.Get("Content-Type"), "text/event-stream"), answer.header.Get("Content-Type"))
	events := readEvents(t, answer.raw)
	require.Len(t, events, 3, string(answer.raw))
	assert.Equal(t, "delta", events[0].name)
	assert.JSONEq(t, `{"text":"heart "}`, events[0].data)
	assert.JSONEq(t, `{"text":"normal period"}`, events[1].data)
	assert.Equal(t, "done", events[2].name)
	var done map[string]any
	require.NoError(t, json.Unmarshal([]byte(events[2].data), &done))
	assert.Equal(t, "Heart normal.", done["correctedText"])

	plain := anna.upload(webm("audio"), map[string]string{"language": "en"}, "")
	assert.Equal(t, "application/json; charset=utf-8", plain.header.Get("Content-Type"), "a client that does not ask gets JSON")
}

func TestAnEngineFailureAfterTheStreamStartedIsAnErrorEvent(t *testing.T) {
	env := newTestEnv(t)
	speech := &failingAfterPieces{}
	base := env.startWithSpeech(t, speech, true, 25<<20)
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	answer := anna.upload(webm("audio"), map[string]string{"language": "en"}, "text/event-stream")
	events := readEvents(t, answer.raw)
	require.Len(t, events, 2, string(answer.raw))
	assert.Equal(t, "error", events[1].name)
	assert.JSONEq(t, `{"message":"Failed to transcribe audio. Please try again.","status":503}`, events[1].data)
}

// failingAfterPieces streams a piece of text, then loses the connection to its vendor.
type failingAfterPieces struct{}

func (failingAfterPieces) Transcribe(_ context.Context, _ ports.TranscriptionRequest, partial func(string)) (ports.Transcription, error) {
	partial("heart ")
	return ports.Transcription{}, io.ErrUnexpectedEOF
}

func TestUploadsAreCheckedBeforeTheEngineHearsThem(t *testing.T) {
	env := newTestEnv(t)
	speech := &heardSpeech{pieces: []string{"x"}}
	base := env.startWithSpeech(t, speech, false, 1<<20)
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")

	tooLarge := anna.upload(webm(strings.Repeat("a", 1<<20+80<<10)), nil, "")
	assert.Equal(t, http.StatusRequestEntityTooLarge, tooLarge.status)
	assert.Contains(t, tooLarge.message(t), "The request is too large")

	text := anna.upload([]byte("Findings: no pneumothorax."), nil, "")
	assert.Equal(t, http.StatusUnsupportedMediaType, text.status)
	assert.Equal(t, "Unsupported audio format: upload WebM, Ogg, WAV, MP3 or M4A audio.", text.message(t))

	missing := anna.upload(nil, map[string]string{"language": "en"}, "")
	assert.Equal(t, http.StatusBadRequest, missing.status)
	assert.Equal(t, "Please attach the recorded audio in the 'audio' field.", missing.message(t))

	empty := anna.upload([]byte{}, nil, "")
	assert.Equal(t, http.StatusBadRequest, empty.status)

	notForm := anna.send(http.MethodPost, "/api/transcribe", map[string]string{"audio": "x"})
	assert.Equal(t, http.StatusBadRequest, notForm.status)
	assert.Equal(t, "Send the recording as multipart/form-data with the audio in the 'audio' field.", notForm.message(t))

	badLanguage := anna.upload(webm("a"), map[string]string{"language": "tlh"}, "")
	assert.Equal(t, http.StatusBadRequest, badLanguage.status)
	assert.Empty(t, speech.asked, "nothing invalid reached the engine")

	for _, bad := range []map[string]any{
		{"language": "en", "status": "completed"},
		{"language": "en", "status": "recording", "duration": -4},
		{"language": "en", "status": "recording", "sessionId": "a session id with spaces"},
		{"language": "en", "status": "recording", "sessionId": "not-a-uuid"},
		{"language": "en", "status": "recording", "templateId": "../../etc/passwd"},
		{"language": "en", "status": "recording", "userTemplateId": "../../etc/passwd"},
		{"language": "xx", "status": "recording"},
	} {
		refused := anna.send(http.MethodPost, "/api/recordings", bad)
		assert.Equal(t, http.StatusBadRequest, refused.status, "%v", bad)
		assert.NotEmpty(t, refused.message(t))
	}
}

// No byte of a recording may reach the disk: a transcription leaves the temporary directory
// empty and the database files without the audio, even for a recording larger than the
// 32 MB a multipart parser keeps in memory.
func TestNoAudioByteReachesTheDisk(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	env := newTestEnv(t)
	base := env.startWithSpeech(t, &heardSpeech{pieces: []string{"heart normal"}}, false, 40<<20)
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	created := anna.send(http.MethodPost, "/api/recordings", map[string]any{"language": "en", "status": "transcribing"}).object(t)

	marker := "AUDIO-MARKER-7f3a"
	audio := webm(marker + strings.Repeat("\x00", 33<<20))
	answer := anna.upload(audio, map[string]string{"recordingId": created["id"].(string)}, "")
	require.Equal(t, http.StatusOK, answer.status, string(answer.raw))

	left, err := os.ReadDir(tmp)
	require.NoError(t, err)
	assert.Empty(t, left, "nothing was parked in the temporary directory")
	assert.False(t, storetest.SQLiteFilesContain(t, env.dbPath, marker), "the audio is not in the database")
}

type sse struct{ name, data string }

func readEvents(t *testing.T, raw []byte) []sse {
	t.Helper()
	var events []sse
	var current sse
	scanner := bufio.NewScanner(bytes.NewReader(raw))
	for scanner.Scan() {
		line := scanner.Text()
		switch {
		case strings.HasPrefix(line, "event:"):
			current.name = strings.TrimSpace(strings.TrimPrefix(line, "event:"))
		case strings.HasPrefix(line, "data:"):
			current.data = strings.TrimSpace(strings.TrimPrefix(line, "data:"))
		case line == "" && current.name != "":
			events = append(events, current)
			current = sse{}
		}
	}
	return events
}
