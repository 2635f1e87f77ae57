package test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/config"
)

// canary is dictated, reported, corrected, rated and refused below; no word of it may reach
// the log, the metrics or a job's arguments. Its words are in no prompt, template or message
// of the product.
const canary = "Quokkafield xylophonic opacity in the left apex"

var canaryWords = []string{"quokkafield", "xylophonic"}

// canaryVendors are an OpenAI-compatible chat server and transcription server that answer with
// the canary, or, once failing, refuse with it in their error bodies as real vendors quote
// their input.
type canaryVendors struct {
	llm, speech *httptest.Server
	failing     atomic.Bool
	refusals    atomic.Int64
}

func newCanaryVendors(t *testing.T) *canaryVendors {
	v := &canaryVendors{}
	v.llm = httptest.NewServer(http.HandlerFunc(v.chat))
	v.speech = httptest.NewServer(http.HandlerFunc(v.transcribe))
	t.Cleanup(v.llm.Close)
	t.Cleanup(v.speech.Close)
	return v
}

func (v *canaryVendors) refuse(w http.ResponseWriter) bool {
	if !v.failing.Load() {
		return false
	}
	v.refusals.Add(1)
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusInternalServerError)
	_, _ = io.WriteString(w, `{"error":{"message":"could not process: `+canary+`","type":"server_error","code":"overloaded"}}`)
	return true
}

func (v *canaryVendors) chat(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Model          string         `json:"model"`
		ResponseFormat map[string]any `json:"response_format"`
	}
	_ = json.NewDecoder(r.Body).Decode(&req)
	if v.refuse(w) {
		return
	}
	content := "<p>" + canary + ".</p>"
	if req.ResponseFormat != nil {
		answer, _ := json.Marshal(map[string]any{"correctedText": canary + ".", "formattedContent": content, "detectedContradictions": []any{}})
		content = string(answer)
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{
		"id": "chatcmpl-1", "object": "chat.completion", "created": 1, "model": req.Model,
		"choices": []map[string]any{{"index": 0, "finish_reason": "stop", "message": map[string]any{"role": "assistant", "content": content}}},
	})
}

func (v *canaryVendors) transcribe(w http.ResponseWriter, r *http.Request) {
	_ = r.ParseMultipartForm(1 << 20)
	if v.refuse(w) {
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{"text": canary, "duration": 3.5})
}

// canaryUser is a browser of a signed-in user of the whole app.
type canaryUser struct {
	t      *testing.T
	base   string
	client *http.Client
}

var verificationCode = regexp.MustCompile(`\b(\d{6})\b`)

// signUpThroughTheOutbox registers email and verifies it with the code the console mailer
// wrote into outbox.
func signUpThroughTheOutbox(t *testing.T, base, outbox, email string) *canaryUser {
	t.Helper()
	jar, err := cookiejar.New(nil)
	require.NoError(t, err)
	u := &canaryUser{t: t, base: base, client: &http.Client{Jar: jar}}
	status, raw := u.sendJSON(http.MethodPost, "/api/auth/email/register",
		`{"email":"`+email+`","password":"Sonograf1e!","confirmPassword":"Sonograf1e!","firstName":"Anna","lastName":"Berg"}`)
	require.Equal(t, http.StatusOK, status, raw)
	var code string
	require.Eventually(t, func() bool {
		mails, _ := filepath.Glob(filepath.Join(outbox, "*.eml"))
		for _, mail := range mails {
			content, err := os.ReadFile(mail)
			if err == nil && strings.Contains(string(content), "verification code") {
				code = verificationCode.FindStringSubmatch(string(content))[1]
				return true
			}
		}
		return false
	}, 10*time.Second, 10*time.Millisecond, "the code's mail is written")
	status, raw = u.sendJSON(http.MethodPost, "/api/auth/email/verify-email", `{"email":"`+email+`","code":"`+code+`"}`)
	require.Equal(t, http.StatusOK, status, raw)
	return u
}

func (u *canaryUser) sendJSON(method, path, body string) (int, string) {
	u.t.Helper()
	req, err := http.NewRequest(method, u.base+path, strings.NewReader(body))
	require.NoError(u.t, err)
	req.Header.Set("Content-Type", "application/json")
	return u.do(req)
}

func (u *canaryUser) do(req *http.Request) (int, string) {
	u.t.Helper()
	resp, err := u.client.Do(req)
	require.NoError(u.t, err)
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	require.NoError(u.t, err)
	return resp.StatusCode, string(raw)
}

// upload sends a recording whose bytes end in the canary, as the voice panel sends one.
func (u *canaryUser) upload(recordingID string) (int, string) {
	u.t.Helper()
	var body bytes.Buffer
	form := multipart.NewWriter(&body)
	require.NoError(u.t, form.WriteField("language", "en"))
	require.NoError(u.t, form.WriteField("recordingId", recordingID))
	part, err := form.CreateFormFile("audio", "recording.wav")
	require.NoError(u.t, err)
	webmHeader := []byte{0x1A, 0x45, 0xDF, 0xA3, 0x9F, 0x42, 0x86, 0x81, 0x01, 0x42, 0xF7, 0x81, 0x01, 0x42, 0xF2, 0x81, 0x04,
		0x42, 0xF3, 0x81, 0x08, 0x42, 0x82, 0x84, 'w', 'e', 'b', 'm', 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02}
	_, err = part.Write(append(webmHeader, canary...))
	require.NoError(u.t, err)
	require.NoError(u.t, form.Close())
	req, err := http.NewRequest(http.MethodPost, u.base+"/api/transcribe", &body)
	require.NoError(u.t, err)
	req.Header.Set("Content-Type", form.FormDataContentType())
	return u.do(req)
}

