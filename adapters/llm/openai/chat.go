package openai

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/shared"
)

// answerFormat is how strictly the server is asked to shape a JSON answer. Servers without
// structured output refuse json_schema (and some json_object) with 400 or 422; the writer then
// asks again less strictly and parses the JSON out of the text.
type answerFormat int32

const (
	formatJSONSchema answerFormat = iota
	formatJSONObject
	formatPlain
)

// errEmpty is an answer with no text (or a refusal).
var errEmpty = errors.New("empty answer")

// chatRequest is one conversation: the prompt, the user's material and, for JSON answers, the
// schema the answer must follow.
type chatRequest struct {
	system, user string
	schema       *shared.ResponseFormatJSONSchemaJSONSchemaParam
	retries      int
}

// chat returns the text of the first choice.
func (w *Writer) chat(ctx context.Context, req chatRequest) (string, error) {
	if req.schema == nil {
		return w.withRetries(ctx, req.retries, w.params(req, formatPlain))
	}
	format := answerFormat(w.structured.Load())
	for {
		text, err := w.withRetries(ctx, req.retries, w.params(req, format))
		if err == nil {
			w.structured.Store(int32(format))
			return text, nil
		}
		if format == formatPlain || !refusesFormat(err) {
			return "", err
		}
		format++
	}
}

func (w *Writer) params(req chatRequest, format answerFormat) openai.ChatCompletionNewParams {
	p := openai.ChatCompletionNewParams{
		Model:    w.model,
		Messages: []openai.ChatCompletionMessageParamUnion{openai.SystemMessage(req.system), openai.UserMessage(req.user)},
	}
	if req.schema == nil {
		return p
	}
	switch format {
	case formatJSONSchema:
		p.ResponseFormat.OfJSONSchema = &shared.ResponseFormatJSONSchemaParam{JSONSchema: *req.schema}
	case formatJSONObject:
		p.ResponseFormat.OfJSONObject = &shared.ResponseFormatJSONObjectParam{}
	}
	return p
}

// once sends one attempt, bounded by the configured timeout.
func (w *Writer) once(ctx context.Context, params openai.ChatCompletionNewParams) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, w.timeout)
	defer cancel()
	completion, err := w.client.Chat.Completions.New(ctx, params)
	if err != nil {
		return "", err
	}
	if len(completion.Choices) == 0 {
		return "", errEmpty
	}
	text := strings.TrimSpace(completion.Choices[0].Message.Content)
	if text == "" {
		return "", errEmpty
	}
	return text, nil
}

// refusesFormat reports whether the server rejected the request itself, as servers without
// structured output do with a response_format they do not know.
func refusesFormat(err error) bool {
	var apiErr *openai.Error
	return errors.As(err, &apiErr) && (apiErr.StatusCode == http.StatusBadRequest || apiErr.StatusCode == http.StatusUnprocessableEntity)
}
