package portstest

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/ports"
)

// LiveSpeech makes the audio a live contract speaks: utterances separated by pauses, as
// ports.LiveSampleRate PCM, in a form the engine behind the recognizer under test can hear.
type LiveSpeech func(utterances ...string) []byte

// liveTranscript collects what a stream's heard receives and checks the port's promises on
// the way: calls one at a time, finals never empty, HeardUntil never going back.
type liveTranscript struct {
	t        *testing.T
	mu       sync.Mutex
	busy     bool
	finals   []string
	interims int
	until    time.Duration
	closed   bool
}

func (l *liveTranscript) heard(text ports.LiveText) {
	l.mu.Lock()
	assert.False(l.t, l.busy, "heard is called one call at a time")
	assert.False(l.t, l.closed, "heard is not called after Finish or Abort returned")
	l.busy = true
	l.mu.Unlock()
	defer func() { l.mu.Lock(); l.busy = false; l.mu.Unlock() }()
	if !text.Final {
		l.mu.Lock()
		l.interims++
		l.mu.Unlock()
		return
	}
	assert.NotEmpty(l.t, strings.TrimSpace(text.Text), "a final holds text")
	assert.GreaterOrEqual(l.t, text.HeardUntil, l.until, "HeardUntil never goes back")
	l.mu.Lock()
	l.finals = append(l.finals, strings.TrimSpace(text.Text))
	l.until = max(l.until, text.HeardUntil)
	l.mu.Unlock()
}

func (l *liveTranscript) close() (text string, until time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.closed = true
	return strings.Join(l.finals, " "), l.until
}

// writeAll sends pcm in pieces of chunk bytes.
func writeAll(t *testing.T, stream ports.LiveStream, pcm []byte, chunk int) {
	t.Helper()
	for start := 0; start < len(pcm); start += chunk {
		require.NoError(t, stream.Write(pcm[start:min(start+chunk, len(pcm))]))
	}
}

// RunLiveRecognizerContract checks one ports.LiveRecognizer: open returns a recognizer talking
// to an engine that hears what speak says.
func RunLiveRecognizerContract(t *testing.T, open func(t *testing.T) ports.LiveRecognizer, speak LiveSpeech) {
	ctx := context.Background()
	request := ports.LiveRequest{Language: "en", Hints: []string{"pneumothorax"}}

	t.Run("the finals are the transcript", func(t *testing.T) {
		utterances := []string{"no pleural effusion", "small right pneumothorax", "heart normal size"}
		pcm := speak(utterances...)
		transcript := &liveTranscript{t: t}
		stream, err := open(t).Listen(ctx, request, transcript.heard)
		require.NoError(t, err)
		// 100 ms pieces, as the browser sends them.
		writeAll(t, stream, pcm, ports.LiveBytesPerSecond/10)
		require.NoError(t, stream.Finish(ctx))
		text, until := transcript.close()
		assert.Equal(t, strings.Join(utterances, " "), text)
		assert.LessOrEqual(t, until, ports.LiveAudioDuration(int64(len(pcm))), "HeardUntil lies within the audio")
	})

	t.Run("pieces of any size are read the same", func(t *testing.T) {
		pcm := speak("mild cardiomegaly", "no consolidation")
		transcript := &liveTranscript{t: t}
		stream, err := open(t).Listen(ctx, request, transcript.heard)
		require.NoError(t, err)
		writeAll(t, stream, pcm, 4098)
		require.NoError(t, stream.Finish(ctx))
		text, _ := transcript.close()
		assert.Equal(t, "mild cardiomegaly no consolidation", text)
	})

	t.Run("silence has no text", func(t *testing.T) {
		transcript := &liveTranscript{t: t}
		stream, err := open(t).Listen(ctx, request, transcript.heard)
		require.NoError(t, err)
		writeAll(t, stream, make([]byte, ports.LiveBytesPerSecond), ports.LiveBytesPerSecond/10)
		require.NoError(t, stream.Finish(ctx))
		text, _ := transcript.close()
		assert.Empty(t, text)
	})

	t.Run("finishing at once is allowed", func(t *testing.T) {
		transcript := &liveTranscript{t: t}
		stream, err := open(t).Listen(ctx, request, transcript.heard)
		require.NoError(t, err)
		require.NoError(t, stream.Finish(ctx))
		text, _ := transcript.close()
		assert.Empty(t, text)
	})

	t.Run("abort ends the stream", func(t *testing.T) {
		transcript := &liveTranscript{t: t}
		stream, err := open(t).Listen(ctx, request, transcript.heard)
		require.NoError(t, err)
		writeAll(t, stream, speak("no fracture"), ports.LiveBytesPerSecond/10)
		done := make(chan struct{})
		go func() { stream.Abort(); close(done) }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			t.Fatal("Abort did not return")
		}
		transcript.close()
		assert.Error(t, stream.Write(make([]byte, 320)), "no audio after Abort")
	})

	t.Run("half a sample fails the stream", func(t *testing.T) {
		transcript := &liveTranscript{t: t}
		stream, err := open(t).Listen(ctx, request, transcript.heard)
		require.NoError(t, err)
		writeAll(t, stream, speak("no fracture"), ports.LiveBytesPerSecond/10)
		// Every sample after an odd byte would be misread: the stream cannot go on.
		assert.Error(t, stream.Write(make([]byte, 321)), "half a sample is refused")
		assert.Error(t, stream.Write(make([]byte, 320)), "the stream has failed")
		assert.Error(t, stream.Finish(ctx), "Finish says the stream failed")
		transcript.close()
	})

	t.Run("a cancelled context ends the stream", func(t *testing.T) {
		cancelled, cancel := context.WithCancel(ctx)
		transcript := &liveTranscript{t: t}
		stream, err := open(t).Listen(cancelled, request, transcript.heard)
		if err != nil {
			cancel()
			return
		}
		writeAll(t, stream, speak("no fracture"), ports.LiveBytesPerSecond/10)
		cancel()
		finished := make(chan error, 1)
		go func() { finished <- stream.Finish(context.Background()) }()
		select {
		case err := <-finished:
			assert.Error(t, err, "Finish says the stream was cancelled")
		case <-time.After(5 * time.Second):
			t.Fatal("Finish did not return after the stream's context was cancelled")
		}
		transcript.close()
	})
}
