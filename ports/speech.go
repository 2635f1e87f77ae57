package ports

import (
	"context"
	"errors"
	"time"
)

// Audio containers the server accepts for transcription, named by what their bytes say
// (sniffed), never by the uploaded file name: browsers send webm/opus as "recording.wav".
const (
	AudioWebM = "webm"
	AudioOgg  = "ogg"
	AudioWAV  = "wav"
	AudioMP3  = "mp3"
	AudioM4A  = "m4a"
)

// ErrAudioFormatUnsupported is returned by a recognizer whose vendor cannot read the
// container it was given; the user gets a clear 415.
var ErrAudioFormatUnsupported = errors.New("the configured speech engine cannot read this audio format")

// ErrRecordingTooLong is returned by a recognizer whose vendor refuses the recording's length;
// the user is asked to dictate in shorter recordings.
var ErrRecordingTooLong = errors.New("the recording is longer than the speech engine accepts")

// TranscriptionRequest is one recording to transcribe. Audio stays in memory: no recognizer
// writes it to disk.
type TranscriptionRequest struct {
	Audio []byte
	// Format is one of the Audio* constants.
	Format string
	// Language is the dictation language as the product names it (en, de-ch, pt-br ...);
	// each recognizer maps it to its vendor's code.
	Language string
	// Hints are terms from the user's vocabulary that the vendor should expect.
	Hints []string
	// Duration is the recorded length the browser measured; zero when unknown. Vendors that
	// choose between a short and a long request use it.
	Duration time.Duration
}

// Transcription is a recognizer's answer.
type Transcription struct {
	Text string
	// Duration is the audio's length as the vendor measured it; zero when it did not say.
	Duration time.Duration
}

// SpeechRecognizer turns recorded dictation into text: an OpenAI-compatible transcription
// server or Google Speech-to-Text, chosen by speech.provider. Errors never contain the audio
// or the text.
type SpeechRecognizer interface {
	// Transcribe returns the recording's text. When partial is not nil and the vendor streams,
	// partial receives each piece of text as it arrives (in order; the pieces joined are the
	// text so far); recognizers that do not stream never call it.
	Transcribe(ctx context.Context, req TranscriptionRequest, partial func(delta string)) (Transcription, error)
}
