package openai

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/openai/openai-go/v3/packages/param"
	"github.com/openai/openai-go/v3/shared"

	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/ports"
)

// formatAnswer is the JSON the report generator prompt asks for.
type formatAnswer struct {
	FormattedContent       string            `json:"formattedContent"`
	DetectedContradictions []json.RawMessage `json:"detectedContradictions"`
}

// contradictionAnswer is one contradiction as the prompt describes it.
type contradictionAnswer struct {
	ID           string   `json:"id"`
	Text         string   `json:"text"`
	Sections     []string `json:"sections"`
	Options      []string `json:"options"`
	SuggestedFix string   `json:"suggestedFix"`
}

// formatSchema asks servers with structured output for exactly formatAnswer.
var formatSchema = &shared.ResponseFormatJSONSchemaJSONSchemaParam{
	Name:   "radiology_report",
	Strict: param.NewOpt(true),
	Schema: map[string]any{
		"type": "object", "additionalProperties": false,
		"required": []string{"formattedContent", "detectedContradictions"},
		"properties": map[string]any{
			"formattedContent": map[string]any{"type": "string"},
			"detectedContradictions": map[string]any{
				"type": "array",
				"items": map[string]any{
					"type": "object", "additionalProperties": false,
					"required": []string{"id", "text", "sections", "options", "suggestedFix"},
					"properties": map[string]any{
						"id":           map[string]any{"type": "string"},
						"text":         map[string]any{"type": "string"},
						"sections":     map[string]any{"type": "array", "items": map[string]any{"type": "string"}},
						"options":      map[string]any{"type": "array", "items": map[string]any{"type": "string"}},
						"suggestedFix": map[string]any{"type": "string"},
					},
				},
			},
		},
	},
}

// Format asks for the report as JSON and reads its HTML and contradictions.
func (w *Writer) Format(ctx context.Context, req ports.FormatRequest) (ports.ReportResult, error) {
	user := formatMessage(req.Language, req.Transcript, req.DetectContradictions)
	result, used, reason, err := withFallback(ctx, w, req.Prompt, func(ctx context.Context, system string, retries int) (ports.ReportResult, error) {
		text, err := w.chat(ctx, chatRequest{system: system, user: user, schema: formatSchema, retries: retries})
		if err != nil {
			return ports.ReportResult{}, err
		}
		return parseFormat(text)
	})
	if err != nil {
		return ports.ReportResult{}, err
	}
	if !req.DetectContradictions {
		result.Contradictions = nil
	}
	result.PromptUsed, result.FallbackReason = used, reason
	return result, nil
}

func parseFormat(text string) (ports.ReportResult, error) {
	var answer formatAnswer
	if err := decodeObject(text, &answer); err != nil {
		return ports.ReportResult{}, err
	}
	if strings.TrimSpace(answer.FormattedContent) == "" {
		return ports.ReportResult{}, fmt.Errorf("%w: no formattedContent", errMalformed)
	}
	result := ports.ReportResult{HTML: answer.FormattedContent}
	for i, raw := range answer.DetectedContradictions {
		c, ok := parseContradiction(raw)
		if !ok {
			continue
		}
		if c.ID == "" {
			c.ID = fmt.Sprintf("llm-%d", i+1)
		}
		result.Contradictions = append(result.Contradictions, c)
	}
	return result, nil
}

// parseContradiction accepts the object the prompt asks for and, as the spec allows, a plain
// string; anything else, or one without text, is dropped.
func parseContradiction(raw json.RawMessage) (report.Contradiction, bool) {
	var text string
	if json.Unmarshal(raw, &text) == nil {
		return report.Contradiction{Text: strings.TrimSpace(text)}, strings.TrimSpace(text) != ""
	}
	var c contradictionAnswer
	if json.Unmarshal(raw, &c) != nil || strings.TrimSpace(c.Text) == "" {
		return report.Contradiction{}, false
	}
	return report.Contradiction{
		ID: c.ID, Text: strings.TrimSpace(c.Text), Sections: c.Sections, Options: c.Options, SuggestedFix: c.SuggestedFix,
	}, true
}
