package openai

import (
	"context"
	"errors"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

func TestTranscribeRetriesTransientFailures(t *testing.T) {
	for _, tc := range []struct {
		name    string
		failure reply
		stream  bool
	}{
		{"429 with Retry-After", reply{status: http.StatusTooManyRequests, header: map[string]string{"Retry-After": "0"}, body: `{"error":{"message":"rate limited"}}`}, false},
		{"503", reply{status: http.StatusServiceUnavailable, body: `{"error":{"message":"overloaded"}}`}, false},
		{"429 while streaming", reply{status: http.StatusTooManyRequests, header: map[string]string{"Retry-After": "0"}}, true},
		{"a timed-out attempt", reply{hang: true}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			server := newTranscriptionServer(t, func(n int, _ seenRequest) reply {
				if n == 0 {
					return tc.failure
				}
				return jsonReply(`{"text":"Normalbefund."}`)
			})
			r := server.recognizer(config.SpeechOpenAI{Model: "gpt-4o-transcribe", Stream: tc.stream, Timeout: 200 * time.Millisecond, MaxRetries: 2})

			got, err := r.Transcribe(context.Background(), wav("audio"), nil)
			require.NoError(t, err)
			require.Equal(t, "Normalbefund.", got.Text)
			seen := server.requests()
			require.Len(t, seen, 2)
			require.Equal(t, []byte("audio"), seen[1].Audio, "the retry uploads the whole recording again")
		})
	}
}

func TestTranscribeGivesUpAfterMaxRetries(t *testing.T) {
	for _, retries := range []int{0, 1, 3} {
		server := newTranscriptionServer(t, always(reply{status: http.StatusInternalServerError, body: `{"error":{"message":"failed on: Kein Pleuraerguss"}}`}))
		r := server.recognizer(config.SpeechOpenAI{MaxRetries: retries})

		_, err := r.Transcribe(context.Background(), wav("Kein Pleuraerguss audio"), nil)
		require.EqualError(t, err, "openai speech: transcription failed: 500 Internal Server Error")
		require.Len(t, server.requests(), retries+1)
	}
}

func TestTranscribeDoesNotRetryARefusal(t *testing.T) {
	for _, tc := range []struct {
		name    string
		answer  reply
		want    string
		wantErr error
	}{
		{
			name:   "bad request",
			answer: reply{status: http.StatusBadRequest, body: `{"error":{"message":"language 'xx' is not supported","type":"invalid_request_error"}}`},
			want:   "openai speech: transcription failed: 400 Bad Request",
		},
		{
			name:   "unauthorized",
			answer: reply{status: http.StatusUnauthorized, body: `{"error":{"message":"Incorrect API key provided"}}`},
			want:   "openai speech: transcription failed: 401 Unauthorized",
		},
		{
			name:    "OpenAI cannot read the container",
			answer:  reply{status: http.StatusBadRequest, body: `{"error":{"message":"Invalid file format. Supported formats: ['flac', 'm4a', 'mp3', 'mp4', 'mpeg', 'mpga', 'oga', 'ogg', 'wav', 'webm']","type":"invalid_request_error","param":null,"code":null}}`},
			want:    "openai speech: " + ports.ErrAudioFormatUnsupported.Error(),
			wantErr: ports.ErrAudioFormatUnsupported,
		},
		{
			name:   "malformed answer",
			answer: reply{body: `not json, Kein Pleuraerguss`},
			want:   "openai speech: transcription failed: malformed answer",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			server := newTranscriptionServer(t, always(tc.answer))
			// Streaming reads a plain answer itself, so both paths are checked.
			for _, stream := range []bool{false, true} {
				r := server.recognizer(config.SpeechOpenAI{Stream: stream, MaxRetries: 2})
				before := len(server.requests())

				_, err := r.Transcribe(context.Background(), wav("audio"), nil)
				require.EqualError(t, err, tc.want, "stream %v", stream)
				if tc.wantErr != nil {
					require.ErrorIs(t, err, tc.wantErr)
				}
				require.Len(t, server.requests(), before+1, "stream %v", stream)
			}
		})
	}
}

func TestTranscribeTimesOutAHangingServer(t *testing.T) {
	const timeout = 200 * time.Millisecond
	for _, tc := range []struct {
		retries int
		stream  bool
	}{{0, false}, {1, false}, {1, true}} {
		server := newTranscriptionServer(t, always(reply{hang: true}))
		r := server.recognizer(config.SpeechOpenAI{Model: "gpt-4o-transcribe", Stream: tc.stream, Timeout: timeout, MaxRetries: tc.retries})

		start := time.Now()
		_, err := r.Transcribe(context.Background(), wav("audio"), nil)
		elapsed := time.Since(start)

		require.ErrorIs(t, err, context.DeadlineExceeded)
		require.EqualError(t, err, "openai speech: transcription failed: no answer within 200ms: context deadline exceeded")
		require.Len(t, server.requests(), tc.retries+1, "each timed-out attempt is retried")
		attempts := time.Duration(tc.retries + 1)
		require.GreaterOrEqual(t, elapsed, attempts*timeout)
		require.Less(t, elapsed, attempts*timeout+time.Second, "bounded by the timeout per attempt")
	}
}

func TestTranscribeStopsWhenTheCallerGivesUp(t *testing.T) {
	server := newTranscriptionServer(t, always(reply{hang: true}))
	r := server.recognizer(config.SpeechOpenAI{Timeout: time.Minute, MaxRetries: 3})
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)

	_, err := r.Transcribe(ctx, wav("audio"), nil)
	require.ErrorIs(t, err, context.Canceled)
	require.Len(t, server.requests(), 1)
}

func TestTranscribeReportsAnUnreachableServer(t *testing.T) {
	// Port 1 refuses connections: nothing listens there.
	r, err := New(config.SpeechOpenAI{BaseURL: "http://127.0.0.1:1/v1", Model: "whisper-1", Timeout: time.Second, MaxRetries: 1})
	require.NoError(t, err)
	r.backoff = time.Millisecond

	_, err = r.Transcribe(context.Background(), wav("Kein Pleuraerguss"), nil)
	require.ErrorContains(t, err, "openai speech: transcription failed: ")
	require.NotContains(t, err.Error(), "Kein Pleuraerguss")
	require.False(t, errors.Is(err, ports.ErrAudioFormatUnsupported))
}
