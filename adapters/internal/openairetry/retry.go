// Package openairetry is the retry policy the adapters for OpenAI-compatible servers share:
// after a 408, a 429, a 5xx, a timed-out attempt or a broken connection they try again a
// bounded number of times, waiting what the server asks for in Retry-After (up to 30 s) or
// else a backoff that doubles from 500 ms. The client library's own retries stay off, since it
// does not retry a timed-out attempt.
package openairetry

import (
	"context"
	"time"
)

// FirstBackoff is the wait before the first retry; it doubles for each further one.
const FirstBackoff = 500 * time.Millisecond

// Policy is how often and how patiently to try again.
type Policy struct {
	// Retries is how many attempts may follow the first.
	Retries int
	// Backoff is the first wait when the server names none (FirstBackoff; tests shorten it).
	Backoff time.Duration
}

// Do runs attempt and, after a transient error, runs it again up to p.Retries times unless ctx
// has ended or permanent (the adapter's own verdict, such as an answer it cannot use) rules the
// error out. It returns the first success or the last error.
func Do[T any](ctx context.Context, p Policy, attempt func() (T, error), permanent func(error) bool) (T, error) {
	var zero T
	waits := schedule{backoff: p.Backoff}
	for tries := 0; ; tries++ {
		result, err := attempt()
		if err == nil {
			return result, nil
		}
		if tries >= p.Retries || ctx.Err() != nil || permanent(err) || !transient(err) {
			return zero, err
		}
		delay, ok := waits.next(err)
		if !ok {
			return zero, err
		}
		select {
		case <-ctx.Done():
			return zero, err
		case <-time.After(delay):
		}
	}
}
