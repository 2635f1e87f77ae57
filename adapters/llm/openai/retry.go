package openai

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"time"

	"github.com/openai/openai-go/v3"
)

// maxServerWait caps a Retry-After the server asks for; a longer wait gives up instead.
const maxServerWait = 30 * time.Second

// withRetries sends params, and again up to retries times after a 429, a 5xx, a timed-out
// attempt or a broken connection, waiting longer each time.
func (w *Writer) withRetries(ctx context.Context, retries int, params openai.ChatCompletionNewParams) (string, error) {
	wait := w.backoff
	for attempt := 0; ; attempt++ {
		text, err := w.once(ctx, params)
		if err == nil || attempt >= retries || ctx.Err() != nil || !transient(err) {
			return text, err
		}
		delay, ok := serverWait(err)
		if !ok {
			delay, wait = wait, wait*2
		}
		if delay > maxServerWait {
			return "", err
		}
		select {
		case <-ctx.Done():
			return "", err
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
	// No HTTP answer at all: a timed-out attempt or a connection that failed.
	return !errors.Is(err, errEmpty) && !errors.Is(err, context.Canceled)
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
