package http

import (
	"bytes"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/llm/builtin"
	"github.com/radscribe/radscribe/adapters/ratelimit"
	"github.com/radscribe/radscribe/adapters/sanitize"
	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/application/reporting"
	"github.com/radscribe/radscribe/ports"
)

// syncBuffer collects log lines written from the server's goroutines.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// startWithReports serves the app with the offline report engine, the production body limit
// and every log line in logs.
func (env *testEnv) startWithReports(t *testing.T, logs io.Writer) string {
	t.Helper()
	return env.startWithWriter(t, builtin.New(), logs)
}

func (env *testEnv) startWithWriter(t *testing.T, writer ports.ReportWriter, logs io.Writer) string {
	t.Helper()
	env.useWriter(writer, logs)
	return env.startWithProductionLimits(t, logs)
}

// useWriter gives the app the report writer; logs receives every log line.
func (env *testEnv) useWriter(writer ports.ReportWriter, logs io.Writer) {
	logger := slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	vocab := store.NewVocabulary(env.database)
	env.services.Reporting = reporting.NewService(reporting.Stores{
		Vocabulary: vocab, Frequencies: vocab, Preferences: store.NewPreferences(env.database), Prompts: store.NewAIPrompts(env.database),
		Macros: store.NewMacros(env.database), Versions: vocab,
	}, writer, sanitize.New(), ratelimit.NewMemory(env.clock), env.reportBudget, logger)
}

// startWithProductionLimits serves the app with the production body limit.
func (env *testEnv) startWithProductionLimits(t *testing.T, logs io.Writer) string {
	t.Helper()
	cfg := testHTTPConfig()
	cfg.MaxBodyBytes = 2 << 20
	return env.serve(t, cfg, logs)
}

const dictation = "clinical information cough period findings small left pleural effusion period no pneumothorax period impression right pleural effusion period"

const liverTemplate = "<h3>Findings</h3><p><strong>Liver:</strong> Normal size.</p><p><strong>Spleen:</strong> Normal.</p><h3>Impression</h3><p>Normal.</p>"

func TestReportEndpointsAreForSignedInUsers(t *testing.T) {
	env := newTestEnv(t)
	base := env.startWithReports(t, io.Discard)
	visitorsAreRefused(t, base, [][2]string{
		{http.MethodPost, "/api/format-external-transcript"}, {http.MethodPost, "/api/populate-template-voice"},
		{http.MethodPost, "/api/generate-report-voice"}, {http.MethodPost, "/api/correct-transcript"},
	})
}

func TestFormatExternalTranscript(t *testing.T) {
	env := newTestEnv(t)
	anna := env.signedIn(t, env.startWithReports(t, io.Discard), "anna@klinik.de", "203.0.113.2")

	got := anna.send(http.MethodPost, "/api/format-external-transcript", map[string]any{"transcript": dictation, "language": "en", "enableContradictionDetection": true})
	require.Equal(t, http.StatusOK, got.status, string(got.raw))
	body := got.object(t)
	assert.Equal(t, "<h3>Clinical information</h3>\n<p>Cough.</p>\n<h3>Findings</h3>\n<p>Small left pleural effusion. No pneumothorax.</p>\n<h3>Impression</h3>\n<p>Right pleural effusion.</p>\n", body["formattedContent"])
	assert.Equal(t, "builtin", body["promptUsed"])
	assert.Equal(t, "builtin_engine", body["fallbackReason"], "the built-in engine says it follows no prompt")
	contradictions := body["detectedContradictions"].([]any)
	require.Len(t, contradictions, 1, "the writer's and the shared rules' finding count once")
	c := contradictions[0].(map[string]any)
	for _, key := range []string{"id", "text", "sections", "options", "suggestedFix"} {
		assert.Contains(t, c, key)
	}
	assert.NotEmpty(t, c["id"])
	assert.Contains(t, c["text"], "pleural effusion")
	assert.IsType(t, []any{}, c["sections"])
	assert.IsType(t, []any{}, c["options"])

	off := anna.send(http.MethodPost, "/api/format-external-transcript", map[string]any{"transcript": dictation, "language": "en", "enableContradictionDetection": false})
	require.Equal(t, http.StatusOK, off.status)
	assert.Equal(t, []any{}, off.object(t)["detectedContradictions"], "detection off: an empty list, not null")
}

