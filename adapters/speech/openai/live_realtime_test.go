package openai

import (
	"cmp"
	"context"
	"encoding/binary"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	pcmfile "github.com/radscribe/radscribe/adapters/internal/pcm"
	"github.com/radscribe/radscribe/adapters/speech/speechtest"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ports/portstest"
)

// realtimeFor is a Recognizer in realtime mode on the server.
func realtimeFor(t *testing.T, server *speechtest.RealtimeServer, cfg config.SpeechOpenAI) *Recognizer {
	t.Helper()
	cfg.BaseURL = server.URL
	cfg.Live = config.SpeechLiveRealtime
	cfg.Model = cmp.Or(cfg.Model, "gpt-4o-transcribe")
	cfg.Timeout = cmp.Or(cfg.Timeout, 5*time.Second)
	r, err := New(cfg)
	require.NoError(t, err)
	return r
}

func realtimeSpeak(utterances ...string) []byte {
	spoken := make([]speechtest.Utterance, len(utterances))
	for i, u := range utterances {
		spoken[i] = speechtest.Utterance(u)
	}
	return speechtest.Speak(spoken...)
}

// realtimeHeard records what heard receives.
type realtimeHeard struct {
	mu    sync.Mutex
	texts []ports.LiveText
}

func (h *realtimeHeard) heard(text ports.LiveText) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.texts = append(h.texts, text)
}

func (h *realtimeHeard) finals() string {
	h.mu.Lock()
	defer h.mu.Unlock()
	var finals []string
	for _, text := range h.texts {
		if text.Final {
			finals = append(finals, text.Text)
		}
	}
	return strings.Join(finals, " ")
}

// realtimeDictate streams pcm in pieces of chunk bytes and finishes.
func realtimeDictate(t *testing.T, live ports.LiveRecognizer, req ports.LiveRequest, pcm []byte, chunk int) (*realtimeHeard, error) {
	t.Helper()
	texts := &realtimeHeard{}
	stream, err := live.Listen(context.Background(), req, texts.heard)
	require.NoError(t, err)
	for start := 0; start < len(pcm); start += chunk {
		if err := stream.Write(pcm[start:min(start+chunk, len(pcm))]); err != nil {
			break
		}
	}
	return texts, stream.Finish(context.Background())
}

func TestRealtimeLiveContract(t *testing.T) {
	portstest.RunLiveRecognizerContract(t, func(t *testing.T) ports.LiveRecognizer {
		return realtimeFor(t, speechtest.NewRealtimeServer(t, speechtest.RealtimeOptions{}), config.SpeechOpenAI{})
	}, realtimeSpeak)
}

func TestRealtimeSessionIsConfiguredFromTheRequest(t *testing.T) {
	for _, tc := range []struct {
		name              string
		cfg               config.SpeechOpenAI
		wantAuth          string
		language          string
		hints             []string
		wantTranscription string
	}{
		{
			name: "OpenAI", cfg: config.SpeechOpenAI{APIKey: "sk-test", Model: "whisper-1", RealtimeModel: "gpt-4o-transcribe"},
			wantAuth: "Bearer sk-test", language: "de-CH", hints: []string{"Pleuraerguss", " Kardiomegalie "},
			wantTranscription: `{"model":"gpt-4o-transcribe","language":"de","prompt":"Pleuraerguss, Kardiomegalie"}`,
		},
		{
			name: "own server without a key or a realtime model", cfg: config.SpeechOpenAI{Model: "Systran/faster-whisper-large-v3"},
			language:          "auto",
			wantTranscription: `{"model":"Systran/faster-whisper-large-v3"}`,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			server := speechtest.NewRealtimeServer(t, speechtest.RealtimeOptions{})
			live := realtimeFor(t, server, tc.cfg)

			texts, err := realtimeDictate(t, live, ports.LiveRequest{Language: tc.language, Hints: tc.hints}, realtimeSpeak("no fracture"), ports.LiveBytesPerSecond/10)
			require.NoError(t, err)
			require.Equal(t, "no fracture", texts.finals())

			sessions := server.Sessions()
			require.Len(t, sessions, 1)
			got := sessions[0]
			assert.Equal(t, tc.wantAuth, got.Header.Get("Authorization"))
			assert.Equal(t, "realtime=v1", got.Header.Get("OpenAI-Beta"))
			assert.Equal(t, "transcription", got.Query.Get("intent"))
			assert.JSONEq(t, `{"type":"transcription_session.update","session":{
				"input_audio_format":"pcm16",
				"input_audio_transcription":`+tc.wantTranscription+`,
				"turn_detection":{"type":"server_vad","silence_duration_ms":500}}}`, string(got.Update))
		})
	}
}

