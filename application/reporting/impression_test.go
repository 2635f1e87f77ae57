package reporting

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/prompt"
	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/ports"
)

const chestReport = `<h2>Chest radiograph</h2><h3>Clinical information</h3><p>Cough.</p>` +
	`<h3>Findings</h3><p><strong>Lungs:</strong> Clear.</p><p><strong>Pleura:</strong> Small left pleural effusion.</p>` +
	`<p><strong>Heart:</strong> </p><h3>Impression</h3><p>No acute cardiopulmonary abnormality.</p>`

func TestWriteImpressionSendsTheFindingsAsTheyStand(t *testing.T) {
	tests := []struct {
		name     string
		report   string
		findings []ports.FindingLine
		study    string
	}{
		{"labelled lines, an empty one left out", chestReport,
			[]ports.FindingLine{{Label: "Lungs", Text: "Clear."}, {Label: "Pleura", Text: "Small left pleural effusion."}},
			"Chest radiograph\nCough."},
		{"text before any heading is findings, as in a dictation", "<p>Small left pleural effusion.</p><p>No pneumothorax.</p>",
			[]ports.FindingLine{{Text: "Small left pleural effusion."}, {Text: "No pneumothorax."}}, ""},
		{"organ headings stay with their lines", `<h3>Findings</h3><p><strong>Right kidney</strong></p><p>Hydronephrosis: Mild.</p><h3>Technique</h3><p>Ultrasound.</p>`,
			[]ports.FindingLine{{Label: "Right kidney Hydronephrosis", Text: "Mild."}}, "Ultrasound."},
		{"the impression is not read", `<h3>Befund</h3><p>Kleiner Pleuraerguss links.</p><h3>Beurteilung</h3><p>Pneumonie.</p>`,
			[]ports.FindingLine{{Text: "Kleiner Pleuraerguss links."}}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := newEnv()
			e.writer.impression = ports.ImpressionResult{Lines: []string{"Written."}, PromptUsed: "builtin"}
			_, err := e.service.WriteImpression(context.Background(), anna, ImpressionInput{ReportHTML: tt.report, Language: "en"})
			require.NoError(t, err)
			require.Len(t, e.writer.impressions, 1)
			assert.Equal(t, tt.findings, e.writer.impressions[0].Findings)
			assert.Equal(t, tt.study, e.writer.impressions[0].Study)
			assert.Empty(t, e.writer.corrections, "nothing is corrected: the radiologist has read the text")
		})
	}
}

func TestWriteImpressionLinesAndTheReportWithThem(t *testing.T) {
	tests := []struct {
		name      string
		report    string
		language  string
		lines     []string
		wantLines []string
		// wantReport is what the checks read: the report with the new impression.
		wantReport string
		wantLang   string
	}{
		{"one line replaces the impression's paragraphs", `<h3>Findings</h3><p>Small left pleural effusion.</p><h3>Impression</h3><p>Old.</p><p>Older.</p>`, "en",
			[]string{"Small left pleural effusion."}, []string{"Small left pleural effusion."},
			`<h3>Findings</h3><p>Small left pleural effusion.</p><h3>Impression</h3><p>Small left pleural effusion.</p>`, "en"},
		{"several lines are numbered, a model's own numbers and bullets dropped", `<h3>Findings</h3><p>Effusion.</p><h3>Impression</h3><p>Old.</p>`, "en",
			[]string{"1. Effusion.", " ", "- Nodule\x07 in the  right lung.", "3) Fracture.", "1.5 cm cyst."}, []string{"1. Effusion.", "2. Nodule in the right lung.", "3. Fracture.", "4. 1.5 cm cyst."},
			`<h3>Findings</h3><p>Effusion.</p><h3>Impression</h3><p>1. Effusion.</p><p>2. Nodule in the right lung.</p><p>3. Fracture.</p><p>4. 1.5 cm cyst.</p>`, "en"},
		{"a label line keeps its label", `<p>Effusion.</p><p><strong>IMPRESSION:</strong> Old.</p>`, "en",
			[]string{"Effusion.", "Nodule."}, []string{"1. Effusion.", "2. Nodule."},
			`<p>Effusion.</p><p><strong>IMPRESSION:</strong> 1. Effusion. 2. Nodule.</p>`, "en"},
		{"a report without an impression gets one in its language", `<h3>Befund</h3><p>Kleiner Pleuraerguss links.</p>`, "en",
			[]string{"Kleiner Pleuraerguss links."}, []string{"Kleiner Pleuraerguss links."},
			`<h3>Befund</h3><p>Kleiner Pleuraerguss links.</p><h3>Beurteilung</h3><p>Kleiner Pleuraerguss links.</p>`, "de"},
		{"text is escaped", `<p>Lesion &lt; 5 mm.</p>`, "en",
			[]string{"Lesion < 5 mm & stable."}, []string{"Lesion < 5 mm & stable."},
			`<p>Lesion &lt; 5 mm.</p><h3>Impression</h3><p>Lesion &lt; 5 mm &amp; stable.</p>`, "en"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := newEnv()
			e.writer.impression = ports.ImpressionResult{Lines: tt.lines, PromptUsed: "impression_writing"}
			got, err := e.service.WriteImpression(context.Background(), anna, ImpressionInput{ReportHTML: tt.report, Language: tt.language})
			require.NoError(t, err)
			assert.Equal(t, tt.wantLines, got.Lines)
			assert.Equal(t, tt.wantReport, got.Report.HTML)
			assert.Equal(t, tt.wantLang, got.Report.Language)
			assert.Equal(t, tt.wantLang, e.writer.impressions[0].Language)
			assert.True(t, strings.HasPrefix(got.HTML, "<p>"))
			assert.Equal(t, "impression_writing", got.Report.PromptUsed)
		})
	}
}

