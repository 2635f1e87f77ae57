package http

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestProfileRoutesNeedASession(t *testing.T) {
	env := newTestEnv(t)
	visitorsAreRefused(t, env.start(t), [][2]string{
		{http.MethodPut, "/api/profile"}, {http.MethodPut, "/api/profile/prompts"}, {http.MethodPut, "/api/template-filters"},
		{http.MethodGet, "/api/vocabulary"}, {http.MethodPost, "/api/vocabulary"}, {http.MethodDelete, "/api/vocabulary/x"},
		{http.MethodGet, "/api/user-prompt-history/template_population"}, {http.MethodPost, "/api/user-prompt-history"},
		{http.MethodDelete, "/api/user-prompt-history/x"}, {http.MethodGet, "/api/user-prompt-history/template_population/download"},
		{http.MethodGet, "/api/user-stats"},
	})
}

func TestPreferredLanguageAndTemplateFilters(t *testing.T) {
	env := newTestEnv(t)
	anna := env.signedIn(t, env.start(t), "anna@klinik.de", "203.0.113.2")

	me := anna.send(http.MethodGet, "/api/auth/user", nil).object(t)
	assert.Equal(t, "en", me["preferredLanguage"])
	assert.Equal(t, "", me["templateSearchTerm"])
	assert.Equal(t, "all", me["templateModalityFilter"])
	assert.Equal(t, "all", me["templateLanguageFilter"])
	assert.Equal(t, false, me["useCustomCorrectionPrompt"])
	assert.Equal(t, "", me["customReportFromScratchPrompt"])

	changed := anna.send(http.MethodPut, "/api/profile", map[string]any{"preferredLanguage": "de-ch", "role": "admin", "email": "x@y.z"})
	require.Equal(t, http.StatusOK, changed.status, string(changed.raw))
	assert.Equal(t, "de-ch", changed.object(t)["preferredLanguage"])
	assert.Equal(t, "user", changed.object(t)["role"])
	assert.Equal(t, "anna@klinik.de", changed.object(t)["email"])
	for _, code := range []string{"xx", "universal", ""} {
		refused := anna.send(http.MethodPut, "/api/profile", map[string]any{"preferredLanguage": code})
		assert.Equal(t, http.StatusBadRequest, refused.status, code)
		assert.Equal(t, "Please choose a language from the list", refused.message(t))
	}

	filters := anna.send(http.MethodPut, "/api/template-filters", map[string]any{"searchTerm": "knee", "modalityFilter": "MRI", "languageFilter": "de"})
	require.Equal(t, http.StatusOK, filters.status, string(filters.raw))
	assert.Equal(t, map[string]any{"searchTerm": "knee", "modalityFilter": "MRI", "languageFilter": "de"}, filters.object(t))
	me = anna.send(http.MethodGet, "/api/auth/user", nil).object(t)
	assert.Equal(t, "knee", me["templateSearchTerm"])
	assert.Equal(t, "MRI", me["templateModalityFilter"])
	assert.Equal(t, "de", me["templateLanguageFilter"])
	assert.Equal(t, "de-ch", me["preferredLanguage"])

	bad := anna.send(http.MethodPut, "/api/template-filters", map[string]any{"modalityFilter": "PET"})
	assert.Equal(t, http.StatusBadRequest, bad.status)
	assert.Equal(t, "Modality filter must be all, CT, MRI, MX, IR, US or other", bad.message(t))
	bad = anna.send(http.MethodPut, "/api/template-filters", map[string]any{"languageFilter": "pl"})
	assert.Equal(t, "Language filter must be all, en, de, es, pt, it or fr", bad.message(t))
	onlyOne := anna.send(http.MethodPut, "/api/template-filters", map[string]any{"modalityFilter": "US"})
	assert.Equal(t, map[string]any{"searchTerm": "knee", "modalityFilter": "US", "languageFilter": "de"}, onlyOne.object(t), "filters not sent keep their value")
	cleared := anna.send(http.MethodPut, "/api/template-filters", map[string]any{"searchTerm": "", "modalityFilter": "all", "languageFilter": "all"})
	assert.Equal(t, map[string]any{"searchTerm": "", "modalityFilter": "all", "languageFilter": "all"}, cleared.object(t))
}

