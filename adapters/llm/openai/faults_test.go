package openai

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/faulttest"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

// A chat server that keeps failing costs each action a bounded number of attempts, each within
// the timeout, and ends in an error that names the fault and never the dictation; the
// application answers it with 503 and its message (reporting.MsgWriterFailed).
func TestChatServerFaults(t *testing.T) {
	const (
		retries = 2
		timeout = 200 * time.Millisecond
	)
	tests := []struct {
		name         string
		fault        faulttest.Fault
		refused      bool
		wantAttempts int
		wantErr      string
	}{
		{"429 until the retries run out", faulttest.TooManyRequests, false, 1 + retries, "HTTP 429"},
		{"429 asking for more than 30 s", faulttest.Fault{Status: http.StatusTooManyRequests, Header: http.Header{"Retry-After": {"120"}}}, false, 1, "HTTP 429"},
		{"500 until the retries run out", faulttest.ServerError, false, 1 + retries, "HTTP 500"},
		{"a proxy's 502 page", faulttest.BadGateway, false, 1 + retries, "HTTP 502"},
		{"slower than the timeout", faulttest.Slow(time.Minute, `{"choices":[]}`), false, 1 + retries, "deadline exceeded"},
		{"the connection closed without an answer", faulttest.HangUp, false, 1 + retries, "EOF"},
		{"nobody listening", faulttest.Fault{}, true, 0, "connection refused"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			server := faulttest.Serve(t, tt.fault)
			base := server.URL
			if tt.refused {
				base = faulttest.Refused(t)
			}
			w, err := New(config.LLMOpenAI{BaseURL: base + "/v1", Model: "radiology-model", Timeout: timeout, MaxRetries: retries})
			require.NoError(t, err)
			w.backoff = time.Millisecond

			started := time.Now()
			_, err = w.Generate(context.Background(), ports.GenerateRequest{Transcript: dictation, Language: "en", Prompt: defaultOnly})
			elapsed := time.Since(started)

			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.wantErr)
			assert.NotContains(t, err.Error(), "pleural", "errors never repeat the dictation")
			assert.Equal(t, tt.wantAttempts, server.Requests())
			assert.Less(t, elapsed, (1+retries)*timeout+time.Second, "bounded: every attempt within the timeout, the waits short")
		})
	}
}
