package reporting

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/application/prompts/defaults"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/prompt"
	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/domain/vocabulary"
	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ports/portstest"
)

var anna = account.User{ID: "anna", Email: "anna@klinik.de"}

const transcript = "findings small left pleural effusion impression right pleural effusion"

type env struct {
	service     *Service
	writer      *fakeWriter
	vocabulary  *portstest.Vocabulary
	frequencies *frequencyLog
	preferences *portstest.Preferences
	prompts     *portstest.AIPrompts
	macros      *portstest.Macros
	limiter     *portstest.Limiter
	logs        *bytes.Buffer
}

// newEnv holds Anna and Ben, and the four default prompts in their universal version.
func newEnv() *env {
	memory := portstest.NewMemory()
	e := &env{
		writer:      &fakeWriter{},
		vocabulary:  memory.Vocabulary,
		frequencies: &frequencyLog{},
		preferences: memory.Preferences,
		prompts:     memory.AIPrompts,
		macros:      memory.Macros,
		limiter:     &portstest.Limiter{},
		logs:        &bytes.Buffer{},
	}
	ctx := context.Background()
	for _, u := range []account.User{anna, {ID: "ben", Email: "ben@klinik.de"}} {
		mustSeed(memory.Users.Create(ctx, u))
	}
	for _, p := range []prompt.AI{
		{ID: "a1", Name: prompt.NameCorrection, Language: "universal", Text: "Correct (universal)."},
		{ID: "a2", Name: prompt.NameReportGenerator, Language: "universal", Text: "Format (universal)."},
		{ID: "a3", Name: prompt.NameTemplatePopulation, Language: "universal", Text: "Fill (universal)."},
		{ID: "a4", Name: prompt.NameReportFromScratch, Language: "universal", Text: "Generate (universal)."},
	} {
		mustSeed(memory.AIPrompts.Create(ctx, p))
	}
	stores := Stores{Vocabulary: e.vocabulary, Frequencies: e.frequencies, Preferences: e.preferences, Prompts: e.prompts, Macros: e.macros}
	e.service = NewService(stores, e.writer, scriptSanitizer{}, e.limiter, Budget{PerHour: 600}, slog.New(slog.NewTextHandler(e.logs, nil)))
	return e
}

// mustSeed stops at a fixture the in-memory store refuses, which is a mistake in the test.
func mustSeed(err error) {
	if err != nil {
		panic(err)
	}
}

func (e *env) addVocabulary(t *testing.T, entries ...vocabulary.Entry) {
	t.Helper()
	for _, entry := range entries {
		require.NoError(t, e.vocabulary.Add(context.Background(), entry, func(int) error { return nil }))
	}
}

func (e *env) setCustomPrompts(t *testing.T, custom prompt.Custom) {
	t.Helper()
	_, err := e.preferences.Update(context.Background(), anna.ID, func(p *ports.UserPreferences) error {
		p.Prompts = custom
		return nil
	})
	require.NoError(t, err)
}

func (e *env) deleteAdminPrompts(t *testing.T) {
	t.Helper()
	all, err := e.prompts.List(context.Background())
	require.NoError(t, err)
	for _, p := range all {
		require.NoError(t, e.prompts.Delete(context.Background(), p.ID))
	}
}

func assertAppErr(t *testing.T, err error, kind apperr.Kind, message string) {
	t.Helper()
	var appErr *apperr.Error
	require.ErrorAs(t, err, &appErr)
	assert.Equal(t, kind, appErr.Kind)
	assert.Equal(t, message, appErr.Message)
}