// The built-in engine writes by rules: every answer says that no prompt was followed, and the
// AI Prompts tabs can ask before any report is written.
func TestTheBuiltinEngineSaysItFollowsNoPrompts(t *testing.T) {
	env := newTestEnv(t)
	anna := env.signedIn(t, env.startWithReports(t, io.Discard), "anna@klinik.de", "203.0.113.2")
	prompts := map[string]any{"customTemplatePopulationPrompt": "Write tersely.", "useCustomTemplatePopulationPrompt": true}
	require.Equal(t, http.StatusOK, anna.send(http.MethodPut, "/api/profile/prompts", prompts).status)

	engine := anna.send(http.MethodGet, "/api/report-engine", nil)
	require.Equal(t, http.StatusOK, engine.status, string(engine.raw))
	assert.Equal(t, map[string]any{"followsPrompts": false}, engine.object(t))

	for path, request := range map[string]map[string]any{
		"/api/correct-transcript":         {"text": dictation, "language": "en"},
		"/api/format-external-transcript": {"transcript": dictation, "language": "en"},
		"/api/populate-template-voice":    {"transcript": dictation, "language": "en", "templateHtml": "<h3>Findings</h3><p>Normal.</p>"},
		"/api/generate-report-voice":      {"transcript": dictation, "language": "en"},
	} {
		got := anna.send(http.MethodPost, path, request)
		require.Equal(t, http.StatusOK, got.status, path)
		body := got.object(t)
		assert.Equal(t, "builtin", body["promptUsed"], path)
		assert.Equal(t, "builtin_engine", body["fallbackReason"], path)
	}
}

func TestPopulateTemplateVoice(t *testing.T) {
	env := newTestEnv(t)
	anna := env.signedIn(t, env.startWithReports(t, io.Discard), "anna@klinik.de", "203.0.113.2")
	got := anna.send(http.MethodPost, "/api/populate-template-voice", map[string]any{
		"transcript": "liver enlarged period", "language": "en",
		"templateHtml": `<h3>Findings</h3><p onclick="x()"><strong>Liver:</strong> Normal size.</p><p><strong>Spleen:</strong> Normal.<script>alert(1)</script></p><h3>Impression</h3><p>Normal.</p>`,
	})
	require.Equal(t, http.StatusOK, got.status, string(got.raw))
	body := got.object(t)
	assert.Equal(t, map[string]any{"populatedHtml": "<h3>Findings</h3><p><strong>Liver:</strong> Liver enlarged.</p><p><strong>Spleen:</strong> Normal.</p><h3>Impression</h3><p>Liver enlarged.</p>"},
		body["reportContent"], "the dictated organ is filled, the rest kept, scripts dropped")
	assert.Equal(t, "builtin", body["promptUsed"])
	assert.Equal(t, []any{}, body["detectedContradictions"], "a consistent fill: an empty list, not null")
}

// The issue's own template: both findings replace their lines' normal text, so nothing is
// contradicted; a dictation that contradicts itself is listed, and nothing with detection off.
func TestPopulateTemplateVoiceChecksTheFilledReport(t *testing.T) {
	env := newTestEnv(t)
	anna := env.signedIn(t, env.startWithReports(t, io.Discard), "anna@klinik.de", "203.0.113.2")
	template := "<h3>Findings</h3><p><strong>Lungs:</strong> No nodules.</p><p><strong>Pleura:</strong> No effusion.</p><h3>Impression</h3><p>Normal CT of the chest.</p>"
	got := anna.send(http.MethodPost, "/api/populate-template-voice", map[string]any{
		"transcript":   "findings colon 4 mm nodule right lower lobe period small left pleural effusion period impression colon small left pleural effusion period",
		"language":     "en",
		"templateHtml": template,
	})
	require.Equal(t, http.StatusOK, got.status, string(got.raw))
	body := got.object(t)
	assert.Equal(t, map[string]any{"populatedHtml": "<h3>Findings</h3><p><strong>Lungs:</strong> 4 mm nodule right lower lobe.</p><p><strong>Pleura:</strong> Small left pleural effusion.</p><h3>Impression</h3><p>Small left pleural effusion.</p>"}, body["reportContent"])
	assert.Equal(t, []any{}, body["detectedContradictions"])

	swapped := map[string]any{
		"transcript":   "findings colon small left pleural effusion period impression colon small right pleural effusion period",
		"language":     "en",
		"templateHtml": template,
	}
	got = anna.send(http.MethodPost, "/api/populate-template-voice", swapped)
	require.Equal(t, http.StatusOK, got.status, string(got.raw))
	assert.NotEmpty(t, got.object(t)["detectedContradictions"])

	swapped["enableContradictionDetection"] = false
	got = anna.send(http.MethodPost, "/api/populate-template-voice", swapped)
	require.Equal(t, http.StatusOK, got.status, string(got.raw))
	assert.Equal(t, []any{}, got.object(t)["detectedContradictions"])
}

