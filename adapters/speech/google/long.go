package google

import (
	"context"
	"time"

	"cloud.google.com/go/speech/apiv1/speechpb"

	"github.com/radscribe/radscribe/ports"
)

// Polling for a long-running operation. The library's op.Wait backs off with jitter up to a
// minute between polls, which would leave the radiologist waiting up to half a minute after
// Google finished; dictation wants the text as soon as it is ready, so we poll at most every
// few seconds ourselves.
const (
	firstPollDelay = 500 * time.Millisecond
	maxPollDelay   = 3 * time.Second
)

// recognizeLong runs a LongRunningRecognize operation and waits for it. Google documents a
// 60-second limit on inline audio for this method too (longer audio must come from Cloud
// Storage); Google's InvalidArgument is passed on when it enforces that.
func (r *Recognizer) recognizeLong(ctx context.Context, recognition *speechpb.RecognitionConfig, audio *speechpb.RecognitionAudio) (ports.Transcription, error) {
	op, err := r.client.LongRunningRecognize(ctx, &speechpb.LongRunningRecognizeRequest{Config: recognition, Audio: audio})
	if err != nil {
		return ports.Transcription{}, callError(ctx, "long running recognize", err)
	}
	delay := firstPollDelay
	for {
		// Poll asks the server only while the operation is not done, and returns the
		// operation's own error when it failed.
		resp, err := op.Poll(ctx)
		if err != nil {
			return ports.Transcription{}, callError(ctx, "long running recognize: poll", err)
		}
		if op.Done() {
			return transcription(resp.GetResults(), resp.GetTotalBilledTime().AsDuration()), nil
		}
		if err := sleep(ctx, delay); err != nil {
			return ports.Transcription{}, callError(ctx, "long running recognize: wait", err)
		}
		delay = min(2*delay, maxPollDelay)
	}
}

// sleep waits d or until ctx ends.
func sleep(ctx context.Context, d time.Duration) error {
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-timer.C:
		return nil
	}
}
