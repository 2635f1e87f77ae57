package google

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"cloud.google.com/go/speech/apiv1/speechpb"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	"github.com/radscribe/radscribe/ports"
)

// Transcribe sends the recording inline: to Recognize when it is short, otherwise through a
// StreamingRecognize stream, whose final results reach partial (when not nil) as Google
// sends them. Recognize answers all at once, so short recordings never call partial.
func (r *Recognizer) Transcribe(ctx context.Context, req ports.TranscriptionRequest, partial func(delta string)) (ports.Transcription, error) {
	recognition, err := r.recognitionConfig(req)
	if err != nil {
		return ports.Transcription{}, err
	}
	if len(req.Audio) == 0 {
		return ports.Transcription{}, errors.New("google speech: the recording is empty")
	}

	if r.cfg.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, r.cfg.Timeout)
		defer cancel()
	}
	if isShort(req) {
		return r.recognize(ctx, recognition, req.Audio)
	}
	return r.recognizeStream(ctx, recognition, req.Audio, partial)
}

// recognitionConfig describes the request's audio, language and vocabulary to Google.
func (r *Recognizer) recognitionConfig(req ports.TranscriptionRequest) (*speechpb.RecognitionConfig, error) {
	encoding, sampleRate, err := audioEncoding(req.Format)
	if err != nil {
		return nil, err
	}
	language, err := languageCode(req.Language)
	if err != nil {
		return nil, err
	}
	return &speechpb.RecognitionConfig{
		Encoding:                   encoding,
		SampleRateHertz:            sampleRate,
		LanguageCode:               language,
		SpeechContexts:             speechContexts(req.Hints),
		EnableAutomaticPunctuation: true,
		Model:                      r.cfg.Model,
	}, nil
}

func (r *Recognizer) recognize(ctx context.Context, recognition *speechpb.RecognitionConfig, audio []byte) (ports.Transcription, error) {
	resp, err := r.client.Recognize(ctx, &speechpb.RecognizeRequest{
		Config: recognition,
		Audio:  &speechpb.RecognitionAudio{AudioSource: &speechpb.RecognitionAudio_Content{Content: audio}},
	})
	if err != nil {
		return ports.Transcription{}, callError(ctx, "recognize", err)
	}
	return transcription(resp.GetResults(), resp.GetTotalBilledTime().AsDuration()), nil
}

// transcription joins the best alternative of each consecutive piece of audio. A zero billed
// time (Google did not say) stays zero, as the port asks.
func transcription(results []*speechpb.SpeechRecognitionResult, billed time.Duration) ports.Transcription {
	var parts []string
	for _, result := range results {
		if text := bestTranscript(result.GetAlternatives()); text != "" {
			parts = append(parts, text)
		}
	}
	return ports.Transcription{Text: strings.Join(parts, " "), Duration: billed}
}

// bestTranscript is the text of a result's first (most likely) alternative, trimmed; empty
// when Google heard nothing there.
func bestTranscript(alternatives []*speechpb.SpeechRecognitionAlternative) string {
	if len(alternatives) == 0 {
		return ""
	}
	return strings.TrimSpace(alternatives[0].GetTranscript())
}

// callError names the failed call and its gRPC status code, never the status message: it
// could echo the request. A timeout or cancellation stays visible to errors.Is.
func callError(ctx context.Context, call string, err error) error {
	if ctxErr := ctx.Err(); ctxErr != nil {
		return fmt.Errorf("google speech: %s: %w", call, ctxErr)
	}
	// gRPC sends our deadline along, and the server may end the call on it a moment before
	// ctx notices: that is our timeout too.
	if _, ok := ctx.Deadline(); ok && status.Code(err) == codes.DeadlineExceeded {
		return fmt.Errorf("google speech: %s: %w", call, context.DeadlineExceeded)
	}
	return fmt.Errorf("google speech: %s: %s", call, status.Code(err))
}
