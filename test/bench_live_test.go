package test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"os"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	speech "cloud.google.com/go/speech/apiv1"
	"github.com/coder/websocket"
	"github.com/stretchr/testify/require"
	"google.golang.org/api/option"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"

	httpadapter "github.com/radscribe/radscribe/adapters/http"
	"github.com/radscribe/radscribe/adapters/llm/builtin"
	"github.com/radscribe/radscribe/adapters/oauth/google"
	"github.com/radscribe/radscribe/adapters/password"
	"github.com/radscribe/radscribe/adapters/ratelimit"
	"github.com/radscribe/radscribe/adapters/sanitize"
	googlespeech "github.com/radscribe/radscribe/adapters/speech/google"
	openaispeech "github.com/radscribe/radscribe/adapters/speech/openai"
	"github.com/radscribe/radscribe/adapters/speech/speechtest"
	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/adapters/store/storetest"
	"github.com/radscribe/radscribe/adapters/system"
	"github.com/radscribe/radscribe/application/auth"
	billingapp "github.com/radscribe/radscribe/application/billing"
	dictationapp "github.com/radscribe/radscribe/application/dictation"
	"github.com/radscribe/radscribe/application/profile"
	"github.com/radscribe/radscribe/application/reporting"
	systemapp "github.com/radscribe/radscribe/application/system"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ports/portstest"
)

// liveBenchUtterances are what the benchmark dictates: 20 utterances, 82 words, none a voice
// command, each followed by speechtest.PauseTime of silence (32.4 s of audio).
var liveBenchUtterances = []speechtest.Utterance{
	"clinical information cough and fever",
	"comparison with the prior study",
	"the heart size is normal",
	"no focal consolidation",
	"small left pleural effusion",
	"no pneumothorax",
	"the mediastinum is not widened",
	"mild degenerative changes of the spine",
	"the liver is normal in size",
	"no focal hepatic lesion",
	"the gallbladder is unremarkable",
	"no biliary dilatation",
	"the pancreas is normal",
	"the spleen measures ten centimetres",
	"both kidneys are normal",
	"no hydronephrosis",
	"no free fluid",
	"impression small left effusion",
	"no acute abnormality",
	"follow up as clinically indicated",
}

// liveBenchFrame is what the voice panel sends at a time: a tenth of a second of audio.
const liveBenchFrame = ports.LiveBytesPerSecond / 10

// liveBenchTarget is the target: the median latency beyond the engine's own delay.
const liveBenchTarget = 300 * time.Millisecond

// liveBenchEngine is one way live dictation reaches a speech engine.
type liveBenchEngine struct {
	name, protocol string
	// open starts the protocol's test server with the engine delay and returns a live
	// recognizer speaking to it (the batch side too: the dictation service takes both).
	open func(t *testing.T, delay time.Duration) liveBenchRecognizer
}

type liveBenchRecognizer interface {
	ports.SpeechRecognizer
	ports.LiveRecognizer
}