func TestCustomPrompts(t *testing.T) {
	env := newTestEnv(t)
	base := env.startWithRoomForTemplates(t)
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	ben := env.signedIn(t, base, "ben@klinik.de", "203.0.113.3")

	saved := anna.send(http.MethodPut, "/api/profile/prompts", map[string]any{
		"customCorrectionPrompt": "Korrigiere medizinische Begriffe.", "useCustomCorrectionPrompt": true,
		"customTemplatePopulationPrompt": "Fill it.", "useCustomTemplatePopulationPrompt": false,
	})
	require.Equal(t, http.StatusOK, saved.status, string(saved.raw))
	assert.Equal(t, "Korrigiere medizinische Begriffe.", saved.object(t)["customCorrectionPrompt"])

	partial := anna.send(http.MethodPut, "/api/profile/prompts", map[string]any{"customReportFromScratchPrompt": "Write.", "useCustomReportFromScratchPrompt": true})
	require.Equal(t, http.StatusOK, partial.status)
	me := anna.send(http.MethodGet, "/api/auth/user", nil).object(t)
	assert.Equal(t, "Korrigiere medizinische Begriffe.", me["customCorrectionPrompt"], "fields not sent keep their value")
	assert.Equal(t, true, me["useCustomCorrectionPrompt"])
	assert.Equal(t, "Fill it.", me["customTemplatePopulationPrompt"])
	assert.Equal(t, "Write.", me["customReportFromScratchPrompt"])
	assert.Equal(t, true, me["useCustomReportFromScratchPrompt"])
	assert.Equal(t, "", me["customReportGenerationPrompt"])
	assert.Equal(t, "", ben.send(http.MethodGet, "/api/auth/user", nil).object(t)["customCorrectionPrompt"])

	long := strings.Repeat("x", 5001)
	for field, want := range map[string]string{
		"customCorrectionPrompt":         "Correction prompt cannot exceed 5000 characters",
		"customReportGenerationPrompt":   "Report generation prompt cannot exceed 5000 characters",
		"customTemplatePopulationPrompt": "Template population prompt cannot exceed 5000 characters",
		"customReportFromScratchPrompt":  "Report from scratch prompt cannot exceed 5000 characters",
	} {
		refused := anna.send(http.MethodPut, "/api/profile/prompts", map[string]any{field: long})
		assert.Equal(t, http.StatusBadRequest, refused.status, field)
		assert.Equal(t, want, refused.message(t))
	}
	assert.Equal(t, "Korrigiere medizinische Begriffe.", anna.send(http.MethodGet, "/api/auth/user", nil).object(t)["customCorrectionPrompt"], "a refused change keeps the prompts")
	assert.Equal(t, http.StatusOK, anna.send(http.MethodPut, "/api/profile/prompts", map[string]any{"customCorrectionPrompt": strings.Repeat("ü", 5000)}).status)
}

func TestVocabularyBelongsToItsOwner(t *testing.T) {
	env := newTestEnv(t)
	base := env.start(t)
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	ben := env.signedIn(t, base, "ben@klinik.de", "203.0.113.3")

	added := anna.send(http.MethodPost, "/api/vocabulary", map[string]any{"originalWord": " new monia ", "correctedWord": "pneumonia", "language": "en", "frequency": 99, "userId": "x"})
	require.Equal(t, http.StatusCreated, added.status, string(added.raw))
	entry := added.object(t)
	id := entry["id"].(string)
	assert.Equal(t, "new monia", entry["originalWord"])
	assert.Equal(t, "pneumonia", entry["correctedWord"])
	assert.Equal(t, "en", entry["language"])
	assert.Equal(t, float64(0), entry["frequency"], "frequency is counted by the server, not sent")

	for _, tt := range []struct {
		body map[string]any
		want string
	}{
		{map[string]any{"originalWord": "", "correctedWord": "x", "language": "en"}, "Original word is required"},
		{map[string]any{"originalWord": "x", "correctedWord": " ", "language": "en"}, "Corrected word is required"},
		{map[string]any{"originalWord": "x", "correctedWord": "y", "language": "xx"}, "Please choose a language from the list"},
		{map[string]any{"originalWord": strings.Repeat("x", 201), "correctedWord": "y", "language": "en"}, "Original word must be at most 200 characters"},
	} {
		got := anna.send(http.MethodPost, "/api/vocabulary", tt.body)
		assert.Equal(t, http.StatusBadRequest, got.status, tt.want)
		assert.Equal(t, tt.want, got.message(t))
	}
	duplicate := anna.send(http.MethodPost, "/api/vocabulary", map[string]any{"originalWord": "New Monia", "correctedWord": "pneumonia", "language": "en"})
	assert.Equal(t, http.StatusConflict, duplicate.status)
	assert.Equal(t, `You already have a correction for "New Monia" in this language.`, duplicate.message(t))
	assert.Equal(t, http.StatusCreated, anna.send(http.MethodPost, "/api/vocabulary", map[string]any{"originalWord": "new monia", "correctedWord": "Pneumonie", "language": "de"}).status)

	assert.Len(t, anna.send(http.MethodGet, "/api/vocabulary", nil).list(t), 2)
	assert.Equal(t, "[]", string(ben.send(http.MethodGet, "/api/vocabulary", nil).raw))
	stolen := ben.send(http.MethodDelete, "/api/vocabulary/"+id, nil)
	assert.Equal(t, http.StatusNotFound, stolen.status)
	assert.Equal(t, "Vocabulary entry not found", stolen.message(t))
	assert.Equal(t, http.StatusNoContent, anna.send(http.MethodDelete, "/api/vocabulary/"+id, nil).status)
	assert.Len(t, anna.send(http.MethodGet, "/api/vocabulary", nil).list(t), 1)
}