func TestEveryUseCaseValidatesItsInput(t *testing.T) {
	ctx := context.Background()
	tooLong := strings.Repeat("ä", report.MaxTranscriptLength+1)
	calls := map[string]func(transcript, language string) error{
		"correct": func(tr, l string) error { _, err := newEnv().service.Correct(ctx, anna, tr, l); return err },
		"format": func(tr, l string) error {
			_, err := newEnv().service.Format(ctx, anna, FormatInput{Transcript: tr, Language: l})
			return err
		},
		"fill": func(tr, l string) error {
			_, err := newEnv().service.Fill(ctx, anna, FillInput{Transcript: tr, Language: l, TemplateHTML: "<p>T</p>"})
			return err
		},
		"generate": func(tr, l string) error {
			_, err := newEnv().service.Generate(ctx, anna, GenerateInput{Transcript: tr, Language: l})
			return err
		},
	}
	for name, call := range calls {
		t.Run(name, func(t *testing.T) {
			assertAppErr(t, call("", "en"), apperr.Invalid, "Please paste your external transcript first.")
			assertAppErr(t, call(" \n\t ", "en"), apperr.Invalid, "Please paste your external transcript first.")
			assertAppErr(t, call(tooLong, "en"), apperr.TooLarge, "The transcript is too long: at most 50,000 characters.")
			assertAppErr(t, call(transcript, "xx"), apperr.Invalid, "Please choose a language from the list")
			assertAppErr(t, call(transcript, "universal"), apperr.Invalid, "Please choose a language from the list")
			assert.NoError(t, call(strings.Repeat("ä", report.MaxTranscriptLength), "en"), "50,000 characters are accepted")
			assert.NoError(t, call(transcript, ""), "no language is the default")
		})
	}

	e := newEnv()
	for _, html := range []string{"", "  "} {
		_, err := e.service.Fill(ctx, anna, FillInput{Transcript: transcript, Language: "en", TemplateHTML: html})
		assertAppErr(t, err, apperr.Invalid, "Please select a template before filling it.")
	}
	_, err := e.service.Fill(ctx, anna, FillInput{Transcript: transcript, Language: "en", TemplateHTML: strings.Repeat("x", 200*1024+1)})
	assertAppErr(t, err, apperr.TooLarge, "Template content must be at most 200 KB")
	assert.Empty(t, e.writer.corrections, "nothing invalid reaches the writer")
}

func TestCorrectionComesFirstWithTheUsersVocabularyAndPrompts(t *testing.T) {
	e := newEnv()
	e.addVocabulary(t,
		vocabulary.Entry{ID: "v1", OwnerID: "anna", OriginalWord: "Lunge", CorrectedWord: "Lunge", Language: "de"},
		vocabulary.Entry{ID: "v2", OwnerID: "anna", OriginalWord: "Röntgen", CorrectedWord: "Röntgenbild", Language: "de-ch"},
		vocabulary.Entry{ID: "v3", OwnerID: "anna", OriginalWord: "new monia", CorrectedWord: "pneumonia", Language: "en"},
		vocabulary.Entry{ID: "v4", OwnerID: "ben", OriginalWord: "Lunge", CorrectedWord: "Lungen", Language: "de"},
	)
	e.setCustomPrompts(t, prompt.Custom{Correction: "My correction.", UseCorrection: true, ReportGeneration: "My format.", UseReportGeneration: false})
	require.NoError(t, e.prompts.Create(context.Background(), prompt.AI{ID: "a5", Name: prompt.NameCorrection, Language: "de", Text: "Korrigiere."}))
	e.writer.format = ports.ReportResult{HTML: "<h3>Befund</h3><p>Erguss.</p>", PromptUsed: prompt.NameReportGenerator}

	_, err := e.service.Format(context.Background(), anna, FormatInput{Transcript: "befund erguss", Language: "de-ch"})
	require.NoError(t, err)

	require.Len(t, e.writer.corrections, 1)
	correction := e.writer.corrections[0]
	assert.Equal(t, "befund erguss", correction.Text)
	assert.Equal(t, "de-ch", correction.Language)
	assert.Equal(t, []string{"v1", "v2"}, ids(correction.Vocabulary), "the user's entries of the language and its base language")
	assert.Equal(t, ports.PromptChoice{DefaultName: prompt.NameCorrection, Default: "Korrigiere.", Custom: "My correction.", UseCustom: true}, correction.Prompt)

	require.Len(t, e.writer.formats, 1)
	format := e.writer.formats[0]
	assert.Equal(t, "Befund erguss", format.Transcript, "the action gets the corrected text")
	assert.Equal(t, ports.PromptChoice{DefaultName: prompt.NameReportGenerator, Default: "Format (universal).", Custom: "My format."}, format.Prompt)
}

