package openai

import (
	"context"
	"errors"

	"github.com/openai/openai-go/v3"

	"github.com/radscribe/radscribe/adapters/internal/openairetry"
)

// withRetries sends params, and again up to retries times as openairetry allows. An empty
// answer is not asked for again: the server gave the answer it had.
func (w *Writer) withRetries(ctx context.Context, retries int, params openai.ChatCompletionNewParams) (string, error) {
	return openairetry.Do(ctx, openairetry.Policy{Retries: retries, Backoff: w.backoff},
		func() (string, error) { return w.once(ctx, params) },
		func(err error) bool { return errors.Is(err, errEmpty) })
}
