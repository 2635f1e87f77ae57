package openai

import (
	"context"
	"fmt"
	"strings"

	"github.com/openai/openai-go/v3/packages/param"
	"github.com/openai/openai-go/v3/shared"

	"github.com/radscribe/radscribe/ports"
)

// impressionAnswer is the JSON the impression prompt asks for: the impression's lines.
type impressionAnswer struct {
	Impression []string `json:"impression"`
}

// impressionSchema asks servers with structured output for exactly impressionAnswer.
var impressionSchema = &shared.ResponseFormatJSONSchemaJSONSchemaParam{
	Name:   "radiology_impression",
	Strict: param.NewOpt(true),
	Schema: map[string]any{
		"type": "object", "additionalProperties": false,
		"required": []string{"impression"},
		"properties": map[string]any{
			"impression": map[string]any{"type": "array", "items": map[string]any{"type": "string"}},
		},
	},
}

// WriteImpression asks for the impression of a report's findings as JSON lines, with the
// impression prompt (the user's custom one when on, else the admin default).
func (w *Writer) WriteImpression(ctx context.Context, req ports.ImpressionRequest) (ports.ImpressionResult, error) {
	user := impressionMessage(req.Language, req.Study, req.Findings, req.Impression)
	lines, used, reason, err := withFallback(ctx, w, req.Prompt, func(ctx context.Context, system string, retries int) ([]string, error) {
		text, err := w.chat(ctx, chatRequest{system: system, user: user, schema: impressionSchema, retries: retries})
		if err != nil {
			return nil, err
		}
		return parseImpression(text)
	})
	if err != nil {
		return ports.ImpressionResult{}, err
	}
	return ports.ImpressionResult{Lines: lines, PromptUsed: used, FallbackReason: reason}, nil
}

// parseImpression reads the lines of an answer; one without any line that has text is not
// in the expected format.
func parseImpression(text string) ([]string, error) {
	var answer impressionAnswer
	if err := decodeObject(text, &answer); err != nil {
		return nil, err
	}
	var lines []string
	for _, l := range answer.Impression {
		if l = strings.TrimSpace(l); l != "" {
			lines = append(lines, l)
		}
	}
	if len(lines) == 0 {
		return nil, fmt.Errorf("%w: no impression", errMalformed)
	}
	return lines, nil
}
