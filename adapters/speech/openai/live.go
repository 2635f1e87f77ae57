package openai

import (
	"context"

	"github.com/radscribe/radscribe/ports"
)

var _ ports.LiveRecognizer = (*Recognizer)(nil)

// Listen transcribes live dictation the way speech.openai.live names: a transcription session
// of the Realtime protocol, or the growing audio sent again to /audio/transcriptions, which any
// Whisper-compatible server answers.
func (r *Recognizer) Listen(ctx context.Context, req ports.LiveRequest, heard func(ports.LiveText)) (ports.LiveStream, error) {
	if r.live.realtime != nil {
		return r.live.realtime.listen(ctx, req, heard)
	}
	return r.listenRolling(ctx, req, heard)
}
