package http

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	speech "cloud.google.com/go/speech/apiv1"
	"github.com/coder/websocket"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"google.golang.org/api/option"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"

	"github.com/radscribe/radscribe/adapters/llm/builtin"
	"github.com/radscribe/radscribe/adapters/ratelimit"
	"github.com/radscribe/radscribe/adapters/speech/google"
	openaispeech "github.com/radscribe/radscribe/adapters/speech/openai"
	"github.com/radscribe/radscribe/adapters/speech/speechtest"
	"github.com/radscribe/radscribe/adapters/system"
	dictationapp "github.com/radscribe/radscribe/application/dictation"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

// liveSpeechEngine is a speech engine with a live side, talking to an in-process server of its
// protocol that hears synthetic speech.
type liveSpeechEngine interface {
	ports.SpeechRecognizer
	ports.LiveRecognizer
}

// liveEngines are the three live engines, each against its protocol's test server.
var liveEngines = map[string]func(t *testing.T) liveSpeechEngine{
	"google": func(t *testing.T) liveSpeechEngine {
		server := speechtest.NewGoogleServer(t, speechtest.GoogleOptions{})
		client, err := speech.NewClient(context.Background(),
			option.WithEndpoint(server.Addr()), option.WithoutAuthentication(),
			option.WithGRPCDialOption(grpc.WithTransportCredentials(insecure.NewCredentials())))
		require.NoError(t, err)
		recognizer := google.NewWithClient(client, config.SpeechGoogle{Timeout: time.Minute, StreamRenewAfter: 290 * time.Second})
		t.Cleanup(func() { _ = recognizer.Close() })
		return recognizer
	},
	"realtime": func(t *testing.T) liveSpeechEngine {
		server := speechtest.NewRealtimeServer(t, speechtest.RealtimeOptions{})
		return openAIEngine(t, config.SpeechOpenAI{BaseURL: server.URL, Model: "gpt-4o-transcribe", Live: config.SpeechLiveRealtime})
	},
	"rolling": func(t *testing.T) liveSpeechEngine {
		server := speechtest.NewWhisperServer(t, speechtest.WhisperOptions{})
		return openAIEngine(t, config.SpeechOpenAI{BaseURL: server.URL, Model: "whisper-1", Live: config.SpeechLiveRolling})
	},
}

func openAIEngine(t *testing.T, cfg config.SpeechOpenAI) liveSpeechEngine {
	cfg.Timeout, cfg.RollingInterval, cfg.RollingWindow = time.Minute, 250*time.Millisecond, 30*time.Second
	recognizer, err := openaispeech.New(cfg)
	require.NoError(t, err)
	return recognizer
}

// startWithLiveSpeech serves the app with live dictation on Google's protocol.
func (env *testEnv) startWithLiveSpeech(t *testing.T) string {
	t.Helper()
	return env.startWithLiveEngine(t, liveEngines["google"](t))
}

// startWithLiveEngine serves the app with live dictation on recognizer.
func (env *testEnv) startWithLiveEngine(t *testing.T, recognizer liveSpeechEngine) string {
	t.Helper()
	env.useWriter(builtin.New(), io.Discard)
	settings := dictationapp.SpeechSettings{Provider: "google", Streaming: true, MaxAudioBytes: 25 << 20}
	env.services.Dictation = dictationapp.NewService(dictationStores(env.database), recognizer, settings, env.services.Reporting,
		ratelimit.NewMemory(env.clock), env.transcriptionBudget, env.clock, system.IDGenerator{})
	env.services.Live = dictationapp.NewLive(env.services.Dictation, recognizer)
	return env.startWithProductionLimits(t, io.Discard)
}

// liveSocket opens the live dictation socket as the browser's page would.
func (b *browser) liveSocket(headers http.Header) (*websocket.Conn, *http.Response, error) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	header := http.Header{"X-Forwarded-For": {b.ip}}
	for name, values := range headers {
		header[name] = values
	}
	url := "ws" + strings.TrimPrefix(b.base, "http") + liveDictationPath
	return websocket.Dial(ctx, url, &websocket.DialOptions{HTTPClient: b.client, HTTPHeader: header})
}

func sendJSON(t *testing.T, conn *websocket.Conn, message any) {
	t.Helper()
	data, err := json.Marshal(message)
	require.NoError(t, err)
	require.NoError(t, conn.Write(context.Background(), websocket.MessageText, data))
}

func receive(t *testing.T, conn *websocket.Conn) liveServerMessage {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	kind, data, err := conn.Read(ctx)
	require.NoError(t, err)
	require.Equal(t, websocket.MessageText, kind)
	var message liveServerMessage
	require.NoError(t, json.Unmarshal(data, &message))
	return message
}

// startLiveRecording creates the row the voice panel creates when live dictation starts, and
// returns its id and its session's.
func (b *browser) startLiveRecording(t *testing.T) (recordingID, sessionID string) {
	t.Helper()
	created := b.send(http.MethodPost, "/api/recordings", map[string]any{"language": "en", "status": "recording"})
	require.Equal(t, http.StatusCreated, created.status, string(created.raw))
	row := created.object(t)
	return row["id"].(string), row["sessionId"].(string)
}

func TestLiveDictationShowsTheWordsAndStoresTheTranscript(t *testing.T) {
	for name, engine := range liveEngines {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			// Audio sent all at once may be settled before a rolling engine's second request
			// has guessed anything; the others guess each word as it comes.
			liveDictationStoresTheTranscript(t, engine(t), name != "rolling")
		})
	}
}

