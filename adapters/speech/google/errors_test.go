package google

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"cloud.google.com/go/speech/apiv1/speechpb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	spb "google.golang.org/genproto/googleapis/rpc/status"
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
		{"streaming recognize invalid argument", codes.InvalidArgument, 2 * time.Minute, "google speech: streaming recognize: InvalidArgument"},
		{"streaming recognize permission denied", codes.PermissionDenied, 2 * time.Minute, "google speech: streaming recognize: PermissionDenied"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			server := newSpeechServer(t)
			server.recognize = func(_ context.Context, req *speechpb.RecognizeRequest) (*speechpb.RecognizeResponse, error) {
				return nil, echoingError(tt.code, req.GetAudio().GetContent())
			}
			server.stream = func(stream speechpb.Speech_StreamingRecognizeServer) error {
				audio, err := receiveAudio(stream)
				if err != nil {
					return err
				}
				return echoingError(tt.code, audio)
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

// receiveAudio reads the stream to the client's end and returns the audio sent.
func receiveAudio(stream speechpb.Speech_StreamingRecognizeServer) ([]byte, error) {
	var audio []byte
	for {
		req, err := stream.Recv()
		if errors.Is(err, io.EOF) {
			return audio, nil
		}
		if err != nil {
			return nil, err
		}
		audio = append(audio, req.GetAudioContent()...)
	}
}

// A stream that fails after Google sent some text: the text already given to partial stays
// there, the error holds neither audio nor text.
func TestStreamFailingMidwayHidesAudioAndText(t *testing.T) {
	server := newSpeechServer(t)
	server.stream = func(stream speechpb.Speech_StreamingRecognizeServer) error {
		var heard []byte
		for range 2 { // the configuration and the first chunk
			req, err := stream.Recv()
			if err != nil {
				return err
			}
			heard = append(heard, req.GetAudioContent()...)
		}
		if err := stream.Send(streamResponse(streamResult(true, secretText))); err != nil {
			return err
		}
		return echoingError(codes.Unavailable, heard)
	}
	r := server.recognizer(t, testConfig)
	var seen deltas

	_, err := r.Transcribe(context.Background(), ports.TranscriptionRequest{
		Audio: []byte(strings.Repeat(secretAudio, 10000)), Format: ports.AudioWebM, Language: "en", Duration: 3 * time.Minute,
	}, seen.partial)
	require.Error(t, err)
	assert.Equal(t, "google speech: streaming recognize: Unavailable", err.Error())
	assert.Equal(t, []string{secretText}, seen.all())
	_, streamed := server.calls()
	assert.Len(t, streamed, 1, "a failed stream is not sent again: its text already reached the caller")
}

// Google reports some failures in a response's error field instead of ending the stream with
// a status; they are errors all the same.
func TestStreamResponseErrorHidesAudioAndText(t *testing.T) {
	server := newSpeechServer(t)
	server.stream = func(stream speechpb.Speech_StreamingRecognizeServer) error {
		audio, err := receiveAudio(stream)
		if err != nil {
			return err
		}
		if err := stream.Send(streamResponse(streamResult(true, "Heard."))); err != nil {
			return err
		}
		return stream.Send(&speechpb.StreamingRecognizeResponse{
			Error: &spb.Status{Code: int32(codes.InvalidArgument), Message: fmt.Sprintf("cannot read %q, heard %q", audio, secretText)},
		})
	}
	r := server.recognizer(t, testConfig)

	_, err := r.Transcribe(context.Background(), ports.TranscriptionRequest{
		Audio: []byte(secretAudio), Format: ports.AudioOgg, Language: "fr", Duration: 2 * time.Minute,
	}, nil)
	require.Error(t, err)
	assert.Equal(t, "google speech: streaming recognize: InvalidArgument", err.Error())
}

// Google ends a stream past its length limit with OUT_OF_RANGE, as a status or in a response.
func TestRecordingTooLongForTheStream(t *testing.T) {
	googleSays := "Exceeded maximum allowed stream duration of 305 seconds. " + secretText
	tests := map[string]func(stream speechpb.Speech_StreamingRecognizeServer) error{
		"status": func(stream speechpb.Speech_StreamingRecognizeServer) error {
			if _, err := receiveAudio(stream); err != nil {
				return err
			}
			return status.Error(codes.OutOfRange, googleSays)
		},
		"response": func(stream speechpb.Speech_StreamingRecognizeServer) error {
			if _, err := receiveAudio(stream); err != nil {
				return err
			}
			return stream.Send(&speechpb.StreamingRecognizeResponse{
				Error: &spb.Status{Code: int32(codes.OutOfRange), Message: googleSays},
			})
		},
	}
	for name, answer := range tests {
		t.Run(name, func(t *testing.T) {
			server := newSpeechServer(t)
			server.stream = answer
			r := server.recognizer(t, testConfig)

			_, err := r.Transcribe(context.Background(), ports.TranscriptionRequest{
				Audio: []byte(secretAudio), Format: ports.AudioWebM, Language: "en", Duration: 6 * time.Minute,
			}, nil)
			require.ErrorIs(t, err, ports.ErrRecordingTooLong)
			assert.Equal(t, "google speech: streaming recognize: OutOfRange: longer than Google's streaming limit (about 5 minutes): "+
				"the recording is longer than the speech engine accepts", err.Error())
		})
	}
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
		{"streaming recognize", 2 * time.Minute},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			server := newSpeechServer(t)
			server.recognize = func(ctx context.Context, _ *speechpb.RecognizeRequest) (*speechpb.RecognizeResponse, error) {
				<-ctx.Done()
				return nil, ctx.Err()
			}
			// The stream takes all the audio and gives one result, then does not end before
			// the timeout should have.
			server.stream = func(stream speechpb.Speech_StreamingRecognizeServer) error {
				if err := drain(stream); err != nil {
					return err
				}
				if err := stream.Send(streamResponse(streamResult(true, secretText))); err != nil {
					return err
				}
				select {
				case <-stream.Context().Done():
					return stream.Context().Err()
				case <-time.After(5 * time.Second):
					return nil
				}
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
			assert.NotContains(t, err.Error(), secretText)
			assert.Contains(t, err.Error(), "google speech: "+tt.name+": ")
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

// The user leaves while Google streams: the stream ends at once, as a cancellation.
func TestStreamStopsWhenTheCallerCancels(t *testing.T) {
	server := newSpeechServer(t)
	server.stream = func(stream speechpb.Speech_StreamingRecognizeServer) error {
		if err := stream.Send(streamResponse(streamResult(true, "Heard."))); err != nil {
			return err
		}
		select {
		case <-stream.Context().Done():
			return stream.Context().Err()
		case <-time.After(5 * time.Second):
			return nil
		}
	}
	r := server.recognizer(t, testConfig)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()

	start := time.Now()
	_, err := r.Transcribe(ctx, ports.TranscriptionRequest{
		Audio: patternedAudio(1 << 20), Format: ports.AudioWebM, Language: "en", Duration: 3 * time.Minute,
	}, func(string) { cancel() })
	require.ErrorIs(t, err, context.Canceled)
	assert.Less(t, time.Since(start), 5*time.Second, "testConfig's timeout is 10 s")
}

// gRPC passes the deadline to the server, which may end the call on it before the client's
// context does; that is still the timeout.
func TestServerReportedDeadlineIsTheTimeout(t *testing.T) {
	server := newSpeechServer(t)
	server.stream = func(stream speechpb.Speech_StreamingRecognizeServer) error {
		audio, err := receiveAudio(stream)
		if err != nil {
			return err
		}
		return echoingError(codes.DeadlineExceeded, audio)
	}
	r := server.recognizer(t, testConfig)

	_, err := r.Transcribe(context.Background(), ports.TranscriptionRequest{
		Audio: []byte(secretAudio), Format: ports.AudioWebM, Language: "en", Duration: 2 * time.Minute,
	}, nil)
	require.ErrorIs(t, err, context.DeadlineExceeded)
	assert.Equal(t, "google speech: streaming recognize: context deadline exceeded", err.Error())
}