// TestBenchLiveLatency is `make bench-live`: for each live engine, the protocol's test server
// answering after a fixed engine delay, the app's router served on loopback, a signed-up user
// who creates a recording and streams 32 s of synthetic dictation over the live socket at
// real-time pace, 100 ms a message, as the voice panel does. For each word it takes the time
// from sending the message that holds the word's last sample to the first interim or final
// that contains the word reaching the browser's socket, and prints p50 and p95 with the engine
// delay and without it. It runs only when RADSCRIBE_BENCH_LIVE is set; BENCH_LIVE_DELAY sets
// the engine delay (default 150ms), BENCH_LIVE_ONLY a comma-separated list of engines.
func TestBenchLiveLatency(t *testing.T) {
	if os.Getenv("RADSCRIBE_BENCH_LIVE") == "" {
		t.Skip("set RADSCRIBE_BENCH_LIVE=1 (make bench-live)")
	}
	delay := 150 * time.Millisecond
	if d, err := time.ParseDuration(os.Getenv("BENCH_LIVE_DELAY")); err == nil && d >= 0 {
		delay = d
	}
	only := map[string]bool{}
	for _, name := range strings.Split(os.Getenv("BENCH_LIVE_ONLY"), ",") {
		if name = strings.TrimSpace(name); name != "" {
			only[name] = true
		}
	}
	defaults := testConfig(t).Speech

	type row struct {
		engine liveBenchEngine
		result liveBenchResult
	}
	var rows []row
	for _, engine := range liveBenchEngines(defaults) {
		if len(only) > 0 && !only[engine.name] {
			continue
		}
		t.Run(engine.name, func(t *testing.T) {
			result := benchLiveEngine(t, engine, delay)
			rows = append(rows, row{engine: engine, result: result})
		})
	}

	audio := speechtest.Speak(liveBenchUtterances...)
	fmt.Printf("\nLive dictation: from the end of a word in the audio (the send of the 100 ms message holding its last sample)\n")
	fmt.Printf("to the first interim or final containing it at the browser's socket; %d utterances, %d words, %.1f s of audio\n",
		len(liveBenchUtterances), len(speechtest.Hear(audio, ports.LiveSampleRate)), speechtest.Duration(audio, ports.LiveSampleRate).Seconds())
	fmt.Printf("streamed at real-time pace through /api/live-dictation; test servers answer after the engine delay.\n\n")
	fmt.Printf("| engine | protocol | words seen | engine delay | p50 | p95 | min − delay | p50 − delay | p95 − delay | p50 − delay, last word of an utterance | target p50 − delay < %d ms |\n", liveBenchTarget.Milliseconds())
	fmt.Printf("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n")
	for _, r := range rows {
		res := r.result
		p50, p95 := percentile(res.latencies, 50), percentile(res.latencies, 95)
		fmt.Printf("| %s | %s | %d/%d | %d ms | %d ms | %d ms | %d ms | %d ms | %d ms | %d ms | %s |\n",
			r.engine.name, r.engine.protocol, len(res.latencies), res.words, delay.Milliseconds(),
			p50.Milliseconds(), p95.Milliseconds(), (percentile(res.latencies, 0) - delay).Milliseconds(),
			(p50 - delay).Milliseconds(), (p95 - delay).Milliseconds(),
			(percentile(res.last, 50) - delay).Milliseconds(), map[bool]string{true: "met", false: "missed"}[p50-delay < liveBenchTarget])
	}
	fmt.Println()
}

// liveBenchEngines are the three live engines, each configured as the defaults do but for
// the server's address; the rolling engine a second time at a 1 s interval, for comparison.
func liveBenchEngines(defaults config.Speech) []liveBenchEngine {
	openAI := func(live string, interval time.Duration) func(*testing.T, time.Duration) liveBenchRecognizer {
		return func(t *testing.T, delay time.Duration) liveBenchRecognizer {
			cfg := defaults.OpenAI
			cfg.Live, cfg.Model, cfg.Timeout = live, "gpt-4o-transcribe", 30*time.Second
			if live == config.SpeechLiveRealtime {
				cfg.BaseURL = speechtest.NewRealtimeServer(t, speechtest.RealtimeOptions{EngineDelay: delay}).URL
			} else {
				cfg.Model = "whisper-1"
				cfg.BaseURL = speechtest.NewWhisperServer(t, speechtest.WhisperOptions{Delay: delay}).URL
				if interval > 0 {
					cfg.RollingInterval = interval
				}
			}
			recognizer, err := openaispeech.New(cfg)
			require.NoError(t, err)
			return recognizer
		}
	}
	return []liveBenchEngine{
		{name: "google", protocol: "gRPC StreamingRecognize", open: func(t *testing.T, delay time.Duration) liveBenchRecognizer {
			server := speechtest.NewGoogleServer(t, speechtest.GoogleOptions{EngineDelay: delay})
			client, err := speech.NewClient(context.Background(),
				option.WithEndpoint(server.Addr()), option.WithoutAuthentication(),
				option.WithGRPCDialOption(grpc.WithTransportCredentials(insecure.NewCredentials())))
			require.NoError(t, err)
			cfg := defaults.Google
			cfg.Timeout = 30 * time.Second
			recognizer := googlespeech.NewWithClient(client, cfg)
			t.Cleanup(func() { _ = recognizer.Close() })
			return recognizer
		}},
		{name: "realtime", protocol: "Realtime WebSocket, server VAD", open: openAI(config.SpeechLiveRealtime, 0)},
		{name: "rolling", protocol: fmt.Sprintf("Whisper HTTP, every %s", defaults.OpenAI.RollingInterval), open: openAI(config.SpeechLiveRolling, 0)},
		{name: "rolling-1s", protocol: "Whisper HTTP, every 1s", open: openAI(config.SpeechLiveRolling, time.Second)},
	}
}

