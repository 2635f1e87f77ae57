package google

import (
	"context"
	"strings"
	"testing"
	"time"

	"cloud.google.com/go/speech/apiv1/speechpb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"google.golang.org/protobuf/types/known/durationpb"

	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

var testConfig = config.SpeechGoogle{Model: "medical_dictation", Timeout: 10 * time.Second}

func TestTranscribeSendsFormat(t *testing.T) {
	tests := []struct {
		format     string
		encoding   speechpb.RecognitionConfig_AudioEncoding
		sampleRate int32
	}{
		{ports.AudioWebM, speechpb.RecognitionConfig_WEBM_OPUS, 48000},
		{ports.AudioOgg, speechpb.RecognitionConfig_OGG_OPUS, 48000},
		// v1 reads a WAV file's rate from its header.
		{ports.AudioWAV, speechpb.RecognitionConfig_LINEAR16, 0},
	}
	for _, tt := range tests {
		t.Run(tt.format, func(t *testing.T) {
			server := newSpeechServer(t)
			r := server.recognizer(t, testConfig)
			audio := []byte("audio bytes of a " + tt.format + " recording")

			_, err := r.Transcribe(context.Background(), ports.TranscriptionRequest{
				Audio: audio, Format: tt.format, Language: "en", Duration: 10 * time.Second,
			}, nil)
			require.NoError(t, err)

			recognized, streamed := server.calls()
			require.Len(t, recognized, 1)
			assert.Empty(t, streamed)
			got := recognized[0]
			assert.Equal(t, tt.encoding, got.GetConfig().GetEncoding())
			assert.Equal(t, tt.sampleRate, got.GetConfig().GetSampleRateHertz())
			assert.Equal(t, "en-US", got.GetConfig().GetLanguageCode())
			assert.Equal(t, "medical_dictation", got.GetConfig().GetModel())
			assert.True(t, got.GetConfig().GetEnableAutomaticPunctuation())
			assert.Equal(t, audio, got.GetAudio().GetContent())
		})
	}
}

func TestTranscribeSendsLanguage(t *testing.T) {
	tests := map[string]string{
		"en": "en-US", "de": "de-DE", "de-ch": "de-CH", "es": "es-ES", "pt": "pt-PT",
		"pt-br": "pt-BR", "sv": "sv-SE", "sl": "sl-SI", "it": "it-IT", "fr": "fr-FR",
		"pl": "pl-PL", "lt": "lt-LT", "ro": "ro-RO", "el": "el-GR",
		"DE-CH": "de-CH", "pt-BR": "pt-BR", "En": "en-US",
	}
	server := newSpeechServer(t)
	r := server.recognizer(t, testConfig)
	for language, want := range tests {
		t.Run(language, func(t *testing.T) {
			_, err := r.Transcribe(context.Background(), ports.TranscriptionRequest{
				Audio: []byte("audio"), Format: ports.AudioWebM, Language: language, Duration: time.Second,
			}, nil)
			require.NoError(t, err)
			recognized, _ := server.calls()
			assert.Equal(t, want, recognized[len(recognized)-1].GetConfig().GetLanguageCode())
		})
	}
}

func TestTranscribeRefusesUnknownLanguage(t *testing.T) {
	server := newSpeechServer(t)
	r := server.recognizer(t, testConfig)

	_, err := r.Transcribe(context.Background(), ports.TranscriptionRequest{
		Audio: []byte("audio"), Format: ports.AudioWebM, Language: "xx", Duration: time.Second,
	}, nil)
	require.Error(t, err)
	assert.Contains(t, err.Error(), `"xx"`)
	recognized, streamed := server.calls()
	assert.Empty(t, recognized)
	assert.Empty(t, streamed)
}

func TestTranscribeRefusesFormatsGoogleCannotRead(t *testing.T) {
	for _, format := range []string{ports.AudioMP3, ports.AudioM4A, "flac"} {
		t.Run(format, func(t *testing.T) {
			server := newSpeechServer(t)
			r := server.recognizer(t, testConfig)

			_, err := r.Transcribe(context.Background(), ports.TranscriptionRequest{
				Audio: []byte("audio"), Format: format, Language: "en", Duration: time.Second,
			}, nil)
			require.ErrorIs(t, err, ports.ErrAudioFormatUnsupported)
			recognized, streamed := server.calls()
			assert.Empty(t, recognized)
			assert.Empty(t, streamed)
		})
	}
}

func TestTranscribeSendsHintsAsPhrases(t *testing.T) {
	server := newSpeechServer(t)
	r := server.recognizer(t, config.SpeechGoogle{Timeout: 10 * time.Second})

	_, err := r.Transcribe(context.Background(), ports.TranscriptionRequest{
		Audio: []byte("audio"), Format: ports.AudioOgg, Language: "de",
		Hints:    []string{"Spondylolisthesis", " ", strings.Repeat("x", 101), "Os odontoideum"},
		Duration: time.Second,
	}, nil)
	require.NoError(t, err)

	recognized, _ := server.calls()
	require.Len(t, recognized, 1)
	contexts := recognized[0].GetConfig().GetSpeechContexts()
	require.Len(t, contexts, 1)
	assert.Equal(t, []string{"Spondylolisthesis", "Os odontoideum"}, contexts[0].GetPhrases())
	assert.Empty(t, recognized[0].GetConfig().GetModel(), "no model configured: Google's default")
}

func TestTranscribeWithoutHintsSendsNoSpeechContext(t *testing.T) {
	server := newSpeechServer(t)
	r := server.recognizer(t, testConfig)

	_, err := r.Transcribe(context.Background(), ports.TranscriptionRequest{
		Audio: []byte("audio"), Format: ports.AudioOgg, Language: "de", Duration: time.Second,
	}, nil)
	require.NoError(t, err)
	recognized, _ := server.calls()
	assert.Empty(t, recognized[0].GetConfig().GetSpeechContexts())
}

func TestTranscribeJoinsBestAlternatives(t *testing.T) {
	server := newSpeechServer(t)
	server.recognize = func(context.Context, *speechpb.RecognizeRequest) (*speechpb.RecognizeResponse, error) {
		return &speechpb.RecognizeResponse{
			Results: []*speechpb.SpeechRecognitionResult{
				result("No acute fracture.", "No a cute fracture."),
				result(),
				result(" The lungs are clear. ", "The lung is clear."),
			},
			TotalBilledTime: durationpb.New(15 * time.Second),
		}, nil
	}
	r := server.recognizer(t, testConfig)
	partial := func(string) { t.Error("partial was called; Recognize does not stream") }

	got, err := r.Transcribe(context.Background(), ports.TranscriptionRequest{
		Audio: []byte("audio"), Format: ports.AudioWebM, Language: "en", Duration: 12 * time.Second,
	}, partial)
	require.NoError(t, err)
	assert.Equal(t, ports.Transcription{Text: "No acute fracture. The lungs are clear.", Duration: 15 * time.Second}, got)
}

func TestTranscribeWithoutBilledTimeHasNoDuration(t *testing.T) {
	server := newSpeechServer(t)
	server.recognize = func(context.Context, *speechpb.RecognizeRequest) (*speechpb.RecognizeResponse, error) {
		return &speechpb.RecognizeResponse{Results: []*speechpb.SpeechRecognitionResult{result("Normal.")}}, nil
	}
	r := server.recognizer(t, testConfig)

	got, err := r.Transcribe(context.Background(), ports.TranscriptionRequest{
		Audio: []byte("audio"), Format: ports.AudioWebM, Language: "en", Duration: 2 * time.Second,
	}, nil)
	require.NoError(t, err)
	assert.Equal(t, ports.Transcription{Text: "Normal."}, got)
}

func TestTranscribeRefusesEmptyAudio(t *testing.T) {
	server := newSpeechServer(t)
	r := server.recognizer(t, testConfig)

	_, err := r.Transcribe(context.Background(), ports.TranscriptionRequest{Format: ports.AudioWebM, Language: "en"}, nil)
	require.Error(t, err)
	recognized, streamed := server.calls()
	assert.Empty(t, recognized)
	assert.Empty(t, streamed)
}
