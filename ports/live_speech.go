package ports

import (
	"context"
	"time"
)

// Live audio is 16-bit little-endian PCM, mono, at LiveSampleRate. PCM can be cut at any sample,
// which renewing an engine's stream and re-sending the audio not yet heard both need (a WebM
// stream cannot be cut), and every engine takes it: Google as LINEAR16, a Whisper server as WAV,
// the Realtime protocol after resampling to its own rate.
const (
	LiveSampleRate     = 16000
	LiveBytesPerSecond = LiveSampleRate * 2
)

// LiveAudioDuration is how long pcm bytes of live audio play.
func LiveAudioDuration(bytes int64) time.Duration {
	return time.Duration(bytes) * time.Second / LiveBytesPerSecond
}

// LiveRequest opens a live stream.
type LiveRequest struct {
	// Language is the dictation language as the product names it (en, de-ch, pt-br ...).
	Language string
	// Hints are terms from the user's vocabulary that the engine should expect.
	Hints []string
}

// LiveText is text a live engine has heard.
type LiveText struct {
	// Text of a final is settled: it never changes, and the finals joined with single spaces
	// are the transcript. An interim is the engine's current guess at what follows the finals:
	// each interim replaces the one before, and a final clears it.
	Text  string
	Final bool
	// HeardUntil, on a final, is how far into the stream's audio the finals so far account for
	// the speech; zero when the engine does not say. A stream opened again after a dropped
	// connection is sent the audio from there.
	HeardUntil time.Duration
}

// LiveRecognizer transcribes dictation while it is spoken: Google's StreamingRecognize, the
// Realtime protocol's transcription sessions, or a Whisper server asked again as the audio
// grows. Errors never contain the audio or the text.
type LiveRecognizer interface {
	// Listen opens a stream. heard receives the text in order, one call at a time, until
	// Finish or Abort returns; it must not block for long.
	Listen(ctx context.Context, req LiveRequest, heard func(LiveText)) (LiveStream, error)
}

// LiveStream is one open live transcription.
type LiveStream interface {
	// Write sends the next piece of audio: whole samples, an even number of bytes. It does not
	// wait for the engine's answer. An error means the stream failed: no more text comes.
	Write(pcm []byte) error
	// Finish says the audio has ended, waits until the engine's last finals have reached
	// heard, and releases the stream.
	Finish(ctx context.Context) error
	// Abort ends the stream at once; text still pending is dropped.
	Abort()
}
