package google

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"cloud.google.com/go/speech/apiv1/speechpb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"google.golang.org/protobuf/types/known/durationpb"

	"github.com/radscribe/radscribe/ports"
)

// patternedAudio is n bytes that differ from chunk to chunk, so a lost, repeated or reordered
// chunk shows.
func patternedAudio(n int) []byte {
	audio := make([]byte, n)
	for i := range audio {
		audio[i] = byte(i % 251)
	}
	return audio
}

// deltas collects what partial receives; safe to read after Transcribe returned.
type deltas struct {
	mu  sync.Mutex
	got []string
}

func (d *deltas) partial(delta string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.got = append(d.got, delta)
}

func (d *deltas) all() []string {
	d.mu.Lock()
	defer d.mu.Unlock()
	return append([]string(nil), d.got...)
}

func TestTranscribeLongRecordingStreams(t *testing.T) {
	server := newSpeechServer(t)
	server.stream = func(stream speechpb.Speech_StreamingRecognizeServer) error {
		if err := drain(stream); err != nil {
			return err
		}
		for _, resp := range []*speechpb.StreamingRecognizeResponse{
			streamResponse(streamResult(true, "Findings:", "Find things:")),
			// Interim results are not asked for; one that comes anyway is not final text.
			streamResponse(streamResult(false, "Unremark")),
			streamResponse(streamResult(true, " Unremarkable study. "), streamResult(true, "No fracture.")),
			streamResponse(streamResult(true), streamResult(true, "  ")),
			{
				Results:         []*speechpb.StreamingRecognitionResult{streamResult(true, "Impression: normal.")},
				TotalBilledTime: durationpb.New(3 * time.Minute),
			},
		} {
			if err := stream.Send(resp); err != nil {
				return err
			}
		}
		return nil
	}
	r := server.recognizer(t, testConfig)
	// Three full chunks and a short one.
	audio := patternedAudio(3*googleChunkLimit + 123)
	var seen deltas

	got, err := r.Transcribe(context.Background(), ports.TranscriptionRequest{
		Audio: audio, Format: ports.AudioWebM, Language: "pt-br", Hints: []string{"TC", "RM"}, Duration: 3 * time.Minute,
	}, seen.partial)
	require.NoError(t, err)
	assert.Equal(t, ports.Transcription{
		Text:     "Findings: Unremarkable study. No fracture. Impression: normal.",
		Duration: 3 * time.Minute,
	}, got)
	assert.Equal(t, []string{"Findings:", " Unremarkable study.", " No fracture.", " Impression: normal."}, seen.all())
	assert.Equal(t, got.Text, strings.Join(seen.all(), ""), "the pieces joined are the text")

	recognized, streamed := server.calls()
	assert.Empty(t, recognized)
	require.Len(t, streamed, 1)
	config, sentAudio := splitStream(t, streamed[0])
	assert.False(t, config.GetInterimResults())
	assert.False(t, config.GetSingleUtterance(), "a dictation has pauses; the stream must not end at the first")
	recognition := config.GetConfig()
	assert.Equal(t, speechpb.RecognitionConfig_WEBM_OPUS, recognition.GetEncoding())
	assert.Equal(t, int32(48000), recognition.GetSampleRateHertz())
	assert.Equal(t, "pt-BR", recognition.GetLanguageCode())
	assert.Equal(t, "medical_dictation", recognition.GetModel())
	assert.True(t, recognition.GetEnableAutomaticPunctuation())
	require.Len(t, recognition.GetSpeechContexts(), 1)
	assert.Equal(t, []string{"TC", "RM"}, recognition.GetSpeechContexts()[0].GetPhrases())
	assert.Equal(t, audio, sentAudio)
	assert.Len(t, streamed[0], 1+4, "the configuration and four chunks")
}

