package openai

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ports/portstest"
)

var impressionPrompt = ports.PromptChoice{DefaultName: "impression_writing", Default: "Write the impression as JSON."}

// impressionModel answers as a model following the impression prompt would: the abnormal
// findings lines of the message, without their labels, or one normal statement.
func impressionModel(_ int, req seenRequest) answer {
	_, findings, _ := strings.Cut(req.user(), "FINDINGS:\n")
	var lines []string
	for _, l := range strings.Split(strings.TrimSpace(findings), "\n") {
		if _, text, ok := strings.Cut(l, ": "); ok {
			l = text
		}
		lower := strings.ToLower(l)
		if strings.HasPrefix(lower, "no ") || strings.HasPrefix(lower, "kein") || strings.HasPrefix(lower, "clear") {
			continue
		}
		lines = append(lines, l)
	}
	if len(lines) == 0 {
		lines = []string{"No acute cardiopulmonary abnormality."}
	}
	body, _ := json.Marshal(map[string][]string{"impression": lines})
	return answer{content: string(body)}
}

func TestWriteImpressionKeepsThePortsContract(t *testing.T) {
	portstest.RunImpressionWriterContract(t, func(t *testing.T) ports.ReportWriter {
		return newChatServer(t, impressionModel).writer(t, 0, time.Second)
	}, impressionPrompt)
}

func TestWriteImpressionSendsTheFindingsWithTheImpressionPrompt(t *testing.T) {
	server := newChatServer(t, always(answer{content: "```json\n{\"impression\": [\"Small left pleural effusion.\", \"  \"]}\n```"}))
	got, err := server.writer(t, 0, time.Second).WriteImpression(context.Background(), ports.ImpressionRequest{
		Findings: []ports.FindingLine{{Label: "Lungs", Text: "Clear."}, {Text: "Small left pleural effusion."}},
		Study:    "Chest radiograph", Language: "en", Prompt: impressionPrompt,
		Impression: report.ImpressionPreferences{Numbered: false, Background: report.BackgroundLeftOut, Recommendations: false},
	})
	require.NoError(t, err)
	assert.Equal(t, ports.ImpressionResult{Lines: []string{"Small left pleural effusion."}, PromptUsed: "impression_writing"}, got)
	req := server.requests()[0]
	assert.Equal(t, "Write the impression as JSON.", req.system())
	assert.Equal(t, "Report language: en\nImpression preferences (when no impression is dictated): leave chronic, stable, "+
		"post-surgical, device and incidental findings out; leave follow-up recommendations out of the impression."+
		"\n\nSTUDY:\nChest radiograph\n\nFINDINGS:\nLungs: Clear.\nSmall left pleural effusion.\n", req.user())
	assert.Equal(t, "json_schema", req.format())
	assert.Equal(t, "radiology_impression", req.Body.ResponseFormat["json_schema"].(map[string]any)["name"])
}

func TestWriteImpressionFallsBackFromAFailingCustomPrompt(t *testing.T) {
	tests := []struct {
		name   string
		first  answer
		reason string
	}{
		{"no lines", answer{content: `{"impression": []}`}, "The AI service's answer was not in the expected format."},
		{"not JSON", answer{content: "Small effusion."}, "The AI service's answer was not in the expected format."},
		{"refused", answer{status: 500}, "The AI service refused the request (HTTP 500)."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			server := newChatServer(t, func(n int, req seenRequest) answer {
				if n == 0 {
					return tt.first
				}
				return answer{content: `{"impression": ["Effusion."]}`}
			})
			choice := impressionPrompt
			choice.Custom, choice.UseCustom = "My own impression prompt.", true
			got, err := server.writer(t, 0, time.Second).WriteImpression(context.Background(), ports.ImpressionRequest{
				Findings: []ports.FindingLine{{Text: "Effusion."}}, Language: "en", Prompt: choice,
			})
			require.NoError(t, err)
			assert.Equal(t, []string{"Effusion."}, got.Lines)
			assert.Equal(t, "impression_writing", got.PromptUsed)
			assert.Equal(t, tt.reason, got.FallbackReason)
			seen := server.requests()
			assert.Equal(t, "My own impression prompt.", seen[0].system())
			assert.Equal(t, "Write the impression as JSON.", seen[len(seen)-1].system())
		})
	}
}