func liveDictationStoresTheTranscript(t *testing.T, engine liveSpeechEngine, guessesFirst bool) {
	env := newTestEnv(t)
	base := env.startWithLiveEngine(t, engine)
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	assert.Equal(t, true, anna.send(http.MethodGet, "/api/speech/status", nil).object(t)["live"])
	recordingID, sessionID := anna.startLiveRecording(t)

	conn, _, err := anna.liveSocket(nil)
	require.NoError(t, err)
	defer func() { _ = conn.CloseNow() }()
	sendJSON(t, conn, liveClientMessage{Type: "start", RecordingID: recordingID, Language: "en"})
	require.Equal(t, "ready", receive(t, conn).Type)

	audio := speechtest.Speak("small right new mo thorax period", "next field", "no pleural effusion period")
	for start := 0; start < len(audio); start += ports.LiveBytesPerSecond / 10 {
		require.NoError(t, conn.Write(context.Background(), websocket.MessageBinary, audio[start:min(start+ports.LiveBytesPerSecond/10, len(audio))]))
	}
	sendJSON(t, conn, liveClientMessage{Type: "stop"})

	var interims, finals []string
	var commands []string
	var done *transcriptionResponse
	for done == nil {
		message := receive(t, conn)
		switch message.Type {
		case "interim":
			interims = append(interims, message.Text)
		case "final":
			finals = append(finals, message.Text)
			if message.Command != nil {
				commands = append(commands, message.Command.Kind)
			}
		case "done":
			done = message.Transcription
		default:
			t.Fatalf("unexpected %+v", message)
		}
	}
	if guessesFirst {
		assert.NotEmpty(t, interims, "words are shown before they are settled")
	}
	assert.Equal(t, []string{"small right new mo thorax period", "next field", "no pleural effusion period"}, finals)
	assert.Equal(t, []string{"next_field"}, commands)
	assert.Equal(t, "small right new mo thorax period no pleural effusion period", done.Text)
	assert.Equal(t, "Small right pneumothorax. No pleural effusion.", done.CorrectedText)
	assert.Equal(t, recordingID, done.RecordingID)

	session := anna.send(http.MethodGet, "/api/recording-sessions/"+sessionID, nil)
	require.Equal(t, http.StatusOK, session.status, string(session.raw))
	assert.Contains(t, string(session.raw), `"correctedTranscript":"Small right pneumothorax. No pleural effusion."`)
	assert.Contains(t, string(session.raw), `"status":"transcribed"`)
}

func TestLiveDictationRefusals(t *testing.T) {
	env := newTestEnv(t)
	base := env.startWithLiveSpeech(t)
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	ben := env.signedIn(t, base, "ben@klinik.de", "203.0.113.3")
	recordingID, _ := anna.startLiveRecording(t)

	_, refused, err := anna.liveSocket(http.Header{"Origin": {"https://evil.example"}})
	require.Error(t, err, "another site's page may not open the socket")
	assert.Equal(t, http.StatusForbidden, refused.StatusCode)

	conn, _, err := ben.liveSocket(nil)
	require.NoError(t, err)
	sendJSON(t, conn, liveClientMessage{Type: "start", RecordingID: recordingID})
	answer := receive(t, conn)
	assert.Equal(t, liveServerMessage{Type: "error", Status: http.StatusNotFound, Message: "Recording not found"}, answer)

	conn, _, err = anna.liveSocket(nil)
	require.NoError(t, err)
	require.NoError(t, conn.Write(context.Background(), websocket.MessageBinary, make([]byte, 320)))
	answer = receive(t, conn)
	assert.Equal(t, http.StatusBadRequest, answer.Status, "audio before start")

	conn, _, err = anna.liveSocket(nil)
	require.NoError(t, err)
	sendJSON(t, conn, liveClientMessage{Type: "start", RecordingID: recordingID})
	require.Equal(t, "ready", receive(t, conn).Type)
	require.NoError(t, conn.Write(context.Background(), websocket.MessageBinary, make([]byte, 321)))
	answer = receive(t, conn)
	assert.Equal(t, liveServerMessage{Type: "error", Status: http.StatusBadRequest, Message: dictationapp.MsgLiveBadAudio}, answer)

	conn, _, err = anna.liveSocket(nil)
	require.NoError(t, err)
	require.NoError(t, conn.Write(context.Background(), websocket.MessageBinary, make([]byte, maxLiveMessageBytes+2)))
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_, _, err = conn.Read(ctx)
	assert.Equal(t, websocket.StatusMessageTooBig, websocket.CloseStatus(err), "a message over the limit closes the socket")
}

func TestWithoutALiveEngineTheSocketIsNotOpened(t *testing.T) {
	env := newTestEnv(t)
	anna := env.signedIn(t, env.start(t), "anna@klinik.de", "203.0.113.2")
	_, refused, err := anna.liveSocket(nil)
	require.Error(t, err)
	assert.Equal(t, http.StatusServiceUnavailable, refused.StatusCode)
}

func TestVoiceCommandsAreListedPerLanguage(t *testing.T) {
	env := newTestEnv(t)
	anna := env.signedIn(t, env.start(t), "anna@klinik.de", "203.0.113.2")
	answer := anna.send(http.MethodGet, "/api/voice-commands?language=de", nil)
	require.Equal(t, http.StatusOK, answer.status, string(answer.raw))
	var listed voiceCommandsResponse
	require.NoError(t, json.Unmarshal(answer.raw, &listed))
	assert.Equal(t, "de", listed.Language)
	require.Len(t, listed.Commands, 6)
	assert.Equal(t, "next_field", listed.Commands[1].Kind)
	assert.Contains(t, listed.Commands[1].Phrases, "nächstes feld")

	refused := anna.send(http.MethodGet, "/api/voice-commands?language=tlh", nil)
	assert.Equal(t, http.StatusBadRequest, refused.status)
}
