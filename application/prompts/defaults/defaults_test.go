package defaults_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/prompts/defaults"
	"github.com/radscribe/radscribe/domain/prompt"
)

func TestAllDefaultPrompts(t *testing.T) {
	ps, err := defaults.All()
	require.NoError(t, err)
	require.Len(t, ps, 5)

	want := []string{
		"medical_correction_universal", "radiology_report_generator",
		"template_population", "report_generation_from_scratch", "impression_writing",
	}
	for i, p := range ps {
		t.Run(p.Name, func(t *testing.T) {
			assert.Equal(t, want[i], p.Name)
			assert.Equal(t, "universal", p.Language)
			assert.NotEmpty(t, p.Description)
			assert.NotContains(t, p.Description, "\n", "description is one line")
			require.NotEmpty(t, p.Text)
			assert.Less(t, utf8.RuneCountInString(p.Text), 5000)
			// Every prompt states its role, inputs and output, and the two safety rules.
			for _, part := range []string{"ROLE", "INPUT", "OUTPUT",
				"not add findings that were not dictated", "measurements and laterality exactly"} {
				assert.Contains(t, p.Text, part)
			}
		})
	}
}

// The report generator's answer is parsed by the LLM writer, so the prompt must spell out
// every field of the contradiction object.
func TestReportGeneratorDescribesTheContradictionSchema(t *testing.T) {
	ps, err := defaults.All()
	require.NoError(t, err)
	var text string
	for _, p := range ps {
		if p.Name == prompt.NameReportGenerator {
			text = p.Text
		}
	}
	for _, field := range []string{`"formattedContent"`, `"detectedContradictions"`, `"id"`, `"text"`,
		`"sections"`, `"options"`, `"suggestedFix"`} {
		assert.True(t, strings.Contains(text, field), "missing %s", field)
	}
}

// The impression's answer is parsed by the LLM writer: the prompt must name its one field.
func TestImpressionPromptDescribesItsJSON(t *testing.T) {
	ps, err := defaults.All()
	require.NoError(t, err)
	var text string
	for _, p := range ps {
		if p.Name == prompt.NameImpression {
			text = p.Text
		}
	}
	assert.Contains(t, text, `{"impression": [`)
	assert.Contains(t, text, "FINDINGS")
}
