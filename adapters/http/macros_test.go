package http

import (
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func macroForm(name string) map[string]any {
	return map[string]any{"name": name, "language": "en", "text": "The lungs are clear. Heart size [size]. [side] side."}
}

func TestMacrosBelongToTheirOwner(t *testing.T) {
	env := newTestEnv(t)
	base := env.startWithProductionLimits(t, io.Discard)
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	ben := env.signedIn(t, base, "ben@klinik.de", "203.0.113.3")

	created := anna.send(http.MethodPost, "/api/macros", map[string]any{"name": " normal  chest ", "language": "en", "text": "Clear. [size] mm, [side].", "shared": true, "id": "x"})
	require.Equal(t, http.StatusCreated, created.status, string(created.raw))
	m := created.object(t)
	id := m["id"].(string)
	assert.Equal(t, "normal chest", m["name"])
	assert.Equal(t, false, m["shared"], "a user's macro is never shared, whatever the request says")
	assert.Equal(t, float64(2), m["fields"])

	for _, tt := range []struct {
		body map[string]any
		want string
	}{
		{map[string]any{"name": "", "text": "x"}, "Macro name is required"},
		{map[string]any{"name": strings.Repeat("n", 61), "text": "x"}, "Macro name must be at most 60 characters"},
		{map[string]any{"name": "a\u202eb", "text": "x"}, "Macro name contains an invisible control character (U+202E). Please remove it."},
		{map[string]any{"name": "x", "text": " "}, "Macro text is required"},
		{map[string]any{"name": "x", "text": strings.Repeat("t", 5001)}, "Macro text must be at most 5,000 characters"},
		{map[string]any{"name": "x", "text": "<img src=x onerror=alert(1)>"}, "Macro text must be plain text, without HTML tags"},
		{map[string]any{"name": "x", "text": "y", "language": "universal"}, "Please choose a language from the list"},
	} {
		got := anna.send(http.MethodPost, "/api/macros", tt.body)
		assert.Equal(t, http.StatusBadRequest, got.status, tt.want)
		assert.Equal(t, tt.want, got.message(t))
	}
	duplicate := anna.send(http.MethodPost, "/api/macros", macroForm("Normal Chest"))
	assert.Equal(t, http.StatusConflict, duplicate.status)
	assert.Equal(t, `You already have a macro named "Normal Chest" in this language.`, duplicate.message(t))

	assert.Equal(t, "[]", string(ben.send(http.MethodGet, "/api/macros", nil).raw))
	for _, stolen := range []reply{
		ben.send(http.MethodPut, "/api/macros/"+id, macroForm("mine now")),
		ben.send(http.MethodDelete, "/api/macros/"+id, nil),
		anna.send(http.MethodPut, "/api/macros/missing", macroForm("x")),
	} {
		assert.Equal(t, http.StatusNotFound, stolen.status)
		assert.Equal(t, "Macro not found", stolen.message(t))
	}
	updated := anna.send(http.MethodPut, "/api/macros/"+id, map[string]any{"name": "normal chest", "language": "de", "text": "Unauffällig."})
	require.Equal(t, http.StatusOK, updated.status, string(updated.raw))
	assert.Equal(t, "de", updated.object(t)["language"])
	assert.Equal(t, http.StatusNoContent, anna.send(http.MethodDelete, "/api/macros/"+id, nil).status)
	assert.Equal(t, "[]", string(anna.send(http.MethodGet, "/api/macros", nil).raw))
}

func TestSharedMacrosAreKeptByAdmins(t *testing.T) {
	env := newTestEnv(t)
	base := env.start(t)
	admin := env.signedIn(t, base, testAdmins[0], "203.0.113.1")
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")

	refused := anna.send(http.MethodPost, "/api/admin/macros", macroForm("normal chest"))
	assert.Equal(t, http.StatusForbidden, refused.status)
	shared := admin.send(http.MethodPost, "/api/admin/macros", map[string]any{"name": "normal chest", "language": "en", "text": "Shared text."})
	require.Equal(t, http.StatusCreated, shared.status, string(shared.raw))
	sharedID := shared.object(t)["id"].(string)
	require.Equal(t, http.StatusCreated, admin.send(http.MethodPost, "/api/admin/macros", map[string]any{"name": "normal brain", "language": "en", "text": "Brain."}).status)

	list := anna.send(http.MethodGet, "/api/macros", nil).list(t)
	require.Len(t, list, 2)
	assert.Equal(t, true, list[0]["shared"])
	assert.Equal(t, http.StatusNotFound, anna.send(http.MethodDelete, "/api/macros/"+sharedID, nil).status, "a user cannot delete a shared macro")

	require.Equal(t, http.StatusCreated, anna.send(http.MethodPost, "/api/macros", map[string]any{"name": "Normal Chest", "language": "en", "text": "Mine."}).status)
	list = anna.send(http.MethodGet, "/api/macros", nil).list(t)
	require.Len(t, list, 2, "the user's own macro hides the shared one of its name")
	assert.Equal(t, "Mine.", list[0]["text"])
	assert.Equal(t, "Brain.", list[1]["text"])

	assert.Len(t, admin.send(http.MethodGet, "/api/admin/macros", nil).list(t), 2)
	edited := admin.send(http.MethodPut, "/api/admin/macros/"+sharedID, map[string]any{"name": "normal chest", "language": "en", "text": ""})
	assert.Equal(t, http.StatusBadRequest, edited.status)
	assert.Equal(t, http.StatusNoContent, admin.send(http.MethodDelete, "/api/admin/macros/"+sharedID, nil).status)
}

func TestMacroExportAndImport(t *testing.T) {
	env := newTestEnv(t)
	base := env.startWithProductionLimits(t, io.Discard)
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	ben := env.signedIn(t, base, "ben@klinik.de", "203.0.113.3")
	require.Equal(t, http.StatusCreated, anna.send(http.MethodPost, "/api/macros", macroForm("normal chest")).status)

	exported := anna.send(http.MethodGet, "/api/macros/export", nil)
	require.Equal(t, http.StatusOK, exported.status)
	assert.Equal(t, `attachment; filename="radscribe-macros.json"`, exported.header.Get("Content-Disposition"))
	assert.True(t, strings.HasPrefix(exported.header.Get("Content-Type"), "application/json"))
	file := exported.list(t)
	assert.Equal(t, []map[string]any{{"name": "normal chest", "language": "en", "text": "The lungs are clear. Heart size [size]. [side] side."}}, file)

	imported := ben.send(http.MethodPost, "/api/macros/import", file)
	require.Equal(t, http.StatusOK, imported.status, string(imported.raw))
	assert.Equal(t, map[string]any{"added": float64(1), "replaced": float64(0)}, imported.object(t))
	again := ben.send(http.MethodPost, "/api/macros/import", file)
	assert.Equal(t, map[string]any{"added": float64(0), "replaced": float64(1)}, again.object(t))

	bad := ben.send(http.MethodPost, "/api/macros/import", []map[string]any{{"name": "ok", "text": "x"}, {"name": "", "text": "x"}})
	assert.Equal(t, http.StatusBadRequest, bad.status)
	assert.Equal(t, `Nothing was imported. Macro 2 (""): Macro name is required`, bad.message(t))
	notAList := ben.send(http.MethodPost, "/api/macros/import", map[string]any{"name": "x"})
	assert.Equal(t, http.StatusBadRequest, notAList.status)
	assert.Len(t, ben.send(http.MethodGet, "/api/macros", nil).list(t), 1, "nothing of a refused file is stored")

	var many []map[string]any
	for i := range 200 {
		many = append(many, map[string]any{"name": fmt.Sprintf("m%d", i), "text": "x"})
	}
	full := ben.send(http.MethodPost, "/api/macros/import", many)
	assert.Equal(t, http.StatusConflict, full.status)
	assert.Equal(t, "Nothing was imported: you would have more than 200 macros.", full.message(t))
	assert.Equal(t, http.StatusBadRequest, ben.send(http.MethodPost, "/api/macros/import", append(many, many[0])).status)
	require.Equal(t, http.StatusOK, ben.send(http.MethodPost, "/api/macros/import", many[:199]).status)
	over := ben.send(http.MethodPost, "/api/macros", macroForm("one too many"))
	assert.Equal(t, http.StatusConflict, over.status)
	assert.Equal(t, "You can have at most 200 macros.", over.message(t))
}

// Admins export and import the shared macros as users do their own: the same file, the same
// rules; other users are refused both.
func TestSharedMacroExportAndImport(t *testing.T) {
	env := newTestEnv(t)
	base := env.startWithProductionLimits(t, io.Discard)
	admin := env.signedIn(t, base, testAdmins[0], "203.0.113.1")
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	require.Equal(t, http.StatusCreated, anna.send(http.MethodPost, "/api/macros", macroForm("normal chest")).status)
	file := anna.send(http.MethodGet, "/api/macros/export", nil).list(t)

	assert.Equal(t, http.StatusForbidden, anna.send(http.MethodPost, "/api/admin/macros/import", file).status)
	assert.Equal(t, http.StatusForbidden, anna.send(http.MethodGet, "/api/admin/macros/export", nil).status)

	imported := admin.send(http.MethodPost, "/api/admin/macros/import", file)
	require.Equal(t, http.StatusOK, imported.status, string(imported.raw))
	assert.Equal(t, map[string]any{"added": float64(1), "replaced": float64(0)}, imported.object(t))
	again := admin.send(http.MethodPost, "/api/admin/macros/import", file)
	assert.Equal(t, map[string]any{"added": float64(0), "replaced": float64(1)}, again.object(t))
	shared := admin.send(http.MethodGet, "/api/admin/macros", nil).list(t)
	require.Len(t, shared, 1)
	assert.Equal(t, true, shared[0]["shared"])
	assert.Len(t, admin.send(http.MethodGet, "/api/macros", nil).list(t), 1, "the admin's own list shows the shared macro, not a copy")

	bad := admin.send(http.MethodPost, "/api/admin/macros/import", []map[string]any{{"name": "", "text": "x"}})
	assert.Equal(t, http.StatusBadRequest, bad.status)
	assert.Equal(t, `Nothing was imported. Macro 1 (""): Macro name is required`, bad.message(t))

	exported := admin.send(http.MethodGet, "/api/admin/macros/export", nil)
	require.Equal(t, http.StatusOK, exported.status, string(exported.raw))
	assert.Equal(t, `attachment; filename="radscribe-shared-macros.json"`, exported.header.Get("Content-Disposition"))
	assert.Equal(t, file, exported.list(t), "the same file format as a user's export")
}

// A spoken "insert NAME" in a pasted transcript becomes the macro's text before the report
// engine writes the report.
func TestAPastedTranscriptExpandsMacros(t *testing.T) {
	env := newTestEnv(t)
	anna := env.signedIn(t, env.startWithReports(t, io.Discard), "anna@klinik.de", "203.0.113.2")
	require.Equal(t, http.StatusCreated, anna.send(http.MethodPost, "/api/macros", map[string]any{
		"name": "normal chest", "language": "en", "text": "No pneumothorax. Heart size [size].",
	}).status)

	got := anna.send(http.MethodPost, "/api/format-external-transcript", map[string]any{"transcript": "findings insert normal chest", "language": "en"})
	require.Equal(t, http.StatusOK, got.status, string(got.raw))
	content := got.object(t)["formattedContent"].(string)
	assert.Contains(t, content, "No pneumothorax.")
	assert.Contains(t, content, "Heart size [size].")
	assert.NotContains(t, content, "insert")
}
