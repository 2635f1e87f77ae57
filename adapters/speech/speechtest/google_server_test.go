package speechtest

import (
	"context"
	"errors"
	"io"
	"testing"
	"time"

	"cloud.google.com/go/speech/apiv1/speechpb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/status"

	pcmfile "github.com/radscribe/radscribe/adapters/internal/pcm"
	"github.com/radscribe/radscribe/ports"
)

func googleClient(t *testing.T, server *GoogleServer) speechpb.SpeechClient {
	t.Helper()
	conn, err := grpc.NewClient(server.Addr(), grpc.WithTransportCredentials(insecure.NewCredentials()))
	require.NoError(t, err)
	t.Cleanup(func() { _ = conn.Close() })
	return speechpb.NewSpeechClient(conn)
}

// googleStreamResult is one streamed result as the tests compare them.
type googleStreamResult struct {
	Text  string
	Final bool
	End   time.Duration
}

// googleStreamAudio streams pcm in pieces of chunk bytes, then closes its side, and returns
// the results in order and how the call ended.
func googleStreamAudio(t *testing.T, client speechpb.SpeechClient, pcm []byte, chunk int) ([]googleStreamResult, error) {
	t.Helper()
	stream, err := client.StreamingRecognize(context.Background())
	require.NoError(t, err)
	require.NoError(t, stream.Send(&speechpb.StreamingRecognizeRequest{
		StreamingRequest: &speechpb.StreamingRecognizeRequest_StreamingConfig{StreamingConfig: &speechpb.StreamingRecognitionConfig{
			Config: &speechpb.RecognitionConfig{
				Encoding: speechpb.RecognitionConfig_LINEAR16, SampleRateHertz: ports.LiveSampleRate, LanguageCode: "en-US",
			},
			InterimResults: true,
		}},
	}))
	go func() {
		for start := 0; start < len(pcm); start += chunk {
			piece := pcm[start:min(start+chunk, len(pcm))]
			if stream.Send(&speechpb.StreamingRecognizeRequest{
				StreamingRequest: &speechpb.StreamingRecognizeRequest_AudioContent{AudioContent: piece},
			}) != nil {
				return
			}
		}
		_ = stream.CloseSend()
	}()
	var results []googleStreamResult
	for {
		resp, err := stream.Recv()
		if errors.Is(err, io.EOF) {
			return results, nil
		}
		if err != nil {
			return results, err
		}
		for _, r := range resp.GetResults() {
			results = append(results, googleStreamResult{r.GetAlternatives()[0].GetTranscript(), r.GetIsFinal(), r.GetResultEndTime().AsDuration()})
		}
	}
}

func TestGoogleServerStreamsInterimsAndFinals(t *testing.T) {
	server := NewGoogleServer(t, GoogleOptions{})
	pcm := Speak("one two", "three")
	words := Hear(pcm, ports.LiveSampleRate)

	results, err := googleStreamAudio(t, googleClient(t, server), pcm, ports.LiveBytesPerSecond/50)
	require.NoError(t, err)
	assert.Equal(t, []googleStreamResult{
		{"one", false, words[0].End},
		{"one two", false, words[1].End},
		{"one two", true, words[1].End},
		{"three", false, words[2].End},
		{"three", true, words[2].End},
	}, results)
	streams := server.Streams()
	require.Len(t, streams, 1)
	assert.Equal(t, Duration(pcm, ports.LiveSampleRate), streams[0].Audio)
	assert.True(t, streams[0].Config.GetInterimResults())
}

func TestGoogleServerFinalisesAtTheClientsEnd(t *testing.T) {
	server := NewGoogleServer(t, GoogleOptions{})
	pcm := Speak("no fracture")
	cut := len(pcm) - 2*int(PauseTime/2*ports.LiveSampleRate/time.Second)

	results, err := googleStreamAudio(t, googleClient(t, server), pcm[:cut], len(pcm))
	require.NoError(t, err)
	require.NotEmpty(t, results)
	assert.Equal(t, googleStreamResult{"no fracture", true, Hear(pcm, ports.LiveSampleRate)[1].End}, results[len(results)-1])
}

func TestGoogleServerEndsStreamsPastTheLimit(t *testing.T) {
	server := NewGoogleServer(t, GoogleOptions{StreamLimit: time.Second})

	_, err := googleStreamAudio(t, googleClient(t, server), make([]byte, 2*ports.LiveBytesPerSecond), ports.LiveBytesPerSecond/10)
	assert.Equal(t, codes.OutOfRange, status.Code(err))
	streams := server.Streams()
	require.Len(t, streams, 1)
	assert.Equal(t, 1100*time.Millisecond, streams[0].Audio)
}

func TestGoogleServerRecognizesWAV(t *testing.T) {
	server := NewGoogleServer(t, GoogleOptions{})
	pcm := Speak("left kidney", "cyst")
	wav := pcmfile.WAV(pcm, ports.LiveSampleRate)

	resp, err := googleClient(t, server).Recognize(context.Background(), &speechpb.RecognizeRequest{
		Config: &speechpb.RecognitionConfig{Encoding: speechpb.RecognitionConfig_LINEAR16, LanguageCode: "en-US"},
		Audio:  &speechpb.RecognitionAudio{AudioSource: &speechpb.RecognitionAudio_Content{Content: wav}},
	})
	require.NoError(t, err)
	var texts []string
	for _, r := range resp.GetResults() {
		texts = append(texts, r.GetAlternatives()[0].GetTranscript())
	}
	assert.Equal(t, []string{"left kidney", "cyst"}, texts)
}
