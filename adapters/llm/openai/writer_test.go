package openai

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/domain/vocabulary"
	"github.com/radscribe/radscribe/ports"
)

const dictation = "findings small left pleural effusion impression right pleural effusion"

var defaultOnly = ports.PromptChoice{DefaultName: "radiology_report_generator", Default: "Format the report as JSON."}

func withCustom(custom string) ports.PromptChoice {
	c := defaultOnly
	c.Custom, c.UseCustom = custom, true
	return c
}

const formatted = `{"formattedContent": "<h3>Findings</h3><p>Small left pleural effusion.</p>",
 "detectedContradictions": [
  {"id": "c1", "text": "Left in the findings, right in the impression.", "sections": ["Findings", "Impression"],
   "options": ["Left pleural effusion.", "Right pleural effusion."], "suggestedFix": "Left pleural effusion."},
  "Effusion both present and absent.",
  {"text": "  "}, 42]}`

func TestFormatSendsThePromptAndTranscriptAndReadsTheJSON(t *testing.T) {
	server := newChatServer(t, always(answer{content: formatted}))
	got, err := server.writer(t, 2, time.Second).Format(context.Background(), ports.FormatRequest{
		Transcript: dictation, Language: "en", DetectContradictions: true, Prompt: defaultOnly,
	})
	require.NoError(t, err)

	assert.Equal(t, ports.ReportResult{
		HTML: "<h3>Findings</h3><p>Small left pleural effusion.</p>",
		Contradictions: []report.Contradiction{
			{ID: "c1", Text: "Left in the findings, right in the impression.", Sections: []string{"Findings", "Impression"},
				Options: []string{"Left pleural effusion.", "Right pleural effusion."}, SuggestedFix: "Left pleural effusion."},
			{ID: "llm-2", Text: "Effusion both present and absent."},
		},
		PromptUsed: "radiology_report_generator",
	}, got)

	seen := server.requests()
	require.Len(t, seen, 1)
	req := seen[0]
	assert.Equal(t, "/v1/chat/completions", req.Path)
	assert.Equal(t, "Bearer sk-test", req.Header.Get("Authorization"))
	assert.Empty(t, req.Header.Get("api-key"), "only Azure gets the api-key header")
	assert.Equal(t, "radiology-model", req.Body.Model)
	require.Len(t, req.Body.Messages, 2)
	assert.Equal(t, "system", req.Body.Messages[0].Role)
	assert.Equal(t, "Format the report as JSON.", req.system())
	assert.Equal(t, "user", req.Body.Messages[1].Role)
	assert.Equal(t, "Report language: en\nContradiction detection: on\n\nDICTATION:\n"+dictation, req.user())
	assert.Equal(t, "json_schema", req.format())
	schema := req.Body.ResponseFormat["json_schema"].(map[string]any)
	assert.Equal(t, "radiology_report", schema["name"])
	assert.Equal(t, true, schema["strict"])
	assert.Contains(t, schema["schema"].(map[string]any)["required"], "detectedContradictions")
}

func TestFormatWithoutDetectionDropsContradictions(t *testing.T) {
	server := newChatServer(t, always(answer{content: formatted}))
	got, err := server.writer(t, 0, time.Second).Format(context.Background(), ports.FormatRequest{Transcript: dictation, Language: "de", Prompt: defaultOnly})
	require.NoError(t, err)
	assert.Empty(t, got.Contradictions)
	assert.Contains(t, server.requests()[0].user(), "Contradiction detection: off")
}

func TestFormatFallsBackToLessStructuredAnswersOnce(t *testing.T) {
	server := newChatServer(t, func(_ int, req seenRequest) answer {
		if req.format() != "" {
			return answer{status: http.StatusBadRequest}
		}
		return answer{content: "Here is the report:\n```json\n" + formatted + "\n```"}
	})
	w := server.writer(t, 2, time.Second)
	got, err := w.Format(context.Background(), ports.FormatRequest{Transcript: dictation, Language: "en", DetectContradictions: true, Prompt: defaultOnly})
	require.NoError(t, err)
	assert.Equal(t, "<h3>Findings</h3><p>Small left pleural effusion.</p>", got.HTML)
	assert.Len(t, got.Contradictions, 2)
	formats := []string{}
	for _, r := range server.requests() {
		formats = append(formats, r.format())
	}
	assert.Equal(t, []string{"json_schema", "json_object", ""}, formats, "a refused format is not retried")

	_, err = w.Format(context.Background(), ports.FormatRequest{Transcript: dictation, Language: "en", Prompt: defaultOnly})
	require.NoError(t, err)
	assert.Len(t, server.requests(), 4, "the writer remembers what the server accepts")
}