func TestWriteImpressionChecksTheReportWithTheNewImpression(t *testing.T) {
	report := `<h3>Findings</h3><p>Small left pleural effusion.</p><h3>Impression</h3><p>Small left pleural effusion.</p>`
	tests := []struct {
		name   string
		lines  []string
		checks Checks
		found  bool
	}{
		{"agreeing impression", []string{"Small left pleural effusion."}, Checks{DetectContradictions: true}, false},
		{"the new impression contradicts the findings", []string{"Small right pleural effusion."}, Checks{DetectContradictions: true}, true},
		{"detection off", []string{"Small right pleural effusion."}, Checks{}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := newEnv()
			e.writer.impression = ports.ImpressionResult{Lines: tt.lines}
			got, err := e.service.WriteImpression(context.Background(), anna, ImpressionInput{ReportHTML: report, Language: "en", Checks: tt.checks})
			require.NoError(t, err)
			assert.Equal(t, tt.found, len(got.Report.Contradictions) > 0, "%v", got.Report.Contradictions)
		})
	}
}

func TestWriteImpressionGuidanceReadsTheNewReport(t *testing.T) {
	e := newEnv()
	e.writer.impression = ports.ImpressionResult{Lines: []string{"Large right pneumothorax."}}
	got, err := e.service.WriteImpression(context.Background(), anna, ImpressionInput{
		ReportHTML: `<h3>Findings</h3><p>Large right pneumothorax.</p>`, Language: "en", Checks: Checks{Guidance: true},
	})
	require.NoError(t, err)
	assert.NotEmpty(t, got.Report.CriticalFindings)
}

func TestWriteImpressionRefusesBeforeTakingTheBudget(t *testing.T) {
	tests := []struct {
		name     string
		report   string
		language string
		kind     apperr.Kind
		message  string
	}{
		{"empty", "<p><br></p>", "en", apperr.Invalid, MsgNoReport},
		{"blank", "   ", "en", apperr.Invalid, MsgNoReport},
		{"too large", "<p>" + strings.Repeat("a", 200*1024) + "</p>", "en", apperr.TooLarge, MsgReportTooLarge},
		{"no findings", "<h3>Impression</h3><p>Normal.</p>", "en", apperr.Invalid, MsgNoFindings},
		{"empty findings", "<h3>Findings</h3><p><strong>Lungs:</strong></p><h3>Impression</h3><p>Normal.</p>", "en", apperr.Invalid, MsgNoFindings},
		{"findings too long", "<p>" + strings.Repeat("a ", report.MaxTranscriptLength/2+1) + "</p>", "en", apperr.TooLarge, MsgFindingsTooLong},
		{"language", "<p>Effusion.</p>", "klingon", apperr.Invalid, "Please choose a language from the list"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := newEnv()
			_, err := e.service.WriteImpression(context.Background(), anna, ImpressionInput{ReportHTML: tt.report, Language: tt.language})
			assertAppErr(t, err, tt.kind, tt.message)
			assert.Empty(t, e.writer.impressions)
			taken, _ := e.limiter.Count(context.Background(), budgetKeyPrefix+anna.ID)
			assert.Zero(t, taken)
		})
	}
}