func TestRealtimeEndpointURL(t *testing.T) {
	for base, want := range map[string]string{
		"https://api.openai.com/v1":    "wss://api.openai.com/v1/realtime?intent=transcription",
		"http://whisper:8000/v1/":      "ws://whisper:8000/v1/realtime?intent=transcription",
		"https://proxy.example/stt/v1": "wss://proxy.example/stt/v1/realtime?intent=transcription",
	} {
		endpoint, err := newRealtimeEndpoint(config.SpeechOpenAI{BaseURL: base, Model: "m", Timeout: time.Second})
		require.NoError(t, err)
		assert.Equal(t, want, endpoint.url)
	}
	_, err := newRealtimeEndpoint(config.SpeechOpenAI{BaseURL: "ftp://host/v1"})
	require.ErrorContains(t, err, "speech.openai.base_url")
}

func TestRealtimeResamplingKeepsTheWordsAtAnyPieceSize(t *testing.T) {
	pcm := realtimeSpeak("left kidney cyst", "all well")
	whole := (&upsampler{}).resample(pcm)
	for _, chunk := range []int{322, 4098, ports.LiveBytesPerSecond, len(pcm)} {
		server := speechtest.NewRealtimeServer(t, speechtest.RealtimeOptions{})
		texts, err := realtimeDictate(t, realtimeFor(t, server, config.SpeechOpenAI{}), ports.LiveRequest{Language: "en"}, pcm, chunk)
		require.NoError(t, err)
		assert.Equal(t, "left kidney cyst all well", texts.finals(), "pieces of %d bytes", chunk)
		received := server.Sessions()[0].Audio
		assert.Equal(t, whole, received, "pieces of %d bytes join seamlessly", chunk)
		assert.Equal(t, "left kidney cyst all well", speechtest.Text(speechtest.Hear(received, speechtest.RealtimeRate)))
	}
}

func TestUpsamplerJoinsPiecesOfAnySize(t *testing.T) {
	pcm := realtimeSpeak("no fracture")
	whole := (&upsampler{}).resample(pcm)
	for samples := 1; samples <= 7; samples++ {
		var u upsampler
		var joined []byte
		for start := 0; start < len(pcm); start += 2 * samples {
			joined = append(joined, u.resample(pcm[start:min(start+2*samples, len(pcm))])...)
		}
		require.Equal(t, whole, joined, "pieces of %d samples", samples)
	}
	require.InDelta(t, len(pcm)/2*3/2, len(whole)/2, 1, "24 kHz, but for a last output that waits for the next sample")
}

func TestUpsamplerInterpolates(t *testing.T) {
	pcm := func(samples ...int16) []byte {
		out := make([]byte, 0, 2*len(samples))
		for _, s := range samples {
			out = binary.LittleEndian.AppendUint16(out, uint16(s))
		}
		return out
	}
	var u upsampler
	// Outputs lie at input positions 0, 2/3, 4/3, 2; the one at 8/3 waits for the next sample.
	assert.Equal(t, pcm(0, 200, 400, 600), u.resample(pcm(0, 300, 600)))
	assert.Equal(t, pcm(800, 266, -1000), u.resample(pcm(900, -1000)))
}

func TestRealtimeFinalsFollowTheCommittedOrder(t *testing.T) {
	items := newRealtimeItems()
	var out []ports.LiveText
	out = append(out, items.commit("a", "", time.Second)...)
	out = append(out, items.commit("b", "a", 2*time.Second)...)
	out = append(out, items.commit("c", "b", 3*time.Second)...)
	out = append(out, items.delta("b", "mild")...)
	out = append(out, items.complete("c", " no effusion ")...)
	out = append(out, items.complete("b", "mild cardiomegaly")...)
	require.False(t, items.done())
	out = append(out, items.complete("a", "")...)
	require.True(t, items.done())
	assert.Equal(t, []ports.LiveText{
		{Text: "mild"},
		{Text: "mild no effusion"},
		{Text: "mild cardiomegaly no effusion"},
		// a had no text: its final is left out, b's and c's follow in their order.
		{Text: "mild cardiomegaly", Final: true, HeardUntil: 2 * time.Second},
		{Text: "no effusion", Final: true, HeardUntil: 3 * time.Second},
	}, out)
	assert.Empty(t, items.complete("b", "again"), "a settled item is not heard twice")
}

func TestRealtimeHeardUntilNeverGoesBack(t *testing.T) {
	items := newRealtimeItems()
	items.commit("a", "", 2*time.Second)
	items.commit("b", "a", 0) // committed without a known end
	out := append(items.complete("a", "one"), items.complete("b", "two")...)
	assert.Equal(t, []ports.LiveText{
		{Text: "one", Final: true, HeardUntil: 2 * time.Second},
		{Text: "two", Final: true, HeardUntil: 2 * time.Second},
	}, out)
}