func TestMalformedAnswerIsAnError(t *testing.T) {
	for name, content := range map[string]string{
		"not JSON":          "<h3>Findings</h3><p>No JSON here.</p>",
		"broken JSON":       `{"formattedContent": "<p>x</p>", "detectedContradictions": [`,
		"no formatted text": `{"formattedContent": " ", "detectedContradictions": []}`,
	} {
		t.Run(name, func(t *testing.T) {
			server := newChatServer(t, always(answer{content: content}))
			_, err := server.writer(t, 2, time.Second).Format(context.Background(), ports.FormatRequest{Transcript: dictation, Language: "en", Prompt: defaultOnly})
			assert.ErrorIs(t, err, errMalformed)
			assert.Len(t, server.requests(), 1, "a malformed answer is not retried with the same prompt")
			assert.NotContains(t, err.Error(), "pleural", "errors never repeat the dictation or the report")
		})
	}
}

func TestTooManyRequestsThenSuccess(t *testing.T) {
	server := newChatServer(t, func(n int, _ seenRequest) answer {
		if n == 0 {
			return answer{status: http.StatusTooManyRequests, header: map[string]string{"Retry-After": "0"}}
		}
		if n == 1 {
			return answer{status: http.StatusBadGateway}
		}
		return answer{content: "<p>Report</p>"}
	})
	got, err := server.writer(t, 2, time.Second).Generate(context.Background(), ports.GenerateRequest{Transcript: dictation, Language: "en", Prompt: defaultOnly})
	require.NoError(t, err)
	assert.Equal(t, "<p>Report</p>", got.HTML)
	assert.Len(t, server.requests(), 3)
}

func TestRetriesAreBounded(t *testing.T) {
	server := newChatServer(t, always(answer{status: http.StatusServiceUnavailable}))
	_, err := server.writer(t, 2, time.Second).Generate(context.Background(), ports.GenerateRequest{Transcript: dictation, Language: "en", Prompt: defaultOnly})
	require.Error(t, err)
	assert.Len(t, server.requests(), 3, "one attempt and two retries")
	assert.Contains(t, err.Error(), "HTTP 503")
	assert.NotContains(t, err.Error(), "pleural", "the server's message, which may quote the dictation, is not kept")

	refused := newChatServer(t, always(answer{status: http.StatusUnauthorized}))
	_, err = refused.writer(t, 2, time.Second).Generate(context.Background(), ports.GenerateRequest{Transcript: dictation, Language: "en", Prompt: defaultOnly})
	require.Error(t, err)
	assert.Len(t, refused.requests(), 1, "a refusal is not retried")
}

func TestTimeoutIsRetriedThenFails(t *testing.T) {
	// Attempts of 300 ms against a server that takes 3 s: long enough for each attempt to
	// reach the server on a loaded machine, short enough to tell the attempts gave up.
	server := newChatServer(t, always(answer{delay: 3 * time.Second, content: "<p>late</p>"}))
	start := time.Now()
	_, err := server.writer(t, 1, 300*time.Millisecond).Fill(context.Background(), ports.FillRequest{
		Transcript: dictation, TemplateHTML: "<p>x</p>", Language: "en", Prompt: defaultOnly,
	})
	assert.ErrorIs(t, err, context.DeadlineExceeded)
	assert.Len(t, server.requests(), 2)
	assert.Less(t, time.Since(start), 2500*time.Millisecond)
}

