package google

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	speech "cloud.google.com/go/speech/apiv1"
	"cloud.google.com/go/speech/apiv1/speechpb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"google.golang.org/api/option"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/status"

	"github.com/radscribe/radscribe/adapters/speech/speechtest"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ports/portstest"
)

// googleRecognizer returns a Recognizer talking to a speechtest.GoogleServer.
func googleRecognizer(t *testing.T, server *speechtest.GoogleServer, cfg config.SpeechGoogle) *Recognizer {
	t.Helper()
	client, err := speech.NewClient(context.Background(),
		option.WithEndpoint(server.Addr()),
		option.WithoutAuthentication(),
		option.WithGRPCDialOption(grpc.WithTransportCredentials(insecure.NewCredentials())),
	)
	require.NoError(t, err)
	r := NewWithClient(client, cfg)
	t.Cleanup(func() { _ = r.Close() })
	return r
}

func speak(utterances ...string) []byte {
	spoken := make([]speechtest.Utterance, len(utterances))
	for i, u := range utterances {
		spoken[i] = speechtest.Utterance(u)
	}
	return speechtest.Speak(spoken...)
}

func TestLiveRecognizerContract(t *testing.T) {
	portstest.RunLiveRecognizerContract(t, func(t *testing.T) ports.LiveRecognizer {
		return googleRecognizer(t, speechtest.NewGoogleServer(t, speechtest.GoogleOptions{}), testConfig)
	}, speak)
}

// liveHeard collects a stream's finals and checks that HeardUntil never goes back.
type liveHeard struct {
	t      *testing.T
	mu     sync.Mutex
	finals []string
	until  time.Duration
}

func (h *liveHeard) heard(text ports.LiveText) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if !text.Final {
		return
	}
	assert.GreaterOrEqual(h.t, text.HeardUntil, h.until, "HeardUntil never goes back")
	h.finals = append(h.finals, text.Text)
	h.until = text.HeardUntil
}

func (h *liveHeard) transcript() string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return strings.Join(h.finals, " ")
}

// dictation is n utterances of a few words each, no two alike.
func dictation(n int) []string {
	findings := []string{"no effusion", "small nodule", "mild edema", "clear lungs", "no fracture"}
	utterances := make([]string, n)
	for i := range utterances {
		utterances[i] = fmt.Sprintf("%s %d", findings[i%len(findings)], i)
	}
	return utterances
}

// writePaced writes the audio in 100 ms pieces at five times the speed it plays: renewal
// assumes audio arrives about as it is spoken, so that Google's finals stay close behind it.
func writePaced(t *testing.T, stream ports.LiveStream, pcm []byte) {
	t.Helper()
	const piece = ports.LiveBytesPerSecond / 10
	for start := 0; start < len(pcm); start += piece {
		require.NoError(t, stream.Write(pcm[start:min(start+piece, len(pcm))]))
		time.Sleep(20 * time.Millisecond)
	}
}

// A dictation longer than one stream may run is heard across several streams, word for word.
func TestLiveStreamRenewal(t *testing.T) {
	const renewAfter = 6 * time.Second
	tests := map[string]time.Duration{
		// The Recognizer renews each stream itself, before Google's limit.
		"after stream_renew_after": renewAfter + time.Second,
		// Google ends each stream first, with OUT_OF_RANGE.
		"when Google ends the stream": renewAfter - 2*time.Second,
	}
	for name, limit := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			server := speechtest.NewGoogleServer(t, speechtest.GoogleOptions{StreamLimit: limit})
			cfg := testConfig
			cfg.StreamRenewAfter = renewAfter
			utterances := dictation(20)
			pcm := speak(utterances...)
			h := &liveHeard{t: t}

			stream, err := googleRecognizer(t, server, cfg).Listen(context.Background(), ports.LiveRequest{Language: "en"}, h.heard)
			require.NoError(t, err)
			writePaced(t, stream, pcm)
			require.NoError(t, stream.Finish(context.Background()))

			assert.Equal(t, strings.Join(utterances, " "), h.transcript())
			streams := server.Streams()
			assert.GreaterOrEqual(t, len(streams), 4, "the dictation lasts %s", ports.LiveAudioDuration(int64(len(pcm))))
			// Google's limit is noticed on the request that crosses it.
			for i, s := range streams {
				assert.LessOrEqual(t, s.Audio, min(renewAfter, limit+ports.LiveAudioDuration(maxChunkBytes)), "stream %d", i)
			}
		})
	}
}

