package openai

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/openai/openai-go/v3"

	"github.com/radscribe/radscribe/ports"
)

// errMalformed is an answer that is not in the format the action asked for.
var errMalformed = errors.New("answer not in the expected format")

// attempt runs an action with one prompt as the system message and a number of retries.
type attempt[T any] func(ctx context.Context, system string, retries int) (T, error)

// withFallback runs the action with the user's custom prompt when it is on; if that fails in
// any way it runs once more with the default, and says why. The custom attempt gets no retries
// of its own: the default attempt is its retry, which keeps the worst case within the server's
// write timeout.
func withFallback[T any](ctx context.Context, w *Writer, choice ports.PromptChoice, run attempt[T]) (out T, promptUsed, fallbackReason string, err error) {
	if strings.TrimSpace(choice.Default) == "" {
		return out, "", "", fmt.Errorf("openai: no default prompt for %q", choice.DefaultName)
	}
	if choice.UseCustom && strings.TrimSpace(choice.Custom) != "" {
		out, err = run(ctx, choice.Custom, 0)
		if err == nil {
			return out, PromptCustom, "", nil
		}
		if ctx.Err() != nil {
			return out, "", "", err
		}
		fallbackReason = reason(err)
	}
	out, err = run(ctx, choice.Default, w.maxRetries)
	if err != nil {
		return out, "", "", describe(err)
	}
	return out, choice.DefaultName, fallbackReason, nil
}

// reason is the sentence the UI shows under 'Custom Prompt Failed'.
func reason(err error) string {
	var apiErr *openai.Error
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return "The AI service did not answer in time."
	case errors.Is(err, errEmpty):
		return "The AI service returned an empty answer."
	case errors.Is(err, errMalformed):
		return "The AI service's answer was not in the expected format."
	case errors.As(err, &apiErr) && apiErr.StatusCode == http.StatusTooManyRequests:
		return "The AI service was busy (HTTP 429)."
	case errors.As(err, &apiErr):
		return fmt.Sprintf("The AI service refused the request (HTTP %d).", apiErr.StatusCode)
	}
	return "The AI service could not be reached."
}

// describe keeps what an operator needs from a failure (status and error code) and drops the
// server's message and the request, which may repeat the dictation, so logs never hold it.
func describe(err error) error {
	var apiErr *openai.Error
	if errors.As(err, &apiErr) {
		return fmt.Errorf("openai: chat completion answered HTTP %d (type %q, code %q)", apiErr.StatusCode, apiErr.Type, apiErr.Code)
	}
	return fmt.Errorf("openai: chat completion failed: %w", err)
}
