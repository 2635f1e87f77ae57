package portstest

import (
	"context"
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/ports"
)

// RunImpressionWriterContract checks ports.ReportWriter's WriteImpression on one writer: the
// impression it writes from a report's findings names the abnormal findings as they stand now
// (the radiologist's edit wins), with their side; a normal study gets one line; every line is
// plain text on one line, without a list number (the application numbers several); and the
// answer names the prompt behind it. prompt is the choice the application would pass.
func RunImpressionWriterContract(t *testing.T, newWriter func(t *testing.T) ports.ReportWriter, prompt ports.PromptChoice) {
	tests := []struct {
		name     string
		language string
		findings []ports.FindingLine
		named    []string
		absent   []string
		lines    int // the exact number of lines; 0 for any
	}{
		{"the abnormal finding, with its side", "en",
			[]ports.FindingLine{{Label: "Lungs", Text: "Clear."}, {Label: "Pleura", Text: "Small left pleural effusion."}},
			[]string{"pleural effusion", "left"}, []string{"right", "clear"}, 0},
		{"the edited side, not the dictated one", "en",
			[]ports.FindingLine{{Label: "Lungs", Text: "Clear."}, {Label: "Pleura", Text: "Small right pleural effusion."}},
			[]string{"pleural effusion", "right"}, []string{"left"}, 0},
		{"a normal study has one line", "en",
			[]ports.FindingLine{{Label: "Lungs", Text: "Clear."}, {Label: "Pleura", Text: "No pleural effusion."}, {Text: "No pneumothorax."}},
			nil, []string{"effusion"}, 1},
		{"in the report's language", "de",
			[]ports.FindingLine{{Label: "Lunge", Text: "Kein Infiltrat."}, {Text: "Kleiner Pleuraerguss links."}},
			[]string{"pleuraerguss", "links"}, []string{"infiltrat"}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := newWriter(t).WriteImpression(context.Background(), ports.ImpressionRequest{
				Findings: tt.findings, Study: "Chest radiograph", Language: tt.language, Prompt: prompt,
			})
			require.NoError(t, err)
			require.NotEmpty(t, got.Lines)
			if tt.lines > 0 {
				assert.Len(t, got.Lines, tt.lines)
			}
			text := strings.ToLower(strings.Join(got.Lines, "\n"))
			for _, w := range tt.named {
				assert.Contains(t, text, w)
			}
			for _, w := range tt.absent {
				assert.NotContains(t, text, w)
			}
			for _, l := range got.Lines {
				assert.NotEmpty(t, strings.TrimSpace(l), "no blank line")
				assert.NotContains(t, l, "\n", "one line each")
				assert.NotContains(t, l, "<", "plain text")
				assert.False(t, len(l) > 2 && unicode.IsDigit(rune(l[0])) && l[1] == '.' && l[2] == ' ', "no list number: %q", l)
			}
			assert.NotEmpty(t, got.PromptUsed, "the answer names its prompt")
		})
	}
}
