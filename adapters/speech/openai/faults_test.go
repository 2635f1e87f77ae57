package openai

import (
	"context"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/faulttest"
	"github.com/radscribe/radscribe/config"
)

// The faults the retry tests leave out, on both the plain and the streamed request: a server
// that keeps answering 429 or asks for a long wait, a proxy's error page, a connection closed
// without an answer. Each
// costs a bounded number of attempts and ends in an error without the audio or the text; the
// application marks the recording failed and answers 503 with its message.
func TestTranscriptionServerFaults(t *testing.T) {
	const retries = 2
	tests := []struct {
		name         string
		fault        faulttest.Fault
		wantRequests int
		wantErr      string
	}{
		{"429 until the retries run out", faulttest.TooManyRequests, 1 + retries, "openai speech: transcription failed: 429 Too Many Requests"},
		// Not waited for: the user hears at once that transcription failed.
		{"429 asking for an hour", faulttest.Fault{Status: http.StatusTooManyRequests, Header: http.Header{"Retry-After": {"3600"}}}, 1,
			"openai speech: transcription failed: 429 Too Many Requests"},
		{"a proxy's 502 page", faulttest.BadGateway, 1 + retries, "openai speech: transcription failed: 502 Bad Gateway"},
		{"the connection closed without an answer", faulttest.HangUp, 1 + retries, "EOF"},
	}
	for _, tt := range tests {
		for _, stream := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s, stream %v", tt.name, stream), func(t *testing.T) {
				server := faulttest.Serve(t, tt.fault)
				r, err := New(config.SpeechOpenAI{BaseURL: server.URL + "/v1", Model: "gpt-4o-transcribe", Stream: stream, Timeout: time.Second, MaxRetries: retries})
				require.NoError(t, err)
				r.backoff = time.Millisecond

				started := time.Now()
				_, err = r.Transcribe(context.Background(), wav("Kein Pleuraerguss"), nil)

				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.wantErr)
				assert.NotContains(t, err.Error(), "Pleuraerguss")
				assert.Equal(t, tt.wantRequests, server.Requests())
				assert.Less(t, time.Since(started), time.Second, "the failures are answered at once, the waits short")
			})
		}
	}
}