// liveBenchResult is one engine's run: the latency of each word seen, of words dictated, and
// that of the last word of each utterance (the one a pause follows).
type liveBenchResult struct {
	latencies, last []time.Duration
	words           int
}

func benchLiveEngine(t *testing.T, engine liveBenchEngine, delay time.Duration) liveBenchResult {
	recognizer := engine.open(t, delay)
	base, outbox := serveLiveApp(t, recognizer)
	browser := signUpForLive(t, base, outbox, "anna@klinik.de")

	created := browser.json(http.MethodPost, "/api/recordings", `{"language":"en","status":"recording"}`)
	recordingID, _ := created["id"].(string)
	require.NotEmpty(t, recordingID, "%v", created)

	audio := speechtest.Speak(liveBenchUtterances...)
	words := speechtest.Hear(audio, ports.LiveSampleRate)
	expected := make([]string, len(words))
	// lastFrame[i] is the message that carries word i's last sample; utteranceEnd[i] says
	// whether a pause follows word i.
	lastFrame := make([]int, len(words))
	utteranceEnd := make([]bool, len(words))
	ends := 0
	for _, utterance := range speechtest.Pauses(words) {
		ends += len(utterance)
		utteranceEnd[ends-1] = true
	}
	for i, w := range words {
		expected[i] = w.Text
		lastSample := int(w.End*ports.LiveSampleRate/time.Second) - 1
		lastFrame[i] = lastSample * 2 / liveBenchFrame
	}

	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	header := http.Header{"Origin": {base}}
	conn, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(base, "http")+"/api/live-dictation",
		&websocket.DialOptions{HTTPClient: browser.client, HTTPHeader: header})
	require.NoError(t, err)
	defer func() { _ = conn.CloseNow() }()
	conn.SetReadLimit(1 << 20)
	start, _ := json.Marshal(map[string]string{"type": "start", "recordingId": recordingID, "language": "en"})
	require.NoError(t, conn.Write(ctx, websocket.MessageText, start))

	type message struct {
		Type, Text, Message string
		at                  time.Time
	}
	received := make(chan message, 1024)
	go func() {
		defer close(received)
		for {
			_, data, err := conn.Read(ctx)
			at := time.Now()
			if err != nil {
				return
			}
			var m message
			if json.Unmarshal(data, &m) == nil {
				m.at = at
				received <- m
			}
		}
	}()
	if ready := <-received; ready.Type != "ready" {
		t.Fatalf("live dictation did not start: %+v", ready)
	}

	// The sender records when each message went out; the receiver reads them only after
	// the message holding a word's end was sent, so the times are taken under the lock.
	var mu sync.Mutex
	sentAt := make([]time.Time, 0, len(audio)/liveBenchFrame+1)
	sendDone := make(chan error, 1)
	go func() {
		began := time.Now()
		for k := 0; k*liveBenchFrame < len(audio); k++ {
			// A microphone hands over a tenth of a second once it has been spoken.
			time.Sleep(time.Until(began.Add(time.Duration(k+1) * 100 * time.Millisecond)))
			mu.Lock()
			sentAt = append(sentAt, time.Now())
			mu.Unlock()
			frame := audio[k*liveBenchFrame : min((k+1)*liveBenchFrame, len(audio))]
			if err := conn.Write(ctx, websocket.MessageBinary, frame); err != nil {
				sendDone <- err
				return
			}
		}
		stop, _ := json.Marshal(map[string]string{"type": "stop"})
		sendDone <- conn.Write(ctx, websocket.MessageText, stop)
	}()

	// The browser shows the finals so far followed by the current interim.
	var finals, interim []string
	seen := make([]bool, len(words))
	var latencies, last []time.Duration
	done := false
	for m := range received {
		switch m.Type {
		case "interim":
			interim = strings.Fields(m.Text)
		case "final":
			finals = append(finals, strings.Fields(m.Text)...)
			interim = nil
		case "done":
			done = true
		default:
			t.Fatalf("%s: unexpected message %+v", engine.name, m)
		}
		if done {
			break
		}
		shown := append(slices.Clip(finals), interim...)
		mu.Lock()
		for i := range min(len(shown), len(expected)) {
			if seen[i] || shown[i] != expected[i] {
				continue
			}
			if lastFrame[i] >= len(sentAt) {
				// Text ahead of the audio sent cannot be: the engine did not hear it yet.
				t.Fatalf("%s: word %d %q shown before its end was sent", engine.name, i, expected[i])
			}
			seen[i] = true
			latencies = append(latencies, m.at.Sub(sentAt[lastFrame[i]]))
			if utteranceEnd[i] {
				last = append(last, m.at.Sub(sentAt[lastFrame[i]]))
			}
		}
		mu.Unlock()
	}
	require.True(t, done, "%s: the dictation ended without its transcript", engine.name)
	require.NoError(t, <-sendDone)
	require.Equal(t, strings.Join(expected, " "), strings.Join(finals, " "), "%s: the finals are the dictation", engine.name)
	return liveBenchResult{latencies: latencies, last: last, words: len(words)}
}