func TestGenerateReportVoice(t *testing.T) {
	env := newTestEnv(t)
	anna := env.signedIn(t, env.startWithReports(t, io.Discard), "anna@klinik.de", "203.0.113.2")
	got := anna.send(http.MethodPost, "/api/generate-report-voice", map[string]any{"transcript": "findings liver enlarged period", "language": "en"})
	require.Equal(t, http.StatusOK, got.status, string(got.raw))
	content := got.object(t)["reportContent"].(map[string]any)
	html := content["populatedHtml"].(string)
	assert.Contains(t, html, "<h3>Findings</h3>")
	assert.Contains(t, html, "Liver enlarged.")
	assert.Contains(t, html, "<h3>Impression</h3>")

	removed := anna.send(http.MethodPost, "/api/generate-report-voice", map[string]any{
		"transcript": "clinical information colon status post left nephrectomy period findings colon the left kidney is normal period", "language": "en",
	})
	require.Equal(t, http.StatusOK, removed.status, string(removed.raw))
	assert.NotEmpty(t, removed.object(t)["detectedContradictions"], "a removed organ described as normal is flagged on Generate as on Format")
}

func TestCorrectTranscriptCountsVocabulary(t *testing.T) {
	env := newTestEnv(t)
	anna := env.signedIn(t, env.startWithReports(t, io.Discard), "anna@klinik.de", "203.0.113.2")
	require.Equal(t, http.StatusCreated, anna.send(http.MethodPost, "/api/vocabulary", map[string]any{"originalWord": "Doktor Berg", "correctedWord": "Dr. Berg", "language": "en"}).status)

	got := anna.send(http.MethodPost, "/api/correct-transcript", map[string]any{"text": "new monia seen by doktor berg comma plural effusion period", "language": "en"})
	require.Equal(t, http.StatusOK, got.status, string(got.raw))
	body := got.object(t)
	assert.Contains(t, body["correctedText"], "Pneumonia")
	assert.Contains(t, body["correctedText"], "pleural effusion")
	corrections := body["corrections"].([]any)
	require.NotEmpty(t, corrections)
	sources := map[string]bool{}
	for _, c := range corrections {
		c := c.(map[string]any)
		assert.NotEmpty(t, c["original"])
		assert.NotEmpty(t, c["corrected"])
		sources[c["source"].(string)] = true
	}
	assert.True(t, sources["lexicon"], "%v", corrections)

	vocabulary := anna.send(http.MethodGet, "/api/vocabulary", nil).list(t)
	require.Len(t, vocabulary, 1)
	assert.EqualValues(t, 1, vocabulary[0]["frequency"], "the applied entry is counted")
}

// A spoken self-correction the correction cannot match is kept as dictated and answered for
// review, with the words around it and why.
func TestCorrectTranscriptAnswersWhatItKeptForReview(t *testing.T) {
	env := newTestEnv(t)
	anna := env.signedIn(t, env.startWithReports(t, io.Discard), "anna@klinik.de", "203.0.113.2")
	got := anna.send(http.MethodPost, "/api/correct-transcript", map[string]any{"text": "left kidney comma sorry comma enlarged period", "language": "en"})
	require.Equal(t, http.StatusOK, got.status, string(got.raw))
	review := got.object(t)["review"].([]any)
	require.Len(t, review, 1)
	item := review[0].(map[string]any)
	assert.Contains(t, item["text"], "sorry")
	assert.NotEmpty(t, item["reason"])
}

func TestReportValidationMessages(t *testing.T) {
	env := newTestEnv(t)
	anna := env.signedIn(t, env.startWithReports(t, io.Discard), "anna@klinik.de", "203.0.113.2")
	tooLong := strings.Repeat("a", 50001)
	tests := []struct {
		path   string
		body   map[string]any
		status int
		want   string
	}{
		{"/api/format-external-transcript", map[string]any{"transcript": "  ", "language": "en"}, 400, "Please paste your external transcript first."},
		{"/api/populate-template-voice", map[string]any{"transcript": "", "language": "en", "templateHtml": liverTemplate}, 400, "Please paste your external transcript first."},
		{"/api/generate-report-voice", map[string]any{"language": "en"}, 400, "Please paste your external transcript first."},
		{"/api/correct-transcript", map[string]any{"text": "\n", "language": "en"}, 400, "Please paste your external transcript first."},
		{"/api/populate-template-voice", map[string]any{"transcript": dictation, "language": "en"}, 400, "Please select a template before filling it."},
		{"/api/populate-template-voice", map[string]any{"transcript": dictation, "language": "en", "templateHtml": " "}, 400, "Please select a template before filling it."},
		{"/api/format-external-transcript", map[string]any{"transcript": tooLong, "language": "en"}, 413, "The transcript is too long: at most 50,000 characters."},
		{"/api/populate-template-voice", map[string]any{"transcript": tooLong, "language": "en", "templateHtml": liverTemplate}, 413, "The transcript is too long: at most 50,000 characters."},
		{"/api/generate-report-voice", map[string]any{"transcript": tooLong, "language": "en"}, 413, "The transcript is too long: at most 50,000 characters."},
		{"/api/correct-transcript", map[string]any{"text": tooLong, "language": "en"}, 413, "The transcript is too long: at most 50,000 characters."},
		{"/api/format-external-transcript", map[string]any{"transcript": dictation, "language": "klingon"}, 400, "Please choose a language from the list"},
		{"/api/correct-transcript", map[string]any{"text": dictation, "language": "universal"}, 400, "Please choose a language from the list"},
		{"/api/generate-report-voice", map[string]any{"transcript": 42}, 400, "The request is not valid JSON."},
	}
	for _, tt := range tests {
		got := anna.send(http.MethodPost, tt.path, tt.body)
		assert.Equal(t, tt.status, got.status, "%s %v", tt.path, tt.want)
		assert.Equal(t, tt.want, got.message(t), tt.path)
	}
	exactly := anna.send(http.MethodPost, "/api/generate-report-voice", map[string]any{"transcript": strings.Repeat("ü", 50000), "language": "en"})
	assert.Equal(t, http.StatusOK, exactly.status, "50,000 characters fit the limit and the body limit")
}

