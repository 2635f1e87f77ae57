package reporting

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/ports"
)

// idsOf lists the IDs of what a request answers.
func idsOf(result ports.ReportResult) []string {
	var out []string
	for _, c := range result.Contradictions {
		out = append(out, c.ID)
	}
	return out
}

// The dictation checks run in the application on whatever any writer wrote (here a writer that
// stands for a language model), for every action: a stated sex against a sex-specific organ on
// Format, Fill and Generate alike, and, on Fill, anatomy that does not fit the template's title.
func TestDictationChecksRunOnEveryAction(t *testing.T) {
	html := "<h3>Clinical information</h3><p>58-year-old man.</p><h3>Findings</h3><p>The uterus is enlarged.</p>" +
		"<p>Tear of the medial meniscus.</p><h3>Impression</h3><p>Enlarged uterus.</p>"
	template := "<h2>CT Chest with Contrast</h2><h3>Findings</h3><p><strong>Lungs:</strong> Clear.</p><h3>Impression</h3><p>Normal.</p>"
	e := newEnv()
	e.writer.format = ports.ReportResult{HTML: html}
	e.writer.report = ports.ReportResult{HTML: html}
	ctx := context.Background()
	on := Checks{DetectContradictions: true}

	formatted, err := e.service.Format(ctx, anna, FormatInput{Transcript: transcript, Language: "en", Checks: on})
	require.NoError(t, err)
	assert.Equal(t, []string{"stated-sex-1"}, idsOf(formatted), "no template: no anatomy check")

	generated, err := e.service.Generate(ctx, anna, GenerateInput{Transcript: transcript, Language: "en", Checks: on})
	require.NoError(t, err)
	assert.Equal(t, []string{"stated-sex-1"}, idsOf(generated))

	filled, err := e.service.Fill(ctx, anna, FillInput{Transcript: transcript, Language: "en", TemplateHTML: template, Checks: on})
	require.NoError(t, err)
	assert.Equal(t, []string{"template-anatomy-1", "stated-sex-1"}, idsOf(filled))
	assert.True(t, strings.Contains(filled.Contradictions[0].Text, "CT Chest with Contrast") &&
		strings.Contains(filled.Contradictions[0].Text, "Tear of the medial meniscus"), filled.Contradictions[0].Text)

	filled, err = e.service.Fill(ctx, anna, FillInput{Transcript: transcript, Language: "en", TemplateHTML: template})
	require.NoError(t, err)
	assert.Nil(t, filled.Contradictions, "detection off: no checks either")
}

func TestTemplateTitleIsTheFirstHeadingThatIsNoSection(t *testing.T) {
	assert.Equal(t, "MRT Kniegelenk", firstLine(titleOf(browserTokens("<h2>MRT Kniegelenk</h2><h3>Befund</h3><p>x</p><h4>Zusatz</h4>"))))
	assert.Equal(t, "", firstLine(titleOf(browserTokens("<h3>Findings</h3><p>x</p>"))))
}

// Whatever a writer leaves, a line calling an organ normal beside a finding of that organ is
// listed: a model that keeps the template's "Liver: Normal." and writes the hemangioma only
// into the impression, or a user's own template line left standing on Format.
func TestAnOrgansNormalLineBesideItsFindingIsListedForEveryWriter(t *testing.T) {
	html := "<h3>Findings</h3><p><strong>Liver:</strong> Normal.</p><p><strong>Kidneys:</strong> Normal.</p>" +
		"<h3>Impression</h3><p>3 cm hemangioma in the right hepatic lobe.</p>"
	template := "<h3>Findings</h3><p><strong>Liver:</strong> Normal.</p><p><strong>Kidneys:</strong> Normal.</p><h3>Impression</h3><p>Normal.</p>"
	e := newEnv()
	e.writer.format = ports.ReportResult{HTML: html}
	e.writer.report = ports.ReportResult{HTML: html}
	ctx := context.Background()
	on := Checks{DetectContradictions: true}

	formatted, err := e.service.Format(ctx, anna, FormatInput{Transcript: transcript, Language: "en", Checks: on})
	require.NoError(t, err)
	generated, err := e.service.Generate(ctx, anna, GenerateInput{Transcript: transcript, Language: "en", Checks: on})
	require.NoError(t, err)
	filled, err := e.service.Fill(ctx, anna, FillInput{Transcript: transcript, Language: "en", TemplateHTML: template, Checks: on})
	require.NoError(t, err)
	for name, got := range map[string]ports.ReportResult{"format": formatted, "generate": generated, "fill": filled} {
		require.Contains(t, idsOf(got), "normal-line-1", name)
		for _, c := range got.Contradictions {
			if c.ID == "normal-line-1" {
				assert.Contains(t, c.Text, "Liver: Normal", name)
				assert.Contains(t, c.Text, "hemangioma", name)
			}
		}
	}
}

// A template's placeholder a writer leaves in the report is listed whichever writer wrote it (a
// model that copied "Comparison: ___" as it stood), so the radiologist fills it in before signing.
func TestAPlaceholderLeftInTheReportIsListed(t *testing.T) {
	html := "<p><strong>Comparison:</strong> ___</p><h3>Findings</h3><p><strong>Liver:</strong> 2 cm cyst.</p>" +
		"<p><strong>Spleen:</strong> Normal, measuring [ ] cm.</p><h3>Impression</h3><p>Hepatic cyst.</p>"
	template := "<p><strong>Comparison:</strong> ___</p><h3>Findings</h3><p><strong>Liver:</strong> Normal.</p>" +
		"<p><strong>Spleen:</strong> Normal, measuring [ ] cm.</p><h3>Impression</h3><p>[***]</p>"
	e := newEnv()
	e.writer.report = ports.ReportResult{HTML: html}
	filled, err := e.service.Fill(context.Background(), anna, FillInput{Transcript: transcript, Language: "en", TemplateHTML: template, Checks: Checks{DetectContradictions: true}})
	require.NoError(t, err)
	assert.Equal(t, []string{"placeholder-1", "placeholder-2"}, idsOf(filled))
	assert.Contains(t, filled.Contradictions[0].Text, "“Comparison: ___”")
	assert.Contains(t, filled.Contradictions[1].Text, "“Spleen: Normal, measuring [ ] cm.”")
}