// percentile is the nearest-rank percentile p of the durations.
func percentile(durations []time.Duration, p int) time.Duration {
	if len(durations) == 0 {
		return 0
	}
	sorted := slices.Sorted(slices.Values(durations))
	// Percentile 0 is the least.
	rank := (p*len(sorted) + 99) / 100
	return sorted[max(0, rank-1)]
}

// liveBenchMail keeps what the app mails, for the sign-up code.
type liveBenchMail struct {
	mu       sync.Mutex
	messages []ports.Message
}

func (m *liveBenchMail) Send(_ context.Context, msg ports.Message) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.messages = append(m.messages, msg)
	return nil
}

// serveLiveApp serves the app's router on loopback with live dictation on recognizer: SQLite,
// sign-up and sessions, billing without a payment provider, dictation with the built-in
// engine's correction, as the HTTP adapter's tests build it.
func serveLiveApp(t *testing.T, recognizer liveBenchRecognizer) (string, *liveBenchMail) {
	t.Helper()
	cfg := testConfig(t)
	database := storetest.OpenMigrated(t, storetest.SQLite(t))
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	clock := system.Clock{}
	mail := &liveBenchMail{}
	jobs := portstest.NewJobs()
	identity, err := google.New(config.Google{}, cfg.HTTP.PublicURL)
	require.NoError(t, err)
	users := store.NewUsers(database)
	authService := auth.NewService(auth.Stores{
		Users: users, Sessions: store.NewSessions(database), Codes: store.NewVerificationCodes(database),
		Resets: store.NewResetTokens(database), SignUps: store.NewSignUps(database), Devices: store.NewKnownDevices(database),
		Events: store.NewAuthEvents(database), Tx: portstest.Transactions{},
	}, password.NewHasher(), mail, jobs, ratelimit.NewMemory(clock), system.Waiter{}, clock, system.Random{}, system.IDGenerator{}, identity,
		auth.Settings{PublicURL: cfg.HTTP.PublicURL, Session: account.SessionPolicy{Idle: cfg.Auth.Session.IdleTimeout, Absolute: cfg.Auth.Session.AbsoluteTimeout}}, logger)
	portstest.Handle(jobs, authService.DeliverVerificationCode)
	portstest.Handle(jobs, authService.DeliverWelcome)

	vocabulary := store.NewVocabulary(database)
	reports := reporting.NewService(reporting.Stores{
		Vocabulary: vocabulary, Frequencies: vocabulary, Preferences: store.NewPreferences(database), Prompts: store.NewAIPrompts(database),
		Macros: store.NewMacros(database), Versions: vocabulary,
	}, builtin.New(), sanitize.New(), ratelimit.NewMemory(clock), reporting.Budget{PerHour: 600}, logger)
	dictation := dictationapp.NewService(dictationapp.Stores{
		Recordings: store.NewRecordings(database), Transcripts: store.NewTranscripts(database), Vocabulary: vocabulary,
		MasterTemplates: store.NewMasterTemplates(database), UserTemplates: store.NewUserTemplates(database),
	}, recognizer, dictationapp.SpeechSettings{Provider: "bench", Streaming: true, MaxAudioBytes: cfg.Speech.MaxAudioBytes}, reports,
		ratelimit.NewMemory(clock), dictationapp.Budget{PerHour: 300, RecordingsPerHour: 300, RecordingsPerSession: 100}, clock, system.IDGenerator{})
	services := httpadapter.Services{
		System: systemapp.NewService(alwaysUp{}), Auth: authService, Reporting: reports,
		Profile: profile.NewService(profile.Stores{
			Users: users, Preferences: store.NewPreferences(database), Vocabulary: vocabulary,
			History: store.NewPromptHistory(database), Recordings: store.NewRecordings(database),
		}, clock, system.IDGenerator{}),
		Billing: billingapp.NewService(billingapp.Stores{Subscriptions: store.NewSubscriptions(database), Events: store.NewPaymentEvents(database), Tx: portstest.Transactions{}},
			nil, jobs, clock, billingapp.Settings{PublicURL: cfg.HTTP.PublicURL}, logger),
		Dictation: dictation,
		Live:      dictationapp.NewLive(dictation, recognizer),
	}
	router, err := httpadapter.NewRouter(cfg.HTTP, cfg.Company, cfg.Auth.Session, logger, services, http.NotFoundHandler(), httpadapter.JobsView{}, httpadapter.Metrics{})
	require.NoError(t, err)
	server := httptest.NewServer(router)
	t.Cleanup(server.Close)
	return server.URL, mail
}

