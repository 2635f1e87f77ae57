package test

import (
	"encoding/json"
	"net/http"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/faulttest"
	"github.com/radscribe/radscribe/application/dictation"
	"github.com/radscribe/radscribe/application/reporting"
	"github.com/radscribe/radscribe/config"
)

// heard is what the working speech engine below hears.
const heard = "no pleural effusion"

// Through the whole server: a report writer or speech engine that fails, however it fails,
// reaches the user as 503 with a message in good time, never a 500 or a closed connection, and
// no dictation is lost: a recording the engine could not transcribe is marked failed, and text
// the engine heard is kept even when the report writer cannot correct it.
func TestVendorFaultsReachTheUserAsAMessage(t *testing.T) {
	speechWorks := faulttest.Fault{Status: http.StatusOK, Body: `{"text":"` + heard + `"}`}
	llmWorks := faulttest.Fault{Status: http.StatusOK, Body: `{"choices":[{"index":0,"message":{"role":"assistant","content":"<p>Report.</p>"}}]}`}
	tests := []struct {
		name         string
		llm, speech  faulttest.Fault
		vendorWait   time.Duration // each vendor's timeout per attempt
		writeTimeout time.Duration
		transcribe   bool
		wantStatus   int
		wantMessage  string
		// wantRecording and wantKept are the recording's status and corrected text afterwards.
		wantRecording, wantKept string
	}{
		{name: "report writer answers 503", llm: faulttest.Unavailable, wantStatus: 503, wantMessage: reporting.MsgWriterFailed},
		{name: "report writer answers 429", llm: faulttest.TooManyRequests, wantStatus: 503, wantMessage: reporting.MsgWriterFailed},
		{name: "report writer hangs up", llm: faulttest.HangUp, wantStatus: 503, wantMessage: reporting.MsgWriterFailed},
		{name: "report writer slower than its timeout", llm: faulttest.Slow(time.Minute, ""), wantStatus: 503, wantMessage: reporting.MsgWriterFailed},
		{
			name: "report writer slower than the server's write timeout", llm: faulttest.Slow(time.Minute, ""),
			vendorWait: 10 * time.Second, writeTimeout: 2 * time.Second, wantStatus: 503, wantMessage: reporting.MsgWriterFailed,
		},
		{
			name: "speech engine answers 500", llm: llmWorks, speech: faulttest.ServerError, transcribe: true,
			wantStatus: 503, wantMessage: dictation.MsgTranscriptionFailed, wantRecording: "failed",
		},
		{
			name: "speech engine slower than its timeout", llm: llmWorks, speech: faulttest.Slow(time.Minute, ""), transcribe: true,
			wantStatus: 503, wantMessage: dictation.MsgTranscriptionFailed, wantRecording: "failed",
		},
		{
			name: "report writer down after the speech engine heard", llm: faulttest.Unavailable, speech: speechWorks, transcribe: true,
			wantStatus: 200, wantRecording: "transcribed", wantKept: heard,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			vendorWait := tt.vendorWait
			if vendorWait == 0 {
				vendorWait = 300 * time.Millisecond
			}
			cfg := testConfig(t)
			cfg.Mail.Console.Dir = filepath.Join(t.TempDir(), "outbox")
			if tt.writeTimeout > 0 {
				cfg.HTTP.WriteTimeout = tt.writeTimeout
			}
			cfg.LLM = config.LLM{Provider: config.LLMProviderOpenAI, OpenAI: config.LLMOpenAI{
				BaseURL: faulttest.Serve(t, tt.llm).URL + "/v1", Model: "radiology-model", Timeout: vendorWait, MaxRetries: 2}}
			speech := speechWorks
			if tt.transcribe {
				speech = tt.speech
			}
			cfg.Speech.Provider = config.SpeechProviderOpenAI
			cfg.Speech.OpenAI = config.SpeechOpenAI{BaseURL: faulttest.Serve(t, speech).URL + "/v1", Model: "whisper-1", Timeout: vendorWait, MaxRetries: 2}
			anna := signUpThroughTheOutbox(t, startApp(t, cfg), cfg.Mail.Console.Dir, "anna@klinik.de")

			var recording struct{ ID, SessionID string }
			started := time.Now()
			var status int
			var raw string
			if tt.transcribe {
				status, raw = anna.sendJSON(http.MethodPost, "/api/recordings", `{"language":"en","status":"transcribing","duration":3}`)
				require.Equal(t, http.StatusCreated, status, raw)
				require.NoError(t, json.Unmarshal([]byte(raw), &recording))
				started = time.Now()
				status, raw = anna.upload(recording.ID)
			} else {
				status, raw = anna.sendJSON(http.MethodPost, "/api/format-external-transcript", `{"transcript":"`+heard+`","language":"en"}`)
			}
			elapsed := time.Since(started)
			t.Logf("answered %d in %s (vendor timeout %s per attempt)", status, elapsed.Round(time.Millisecond), vendorWait)

			require.Equal(t, tt.wantStatus, status, raw)
			if tt.wantMessage != "" {
				assert.JSONEq(t, `{"message":"`+tt.wantMessage+`"}`, raw)
			}
			// The correction and the action each try three times at most, each within the wait.
			assert.Less(t, elapsed, min(6*vendorWait+2*time.Second, cfg.HTTP.WriteTimeout), "answered in good time")
			if tt.transcribe {
				status, raw = anna.sendJSON(http.MethodGet, "/api/recording-sessions/"+recording.SessionID, "")
				require.Equal(t, http.StatusOK, status, raw)
				var session struct {
					Recordings []struct{ Status, CorrectedTranscript string }
				}
				require.NoError(t, json.Unmarshal([]byte(raw), &session))
				require.Len(t, session.Recordings, 1)
				assert.Equal(t, tt.wantRecording, session.Recordings[0].Status)
				assert.Equal(t, tt.wantKept, session.Recordings[0].CorrectedTranscript)
			}
		})
	}
}
