package openairetry

import (
	"context"
	"errors"
	"net/http"
	"testing"
	"time"

	"github.com/openai/openai-go/v3"
	"github.com/stretchr/testify/require"
)

func TestDo(t *testing.T) {
	never := func(error) bool { return false }
	unusable := errors.New("unusable answer")
	for _, tc := range []struct {
		name         string
		retries      int
		answers      []error // one per attempt, the last repeated; nil is a success
		permanent    func(error) bool
		wantAttempts int
		wantErr      error
	}{
		{"a success at once", 2, []error{nil}, never, 1, nil},
		{"a 503, then a success", 2, []error{apiError(503, ""), nil}, never, 2, nil},
		{"a 429 with Retry-After, then a success", 2, []error{apiError(429, "0"), nil}, never, 2, nil},
		{"a broken connection, then a success", 2, []error{errors.New("connection reset"), nil}, never, 2, nil},
		{"500 until the retries run out", 3, []error{apiError(500, "")}, never, 4, apiError(500, "")},
		{"no retries", 0, []error{apiError(500, "")}, never, 1, apiError(500, "")},
		{"a refusal is not retried", 2, []error{apiError(400, "")}, never, 1, apiError(400, "")},
		{"the adapter's permanent error is not retried", 2, []error{unusable}, func(err error) bool { return errors.Is(err, unusable) }, 1, unusable},
		{"a Retry-After beyond 30 s gives up", 2, []error{apiError(429, "31")}, never, 1, apiError(429, "31")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			attempts := 0
			got, err := Do(context.Background(), Policy{Retries: tc.retries, Backoff: time.Millisecond}, func() (string, error) {
				answer := tc.answers[min(attempts, len(tc.answers)-1)]
				attempts++
				if answer != nil {
					return "partial", answer
				}
				return "Normalbefund.", nil
			}, tc.permanent)

			require.Equal(t, tc.wantAttempts, attempts)
			if tc.wantErr == nil {
				require.NoError(t, err)
				require.Equal(t, "Normalbefund.", got)
				return
			}
			require.EqualError(t, err, tc.wantErr.Error())
			require.Empty(t, got, "a failure returns no result")
		})
	}
}

func TestDoStopsWhenTheCallerGivesUp(t *testing.T) {
	t.Run("before a retry", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		attempts := 0
		_, err := Do(ctx, Policy{Retries: 3, Backoff: time.Millisecond}, func() (string, error) {
			attempts++
			cancel()
			return "", context.DeadlineExceeded
		}, func(error) bool { return false })
		require.ErrorIs(t, err, context.DeadlineExceeded)
		require.Equal(t, 1, attempts)
	})
	t.Run("while waiting", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		time.AfterFunc(50*time.Millisecond, cancel)
		attempts := 0
		start := time.Now()
		_, err := Do(ctx, Policy{Retries: 3, Backoff: time.Minute}, func() (string, error) {
			attempts++
			return "", apiError(503, "")
		}, func(error) bool { return false })
		require.EqualError(t, err, apiError(503, "").Error())
		require.Equal(t, 1, attempts)
		require.Less(t, time.Since(start), time.Second, "the wait ends with the caller's context")
	})
}

// apiError is the client library's error for an HTTP answer with status and, when not empty,
// a Retry-After header.
func apiError(status int, retryAfter string) *openai.Error {
	header := http.Header{}
	if retryAfter != "" {
		header.Set("Retry-After", retryAfter)
	}
	return &openai.Error{StatusCode: status, Response: &http.Response{StatusCode: status, Header: header}}
}