// liveBrowser is a signed-in browser.
type liveBrowser struct {
	t      *testing.T
	base   string
	client *http.Client
}

var liveBenchCode = regexp.MustCompile(`\b(\d{6})\b`)

// signUpForLive registers email and verifies it with the mailed code, as a new user does.
func signUpForLive(t *testing.T, base string, mail *liveBenchMail, email string) *liveBrowser {
	t.Helper()
	jar, err := cookiejar.New(nil)
	require.NoError(t, err)
	b := &liveBrowser{t: t, base: base, client: &http.Client{Jar: jar}}
	b.json(http.MethodPost, "/api/auth/email/register",
		`{"email":"`+email+`","password":"Sonograf1e!","confirmPassword":"Sonograf1e!","firstName":"Anna","lastName":"Berg"}`)
	mail.mu.Lock()
	var code string
	for _, msg := range mail.messages {
		if m := liveBenchCode.FindStringSubmatch(msg.Text); m != nil && msg.To == email {
			code = m[1]
		}
	}
	mail.mu.Unlock()
	require.NotEmpty(t, code, "the verification code was mailed")
	b.json(http.MethodPost, "/api/auth/email/verify-email", `{"email":"`+email+`","code":"`+code+`"}`)
	return b
}

// json sends a JSON request as the page does and reads the JSON object answered; it fails
// the test on an answer outside 2xx.
func (b *liveBrowser) json(method, path, body string) map[string]any {
	b.t.Helper()
	req, err := http.NewRequest(method, b.base+path, strings.NewReader(body))
	require.NoError(b.t, err)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", b.base)
	resp, err := b.client.Do(req)
	require.NoError(b.t, err)
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	require.NoError(b.t, err)
	require.True(b.t, resp.StatusCode/100 == 2, "%s %s: %d %s", method, path, resp.StatusCode, raw)
	var answer map[string]any
	_ = json.Unmarshal(raw, &answer)
	return answer
}