func TestTranscriptsAndReportsAreNeitherLoggedNorStored(t *testing.T) {
	env := newTestEnv(t)
	logs := &syncBuffer{}
	anna := env.signedIn(t, env.startWithReports(t, logs), "anna@klinik.de", "203.0.113.2")
	const marker = "Quarzstaublunge"
	secret := "findings " + marker + " in both lungs period small left pleural effusion period impression right pleural effusion period"
	for path, body := range map[string]map[string]any{
		"/api/format-external-transcript": {"transcript": secret, "language": "en"},
		"/api/populate-template-voice":    {"transcript": secret, "language": "en", "templateHtml": liverTemplate},
		"/api/generate-report-voice":      {"transcript": secret, "language": "en"},
		"/api/correct-transcript":         {"text": secret, "language": "en"},
	} {
		got := anna.send(http.MethodPost, path, body)
		require.Equal(t, http.StatusOK, got.status, path)
		assert.Contains(t, string(got.raw), marker, "the answer does carry the text")
	}
	assert.Contains(t, logs.String(), "/api/format-external-transcript", "the requests were logged")
	assert.NotContains(t, logs.String(), marker)
	assert.NotContains(t, logs.String(), "pleural")

	tables, err := env.database.Migrator().GetTables()
	require.NoError(t, err)
	for _, table := range tables {
		var rows []map[string]any
		require.NoError(t, env.database.Table(table).Find(&rows).Error)
		assert.NotContains(t, fmt.Sprint(rows), marker, "table %s", table)
	}
}

// Guidance comes from the same domain rules for every action: a critical finding with its
// communication sentence, a Fleischner suggestion for an incidental nodule, and a warning for a
// patient's name in the transcript; with guidance off only the warning stays.
func TestReportActionsAnswerGuidanceAndPatientDataWarnings(t *testing.T) {
	env := newTestEnv(t)
	anna := env.signedIn(t, env.startWithReports(t, io.Discard), "anna@klinik.de", "203.0.113.2")
	body := map[string]any{
		"transcript": "clinical information colon patient John Smith comma cough period findings colon large right pneumothorax period 7 mm solid nodule in the right upper lobe period",
		"language":   "en",
	}
	got := anna.send(http.MethodPost, "/api/format-external-transcript", body)
	require.Equal(t, http.StatusOK, got.status, string(got.raw))
	answer := got.object(t)
	critical := answer["criticalFindings"].([]any)
	require.NotEmpty(t, critical)
	assert.Contains(t, critical[0].(map[string]any)["suggestedSentence"], "was communicated to ___ on ___ at ___")
	recommendations := answer["recommendations"].([]any)
	require.NotEmpty(t, recommendations)
	assert.Equal(t, "Fleischner Society 2017", recommendations[0].(map[string]any)["guideline"])
	warnings := answer["phiWarnings"].([]any)
	require.NotEmpty(t, warnings)
	assert.Equal(t, "name", warnings[0].(map[string]any)["kind"])

	body["enableGuidance"] = false
	got = anna.send(http.MethodPost, "/api/generate-report-voice", body)
	require.Equal(t, http.StatusOK, got.status, string(got.raw))
	answer = got.object(t)
	assert.Equal(t, []any{}, answer["criticalFindings"])
	assert.Equal(t, []any{}, answer["recommendations"])
	assert.NotEmpty(t, answer["phiWarnings"], "the patient-data warning does not depend on guidance")
}