func ids(entries []vocabulary.Entry) []string {
	out := []string{}
	for _, e := range entries {
		out = append(out, e.ID)
	}
	return out
}

func TestEachActionUsesItsOwnPrompts(t *testing.T) {
	e := newEnv()
	e.setCustomPrompts(t, prompt.Custom{TemplatePopulation: "My fill.", UseTemplatePopulation: true, ReportFromScratch: "My scratch.", UseReportFromScratch: true})
	e.writer.report = ports.ReportResult{HTML: "<p>Report</p>", PromptUsed: "custom"}
	ctx := context.Background()

	_, err := e.service.Fill(ctx, anna, FillInput{Transcript: transcript, Language: "en", TemplateHTML: "<p><strong>Lungs:</strong> Clear.</p><script>x()</script>"})
	require.NoError(t, err)
	_, err = e.service.Generate(ctx, anna, GenerateInput{Transcript: transcript, Language: "en"})
	require.NoError(t, err)

	require.Len(t, e.writer.fills, 1)
	fill := e.writer.fills[0]
	assert.Equal(t, "<p><strong>Lungs:</strong> Clear.</p>", fill.TemplateHTML, "the template is sanitised before the writer sees it")
	assert.Equal(t, "Findings small left pleural effusion impression right pleural effusion", fill.Transcript)
	assert.Equal(t, ports.PromptChoice{DefaultName: prompt.NameTemplatePopulation, Default: "Fill (universal).", Custom: "My fill.", UseCustom: true}, fill.Prompt)
	require.Len(t, e.writer.generations, 1)
	assert.Equal(t, ports.PromptChoice{DefaultName: prompt.NameReportFromScratch, Default: "Generate (universal).", Custom: "My scratch.", UseCustom: true}, e.writer.generations[0].Prompt)
	assert.Len(t, e.writer.corrections, 2, "every path corrects first")
}

func TestTheSeededDefaultStandsInForADeletedAdminPrompt(t *testing.T) {
	e := newEnv()
	e.deleteAdminPrompts(t)
	_, err := e.service.Generate(context.Background(), anna, GenerateInput{Transcript: transcript, Language: "it"})
	require.NoError(t, err)
	seeded, err := defaults.All()
	require.NoError(t, err)
	for _, p := range seeded {
		if p.Name == prompt.NameReportFromScratch {
			assert.Equal(t, p.Text, e.writer.generations[0].Prompt.Default)
		}
	}
}

func TestResultsAreSanitisedAndFallbackReasonsKept(t *testing.T) {
	e := newEnv()
	e.writer.correction = ports.CorrectionResult{Text: "Corrected.", FallbackReason: "The AI service returned an empty answer."}
	e.writer.report = ports.ReportResult{HTML: "<p>Report</p><script>steal()</script>", PromptUsed: "template_population", FallbackReason: "The AI service did not answer in time."}
	got, err := e.service.Fill(context.Background(), anna, FillInput{Transcript: transcript, Language: "en", TemplateHTML: "<p>T</p>"})
	require.NoError(t, err)
	assert.Equal(t, ports.ReportResult{
		HTML: "<p>Report</p>", PromptUsed: "template_population",
		FallbackReason: "The AI service returned an empty answer. The AI service did not answer in time.", Language: "en",
	}, got)

	e.writer.report.FallbackReason = ""
	got, err = e.service.Generate(context.Background(), anna, GenerateInput{Transcript: transcript, Language: "en"})
	require.NoError(t, err)
	assert.Equal(t, "The AI service returned an empty answer.", got.FallbackReason, "a failed custom correction prompt is reported too")
}

