package openai

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"math"
	"strings"
	"time"

	"github.com/openai/openai-go/v3"

	"github.com/radscribe/radscribe/ports"
)

// whole sends one request and reads the complete answer.
func (r *Recognizer) whole(ctx context.Context, params openai.AudioTranscriptionNewParams) (ports.Transcription, error) {
	answer, err := r.client.Audio.Transcriptions.New(ctx, params)
	if isDecodeError(err) {
		return ports.Transcription{}, errMalformed
	}
	if err != nil {
		return ports.Transcription{}, err
	}
	return transcription(answer), nil
}

// plainAnswer reads a complete JSON answer, as sent by servers that ignore stream: true.
func plainAnswer(body io.Reader) (ports.Transcription, error) {
	raw, err := io.ReadAll(body)
	if err != nil {
		return ports.Transcription{}, err // a broken connection, which may be retried
	}
	var answer openai.AudioTranscriptionNewResponseUnion
	if err := json.Unmarshal(raw, &answer); err != nil {
		return ports.Transcription{}, errMalformed
	}
	return transcription(&answer), nil
}

// isDecodeError reports an answer that arrived whole but is not JSON of the expected shape;
// asking again would get the same. The decoder's message may quote the answer, so callers
// keep only the fact.
func isDecodeError(err error) bool {
	var syntaxErr *json.SyntaxError
	var typeErr *json.UnmarshalTypeError
	return errors.As(err, &syntaxErr) || errors.As(err, &typeErr)
}

// transcription takes the duration from verbose_json, or else from the usage OpenAI bills by
// audio seconds.
func transcription(answer *openai.AudioTranscriptionNewResponseUnion) ports.Transcription {
	seconds := answer.Duration
	if seconds <= 0 && answer.Usage.Type == "duration" {
		seconds = answer.Usage.Seconds
	}
	return ports.Transcription{Text: strings.TrimSpace(answer.Text), Duration: duration(seconds)}
}

// duration converts seconds, ignoring values no recording has.
func duration(seconds float64) time.Duration {
	if seconds <= 0 || math.IsNaN(seconds) || seconds > (24*time.Hour).Seconds() {
		return 0
	}
	return time.Duration(seconds * float64(time.Second))
}