func TestCustomPromptFailingFallsBackToTheDefault(t *testing.T) {
	tests := []struct {
		name   string
		custom answer
		reason string
	}{
		{"error", answer{status: http.StatusInternalServerError}, "The AI service refused the request (HTTP 500)."},
		{"timeout", answer{delay: time.Second}, "The AI service did not answer in time."},
		{"empty", answer{content: "  "}, "The AI service returned an empty answer."},
		{"malformed", answer{content: "I cannot format this."}, "The AI service's answer was not in the expected format."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			server := newChatServer(t, func(_ int, req seenRequest) answer {
				if req.system() == "My own prompt." {
					return tt.custom
				}
				return answer{content: formatted}
			})
			got, err := server.writer(t, 2, 100*time.Millisecond).Format(context.Background(), ports.FormatRequest{
				Transcript: dictation, Language: "en", DetectContradictions: true, Prompt: withCustom("My own prompt."),
			})
			require.NoError(t, err)
			assert.Equal(t, "radiology_report_generator", got.PromptUsed)
			assert.Equal(t, tt.reason, got.FallbackReason)
			assert.Equal(t, "<h3>Findings</h3><p>Small left pleural effusion.</p>", got.HTML)
			seen := server.requests()
			require.Len(t, seen, 2, "the custom prompt once, then the default")
			assert.Equal(t, "My own prompt.", seen[0].system())
			assert.Equal(t, "Format the report as JSON.", seen[1].system())
			assert.Equal(t, seen[0].user(), seen[1].user())
		})
	}
}

func TestCustomPromptUsedWhenItWorksAndIgnoredWhenOffOrBlank(t *testing.T) {
	server := newChatServer(t, always(answer{content: "<p>Filled</p>"}))
	w := server.writer(t, 0, time.Second)
	fill := ports.FillRequest{Transcript: dictation, TemplateHTML: "<p><strong>Lungs:</strong> Clear.</p>", Language: "en", Prompt: withCustom("Fill my way.")}
	got, err := w.Fill(context.Background(), fill)
	require.NoError(t, err)
	assert.Equal(t, ports.ReportResult{HTML: "<p>Filled</p>", PromptUsed: "custom"}, got)
	assert.Equal(t, "Fill my way.", server.requests()[0].system())
	assert.Equal(t, "Report language: en\n"+defaultImpressionPreferences+"\n\nTEMPLATE:\n<p><strong>Lungs:</strong> Clear.</p>\n\nTRANSCRIPT:\n"+dictation, server.requests()[0].user())
	assert.Empty(t, server.requests()[0].format(), "HTML answers ask for no JSON")

	for _, choice := range []ports.PromptChoice{{DefaultName: "d", Default: "Default.", Custom: "Mine.", UseCustom: false}, {DefaultName: "d", Default: "Default.", Custom: " ", UseCustom: true}} {
		fill.Prompt = choice
		got, err := w.Fill(context.Background(), fill)
		require.NoError(t, err)
		assert.Equal(t, "d", got.PromptUsed)
		assert.Empty(t, got.FallbackReason)
	}
}

func TestBothPromptsFailingIsAnError(t *testing.T) {
	server := newChatServer(t, always(answer{content: ""}))
	_, err := server.writer(t, 0, time.Second).Generate(context.Background(), ports.GenerateRequest{Transcript: dictation, Language: "en", Prompt: withCustom("Mine.")})
	assert.ErrorIs(t, err, errEmpty)
	assert.Len(t, server.requests(), 2)
}

func TestGenerateStripsACodeFence(t *testing.T) {
	server := newChatServer(t, always(answer{content: "```html\n<h2>CT Chest</h2>\n```"}))
	got, err := server.writer(t, 0, time.Second).Generate(context.Background(), ports.GenerateRequest{Transcript: dictation, Language: "fr", Prompt: defaultOnly})
	require.NoError(t, err)
	assert.Equal(t, "<h2>CT Chest</h2>", got.HTML)
	assert.Equal(t, "Report language: fr\n"+defaultImpressionPreferences+"\n\nTRANSCRIPT:\n"+dictation, server.requests()[0].user())
}

// defaultImpressionPreferences is what a request that names no impression preferences tells
// the model: the defaults.
const defaultImpressionPreferences = "Impression preferences (when no impression is dictated): number its lines (1., 2.) when " +
	"there is more than one; sum up chronic, stable, post-surgical, device and incidental findings in one last line on CT, " +
	"MR and ultrasound, and leave them out on radiographs; put a guideline follow-up after the finding it belongs to."

