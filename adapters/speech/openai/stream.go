package openai

import (
	"context"
	"encoding/json"
	"mime"
	"net/http"
	"strings"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"

	"github.com/radscribe/radscribe/ports"
)

// Stream event types of OpenAI's transcription protocol.
const (
	eventDelta = "transcript.text.delta"
	eventDone  = "transcript.text.done"
)

// relay passes streamed text on to the caller and remembers whether any went out: an attempt
// that already showed text cannot be retried without showing it twice.
type relay struct {
	partial func(delta string)
	sent    bool
}

func (r *relay) send(delta string) {
	if delta == "" || r.partial == nil {
		return
	}
	r.sent = true
	r.partial(delta)
}

// streamed asks for the text as server-sent events. The text is built from the deltas; the
// done event's text is used only when it is not empty, since speaches, LocalAI and llama.cpp
// leave it empty.
func (r *Recognizer) streamed(ctx context.Context, params openai.AudioTranscriptionNewParams, relay *relay) (ports.Transcription, error) {
	var res *http.Response
	stream := r.client.Audio.Transcriptions.NewStreaming(ctx, params, option.WithResponseInto(&res))
	defer stream.Close()
	if err := stream.Err(); err != nil {
		return ports.Transcription{}, err
	}
	if res != nil && !isEventStream(res.Header.Get("Content-Type")) {
		// A server that does not stream (whisper-1, whisper.cpp) answers with plain JSON, which
		// openai-go's event decoder would read as an empty stream: nothing has read the body
		// yet, so it is read here as the complete answer.
		return plainAnswer(res.Body)
	}
	var deltas strings.Builder
	done := ""
	for stream.Next() {
		event := stream.Current()
		switch event.Type {
		case eventDelta:
			deltas.WriteString(event.Delta)
			relay.send(event.Delta)
		case eventDone:
			done = event.Text
		case "":
			delta := chunkText(event.RawJSON())
			deltas.WriteString(delta)
			relay.send(delta)
		}
	}
	if err := stream.Err(); err != nil {
		return ports.Transcription{}, err
	}
	text := done
	if strings.TrimSpace(text) == "" {
		text = deltas.String()
	}
	return ports.Transcription{Text: strings.TrimSpace(text)}, nil
}

func isEventStream(contentType string) bool {
	mediaType, _, err := mime.ParseMediaType(contentType)
	return err == nil && mediaType == "text/event-stream"
}

// chunk is how vLLM streams a transcription: chat-completion-style chunks with no event type.
type chunk struct {
	Choices []struct {
		Delta struct {
			Content string `json:"content"`
		} `json:"delta"`
	} `json:"choices"`
}

// chunkText is the text in a vLLM chunk; empty for any other event.
func chunkText(raw string) string {
	var c chunk
	if json.Unmarshal([]byte(raw), &c) != nil {
		return ""
	}
	var text strings.Builder
	for _, choice := range c.Choices {
		text.WriteString(choice.Delta.Content)
	}
	return text.String()
}