func TestPromptHistory(t *testing.T) {
	env := newTestEnv(t)
	base := env.start(t)
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	ben := env.signedIn(t, base, "ben@klinik.de", "203.0.113.3")
	save := func(b *browser, promptType, name, text string) reply {
		return b.send(http.MethodPost, "/api/user-prompt-history", map[string]any{"promptType": promptType, "name": name, "promptText": text})
	}

	first := save(anna, "template_population", "  Concise  ", "Fill the template concisely.")
	require.Equal(t, http.StatusCreated, first.status, string(first.raw))
	saved := first.object(t)
	id := saved["id"].(string)
	assert.Equal(t, "Concise", saved["name"], "the name is trimmed")
	assert.Equal(t, "template_population", saved["promptType"])
	assert.Equal(t, "Fill the template concisely.", saved["promptText"])
	assert.NotEmpty(t, saved["createdAt"])

	assert.Equal(t, "Cannot save an empty prompt", save(anna, "template_population", "Empty", "  ").message(t))
	assert.Equal(t, "Please give the prompt a name", save(anna, "template_population", " ", "text").message(t))
	assert.Equal(t, "Prompt name cannot exceed 100 characters", save(anna, "template_population", strings.Repeat("n", 101), "text").message(t))
	unknown := save(anna, "correction", "Mine", "text")
	assert.Equal(t, http.StatusBadRequest, unknown.status)
	assert.Equal(t, "Prompt type must be template_population or report_from_scratch", unknown.message(t))

	for _, name := range []string{"Two", "Three", "Four", "Five"} {
		env.clock.advance(1)
		require.Equal(t, http.StatusCreated, save(anna, "template_population", name, "Version "+name).status)
	}
	sixth := save(anna, "template_population", "Six", "text")
	assert.Equal(t, http.StatusConflict, sixth.status)
	assert.Equal(t, "Maximum of 5 saved prompts reached", sixth.message(t))
	assert.Equal(t, http.StatusCreated, save(anna, "report_from_scratch", "Scratch", "Write it all.").status, "the limit is per type")

	list := anna.send(http.MethodGet, "/api/user-prompt-history/template_population", nil).list(t)
	require.Len(t, list, 5)
	assert.Equal(t, "Five", list[0]["name"], "newest first")
	assert.Len(t, anna.send(http.MethodGet, "/api/user-prompt-history/report_from_scratch", nil).list(t), 1)
	assert.Equal(t, http.StatusBadRequest, anna.send(http.MethodGet, "/api/user-prompt-history/other", nil).status)
	assert.Equal(t, "[]", string(ben.send(http.MethodGet, "/api/user-prompt-history/template_population", nil).raw))

	download := anna.send(http.MethodGet, "/api/user-prompt-history/template_population/download", nil)
	require.Equal(t, http.StatusOK, download.status)
	assert.Equal(t, "text/plain; charset=utf-8", download.header.Get("Content-Type"))
	assert.Equal(t, `attachment; filename="radscribe-template-population-prompts.txt"`, download.header.Get("Content-Disposition"))
	text := string(download.raw)
	assert.True(t, strings.HasPrefix(text, "Template population prompts\n"), text)
	assert.Contains(t, text, "\nConcise\n-------\n")
	assert.Contains(t, text, "Fill the template concisely.")
	assert.Less(t, strings.Index(text, "\nFive\n"), strings.Index(text, "\nConcise\n"))
	assert.NotContains(t, text, "Write it all.", "only the requested type")
	assert.Contains(t, string(ben.send(http.MethodGet, "/api/user-prompt-history/template_population/download", nil).raw), "No saved prompts.")

	stolen := ben.send(http.MethodDelete, "/api/user-prompt-history/"+id, nil)
	assert.Equal(t, http.StatusNotFound, stolen.status)
	assert.Equal(t, "Saved prompt not found", stolen.message(t))
	assert.Equal(t, http.StatusNoContent, anna.send(http.MethodDelete, "/api/user-prompt-history/"+id, nil).status)
	assert.Equal(t, http.StatusCreated, save(anna, "template_population", "Six", "text").status, "a freed place can be used")
}

func TestUserStatsComeFromRecordings(t *testing.T) {
	env := newTestEnv(t)
	base := env.start(t)
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")

	empty := anna.send(http.MethodGet, "/api/user-stats", nil)
	require.Equal(t, http.StatusOK, empty.status)
	assert.JSONEq(t, `{"totalRecordings":0,"avgTimePerReport":0,"languageUsage":{},`+noReportsJSON+`}`, string(empty.raw))

	me := anna.send(http.MethodGet, "/api/auth/user", nil).object(t)
	for i, language := range []string{"en", "en", "de"} {
		require.NoError(t, env.database.Exec(`INSERT INTO recordings (id, user_id, session_id, language, status, duration_ms, created_at)
			VALUES (?, ?, ?, ?, 'transcribed', 60000, ?)`, fmt.Sprintf("r%d", i), me["id"], "s"+language, language, env.clock.Now()).Error)
	}
	stats := anna.send(http.MethodGet, "/api/user-stats", nil)
	assert.JSONEq(t, `{"totalRecordings":3,"avgTimePerReport":90,"languageUsage":{"en":2,"de":1},`+noReportsJSON+`}`, string(stats.raw))
}
