// Package openai implements ports.SpeechRecognizer with any server that speaks OpenAI's
// /v1/audio/transcriptions protocol: OpenAI itself or a practice's own Whisper server
// (faster-whisper servers such as speaches, whisper.cpp server, vLLM, LocalAI). The recording
// is uploaded from memory under a file name that matches its sniffed container, because the
// server picks its decoder by that name.
package openai

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"

	"github.com/radscribe/radscribe/adapters/internal/openairetry"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

// Recognizer sends each recording to the configured transcription endpoint.
type Recognizer struct {
	client     openai.Client
	model      string
	format     openai.AudioResponseFormat
	stream     bool
	timeout    time.Duration
	maxRetries int
	backoff    time.Duration
	live       liveSettings
}

// liveSettings are live dictation's own: where a Realtime session is opened when
// speech.openai.live asks for one (nil: rolling re-transcription), and the rolling requests'
// interval and window.
type liveSettings struct {
	realtime                       *realtimeEndpoint
	rollingInterval, rollingWindow time.Duration
}

// New builds the recognizer from its configuration section.
func New(cfg config.SpeechOpenAI) (*Recognizer, error) {
	base, err := url.Parse(cfg.BaseURL)
	if err != nil || (base.Scheme != "http" && base.Scheme != "https") || base.Host == "" {
		return nil, fmt.Errorf("speech.openai.base_url: %q must be an absolute http(s) URL", cfg.BaseURL)
	}
	if strings.TrimSpace(cfg.Model) == "" {
		return nil, fmt.Errorf("speech.openai.model is required")
	}
	if cfg.Timeout <= 0 {
		return nil, fmt.Errorf("speech.openai.timeout must be positive, got %s", cfg.Timeout)
	}
	if cfg.MaxRetries < 0 {
		return nil, fmt.Errorf("speech.openai.max_retries must not be negative, got %d", cfg.MaxRetries)
	}
	live := liveSettings{rollingInterval: cfg.RollingInterval, rollingWindow: cfg.RollingWindow}
	if cfg.Live == config.SpeechLiveRealtime {
		endpoint, err := newRealtimeEndpoint(cfg)
		if err != nil {
			return nil, err
		}
		live.realtime = &endpoint
	}
	return &Recognizer{
		client: openai.NewClient(
			option.WithBaseURL(cfg.BaseURL),
			option.WithAPIKey(cfg.APIKey),
			// Retries are openairetry's: the client library does not retry a timed-out attempt.
			option.WithMaxRetries(0),
		),
		model:      cfg.Model,
		format:     responseFormat(cfg.Model),
		stream:     cfg.Stream,
		timeout:    cfg.Timeout,
		maxRetries: cfg.MaxRetries,
		backoff:    openairetry.FirstBackoff,
		live:       live,
	}, nil
}

// Transcribe uploads the recording and returns its text. With streaming on, partial (when not
// nil) receives each piece of text as the server sends it.
func (r *Recognizer) Transcribe(ctx context.Context, req ports.TranscriptionRequest, partial func(delta string)) (ports.Transcription, error) {
	file, ok := uploadFor(req.Format)
	if !ok {
		return ports.Transcription{}, fmt.Errorf("openai speech: %w", ports.ErrAudioFormatUnsupported)
	}
	return r.withRetries(ctx, req, file, partial)
}

// attempt sends the recording once, bounded by the configured timeout.
func (r *Recognizer) attempt(ctx context.Context, req ports.TranscriptionRequest, file upload, relay *relay) (ports.Transcription, error) {
	attemptCtx, cancel := context.WithTimeout(ctx, r.timeout)
	defer cancel()
	params := r.params(req, file)
	var result ports.Transcription
	var err error
	if r.stream {
		result, err = r.streamed(attemptCtx, params, relay)
	} else {
		result, err = r.whole(attemptCtx, params)
	}
	// However the library reports it (a context error, a broken body read), an attempt that ran
	// out of time is a timeout, which may be retried.
	if err != nil && ctx.Err() == nil && errors.Is(attemptCtx.Err(), context.DeadlineExceeded) {
		err = errAttemptTimedOut
	}
	return result, err
}

var _ ports.SpeechRecognizer = (*Recognizer)(nil)
