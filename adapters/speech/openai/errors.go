package openai

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/packages/ssestream"

	"github.com/radscribe/radscribe/ports"
)

var (
	// errMalformed is an answer that is not the JSON the protocol describes.
	errMalformed = errors.New("malformed answer")
	// errAttemptTimedOut is an attempt that did not finish within the configured timeout.
	errAttemptTimedOut = fmt.Errorf("attempt timed out: %w", context.DeadlineExceeded)
)

// failure is the error Transcribe returns: a short description that quotes neither the audio
// nor the text. The library's API error is not wrapped, since it holds the request and with it
// the audio.
func (r *Recognizer) failure(ctx context.Context, err error) error {
	var apiErr *openai.Error
	var streamErr *ssestream.StreamError
	switch {
	case ctx.Err() != nil:
		return fmt.Errorf("openai speech: transcription failed: %w", ctx.Err())
	case errors.As(err, &apiErr):
		if unreadableFormat(apiErr) {
			return fmt.Errorf("openai speech: %w", ports.ErrAudioFormatUnsupported)
		}
		return fmt.Errorf("openai speech: transcription failed: %s", status(apiErr.StatusCode))
	case errors.Is(err, errAttemptTimedOut):
		return fmt.Errorf("openai speech: transcription failed: no answer within %s: %w", r.timeout, context.DeadlineExceeded)
	case errors.As(err, &streamErr):
		return errors.New("openai speech: transcription failed: the server sent an error event")
	case errors.Is(err, errMalformed):
		return fmt.Errorf("openai speech: transcription failed: %w", errMalformed)
	default:
		// A connection that failed: the library's transport errors name the URL, not the body.
		return fmt.Errorf("openai speech: transcription failed: %w", err)
	}
}

func status(code int) string {
	if text := http.StatusText(code); text != "" {
		return fmt.Sprintf("%d %s", code, text)
	}
	return fmt.Sprintf("status %d", code)
}

// unreadableFormat reports OpenAI's own refusal of a container ("Invalid file format.
// Supported formats: ..."). Other servers word theirs in many ways, none reliably, so they
// get the plain status.
func unreadableFormat(apiErr *openai.Error) bool {
	return apiErr.StatusCode == http.StatusBadRequest && strings.HasPrefix(strings.ToLower(apiErr.Message), "invalid file format")
}
