package google

import (
	"context"
	"net"
	"strings"
	"testing"
	"time"

	"cloud.google.com/go/speech/apiv1/speechpb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"google.golang.org/grpc/codes"

	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

// Google's faults the other tests leave out, on the short (Recognize) and the long (streaming)
// path: its quota exhausted (gRPC's 429), an internal error, and no server at all. Each ends
// within the timeout, in an error without the audio or the text, after one call where a retry
// cannot help; the application marks the recording failed and answers 503 with its message.
func TestSpeechServerFaults(t *testing.T) {
	const timeout = 500 * time.Millisecond
	paths := []struct {
		rpc      string
		duration time.Duration
	}{{"recognize", 10 * time.Second}, {"streaming recognize", 2 * time.Minute}}
	tests := []struct {
		name      string
		code      codes.Code
		down      bool
		wantCalls int
		wantErr   string
	}{
		{"quota exhausted", codes.ResourceExhausted, false, 1, "ResourceExhausted"},
		{"internal error", codes.Internal, false, 1, "Internal"},
		// gRPC retries the connection until the timeout: Unavailable or the deadline, either.
		{"nobody listening", codes.OK, true, 0, ""},
	}
	for _, path := range paths {
		for _, tt := range tests {
			t.Run(path.rpc+", "+tt.name, func(t *testing.T) {
				server := failingSpeechServer(t, tt.code, tt.down)
				r := server.recognizer(t, config.SpeechGoogle{Timeout: timeout})

				started := time.Now()
				_, err := r.Transcribe(context.Background(), ports.TranscriptionRequest{
					Audio: []byte(secretAudio), Format: ports.AudioWebM, Language: "en", Duration: path.duration,
				}, nil)

				require.Error(t, err)
				assert.True(t, strings.HasPrefix(err.Error(), "google speech: "+path.rpc+": "), err.Error())
				assert.Contains(t, err.Error(), tt.wantErr)
				assert.NotContains(t, err.Error(), secretAudio)
				assert.NotContains(t, err.Error(), secretText)
				recognized, streamed := server.calls()
				assert.Equal(t, tt.wantCalls, len(recognized)+len(streamed))
				assert.Less(t, time.Since(started), timeout+time.Second, "bounded by the timeout")
			})
		}
	}
}

// failingSpeechServer answers every call with code, echoing the audio and a text; down leaves
// its address without a server.
func failingSpeechServer(t *testing.T, code codes.Code, down bool) *speechServer {
	t.Helper()
	if down {
		listener, err := net.Listen("tcp", "127.0.0.1:0")
		require.NoError(t, err)
		require.NoError(t, listener.Close())
		return &speechServer{addr: listener.Addr().String()}
	}
	server := newSpeechServer(t)
	server.recognize = func(_ context.Context, req *speechpb.RecognizeRequest) (*speechpb.RecognizeResponse, error) {
		return nil, echoingError(code, req.GetAudio().GetContent())
	}
	server.stream = func(stream speechpb.Speech_StreamingRecognizeServer) error {
		audio, err := receiveAudio(stream)
		if err != nil {
			return err
		}
		return echoingError(code, audio)
	}
	return server
}
