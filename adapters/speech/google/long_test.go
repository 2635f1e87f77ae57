package google

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"cloud.google.com/go/longrunning/autogen/longrunningpb"
	"cloud.google.com/go/speech/apiv1/speechpb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"google.golang.org/protobuf/types/known/durationpb"

	"github.com/radscribe/radscribe/ports"
)

func TestTranscribeLongRecordingRunsAnOperation(t *testing.T) {
	server := newSpeechServer(t)
	server.longRecognize = func(context.Context, *speechpb.LongRunningRecognizeRequest) (*longrunningpb.Operation, error) {
		return doneOperation(&speechpb.LongRunningRecognizeResponse{
			Results:         []*speechpb.SpeechRecognitionResult{result("Findings:"), result("Unremarkable study.")},
			TotalBilledTime: durationpb.New(3 * time.Minute),
		}), nil
	}
	r := server.recognizer(t, testConfig)
	audio := []byte("three minutes of dictation")

	got, err := r.Transcribe(context.Background(), ports.TranscriptionRequest{
		Audio: audio, Format: ports.AudioWebM, Language: "pt-br", Hints: []string{"TC"}, Duration: 3 * time.Minute,
	}, nil)
	require.NoError(t, err)
	assert.Equal(t, ports.Transcription{Text: "Findings: Unremarkable study.", Duration: 3 * time.Minute}, got)

	recognized, longs, polled := server.calls()
	assert.Empty(t, recognized)
	assert.Empty(t, polled, "a finished operation needs no poll")
	require.Len(t, longs, 1)
	sent := longs[0]
	assert.Equal(t, speechpb.RecognitionConfig_WEBM_OPUS, sent.GetConfig().GetEncoding())
	assert.Equal(t, int32(48000), sent.GetConfig().GetSampleRateHertz())
	assert.Equal(t, "pt-BR", sent.GetConfig().GetLanguageCode())
	assert.Equal(t, "medical_dictation", sent.GetConfig().GetModel())
	assert.True(t, sent.GetConfig().GetEnableAutomaticPunctuation())
	assert.Equal(t, []string{"TC"}, sent.GetConfig().GetSpeechContexts()[0].GetPhrases())
	assert.Equal(t, audio, sent.GetAudio().GetContent())
}

func TestTranscribeLongRecordingPollsUntilDone(t *testing.T) {
	server := newSpeechServer(t)
	server.longRecognize = func(context.Context, *speechpb.LongRunningRecognizeRequest) (*longrunningpb.Operation, error) {
		return runningOperation(), nil
	}
	var polls atomic.Int32
	server.getOperation = func(context.Context, *longrunningpb.GetOperationRequest) (*longrunningpb.Operation, error) {
		if polls.Add(1) < 2 {
			return runningOperation(), nil
		}
		return doneOperation(&speechpb.LongRunningRecognizeResponse{
			Results: []*speechpb.SpeechRecognitionResult{result("Done.")},
		}), nil
	}
	r := server.recognizer(t, testConfig)

	start := time.Now()
	got, err := r.Transcribe(context.Background(), ports.TranscriptionRequest{
		Audio: []byte("audio"), Format: ports.AudioOgg, Language: "sv", Duration: 70 * time.Second,
	}, nil)
	require.NoError(t, err)
	assert.Equal(t, "Done.", got.Text)
	assert.Less(t, time.Since(start), 5*time.Second, "polls often enough for dictation")

	_, _, polled := server.calls()
	require.Len(t, polled, 2)
	assert.Equal(t, testOperationName, polled[1].GetName())
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
			recognized, longs, _ := server.calls()
			if tt.long {
				assert.Len(t, longs, 1)
				assert.Empty(t, recognized)
			} else {
				assert.Len(t, recognized, 1)
				assert.Empty(t, longs)
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

	recognized, longs, _ := server.calls()
	assert.Len(t, longs, 1)
	assert.Len(t, recognized, 1)
}
