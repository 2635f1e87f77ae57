package http

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAIPromptsAreForAdminsOnly(t *testing.T) {
	env := newTestEnv(t)
	base := env.startWithRoomForTemplates(t)
	visitorsAreRefused(t, base, [][2]string{
		{http.MethodGet, "/api/ai-prompts"}, {http.MethodPost, "/api/ai-prompts"},
		{http.MethodPut, "/api/ai-prompts/x"}, {http.MethodDelete, "/api/ai-prompts/x"},
	})
	admin := env.signedIn(t, base, testAdmins[0], "203.0.113.1")
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")

	for _, r := range []reply{
		anna.send(http.MethodGet, "/api/ai-prompts", nil),
		anna.send(http.MethodPost, "/api/ai-prompts", map[string]any{"name": "x", "promptText": "y"}),
		anna.send(http.MethodPut, "/api/ai-prompts/x", map[string]any{"name": "x", "promptText": "y"}),
		anna.send(http.MethodDelete, "/api/ai-prompts/x", nil),
	} {
		assert.Equal(t, http.StatusForbidden, r.status)
		assert.Equal(t, "Admins only.", r.message(t))
	}

	created := admin.send(http.MethodPost, "/api/ai-prompts", map[string]any{"name": "template_population", "description": "Fills templates", "promptText": "You fill templates."})
	require.Equal(t, http.StatusCreated, created.status, string(created.raw))
	p := created.object(t)
	id := p["id"].(string)
	assert.Equal(t, "universal", p["language"], "the default language")
	assert.Equal(t, "Fills templates", p["description"])
	assert.Equal(t, "You fill templates.", p["promptText"])
	assert.NotEmpty(t, p["createdAt"])
	assert.NotEmpty(t, p["updatedAt"])

	require.Equal(t, http.StatusCreated, admin.send(http.MethodPost, "/api/ai-prompts", map[string]any{"name": "old_experiment", "promptText": "x", "language": "en"}).status)
	require.Equal(t, http.StatusCreated, admin.send(http.MethodPost, "/api/ai-prompts", map[string]any{"name": "mammo_master", "promptText": "x", "language": "de"}).status)
	var names []any
	for _, item := range admin.send(http.MethodGet, "/api/ai-prompts", nil).list(t) {
		names = append(names, item["name"])
	}
	assert.Equal(t, []any{"mammo_master", "template_population"}, names, "the list follows the visibility rule")

	for _, tt := range []struct {
		body map[string]any
		want string
	}{
		{map[string]any{"name": " ", "promptText": "x"}, "Prompt name is required"},
		{map[string]any{"name": "x", "promptText": ""}, "Prompt text is required"},
		{map[string]any{"name": "x", "promptText": "y", "language": "xx"}, "Please choose a language from the list"},
	} {
		got := admin.send(http.MethodPost, "/api/ai-prompts", tt.body)
		assert.Equal(t, http.StatusBadRequest, got.status, tt.want)
		assert.Equal(t, tt.want, got.message(t))
	}
	taken := admin.send(http.MethodPost, "/api/ai-prompts", map[string]any{"name": "template_population", "promptText": "again"})
	assert.Equal(t, http.StatusConflict, taken.status)
	assert.Equal(t, `A prompt named "template_population" already exists for this language.`, taken.message(t))

	updated := admin.send(http.MethodPut, "/api/ai-prompts/"+id, map[string]any{"name": "template_population", "promptText": "Better.", "language": "de"})
	require.Equal(t, http.StatusOK, updated.status, string(updated.raw))
	assert.Equal(t, "Better.", updated.object(t)["promptText"])
	assert.Equal(t, "de", updated.object(t)["language"])
	missing := admin.send(http.MethodPut, "/api/ai-prompts/missing", map[string]any{"name": "x", "promptText": "y"})
	assert.Equal(t, http.StatusNotFound, missing.status)
	assert.Equal(t, "Prompt not found", missing.message(t))

	assert.Equal(t, http.StatusNoContent, admin.send(http.MethodDelete, "/api/ai-prompts/"+id, nil).status)
	assert.Equal(t, http.StatusNotFound, admin.send(http.MethodDelete, "/api/ai-prompts/"+id, nil).status)
}
