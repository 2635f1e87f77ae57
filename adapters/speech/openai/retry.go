package openai

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"time"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/packages/ssestream"

	"github.com/radscribe/radscribe/ports"
)

// maxServerWait caps a Retry-After the server asks for; a longer wait gives up instead.
const maxServerWait = 30 * time.Second

// withRetries sends the recording, and again up to maxRetries times after a 429, a 5xx, a
// timed-out attempt or a broken connection, waiting longer each time. An attempt that already
// passed text to partial is not repeated.
func (r *Recognizer) withRetries(ctx context.Context, req ports.TranscriptionRequest, file upload, partial func(string)) (ports.Transcription, error) {
	wait := r.backoff
	for attempt := 0; ; attempt++ {
		relay := &relay{partial: partial}
		result, err := r.attempt(ctx, req, file, relay)
		if err == nil {
			return result, nil
		}
		if attempt >= r.maxRetries || ctx.Err() != nil || relay.sent || !transient(err) {
			return ports.Transcription{}, r.failure(ctx, err)
		}
		delay, ok := serverWait(err)
		if !ok {
			delay, wait = wait, wait*2
		}
		if delay > maxServerWait {
			return ports.Transcription{}, r.failure(ctx, err)
		}
		select {
		case <-ctx.Done():
			return ports.Transcription{}, r.failure(ctx, err)
		case <-time.After(delay):
		}
	}
}

// transient reports whether trying again may succeed.
func transient(err error) bool {
	var apiErr *openai.Error
	if errors.As(err, &apiErr) {
		code := apiErr.StatusCode
		return code == http.StatusRequestTimeout || code == http.StatusTooManyRequests || code >= http.StatusInternalServerError
	}
	var streamErr *ssestream.StreamError
	if errors.As(err, &streamErr) || errors.Is(err, errMalformed) || errors.Is(err, context.Canceled) {
		return false
	}
	// No HTTP answer at all: a timed-out attempt or a connection that failed.
	return true
}

// serverWait is the wait a 429 or 503 asks for in Retry-After (seconds).
func serverWait(err error) (time.Duration, bool) {
	var apiErr *openai.Error
	if !errors.As(err, &apiErr) || apiErr.Response == nil {
		return 0, false
	}
	seconds, convErr := strconv.Atoi(apiErr.Response.Header.Get("Retry-After"))
	if convErr != nil || seconds < 0 {
		return 0, false
	}
	return time.Duration(seconds) * time.Second, true
}
