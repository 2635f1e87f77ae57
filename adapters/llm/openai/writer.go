// Package openai implements ports.ReportWriter with any server that speaks OpenAI's chat
// completions protocol: OpenAI itself, Azure OpenAI's v1 endpoint, vLLM, Ollama, llama.cpp and
// LM Studio. The prompt (the admin default, or the user's custom one) is the system message;
// the dictation is the user message.
package openai

import (
	"fmt"
	"net/url"
	"strings"
	"sync/atomic"
	"time"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"

	"github.com/radscribe/radscribe/adapters/internal/openairetry"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

// PromptCustom is promptUsed when the user's own prompt wrote the answer.
const PromptCustom = "custom"

// Writer sends each report action to the configured chat completions endpoint.
type Writer struct {
	client     openai.Client
	model      string
	timeout    time.Duration
	maxRetries int
	backoff    time.Duration
	// structured is the most structured answer format the server accepted so far, so a server
	// without JSON schema support costs the extra refused request only once.
	structured atomic.Int32
}

// SendsTextOut is true: the transcript goes to the chat server, so the application masks the
// patient data it detects before the writer sees it, whether the server is OpenAI or the
// practice's own.
func (*Writer) SendsTextOut() bool { return true }

var _ ports.RemoteWriter = (*Writer)(nil)

// New builds the writer from its configuration section.
func New(cfg config.LLMOpenAI) (*Writer, error) {
	base, err := url.Parse(cfg.BaseURL)
	if err != nil || (base.Scheme != "http" && base.Scheme != "https") || base.Host == "" {
		return nil, fmt.Errorf("llm.openai.base_url: %q must be an absolute http(s) URL", cfg.BaseURL)
	}
	if strings.TrimSpace(cfg.Model) == "" {
		return nil, fmt.Errorf("llm.openai.model is required")
	}
	return &Writer{
		client:     openai.NewClient(clientOptions(cfg, base.Hostname())...),
		model:      cfg.Model,
		timeout:    cfg.Timeout,
		maxRetries: cfg.MaxRetries,
		backoff:    openairetry.FirstBackoff,
	}, nil
}

func clientOptions(cfg config.LLMOpenAI, host string) []option.RequestOption {
	opts := []option.RequestOption{
		option.WithBaseURL(cfg.BaseURL),
		option.WithAPIKey(cfg.APIKey),
		// Retries are openairetry's: the client library does not retry a timed-out attempt.
		option.WithMaxRetries(0),
	}
	if isAzure(host) && cfg.APIKey != "" {
		opts = append(opts, option.WithHeader("api-key", cfg.APIKey))
	}
	return opts
}

// isAzure reports whether host is an Azure OpenAI resource, which authenticates API keys with
// the api-key header rather than a bearer token.
func isAzure(host string) bool {
	return strings.HasSuffix(host, ".openai.azure.com") || strings.HasSuffix(host, ".cognitiveservices.azure.com")
}

var _ ports.ReportWriter = (*Writer)(nil)