func TestFormatAddsTheSharedRulesToTheWritersContradictions(t *testing.T) {
	e := newEnv()
	html := "<h3>Findings</h3><p>Small left pleural effusion.</p><h3>Impression</h3><p>Right pleural effusion.</p><script>x()</script>"
	fromWriter := report.Contradiction{ID: "c1", Text: "Left in the findings, right in the impression.", Sections: []string{"Findings", "Impression"}}
	e.writer.format = ports.ReportResult{HTML: html, Contradictions: []report.Contradiction{fromWriter, {ID: "c2", Text: " left in the findings,  RIGHT in the impression. "}}, PromptUsed: "radiology_report_generator"}

	got, err := e.service.Format(context.Background(), anna, FormatInput{Transcript: transcript, Language: "en", Checks: Checks{DetectContradictions: true}})
	require.NoError(t, err)
	clean := "<h3>Findings</h3><p>Small left pleural effusion.</p><h3>Impression</h3><p>Right pleural effusion.</p>"
	assert.Equal(t, clean, got.HTML)
	want := union([]report.Contradiction{fromWriter}, report.DetectContradictions("en", sectionsOf(clean)))
	assert.Equal(t, want, got.Contradictions)
	assert.Equal(t, fromWriter, got.Contradictions[0], "the writer's own come first, the same text only once")
	assert.True(t, e.writer.formats[0].DetectContradictions)

	got, err = e.service.Format(context.Background(), anna, FormatInput{Transcript: transcript, Language: "en"})
	require.NoError(t, err)
	assert.Empty(t, got.Contradictions, "detection off: none at all")
	assert.False(t, e.writer.formats[1].DetectContradictions)
}

func TestVocabularyUseIsCounted(t *testing.T) {
	e := newEnv()
	e.writer.correction = ports.CorrectionResult{Text: "Pneumonia.", VocabularyHits: map[string]int{"v3": 2}}
	got, err := e.service.Correct(context.Background(), anna, "new monia", "en")
	require.NoError(t, err)
	assert.Equal(t, "Pneumonia.", got.Text)
	assert.Equal(t, []map[string]int{{"v3": 2}}, e.frequencies.calls)

	e.writer.correction.VocabularyHits = nil
	_, err = e.service.Correct(context.Background(), anna, "nothing to count", "en")
	require.NoError(t, err)
	assert.Len(t, e.frequencies.calls, 1, "no hits, no write")
}

func TestFailuresAreLoggedWithoutTheTranscript(t *testing.T) {
	e := newEnv()
	e.frequencies.err = errors.New("database is locked")
	e.writer.correction = ports.CorrectionResult{Text: "Small left pleural effusion.", VocabularyHits: map[string]int{"v3": 1}}
	e.writer.format = ports.ReportResult{HTML: "<p>Small left pleural effusion.</p>"}
	got, err := e.service.Format(context.Background(), anna, FormatInput{Transcript: transcript, Language: "en"})
	require.NoError(t, err, "a lost count does not cost the report")
	assert.Equal(t, "<p>Small left pleural effusion.</p>", got.HTML)
	assert.Contains(t, e.logs.String(), "counting vocabulary use failed")
	assert.NotContains(t, e.logs.String(), "pleural")

	e.writer.err = errors.New("openai: chat completion answered HTTP 500")
	_, err = e.service.Format(context.Background(), anna, FormatInput{Transcript: transcript, Language: "en"})
	assertAppErr(t, err, apperr.Unavailable, "The report could not be written right now. Please try again.")
	assert.NotContains(t, err.Error(), "pleural")
}

func TestUnionDeduplicatesByTextAndKeepsIDsUnique(t *testing.T) {
	got := union(
		[]report.Contradiction{{ID: "c1", Text: "A and B."}, {Text: "C."}, {ID: "c1", Text: "D."}, {Text: " "}},
		[]report.Contradiction{{ID: "contradiction-2", Text: "a  and b."}, {ID: "contradiction-2", Text: "E."}},
	)
	assert.Equal(t, []report.Contradiction{
		{ID: "c1", Text: "A and B."}, {ID: "contradiction-2", Text: "C."}, {ID: "contradiction-3", Text: "D."}, {ID: "contradiction-4", Text: "E."},
	}, got)
	assert.Nil(t, union(nil, nil))
}

