package openai

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

func TestNewRefusesIncompleteConfiguration(t *testing.T) {
	valid := config.SpeechOpenAI{BaseURL: "https://api.openai.com/v1", Model: "whisper-1", Timeout: time.Minute, MaxRetries: 2}
	for name, tc := range map[string]struct {
		change func(*config.SpeechOpenAI)
		want   string
	}{
		"relative url":     {func(c *config.SpeechOpenAI) { c.BaseURL = "/v1" }, "speech.openai.base_url"},
		"other scheme":     {func(c *config.SpeechOpenAI) { c.BaseURL = "ftp://host/v1" }, "speech.openai.base_url"},
		"no model":         {func(c *config.SpeechOpenAI) { c.Model = " " }, "speech.openai.model"},
		"no timeout":       {func(c *config.SpeechOpenAI) { c.Timeout = 0 }, "speech.openai.timeout"},
		"negative retries": {func(c *config.SpeechOpenAI) { c.MaxRetries = -1 }, "speech.openai.max_retries"},
	} {
		t.Run(name, func(t *testing.T) {
			cfg := valid
			tc.change(&cfg)
			_, err := New(cfg)
			require.ErrorContains(t, err, tc.want)
		})
	}
	_, err := New(valid)
	require.NoError(t, err)
}

func TestTranscribeUploadsTheRecordingUnderItsSniffedFormat(t *testing.T) {
	audio := []byte("\x1aE\xdf\xa3 not really webm \x00\xff bytes")
	for _, tc := range []struct {
		format, language         string
		wantName, wantType       string
		wantLanguage, wantPrompt string
		hints                    []string
	}{
		{ports.AudioWebM, "de-CH", "recording.webm", "audio/webm", "de", "Pleuraerguss, Kardiomegalie", []string{"Pleuraerguss", " Kardiomegalie "}},
		{ports.AudioOgg, "pt-br", "recording.ogg", "audio/ogg", "pt", "", nil},
		{ports.AudioWAV, "en", "recording.wav", "audio/wav", "en", "T2 hyperintense", []string{"T2  hyperintense", "", "t2 hyperintense"}},
		{ports.AudioMP3, "EL", "recording.mp3", "audio/mpeg", "el", "", nil},
		{ports.AudioM4A, "", "recording.m4a", "audio/mp4", "", "", nil},
	} {
		t.Run(tc.format, func(t *testing.T) {
			server := newTranscriptionServer(t, always(jsonReply(`{"text":"ok"}`)))
			r := server.recognizer(config.SpeechOpenAI{APIKey: "sk-test", Model: "gpt-4o-transcribe"})

			_, err := r.Transcribe(context.Background(), ports.TranscriptionRequest{Audio: audio, Format: tc.format, Language: tc.language, Hints: tc.hints}, nil)
			require.NoError(t, err)

			seen := server.requests()
			require.Len(t, seen, 1)
			got := seen[0]
			require.Equal(t, "/v1/audio/transcriptions", got.Path)
			require.Equal(t, "Bearer sk-test", got.Authorization)
			require.Equal(t, tc.wantName, got.FileName)
			require.Equal(t, tc.wantType, got.FileType)
			require.Equal(t, audio, got.Audio)
			want := map[string]string{"model": "gpt-4o-transcribe", "response_format": "json"}
			if tc.wantLanguage != "" {
				want["language"] = tc.wantLanguage
			}
			if tc.wantPrompt != "" {
				want["prompt"] = tc.wantPrompt
			}
			require.Equal(t, want, got.Fields, "no stream flag when streaming is off")
		})
	}
}

func TestTranscribeRefusesAnUnknownFormatWithoutSending(t *testing.T) {
	server := newTranscriptionServer(t, always(jsonReply(`{"text":"ok"}`)))
	r := server.recognizer(config.SpeechOpenAI{})

	_, err := r.Transcribe(context.Background(), ports.TranscriptionRequest{Audio: []byte("x"), Format: "flac"}, nil)
	require.ErrorIs(t, err, ports.ErrAudioFormatUnsupported)
	require.Empty(t, server.requests())
}

