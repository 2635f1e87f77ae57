package http

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/llm/openai"
	"github.com/radscribe/radscribe/config"
)

// fakeChat is an OpenAI-compatible server: it echoes a correction's text, refuses to format
// with the user's custom prompt (no JSON) and formats with any other prompt.
func fakeChat(t *testing.T) string {
	t.Helper()
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			Messages []struct{ Content string } `json:"messages"`
		}
		require.NoError(t, json.NewDecoder(r.Body).Decode(&req))
		system, user := req.Messages[0].Content, req.Messages[1].Content
		content := `{"formattedContent": "<h3>Findings</h3><p>Left effusion.</p><script>x()</script>", "detectedContradictions": ["Left or right?"]}`
		switch {
		case strings.Contains(user, "TEXT:\n"):
			_, content, _ = strings.Cut(user, "TEXT:\n")
		case system == "My format prompt.":
			content = "Sorry, I can only write prose."
		}
		reply, _ := json.Marshal(map[string]any{"id": "1", "object": "chat.completion", "model": "m",
			"choices": []map[string]any{{"index": 0, "finish_reason": "stop", "message": map[string]any{"role": "assistant", "content": content}}}})
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write(reply)
	}))
	t.Cleanup(server.Close)
	return server.URL + "/v1"
}

func TestReportsThroughAnOpenAICompatibleServer(t *testing.T) {
	writer, err := openai.New(config.LLMOpenAI{BaseURL: fakeChat(t), Model: "m", Timeout: 5 * time.Second})
	require.NoError(t, err)
	env := newTestEnv(t)
	anna := env.signedIn(t, env.startWithWriter(t, writer, io.Discard), "anna@klinik.de", "203.0.113.2")

	request := map[string]any{"transcript": "left effusion", "language": "en", "enableContradictionDetection": true}
	got := anna.send(http.MethodPost, "/api/format-external-transcript", request)
	require.Equal(t, http.StatusOK, got.status, string(got.raw))
	body := got.object(t)
	assert.Equal(t, "<h3>Findings</h3><p>Left effusion.</p>", body["formattedContent"], "sanitised")
	assert.Equal(t, "radiology_report_generator", body["promptUsed"])
	assert.Nil(t, body["fallbackReason"])
	engine := anna.send(http.MethodGet, "/api/report-engine", nil)
	require.Equal(t, http.StatusOK, engine.status)
	assert.Equal(t, map[string]any{"followsPrompts": true}, engine.object(t), "a language model follows prompts")
	contradictions := body["detectedContradictions"].([]any)
	require.NotEmpty(t, contradictions)
	assert.Equal(t, "Left or right?", contradictions[0].(map[string]any)["text"], "a plain-string contradiction becomes an object")

	prompts := map[string]any{"customReportGenerationPrompt": "My format prompt.", "useCustomReportGenerationPrompt": true}
	require.Equal(t, http.StatusOK, anna.send(http.MethodPut, "/api/profile/prompts", prompts).status)
	got = anna.send(http.MethodPost, "/api/format-external-transcript", request)
	require.Equal(t, http.StatusOK, got.status, string(got.raw))
	body = got.object(t)
	assert.Equal(t, "radiology_report_generator", body["promptUsed"])
	assert.Equal(t, "The AI service's answer was not in the expected format.", body["fallbackReason"])
	assert.Equal(t, "<h3>Findings</h3><p>Left effusion.</p>", body["formattedContent"])
}