func TestRealtimeErrorEventEndsTheStream(t *testing.T) {
	server := speechtest.NewRealtimeServer(t, speechtest.RealtimeOptions{FailAfter: time.Second})
	texts := &realtimeHeard{}
	stream, err := realtimeFor(t, server, config.SpeechOpenAI{}).Listen(context.Background(), ports.LiveRequest{Language: "en"}, texts.heard)
	require.NoError(t, err)
	pcm := realtimeSpeak("no fracture", "no effusion", "no pneumothorax")
	for start := 0; start < len(pcm); start += ports.LiveBytesPerSecond / 10 {
		if stream.Write(pcm[start:min(start+ports.LiveBytesPerSecond/10, len(pcm))]) != nil {
			break
		}
	}

	err = stream.Finish(context.Background())
	require.EqualError(t, err, "openai speech: live transcription failed: the server sent an error (server_error)")
	assert.NotContains(t, err.Error(), "fracture", "the server's message, which quotes the words, is left out")
	assert.Error(t, stream.Write(pcm[:320]))
}

func TestRealtimeFinishAcceptsAnEmptyCommit(t *testing.T) {
	// The server commits the utterance after 500 ms of its pause and keeps the 50 ms after it:
	// too little for Finish's commit, which the server refuses as empty.
	pcm := realtimeSpeak("no fracture")
	pcm = pcm[:len(pcm)-ports.LiveBytesPerSecond*150/1000]
	server := speechtest.NewRealtimeServer(t, speechtest.RealtimeOptions{})

	texts, err := realtimeDictate(t, realtimeFor(t, server, config.SpeechOpenAI{}), ports.LiveRequest{Language: "en"}, pcm, ports.LiveBytesPerSecond/10)
	require.NoError(t, err)
	assert.Equal(t, "no fracture", texts.finals())
	assert.Equal(t, 1, server.Sessions()[0].Commits)
}

func TestRealtimeFinishWaitsNoLongerThanTheTimeout(t *testing.T) {
	server := speechtest.NewRealtimeServer(t, speechtest.RealtimeOptions{EngineDelay: time.Minute})
	live := realtimeFor(t, server, config.SpeechOpenAI{Timeout: 300 * time.Millisecond})

	started := time.Now()
	_, err := realtimeDictate(t, live, ports.LiveRequest{Language: "en"}, realtimeSpeak("no fracture"), ports.LiveBytesPerSecond/10)
	require.ErrorIs(t, err, context.DeadlineExceeded)
	assert.Contains(t, err.Error(), "no final transcript within 300ms")
	assert.Less(t, time.Since(started), 5*time.Second)
}

func TestRealtimeRefusedSession(t *testing.T) {
	refusing := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		http.Error(w, `{"error":{"message":"Incorrect API key provided: sk-wrong"}}`, http.StatusUnauthorized)
	}))
	t.Cleanup(refusing.Close)
	r, err := New(config.SpeechOpenAI{BaseURL: refusing.URL + "/v1", APIKey: "sk-wrong", Model: "m", Timeout: time.Second, Live: config.SpeechLiveRealtime})
	require.NoError(t, err)

	_, err = r.Listen(context.Background(), ports.LiveRequest{}, func(ports.LiveText) {})
	require.EqualError(t, err, "openai speech: live transcription failed: the server refused the session: 401 Unauthorized")
}

func TestRealtimeTranscriptEqualsTheBatchTranscript(t *testing.T) {
	server := speechtest.NewRealtimeServer(t, speechtest.RealtimeOptions{})
	pcm := realtimeSpeak("no pleural effusion", "small right pneumothorax 2.5 cm", "heart normal size")
	texts, err := realtimeDictate(t, realtimeFor(t, server, config.SpeechOpenAI{}), ports.LiveRequest{Language: "en"}, pcm, ports.LiveBytesPerSecond/10)
	require.NoError(t, err)

	whisper := speechtest.NewWhisperServer(t, speechtest.WhisperOptions{})
	batch, err := New(config.SpeechOpenAI{BaseURL: whisper.URL, Model: "gpt-4o-transcribe", Timeout: 5 * time.Second})
	require.NoError(t, err)
	whole, err := batch.Transcribe(context.Background(), ports.TranscriptionRequest{Audio: pcmfile.WAV(pcm, ports.LiveSampleRate), Format: ports.AudioWAV, Language: "en"}, nil)
	require.NoError(t, err)

	require.Equal(t, "no pleural effusion small right pneumothorax 2.5 cm heart normal size", whole.Text)
	assert.Equal(t, whole.Text, texts.finals())
	assert.False(t, texts.texts[0].Final, "interim text comes before each final")
}