// A phrase sent through every path that carries report text, in both log formats, at debug
// level, through the real vendor adapters, their failures and the API's refusals, never
// appears in the log, the metrics or a job's arguments.
func TestACanaryPhraseNeverReachesTheLog(t *testing.T) {
	for _, format := range []string{"json", "text"} {
		t.Run(format, func(t *testing.T) {
			logs := &lockedLog{}
			options := &slog.HandlerOptions{Level: slog.LevelDebug}
			logger := slog.New(slog.NewTextHandler(logs, options))
			if format == "json" {
				logger = slog.New(slog.NewJSONHandler(logs, options))
			}
			vendors := newCanaryVendors(t)
			cfg := testConfig(t)
			cfg.Log.Format, cfg.Log.Level = format, "debug"
			cfg.Metrics.BearerToken = metricsToken
			cfg.Mail.Console.Dir = filepath.Join(t.TempDir(), "outbox")
			cfg.LLM = config.LLM{Provider: config.LLMProviderOpenAI, OpenAI: config.LLMOpenAI{
				BaseURL: vendors.llm.URL + "/v1", Model: "radiology-model", Timeout: 5 * time.Second}}
			cfg.Speech.Provider = config.SpeechProviderOpenAI
			cfg.Speech.OpenAI = config.SpeechOpenAI{BaseURL: vendors.speech.URL + "/v1", Model: "whisper-1", Timeout: 5 * time.Second}
			base := serveAppLoggingTo(t, cfg, logger)
			anna := signUpThroughTheOutbox(t, base, cfg.Mail.Console.Dir, "anna@klinik.de")

			phrase, _ := json.Marshal(canary)
			for _, call := range []struct {
				method, path, body string
				status             int
			}{
				{"PUT", "/api/profile/prompts", `{"customReportGenerationPrompt":` + string(phrase) + `,"useCustomReportGenerationPrompt":true}`, 200},
				{"POST", "/api/vocabulary", `{"originalWord":"quokkafield","correctedWord":"xylophonic","language":"en"}`, 201},
				{"POST", "/api/correct-transcript", `{"text":` + string(phrase) + `,"language":"en"}`, 200},
				{"POST", "/api/format-external-transcript", `{"transcript":` + string(phrase) + `,"language":"en"}`, 200},
				{"POST", "/api/populate-template-voice", `{"transcript":` + string(phrase) + `,"templateHtml":"<p>Lungs: xylophonic.</p>","language":"en"}`, 200},
				{"POST", "/api/generate-report-voice", `{"transcript":` + string(phrase) + `,"language":"en"}`, 200},
				{"POST", "/api/feedback", `{"feedbackType":"negative","feedbackText":` + string(phrase) + `,"language":"en","inputMethod":"voice_recording"}`, 201},
				{"POST", "/api/user-prompt-history", `{"promptType":"report_from_scratch","name":"Quokkafield","promptText":` + string(phrase) + `}`, 201},
				// Refusals: a language not on the list, a body that is not JSON, an unknown value.
				{"PUT", "/api/profile", `{"preferredLanguage":` + string(phrase) + `}`, 400},
				{"POST", "/api/generate-report-voice", `{"transcript":` + string(phrase), 400},
				{"POST", "/api/feedback", `{"feedbackType":` + string(phrase) + `,"language":"en","inputMethod":"voice_recording"}`, 400},
			} {
				status, raw := anna.sendJSON(call.method, call.path, call.body)
				require.Equal(t, call.status, status, "%s %s: %s", call.method, call.path, raw)
			}

			status, raw := anna.sendJSON(http.MethodPost, "/api/recordings", `{"language":"en","status":"transcribing","duration":3}`)
			require.Equal(t, http.StatusCreated, status, raw)
			var recording struct{ ID string }
			require.NoError(t, json.Unmarshal([]byte(raw), &recording))
			status, raw = anna.upload(recording.ID)
			require.Equal(t, http.StatusOK, status, raw)
			require.Contains(t, raw, "xylophonic", "the transcription went through the speech server")

			vendors.failing.Store(true)
			status, raw = anna.sendJSON(http.MethodPost, "/api/format-external-transcript", `{"transcript":`+string(phrase)+`,"language":"en"}`)
			assert.GreaterOrEqual(t, status, 500, raw)
			status, raw = anna.upload(recording.ID)
			assert.GreaterOrEqual(t, status, 500, raw)
			require.Positive(t, vendors.refusals.Load(), "the vendors refused with the phrase in their answers")

			status, scrape := scrapeMetrics(t, base+"/metrics", metricsToken)
			require.Equal(t, http.StatusOK, status)
			require.Contains(t, scrape, `port="report_writer",provider="openai"`)

			logged := logs.String()
			require.Contains(t, logged, "/api/format-external-transcript", "the requests were logged")
			require.Contains(t, logged, "request failed", "the vendors' failures were logged")
			for _, word := range canaryWords {
				assert.NotContains(t, strings.ToLower(logged), word, "the log")
				assert.NotContains(t, strings.ToLower(scrape), word, "the metrics")
			}
			assertNoJobCarries(t, cfg.Database, canaryWords)
		})
	}
}

// assertNoJobCarries looks for words in the arguments of every job River holds.
func assertNoJobCarries(t *testing.T, database config.Database, words []string) {
	t.Helper()
	db, err := store.Open(context.Background(), database)
	require.NoError(t, err)
	defer store.Close(db)
	var args []string
	require.NoError(t, db.Raw(`SELECT CAST(args AS TEXT) FROM river_job`).Scan(&args).Error)
	require.NotEmpty(t, args, "the sign-up queued its mail")
	for _, a := range args {
		for _, word := range words {
			assert.NotContains(t, strings.ToLower(a), word, "a job's arguments")
		}
	}
}