func TestTranscribeLongRecordingWithoutPartial(t *testing.T) {
	server := newSpeechServer(t)
	server.stream = func(stream speechpb.Speech_StreamingRecognizeServer) error {
		if err := drain(stream); err != nil {
			return err
		}
		return stream.Send(streamResponse(streamResult(true, "Normal."), streamResult(true, "No change.")))
	}
	r := server.recognizer(t, testConfig)

	got, err := r.Transcribe(context.Background(), ports.TranscriptionRequest{
		Audio: []byte("audio"), Format: ports.AudioWAV, Language: "de", Duration: 2 * time.Minute,
	}, nil)
	require.NoError(t, err)
	assert.Equal(t, ports.Transcription{Text: "Normal. No change."}, got, "no billed time stated: no duration")

	_, streamed := server.calls()
	require.Len(t, streamed, 1)
	config, sentAudio := splitStream(t, streamed[0])
	assert.Equal(t, speechpb.RecognitionConfig_LINEAR16, config.GetConfig().GetEncoding())
	assert.Zero(t, config.GetConfig().GetSampleRateHertz())
	assert.Equal(t, []byte("audio"), sentAudio)
}

// Google answers while audio still arrives; the text must reach the caller then, not only
// once all the audio is sent.
func TestStreamedTextArrivesWhileAudioIsSent(t *testing.T) {
	firstDelta := make(chan struct{})
	server := newSpeechServer(t)
	server.stream = func(stream speechpb.Speech_StreamingRecognizeServer) error {
		for range 2 { // the configuration and the first chunk
			if _, err := stream.Recv(); err != nil {
				return err
			}
		}
		if err := stream.Send(streamResponse(streamResult(true, "First."))); err != nil {
			return err
		}
		select {
		case <-firstDelta:
		case <-stream.Context().Done():
			return stream.Context().Err()
		}
		if err := drain(stream); err != nil {
			return err
		}
		return stream.Send(streamResponse(streamResult(true, "Last.")))
	}
	r := server.recognizer(t, testConfig)
	var once sync.Once
	var seen deltas
	partial := func(delta string) {
		seen.partial(delta)
		once.Do(func() { close(firstDelta) })
	}

	// Far more than the transport buffers while the server does not read.
	got, err := r.Transcribe(context.Background(), ports.TranscriptionRequest{
		Audio: patternedAudio(20 << 20), Format: ports.AudioOgg, Language: "en", Duration: 4 * time.Minute,
	}, partial)
	require.NoError(t, err)
	assert.Equal(t, "First. Last.", got.Text)
	assert.Equal(t, []string{"First.", " Last."}, seen.all())
}

func TestTranscribeChoosesByDuration(t *testing.T) {
	tests := []struct {
		duration time.Duration
		long     bool
	}{
		{time.Second, false},
		{maxShortDuration, false},
		{maxShortDuration + time.Millisecond, true},
		{20 * time.Minute, true},
	}
	for _, tt := range tests {
		t.Run(tt.duration.String(), func(t *testing.T) {
			server := newSpeechServer(t)
			r := server.recognizer(t, testConfig)

			_, err := r.Transcribe(context.Background(), ports.TranscriptionRequest{
				Audio: []byte("audio"), Format: ports.AudioWebM, Language: "en", Duration: tt.duration,
			}, nil)
			require.NoError(t, err)
			recognized, streamed := server.calls()
			if tt.long {
				assert.Len(t, streamed, 1)
				assert.Empty(t, recognized)
			} else {
				assert.Len(t, recognized, 1)
				assert.Empty(t, streamed)
			}
		})
	}
}

func TestTranscribeOfUnknownLengthChoosesBySize(t *testing.T) {
	server := newSpeechServer(t)
	r := server.recognizer(t, testConfig)

	_, err := r.Transcribe(context.Background(), ports.TranscriptionRequest{
		Audio: make([]byte, 2*maxShortOpusBytes), Format: ports.AudioWebM, Language: "en",
	}, nil)
	require.NoError(t, err)
	_, err = r.Transcribe(context.Background(), ports.TranscriptionRequest{
		Audio: make([]byte, 1000), Format: ports.AudioWebM, Language: "en",
	}, nil)
	require.NoError(t, err)

	recognized, streamed := server.calls()
	assert.Len(t, streamed, 1)
	assert.Len(t, recognized, 1)
}
