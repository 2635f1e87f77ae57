package llm_test

import (
	"log/slog"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/llm"
	"github.com/radscribe/radscribe/adapters/llm/builtin"
	"github.com/radscribe/radscribe/adapters/llm/openai"
	"github.com/radscribe/radscribe/config"
)

var quiet = slog.New(slog.DiscardHandler)

func TestNewBuildsTheConfiguredWriter(t *testing.T) {
	settings := config.LLMOpenAI{BaseURL: "http://localhost:11434/v1", Model: "llama3.1", Timeout: time.Second}
	for _, tc := range []struct {
		provider string
		want     any
	}{
		{provider: "builtin", want: &builtin.Writer{}},
		{provider: "", want: &builtin.Writer{}},
		{provider: "openai", want: &openai.Writer{}},
	} {
		t.Run(tc.provider, func(t *testing.T) {
			writer, err := llm.New(config.LLM{Provider: tc.provider, OpenAI: settings}, quiet)
			require.NoError(t, err)
			assert.IsType(t, tc.want, writer)
		})
	}
}

func TestNewNamesTheChoices(t *testing.T) {
	_, err := llm.New(config.LLM{Provider: "anthropic"}, quiet)
	require.Error(t, err)
	assert.Equal(t, `llm.provider "anthropic" is not valid; choose one of builtin, openai`, err.Error())
}

func TestBuiltinNeedsNoOpenAISettings(t *testing.T) {
	_, err := llm.New(config.LLM{Provider: "builtin"}, quiet)
	assert.NoError(t, err)
	_, err = llm.New(config.LLM{Provider: "openai"}, quiet)
	assert.Error(t, err, "openai without a base URL")
}
