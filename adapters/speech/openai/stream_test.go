package openai

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

func TestStreamedTranscription(t *testing.T) {
	for _, tc := range []struct {
		name        string
		model       string
		answer      reply
		wantText    string
		wantPieces  []string
		wantSeconds float64
	}{
		{
			name: "done text empty: the text is the deltas (speaches, LocalAI)",
			answer: reply{events: []string{
				`{"type":"transcript.text.delta","delta":"Kein "}`,
				`{"type":"transcript.text.delta","delta":"Pleura"}`,
				`{"type":"transcript.text.delta","delta":"erguss."}`,
				`{"type":"transcript.text.done","text":""}`,
			}},
			wantText:   "Kein Pleuraerguss.",
			wantPieces: []string{"Kein ", "Pleura", "erguss."},
		},
		{
			name: "done text given: it is the text (OpenAI)",
			answer: reply{events: []string{
				`{"type":"transcript.text.delta","delta":"Kein Pleura","logprobs":[]}`,
				`{"type":"transcript.text.delta","delta":" erguss"}`,
				`{"type":"transcript.text.done","text":"Kein Pleuraerguss.","usage":{"type":"tokens","input_tokens":10,"output_tokens":3,"total_tokens":13}}`,
			}},
			wantText:   "Kein Pleuraerguss.",
			wantPieces: []string{"Kein Pleura", " erguss"},
		},
		{
			name: "no done event, [DONE] terminator",
			answer: reply{events: []string{
				`{"type":"transcript.text.delta","delta":"Normal"}`,
				`{"type":"transcript.text.delta","delta":"befund."}`,
				`[DONE]`,
			}},
			wantText:   "Normalbefund.",
			wantPieces: []string{"Normal", "befund."},
		},
		{
			name: "chat-completion-style chunks (vLLM)",
			answer: reply{events: []string{
				`{"id":"trsc-1","object":"transcription.chunk","created":1,"model":"openai/whisper-large-v3","choices":[{"delta":{"content":" Normal"}}]}`,
				`{"id":"trsc-1","object":"transcription.chunk","created":1,"model":"openai/whisper-large-v3","choices":[{"delta":{"content":"befund."},"finish_reason":"stop"}]}`,
				`{"id":"trsc-1","object":"transcription.chunk","created":1,"model":"openai/whisper-large-v3","choices":[],"usage":{"prompt_tokens":1,"total_tokens":3}}`,
				`[DONE]`,
			}},
			wantText:   "Normalbefund.",
			wantPieces: []string{" Normal", "befund."},
		},
		{
			name:     "server ignores stream and answers plain JSON (whisper.cpp)",
			model:    "gpt-4o-mini-transcribe",
			answer:   jsonReply(`{"text":" Normalbefund. "}`),
			wantText: "Normalbefund.",
		},
		{
			name:        "server ignores stream and answers verbose JSON (OpenAI whisper-1)",
			model:       "whisper-1",
			answer:      reply{contentType: "application/json; charset=utf-8", body: `{"task":"transcribe","duration":4.25,"text":"Normalbefund."}`},
			wantText:    "Normalbefund.",
			wantSeconds: 4.25,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			server := newTranscriptionServer(t, always(tc.answer))
			model := tc.model
			if model == "" {
				model = "gpt-4o-transcribe"
			}
			r := server.recognizer(config.SpeechOpenAI{Model: model, Stream: true})
			var pieces collector

			got, err := r.Transcribe(context.Background(), wav("audio"), pieces.partial)
			require.NoError(t, err)
			require.Equal(t, ports.Transcription{Text: tc.wantText, Duration: time.Duration(tc.wantSeconds * float64(time.Second))}, got)
			require.Equal(t, tc.wantPieces, pieces.pieces, "partial gets each delta, in order")

			seen := server.requests()
			require.Len(t, seen, 1)
			require.Equal(t, "true", seen[0].Fields["stream"])
			require.Equal(t, model, seen[0].Fields["model"])
			require.Equal(t, []byte("audio"), seen[0].Audio)
		})
	}
}

func TestStreamedTranscriptionWithoutPartial(t *testing.T) {
	server := newTranscriptionServer(t, always(reply{events: []string{
		`{"type":"transcript.text.delta","delta":"Normal"}`,
		`{"type":"transcript.text.delta","delta":"befund."}`,
		`{"type":"transcript.text.done","text":""}`,
	}}))
	r := server.recognizer(config.SpeechOpenAI{Model: "gpt-4o-transcribe", Stream: true})

	got, err := r.Transcribe(context.Background(), wav("audio"), nil)
	require.NoError(t, err)
	require.Equal(t, "Normalbefund.", got.Text)
}

func TestStreamedTranscriptionRejectsAnErrorEvent(t *testing.T) {
	server := newTranscriptionServer(t, always(reply{events: []string{
		`{"type":"transcript.text.delta","delta":"Kein"}`,
		`{"error":{"message":"decoder failed on: Kein Pleuraerguss"}}`,
	}}))
	r := server.recognizer(config.SpeechOpenAI{Model: "gpt-4o-transcribe", Stream: true, MaxRetries: 2})

	_, err := r.Transcribe(context.Background(), wav("audio"), nil)
	require.EqualError(t, err, "openai speech: transcription failed: the server sent an error event")
	require.Len(t, server.requests(), 1, "an error event is the server's answer, not a transient failure")
}

func TestStreamedTranscriptionIsNotRepeatedOnceTextWasShown(t *testing.T) {
	server := newTranscriptionServer(t, always(reply{events: []string{`{"type":"transcript.text.delta","delta":"Kein "}`}, hangAfter: true}))
	r := server.recognizer(config.SpeechOpenAI{Model: "gpt-4o-transcribe", Stream: true, Timeout: 200 * time.Millisecond, MaxRetries: 2})
	var pieces collector

	_, err := r.Transcribe(context.Background(), wav("audio"), pieces.partial)
	require.ErrorIs(t, err, context.DeadlineExceeded)
	require.Equal(t, "Kein ", pieces.joined())
	require.Len(t, server.requests(), 1, "a retry would show the text twice")
}

func TestStreamedTranscriptionRetriesAStallBeforeAnyText(t *testing.T) {
	server := newTranscriptionServer(t, func(n int, _ seenRequest) reply {
		if n == 0 {
			return reply{events: []string{}, hangAfter: true}
		}
		return reply{events: []string{`{"type":"transcript.text.delta","delta":"Normalbefund."}`, `{"type":"transcript.text.done","text":""}`}}
	})
	r := server.recognizer(config.SpeechOpenAI{Model: "gpt-4o-transcribe", Stream: true, Timeout: 200 * time.Millisecond, MaxRetries: 1})
	var pieces collector

	got, err := r.Transcribe(context.Background(), wav("audio"), pieces.partial)
	require.NoError(t, err)
	require.Equal(t, "Normalbefund.", got.Text)
	require.Equal(t, []string{"Normalbefund."}, pieces.pieces)
	require.Len(t, server.requests(), 2)
}