func TestCorrectReadsTextOrJSONAndCountsVocabulary(t *testing.T) {
	entries := []vocabulary.Entry{
		{ID: "v1", OriginalWord: "new monia", CorrectedWord: "pneumonia"},
		{ID: "v2", OriginalWord: "plural", CorrectedWord: "pleural"},
		{ID: "v3", OriginalWord: "gall bladder", CorrectedWord: "gallbladder"},
	}
	req := ports.CorrectionRequest{
		Text: "New monia in the left lung, new monia right, plural effusion", Language: "en", Vocabulary: entries,
		Prompt: ports.PromptChoice{DefaultName: "medical_correction_universal", Default: "Correct it."},
	}

	plain := newChatServer(t, always(answer{content: "Pneumonia in the left lung, pneumonia right, plural effusion."}))
	got, err := plain.writer(t, 0, time.Second).Correct(context.Background(), req)
	require.NoError(t, err)
	assert.Equal(t, "Pneumonia in the left lung, pneumonia right, plural effusion.", got.Text)
	assert.Equal(t, map[string]int{"v1": 2}, got.VocabularyHits, "plural stayed, gall bladder was not dictated")
	assert.Equal(t, []report.Correction{{Original: "new monia", Corrected: "pneumonia", Source: "vocabulary"}}, got.Corrections)
	assert.Equal(t, "medical_correction_universal", got.PromptUsed)
	user := plain.requests()[0].user()
	assert.True(t, strings.HasPrefix(user, "Dictation language: en\nThe user's own corrections:\nnew monia -> pneumonia\nplural -> pleural\n"), user)
	assert.True(t, strings.HasSuffix(user, "\n\nTEXT:\n"+req.Text))

	structured := newChatServer(t, always(answer{content: `{"correctedText": "Pneumonia, pleural effusion.", "corrections": [{"original": "New monia", "corrected": "Pneumonia"}, {"original": "", "corrected": "x"}]}`}))
	got, err = structured.writer(t, 0, time.Second).Correct(context.Background(), req)
	require.NoError(t, err)
	assert.Equal(t, "Pneumonia, pleural effusion.", got.Text)
	assert.Equal(t, []report.Correction{
		{Original: "New monia", Corrected: "Pneumonia", Source: "llm"},
		{Original: "plural", Corrected: "pleural", Source: "vocabulary"},
	}, got.Corrections)
	assert.Equal(t, map[string]int{"v1": 2, "v2": 1}, got.VocabularyHits)
}

func TestAzureGetsTheAPIKeyHeader(t *testing.T) {
	cfg := config.LLMOpenAI{BaseURL: "https://radiology.openai.azure.com/openai/v1", APIKey: "azure-key", Model: "gpt-4o-mini", Timeout: time.Second}
	var seen *http.Request
	client := openai.NewClient(append(clientOptions(cfg, "radiology.openai.azure.com"), optionCapture(&seen))...)
	w := &Writer{client: client, model: cfg.Model, timeout: cfg.Timeout}
	_, _ = w.Generate(context.Background(), ports.GenerateRequest{Transcript: dictation, Language: "en", Prompt: defaultOnly})
	require.NotNil(t, seen)
	assert.Equal(t, "azure-key", seen.Header.Get("api-key"))
	assert.Equal(t, "Bearer azure-key", seen.Header.Get("Authorization"))
	assert.Equal(t, "https://radiology.openai.azure.com/openai/v1/chat/completions", seen.URL.String())
}

func TestNewRefusesABadConfiguration(t *testing.T) {
	for _, cfg := range []config.LLMOpenAI{
		{BaseURL: "localhost:8000", Model: "m", Timeout: time.Second},
		{BaseURL: "http://localhost:8000/v1", Model: " ", Timeout: time.Second},
	} {
		_, err := New(cfg)
		assert.Error(t, err, "%+v", cfg)
	}
}

func TestACancelledRequestIsNotRetriedWithTheDefault(t *testing.T) {
	server := newChatServer(t, always(answer{delay: time.Second}))
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	_, err := server.writer(t, 2, time.Second).Generate(ctx, ports.GenerateRequest{Transcript: dictation, Language: "en", Prompt: withCustom("Mine.")})
	require.Error(t, err)
	assert.True(t, errors.Is(err, context.DeadlineExceeded))
	assert.Len(t, server.requests(), 1)
}

// optionCapture records the request the client would send and sends nothing.
func optionCapture(into **http.Request) option.RequestOption {
	return option.WithMiddleware(func(req *http.Request, _ option.MiddlewareNext) (*http.Response, error) {
		*into = req
		return nil, errors.New("not sent")
	})
}