func TestWriteImpressionTakesTheBudgetAndHidesWriterFailures(t *testing.T) {
	e := newEnv()
	e.service.budget = Budget{PerHour: 1}
	e.writer.err = errors.New("openai: chat completion answered HTTP 500")
	_, err := e.service.WriteImpression(context.Background(), anna, ImpressionInput{ReportHTML: "<p>Effusion.</p>", Language: "en"})
	assertAppErr(t, err, apperr.Unavailable, MsgWriterFailed)
	_, err = e.service.WriteImpression(context.Background(), anna, ImpressionInput{ReportHTML: "<p>Effusion.</p>", Language: "en"})
	var appErr *apperr.Error
	require.ErrorAs(t, err, &appErr)
	assert.Equal(t, apperr.RateLimited, appErr.Kind)

	e = newEnv()
	e.writer.impression = ports.ImpressionResult{Lines: []string{" ", "1. "}}
	_, err = e.service.WriteImpression(context.Background(), anna, ImpressionInput{ReportHTML: "<p>Effusion.</p>", Language: "en"})
	assertAppErr(t, err, apperr.Invalid, MsgNoImpression)
}

func TestWriteImpressionPrompts(t *testing.T) {
	tests := []struct {
		name   string
		custom prompt.Custom
		admin  bool
		want   ports.PromptChoice
	}{
		{"the admin default, seeded when the admins have none", prompt.Custom{}, false,
			ports.PromptChoice{DefaultName: prompt.NameImpression}},
		{"the admin's own default", prompt.Custom{}, true,
			ports.PromptChoice{DefaultName: prompt.NameImpression, Default: "Impression (universal)."}},
		{"the user's custom prompt when on", prompt.Custom{Impression: "Be brief.", UseImpression: true}, true,
			ports.PromptChoice{DefaultName: prompt.NameImpression, Default: "Impression (universal).", Custom: "Be brief.", UseCustom: true}},
		{"the user's custom prompt off", prompt.Custom{Impression: "Be brief."}, true,
			ports.PromptChoice{DefaultName: prompt.NameImpression, Default: "Impression (universal).", Custom: "Be brief."}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := newEnv()
			if tt.admin {
				require.NoError(t, e.prompts.Create(context.Background(), prompt.AI{ID: "a5", Name: prompt.NameImpression, Language: "universal", Text: "Impression (universal)."}))
			}
			e.setCustomPrompts(t, tt.custom)
			e.writer.impression = ports.ImpressionResult{Lines: []string{"Effusion."}}
			_, err := e.service.WriteImpression(context.Background(), anna, ImpressionInput{ReportHTML: "<p>Effusion.</p>", Language: "en"})
			require.NoError(t, err)
			got := e.writer.impressions[0].Prompt
			if tt.want.Default == "" {
				assert.Contains(t, got.Default, "FINDINGS", "the seeded default")
				got.Default = ""
			}
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestWriteImpressionMasksPatientDataForAnExternalWriter(t *testing.T) {
	e := newEnv()
	e.service.writer = remoteWriter{e.writer}
	e.writer.impression = ports.ImpressionResult{Lines: []string{"Effusion."}}
	got, err := e.service.WriteImpression(context.Background(), anna, ImpressionInput{
		ReportHTML: "<h2>Chest radiograph, John Miller</h2><p>Patient John Miller, date of birth 12.03.1961. Small left pleural effusion.</p>", Language: "en",
	})
	require.NoError(t, err)
	sent := e.writer.impressions[0]
	assert.NotContains(t, sent.Findings[0].Text, "1961")
	assert.Contains(t, sent.Findings[0].Text, "Small left pleural effusion.")
	assert.NotEmpty(t, got.Report.PHIWarnings)
}