func TestListenSendsTheLiveConfiguration(t *testing.T) {
	server := speechtest.NewGoogleServer(t, speechtest.GoogleOptions{})
	r := googleRecognizer(t, server, testConfig)
	h := &liveHeard{t: t}

	stream, err := r.Listen(context.Background(), ports.LiveRequest{Language: "de-CH", Hints: []string{"Spondylolisthesis", " "}}, h.heard)
	require.NoError(t, err)
	require.NoError(t, stream.Write(speak("pneumothorax")))
	require.NoError(t, stream.Finish(context.Background()))

	streams := server.Streams()
	require.Len(t, streams, 1)
	config := streams[0].Config
	assert.True(t, config.GetInterimResults())
	assert.False(t, config.GetSingleUtterance())
	recognition := config.GetConfig()
	assert.Equal(t, speechpb.RecognitionConfig_LINEAR16, recognition.GetEncoding())
	assert.Equal(t, int32(ports.LiveSampleRate), recognition.GetSampleRateHertz())
	assert.Equal(t, "de-CH", recognition.GetLanguageCode())
	assert.Equal(t, "medical_dictation", recognition.GetModel())
	assert.True(t, recognition.GetEnableAutomaticPunctuation())
	require.Len(t, recognition.GetSpeechContexts(), 1)
	assert.Equal(t, []string{"Spondylolisthesis"}, recognition.GetSpeechContexts()[0].GetPhrases())
	assert.Equal(t, "pneumothorax", h.transcript())
}

func TestListenRefusesUnknownLanguage(t *testing.T) {
	server := speechtest.NewGoogleServer(t, speechtest.GoogleOptions{})
	_, err := googleRecognizer(t, server, testConfig).Listen(context.Background(), ports.LiveRequest{Language: "xx"}, func(ports.LiveText) {})
	require.Error(t, err)
	assert.Empty(t, server.Streams())
}

func TestLiveAndBatchHearTheSame(t *testing.T) {
	server := speechtest.NewGoogleServer(t, speechtest.GoogleOptions{})
	r := googleRecognizer(t, server, testConfig)
	pcm := speak(dictation(6)...)
	wav := wavFile(ports.LiveSampleRate, len(pcm))
	copy(wav[len(wav)-len(pcm):], pcm)

	batch, err := r.Transcribe(context.Background(), ports.TranscriptionRequest{
		Audio: wav, Format: ports.AudioWAV, Language: "en", Duration: ports.LiveAudioDuration(int64(len(pcm))),
	}, nil)
	require.NoError(t, err)
	h := &liveHeard{t: t}
	stream, err := r.Listen(context.Background(), ports.LiveRequest{Language: "en"}, h.heard)
	require.NoError(t, err)
	require.NoError(t, stream.Write(pcm))
	require.NoError(t, stream.Finish(context.Background()))

	assert.Equal(t, strings.Join(dictation(6), " "), batch.Text)
	assert.Equal(t, batch.Text, h.transcript())
}

// Google refusing the stream ends it: Write or Finish says so, without the audio or text.
func TestLiveStreamFailure(t *testing.T) {
	server := speechtest.NewGoogleServer(t, speechtest.GoogleOptions{Fail: status.Error(codes.PermissionDenied, secretText)})
	r := googleRecognizer(t, server, testConfig)
	h := &liveHeard{t: t}
	stream, err := r.Listen(context.Background(), ports.LiveRequest{Language: "en"}, h.heard)
	require.NoError(t, err)

	const want = "google speech: streaming recognize: PermissionDenied"
	pcm := speak(dictation(5)...)
	for start := 0; start < len(pcm); start += ports.LiveBytesPerSecond / 10 {
		if err := stream.Write(pcm[start:min(start+ports.LiveBytesPerSecond/10, len(pcm))]); err != nil {
			assert.EqualError(t, err, want)
			break
		}
		time.Sleep(time.Millisecond)
	}
	assert.EqualError(t, stream.Finish(context.Background()), want)
	assert.Empty(t, h.transcript())
}

// Abort while streams are renewed and Google's slow answers are still coming: heard is not
// called after Abort returned.
func TestLiveAbortWhileGoogleAnswers(t *testing.T) {
	server := speechtest.NewGoogleServer(t, speechtest.GoogleOptions{EngineDelay: 20 * time.Millisecond})
	cfg := testConfig
	cfg.StreamRenewAfter = 2 * time.Second
	var mu sync.Mutex
	aborted := false
	heard := func(ports.LiveText) {
		mu.Lock()
		defer mu.Unlock()
		assert.False(t, aborted, "heard after Abort returned")
	}
	stream, err := googleRecognizer(t, server, cfg).Listen(context.Background(), ports.LiveRequest{Language: "en"}, heard)
	require.NoError(t, err)
	require.NoError(t, stream.Write(speak(dictation(4)...)))
	time.Sleep(100 * time.Millisecond)
	stream.Abort()
	mu.Lock()
	aborted = true
	mu.Unlock()
	time.Sleep(100 * time.Millisecond)
	assert.Error(t, stream.Write(make([]byte, 320)))
	assert.Error(t, stream.Finish(context.Background()))
}
