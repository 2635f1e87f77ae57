package config

import (
	"strings"
	"time"
)

// openAIEndpoint is an OpenAI-compatible server's section (llm.openai, speech.openai) as the
// validator reads it.
type openAIEndpoint struct {
	// section is llm or speech: the keys are <section>.openai.*, chosen by <section>.provider.
	section        string
	baseURL, model string
	timeout        time.Duration
	maxRetries     int
	// typicalTimeout is the example a timeout message gives.
	typicalTimeout string
}

func (e openAIEndpoint) validate(v *validator) {
	key := e.section + ".openai."
	if !isAbsoluteHTTPURL(e.baseURL) {
		v.add(key+"base_url", "%q must be an absolute http(s) URL such as https://api.openai.com/v1", e.baseURL)
	}
	if strings.TrimSpace(e.model) == "" {
		v.add(key+"model", "is required when %s.provider is openai", e.section)
	}
	if e.timeout <= 0 {
		v.add(key+"timeout", "must be a positive duration such as %s", e.typicalTimeout)
	}
	if e.maxRetries < 0 || e.maxRetries > 10 {
		v.add(key+"max_retries", "must be between 0 and 10, got %d", e.maxRetries)
	}
}
