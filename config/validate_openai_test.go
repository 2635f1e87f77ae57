package config

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// TestOpenAISectionsValidation checks llm.openai and speech.openai, which share their checks
// and differ in their keys and the timeout they suggest.
func TestOpenAISectionsValidation(t *testing.T) {
	type endpoint struct {
		baseURL, model string
		timeout        time.Duration
		maxRetries     int
	}
	llm := func(e endpoint) []string {
		v := &validator{}
		LLM{Provider: LLMProviderOpenAI, OpenAI: LLMOpenAI{BaseURL: e.baseURL, Model: e.model, Timeout: e.timeout, MaxRetries: e.maxRetries}}.validate(v)
		return v.problems
	}
	speech := func(e endpoint) []string {
		v := &validator{}
		Speech{Provider: SpeechProviderOpenAI, MaxAudioBytes: 25 << 20, OpenAI: SpeechOpenAI{BaseURL: e.baseURL, Model: e.model, Timeout: e.timeout, MaxRetries: e.maxRetries,
			Live: SpeechLiveRolling, RollingInterval: time.Second, RollingWindow: 30 * time.Second}}.validate(v)
		return v.problems
	}
	for _, tc := range []struct {
		name        string
		endpoint    endpoint
		llm, speech []string
	}{
		{"valid", endpoint{"https://api.openai.com/v1", "gpt-4o-mini", time.Minute, 10}, nil, nil},
		{
			"everything wrong",
			endpoint{"localhost:11434", " ", 0, 11},
			[]string{
				`llm.openai.base_url: "localhost:11434" must be an absolute http(s) URL such as https://api.openai.com/v1`,
				"llm.openai.model: is required when llm.provider is openai",
				"llm.openai.timeout: must be a positive duration such as 60s",
				"llm.openai.max_retries: must be between 0 and 10, got 11",
			},
			[]string{
				`speech.openai.base_url: "localhost:11434" must be an absolute http(s) URL such as https://api.openai.com/v1`,
				"speech.openai.model: is required when speech.provider is openai",
				"speech.openai.timeout: must be a positive duration such as 120s",
				"speech.openai.max_retries: must be between 0 and 10, got 11",
			},
		},
		{
			"negative retries",
			endpoint{"http://whisper.internal:8000/v1", "whisper-1", time.Minute, -1},
			[]string{"llm.openai.max_retries: must be between 0 and 10, got -1"},
			[]string{"speech.openai.max_retries: must be between 0 and 10, got -1"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.llm, llm(tc.endpoint))
			assert.Equal(t, tc.speech, speech(tc.endpoint))
		})
	}
}

func TestLiveSpeechValidation(t *testing.T) {
	openAI := func(live string, interval, window time.Duration) []string {
		v := &validator{}
		Speech{Provider: SpeechProviderOpenAI, MaxAudioBytes: 25 << 20, OpenAI: SpeechOpenAI{
			BaseURL: "http://whisper:8000/v1", Model: "whisper-1", Timeout: time.Minute,
			Live: live, RollingInterval: interval, RollingWindow: window,
		}}.validate(v)
		return v.problems
	}
	google := func(renew time.Duration) []string {
		v := &validator{}
		Speech{Provider: SpeechProviderGoogle, MaxAudioBytes: 25 << 20, Google: SpeechGoogle{Timeout: time.Minute, StreamRenewAfter: renew}}.validate(v)
		return v.problems
	}
	assert.Empty(t, openAI(SpeechLiveRealtime, time.Second, 30*time.Second))
	assert.Empty(t, openAI(SpeechLiveRolling, 200*time.Millisecond, 10*time.Minute), "edges are allowed")
	assert.Equal(t, []string{
		`speech.openai.live: "websocket" is not valid; choose one of rolling, realtime`,
		"speech.openai.rolling_interval: must be between 200ms and 10s, got 100ms",
		"speech.openai.rolling_window: must be between 5s and 10m, got 11m0s",
	}, openAI("websocket", 100*time.Millisecond, 11*time.Minute))
	assert.Empty(t, google(290*time.Second))
	assert.Equal(t, []string{"speech.google.stream_renew_after: must be between 10s and 300s, got 5m5s"}, google(305*time.Second))
}
