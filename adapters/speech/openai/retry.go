package openai

import (
	"context"
	"errors"

	"github.com/openai/openai-go/v3/packages/ssestream"

	"github.com/radscribe/radscribe/adapters/internal/openairetry"
	"github.com/radscribe/radscribe/ports"
)

// withRetries sends the recording, and again up to maxRetries times as openairetry allows. An
// attempt that already passed text to partial is not repeated, so one relay serves them all.
func (r *Recognizer) withRetries(ctx context.Context, req ports.TranscriptionRequest, file upload, partial func(string)) (ports.Transcription, error) {
	relay := &relay{partial: partial}
	result, err := openairetry.Do(ctx, openairetry.Policy{Retries: r.maxRetries, Backoff: r.backoff},
		func() (ports.Transcription, error) { return r.attempt(ctx, req, file, relay) },
		func(err error) bool { return relay.sent || answered(err) })
	if err != nil {
		return ports.Transcription{}, r.failure(ctx, err)
	}
	return result, nil
}

// answered reports an error that is the server's own answer rather than a failure to get one:
// an error event in the stream, or a body that is not the protocol's JSON. Asking again would
// get the same.
func answered(err error) bool {
	var streamErr *ssestream.StreamError
	return errors.As(err, &streamErr) || errors.Is(err, errMalformed)
}
