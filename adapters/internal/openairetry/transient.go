package openairetry

import (
	"context"
	"errors"
	"net/http"

	"github.com/openai/openai-go/v3"
)

// transient reports whether trying again may succeed.
func transient(err error) bool {
	var apiErr *openai.Error
	if errors.As(err, &apiErr) {
		code := apiErr.StatusCode
		return code == http.StatusRequestTimeout || code == http.StatusTooManyRequests || code >= http.StatusInternalServerError
	}
	// No HTTP answer at all: a timed-out attempt or a connection that failed, unless the caller
	// gave up.
	return !errors.Is(err, context.Canceled)
}
