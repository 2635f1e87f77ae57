// Package google implements ports.SpeechRecognizer with Google Cloud Speech-to-Text (the v1
// API over gRPC): one synchronous Recognize call for short dictation, a StreamingRecognize
// stream for longer recordings (up to about 5 minutes), whose text streams to the caller as
// Google finishes each part. Audio is always sent inline; nothing goes to Cloud Storage.
package google

import (
	"context"
	"fmt"

	speech "cloud.google.com/go/speech/apiv1"
	"google.golang.org/api/option"

	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

// Recognizer implements ports.SpeechRecognizer. It is safe for concurrent use.
type Recognizer struct {
	client *speech.Client
	cfg    config.SpeechGoogle
}

var _ ports.SpeechRecognizer = (*Recognizer)(nil)

// New connects to Google Speech-to-Text with the configured service account key, or with
// Application Default Credentials when none is set, at the configured endpoint or Google's
// default. Close releases the connection.
func New(cfg config.SpeechGoogle) (*Recognizer, error) {
	var opts []option.ClientOption
	if cfg.CredentialsFile != "" {
		key, err := serviceAccountKey(cfg.CredentialsFile)
		if err != nil {
			return nil, err
		}
		opts = append(opts, key)
	}
	if cfg.Endpoint != "" {
		opts = append(opts, option.WithEndpoint(cfg.Endpoint))
	}
	// NewClient reads the credentials now but connects on the first call, so it needs no deadline.
	client, err := speech.NewClient(context.Background(), opts...)
	if err != nil {
		return nil, fmt.Errorf("google speech: create client: %w", err)
	}
	return NewWithClient(client, cfg), nil
}

// NewWithClient uses a client the caller built (tests point one at an in-process server).
// The Recognizer owns the client from then on: Close closes it.
func NewWithClient(client *speech.Client, cfg config.SpeechGoogle) *Recognizer {
	return &Recognizer{client: client, cfg: cfg}
}

// Close releases the client's connections.
func (r *Recognizer) Close() error {
	return r.client.Close()
}
