package openairetry

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestTransient(t *testing.T) {
	for _, tc := range []struct {
		name string
		err  error
		want bool
	}{
		{"408 Request Timeout", apiError(408, ""), true},
		{"429 Too Many Requests", apiError(429, ""), true},
		{"500 Internal Server Error", apiError(500, ""), true},
		{"503 Service Unavailable", apiError(503, ""), true},
		{"a wrapped 502", fmt.Errorf("chat: %w", apiError(502, "")), true},
		{"400 Bad Request", apiError(400, ""), false},
		{"401 Unauthorized", apiError(401, ""), false},
		{"422 Unprocessable Entity", apiError(422, ""), false},
		{"a timed-out attempt", context.DeadlineExceeded, true},
		{"a connection that failed", errors.New("dial tcp 127.0.0.1:1: connect: connection refused"), true},
		{"the caller gave up", fmt.Errorf("post: %w", context.Canceled), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			require.Equal(t, tc.want, transient(tc.err))
		})
	}
}