func TestSectionsOfAReport(t *testing.T) {
	tests := []struct {
		name, html string
		want       []report.Section
	}{
		{"english", "<h2>CT Chest</h2><h3>Clinical information</h3><p>Cough.</p><h3>Findings</h3><p><strong>Lungs:</strong> Small left effusion.</p><p>No nodules.</p><h3>Impression</h3><ol><li>Left effusion.</li><li>No mass.</li></ol>",
			[]report.Section{{Name: report.SectionClinical, Text: "Cough."}, {Name: report.SectionFindings, Text: "Lungs: Small left effusion.\nNo nodules."}, {Name: report.SectionImpression, Text: "Left effusion.\nNo mass."}}},
		{"german", "<h3>Klinische Angaben</h3><p>Husten.</p><h3>Technik</h3><p>Nativ.</p><h3>Voruntersuchungen</h3><p>Keine.</p><h3>Befund</h3><p>Erguss links.</p><h3>Beurteilung</h3><p>Erguss rechts.</p>",
			[]report.Section{{Name: report.SectionClinical, Text: "Husten."}, {Name: report.SectionTechnique, Text: "Nativ."}, {Name: report.SectionComparison, Text: "Keine."}, {Name: report.SectionFindings, Text: "Erguss links."}, {Name: report.SectionImpression, Text: "Erguss rechts."}}},
		{"french and entities", "<h3>Résultats</h3><p>Épanchement &amp; lame gauche.<br>Rien d&#39;autre.</p><h3>Conclusion</h3><p>Droit.</p>",
			[]report.Section{{Name: report.SectionFindings, Text: "Épanchement & lame gauche.\nRien d'autre."}, {Name: report.SectionImpression, Text: "Droit."}}},
		{"no headings is findings", "<p>Normal chest.</p>", []report.Section{{Name: report.SectionFindings, Text: "Normal chest."}}},
		{"empty", "", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { assert.Equal(t, tt.want, sectionsOf(tt.html)) })
	}
}

// A fill or a generated report is checked whole, like a formatted one: the template's normal
// sentences left standing are checked against the dictation, and nothing is listed with
// detection off.
func TestFillAndGenerateAreCheckedLikeFormat(t *testing.T) {
	template := "<h3>Findings</h3><p><strong>Pleura:</strong> No pleural effusion.</p><p><strong>Kidneys:</strong> Normal.</p><h3>Impression</h3><p>Normal.</p>"
	e := newEnv()
	e.writer.report = ports.ReportResult{
		HTML:           "<h3>Findings</h3><p><strong>Pleura:</strong> No pleural effusion.</p><p><strong>Lungs:</strong> Small left pleural effusion.</p><h3>Impression</h3><p>Small left pleural effusion.</p>",
		Contradictions: []report.Contradiction{{ID: "model-1", Text: "The model's own finding."}},
	}
	ctx := context.Background()
	got, err := e.service.Fill(ctx, anna, FillInput{Transcript: transcript, Language: "en", TemplateHTML: template, Checks: Checks{DetectContradictions: true}})
	require.NoError(t, err)
	require.Len(t, got.Contradictions, 2)
	assert.Equal(t, "model-1", got.Contradictions[0].ID, "the writer's own come first")
	assert.Equal(t, "template-1", got.Contradictions[1].ID)
	assert.True(t, e.writer.fills[0].DetectContradictions)

	got, err = e.service.Fill(ctx, anna, FillInput{Transcript: transcript, Language: "en", TemplateHTML: template})
	require.NoError(t, err)
	assert.Nil(t, got.Contradictions, "detection off: none at all")

	e.writer.report = ports.ReportResult{HTML: "<h3>Clinical information</h3><p>Status post left nephrectomy.</p><h3>Findings</h3><p><strong>Kidneys:</strong> The left kidney is normal.</p><h3>Impression</h3><p>No acute abnormality.</p>"}
	generated, err := e.service.Generate(ctx, anna, GenerateInput{Transcript: transcript, Language: "en", Checks: Checks{DetectContradictions: true}})
	require.NoError(t, err)
	require.NotEmpty(t, generated.Contradictions, "a removed organ described as normal is flagged on Generate too")
	assert.True(t, e.writer.generations[0].DetectContradictions)
}
