package google

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"cloud.google.com/go/longrunning/autogen/longrunningpb"
	"cloud.google.com/go/speech/apiv1/speechpb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

// secretAudio and secretText must never show in an error: the server below echoes both in
// its status messages.
const (
	secretAudio = "PATIENT-AUDIO-7f3a"
	secretText  = "PATIENT-TRANSCRIPT-91c2"
)

func echoingError(code codes.Code, audio []byte) error {
	return status.Errorf(code, "cannot read %q, heard %q", audio, secretText)
}

func TestServerErrorsHideAudioAndText(t *testing.T) {
	tests := []struct {
		name     string
		code     codes.Code
		duration time.Duration
		wantText string
	}{
		{"recognize invalid argument", codes.InvalidArgument, 10 * time.Second, "google speech: recognize: InvalidArgument"},
		{"long running invalid argument", codes.InvalidArgument, 2 * time.Minute, "google speech: long running recognize: InvalidArgument"},
		{"long running unavailable", codes.Unavailable, 2 * time.Minute, "google speech: long running recognize: Unavailable"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			server := newSpeechServer(t)
			server.recognize = func(_ context.Context, req *speechpb.RecognizeRequest) (*speechpb.RecognizeResponse, error) {
				return nil, echoingError(tt.code, req.GetAudio().GetContent())
			}
			server.longRecognize = func(_ context.Context, req *speechpb.LongRunningRecognizeRequest) (*longrunningpb.Operation, error) {
				return nil, echoingError(tt.code, req.GetAudio().GetContent())
			}
			r := server.recognizer(t, testConfig)

			_, err := r.Transcribe(context.Background(), ports.TranscriptionRequest{
				Audio: []byte(secretAudio), Format: ports.AudioWebM, Language: "en", Duration: tt.duration,
			}, nil)
			require.Error(t, err)
			assert.Equal(t, tt.wantText, err.Error())
		})
	}
}

func TestFailedOperationHidesAudioAndText(t *testing.T) {
	server := newSpeechServer(t)
	server.longRecognize = func(context.Context, *speechpb.LongRunningRecognizeRequest) (*longrunningpb.Operation, error) {
		return failedOperation(codes.InvalidArgument, "Inline audio exceeds duration limit: "+secretAudio+" "+secretText), nil
	}
	r := server.recognizer(t, testConfig)

	_, err := r.Transcribe(context.Background(), ports.TranscriptionRequest{
		Audio: []byte(secretAudio), Format: ports.AudioOgg, Language: "fr", Duration: 5 * time.Minute,
	}, nil)
	require.Error(t, err)
	assert.Equal(t, "google speech: long running recognize: poll: InvalidArgument", err.Error())
}

// Recognize is retried on Unavailable (the library's default) until the timeout; the error
// still says nothing of the audio or the text.
func TestUnavailableIsRetriedWithinTheTimeout(t *testing.T) {
	server := newSpeechServer(t)
	var calls atomic.Int32
	server.recognize = func(_ context.Context, req *speechpb.RecognizeRequest) (*speechpb.RecognizeResponse, error) {
		if calls.Add(1) == 1 {
			return nil, echoingError(codes.Unavailable, req.GetAudio().GetContent())
		}
		return &speechpb.RecognizeResponse{Results: []*speechpb.SpeechRecognitionResult{result("Retried.")}}, nil
	}
	r := server.recognizer(t, testConfig)

	got, err := r.Transcribe(context.Background(), ports.TranscriptionRequest{
		Audio: []byte(secretAudio), Format: ports.AudioWebM, Language: "en", Duration: time.Second,
	}, nil)
	require.NoError(t, err)
	assert.Equal(t, "Retried.", got.Text)
	assert.Equal(t, int32(2), calls.Load())
}

func TestUnavailableUntilTheTimeoutFails(t *testing.T) {
	server := newSpeechServer(t)
	server.recognize = func(_ context.Context, req *speechpb.RecognizeRequest) (*speechpb.RecognizeResponse, error) {
		return nil, echoingError(codes.Unavailable, req.GetAudio().GetContent())
	}
	r := server.recognizer(t, config.SpeechGoogle{Timeout: 300 * time.Millisecond})

	_, err := r.Transcribe(context.Background(), ports.TranscriptionRequest{
		Audio: []byte(secretAudio), Format: ports.AudioWebM, Language: "en", Duration: time.Second,
	}, nil)
	require.Error(t, err)
	assert.NotContains(t, err.Error(), secretAudio)
	assert.NotContains(t, err.Error(), secretText)
	assert.Contains(t, err.Error(), "google speech: recognize")
}

func TestTranscribeTimesOut(t *testing.T) {
	tests := []struct {
		name     string
		duration time.Duration
	}{
		{"recognize", 10 * time.Second},
		{"long running recognize", 2 * time.Minute},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			server := newSpeechServer(t)
			hang := func(ctx context.Context) error { <-ctx.Done(); return ctx.Err() }
			server.recognize = func(ctx context.Context, _ *speechpb.RecognizeRequest) (*speechpb.RecognizeResponse, error) {
				return nil, hang(ctx)
			}
			// The operation starts but never finishes: the timeout must also end the polling.
			server.longRecognize = func(context.Context, *speechpb.LongRunningRecognizeRequest) (*longrunningpb.Operation, error) {
				return runningOperation(), nil
			}
			server.getOperation = func(context.Context, *longrunningpb.GetOperationRequest) (*longrunningpb.Operation, error) {
				return runningOperation(), nil
			}
			r := server.recognizer(t, config.SpeechGoogle{Timeout: 700 * time.Millisecond})

			start := time.Now()
			_, err := r.Transcribe(context.Background(), ports.TranscriptionRequest{
				Audio: []byte(secretAudio), Format: ports.AudioWebM, Language: "en", Duration: tt.duration,
			}, nil)
			require.Error(t, err)
			assert.True(t, errors.Is(err, context.DeadlineExceeded), "got %v", err)
			assert.Less(t, time.Since(start), 5*time.Second)
			assert.NotContains(t, err.Error(), secretAudio)
		})
	}
}

func TestTranscribeStopsWhenTheCallerCancels(t *testing.T) {
	server := newSpeechServer(t)
	server.recognize = func(ctx context.Context, _ *speechpb.RecognizeRequest) (*speechpb.RecognizeResponse, error) {
		<-ctx.Done()
		return nil, ctx.Err()
	}
	r := server.recognizer(t, testConfig)
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()

	_, err := r.Transcribe(ctx, ports.TranscriptionRequest{
		Audio: []byte("audio"), Format: ports.AudioWebM, Language: "en", Duration: time.Second,
	}, nil)
	require.ErrorIs(t, err, context.DeadlineExceeded)
}