func TestTranscribeSendsNoAuthorizationWithoutAnAPIKey(t *testing.T) {
	server := newTranscriptionServer(t, always(jsonReply(`{"text":"ok"}`)))
	r := server.recognizer(config.SpeechOpenAI{})

	_, err := r.Transcribe(context.Background(), wav("x"), nil)
	require.NoError(t, err)
	require.Empty(t, server.requests()[0].Authorization)
}

func TestTranscribeReadsTheAnswer(t *testing.T) {
	for _, tc := range []struct {
		name, model, answer string
		wantFormat          string
		want                ports.Transcription
	}{
		{
			name: "json", model: "gpt-4o-transcribe", wantFormat: "json",
			answer: `{"text":"Kein Pleuraerguss.","usage":{"type":"tokens","input_tokens":12,"output_tokens":4,"total_tokens":16}}`,
			want:   ports.Transcription{Text: "Kein Pleuraerguss."},
		},
		{
			name: "verbose json", model: "whisper-1", wantFormat: "verbose_json",
			answer: `{"task":"transcribe","language":"german","duration":12.5,"text":" Kein Pleuraerguss. ","segments":[{"id":0,"start":0,"end":12.5,"text":" Kein Pleuraerguss."}]}`,
			want:   ports.Transcription{Text: "Kein Pleuraerguss.", Duration: 12500 * time.Millisecond},
		},
		{
			name: "model name in capitals", model: "Whisper-Large-v3", wantFormat: "verbose_json",
			answer: `{"text":"ok","duration":3}`,
			want:   ports.Transcription{Text: "ok", Duration: 3 * time.Second},
		},
		{
			name: "duration from usage", model: "whisper-1", wantFormat: "verbose_json",
			answer: `{"text":"ok","usage":{"type":"duration","seconds":7}}`,
			want:   ports.Transcription{Text: "ok", Duration: 7 * time.Second},
		},
		{
			name: "hosted whisper under another name", model: "Systran/faster-whisper-large-v3", wantFormat: "verbose_json",
			answer: `{"text":"ok","duration":3}`,
			want:   ports.Transcription{Text: "ok", Duration: 3 * time.Second},
		},
		{
			name: "silence", model: "whisper-1", wantFormat: "verbose_json",
			answer: `{"text":"","duration":2}`,
			want:   ports.Transcription{Duration: 2 * time.Second},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			server := newTranscriptionServer(t, always(jsonReply(tc.answer)))
			r := server.recognizer(config.SpeechOpenAI{Model: tc.model})

			got, err := r.Transcribe(context.Background(), wav("audio"), nil)
			require.NoError(t, err)
			require.Equal(t, tc.want, got)
			require.Equal(t, tc.wantFormat, server.requests()[0].Fields["response_format"])
		})
	}
}

// wav is a request for a short WAV recording.
func wav(audio string) ports.TranscriptionRequest {
	return ports.TranscriptionRequest{Audio: []byte(audio), Format: ports.AudioWAV, Language: "en"}
}

func TestNewKeepsLiveDictationsOwnSettings(t *testing.T) {
	cfg := config.SpeechOpenAI{BaseURL: "https://api.openai.com/v1", APIKey: "sk-test", Model: "whisper-1", Timeout: time.Minute,
		Live: config.SpeechLiveRolling, RealtimeModel: "gpt-4o-transcribe", RollingInterval: time.Second, RollingWindow: 20 * time.Second}
	rolling, err := New(cfg)
	require.NoError(t, err)
	assert.Nil(t, rolling.live.realtime, "rolling re-transcription opens no Realtime session")
	assert.Equal(t, liveSettings{rollingInterval: time.Second, rollingWindow: 20 * time.Second}, rolling.live)

	cfg.Live = config.SpeechLiveRealtime
	realtime, err := New(cfg)
	require.NoError(t, err)
	require.NotNil(t, realtime.live.realtime)
	assert.Equal(t, "wss://api.openai.com/v1/realtime?intent=transcription", realtime.live.realtime.url)
	assert.Equal(t, "gpt-4o-transcribe", realtime.live.realtime.model)
	assert.Equal(t, "Bearer sk-test", realtime.live.realtime.header.Get("Authorization"))
}
