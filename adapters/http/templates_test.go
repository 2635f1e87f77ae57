package http

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func masterForm(name string) map[string]any {
	return map[string]any{"name": name, "type": "Neuro", "modality": "CT", "language": "en",
		"templateHtml": "<h2>Findings</h2><p><strong>Brain:</strong> Normal.</p>"}
}

func ownForm(name string) map[string]any {
	return map[string]any{"name": name, "modality": "MRI", "language": "de",
		"templateHtml": "<p><strong>Knie:</strong> Unauffällig.</p>"}
}

func TestMasterTemplatesAreReadByAllAndChangedByAdmins(t *testing.T) {
	env := newTestEnv(t)
	base := env.startWithRoomForTemplates(t)
	visitorsAreRefused(t, base, [][2]string{
		{http.MethodGet, "/api/medical-templates"}, {http.MethodPost, "/api/medical-templates"},
		{http.MethodPut, "/api/medical-templates/x"}, {http.MethodDelete, "/api/medical-templates/x"},
	})
	admin := env.signedIn(t, base, testAdmins[0], "203.0.113.1")
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")

	empty := anna.send(http.MethodGet, "/api/medical-templates", nil)
	require.Equal(t, http.StatusOK, empty.status)
	assert.Equal(t, "[]", string(empty.raw), "an empty list is [], not null")

	refused := anna.send(http.MethodPost, "/api/medical-templates", masterForm("CT Head"))
	assert.Equal(t, http.StatusForbidden, refused.status)
	assert.Equal(t, "Admins only.", refused.message(t))

	created := admin.send(http.MethodPost, "/api/medical-templates", masterForm("CT Head"))
	require.Equal(t, http.StatusCreated, created.status, string(created.raw))
	tpl := created.object(t)
	id := tpl["id"].(string)
	assert.Equal(t, "CT Head", tpl["name"])
	assert.Equal(t, "Neuro", tpl["type"])
	assert.Equal(t, "CT", tpl["modality"])
	assert.Equal(t, "en", tpl["language"])
	assert.Equal(t, "<h2>Findings</h2><p><strong>Brain:</strong> Normal.</p>", tpl["templateHtml"])
	assert.NotEmpty(t, tpl["createdAt"])

	assert.Equal(t, http.StatusForbidden, anna.send(http.MethodPut, "/api/medical-templates/"+id, masterForm("Mine")).status)
	assert.Equal(t, http.StatusForbidden, anna.send(http.MethodDelete, "/api/medical-templates/"+id, nil).status)

	edited := masterForm("CT Head (edited)")
	edited["templateHtml"] = `<p onclick="steal()">Edited <script>alert(1)</script>text</p>`
	updated := admin.send(http.MethodPut, "/api/medical-templates/"+id, edited)
	require.Equal(t, http.StatusOK, updated.status, string(updated.raw))
	seen := anna.send(http.MethodGet, "/api/medical-templates", nil).list(t)
	require.Len(t, seen, 1)
	assert.Equal(t, "CT Head (edited)", seen[0]["name"], "a user sees the admin's change")
	assert.Equal(t, "<p>Edited text</p>", seen[0]["templateHtml"])

	for _, tt := range []struct {
		field, value, want string
	}{
		{"name", " ", "Template name is required"},
		{"type", "", "Template type is required"},
		{"templateHtml", "<p><br></p>", "Template content is required"},
		{"templateHtml", "<script>alert(1)</script>", "Template content is required"},
		{"modality", "PET", "Modality must be one of CT, MRI, MX, IR, US or other"},
		{"language", "sv", "Template language must be one of en, de, es, pt, it, fr, pl, lt, ro"},
	} {
		form := masterForm("CT Chest")
		form[tt.field] = tt.value
		got := admin.send(http.MethodPost, "/api/medical-templates", form)
		assert.Equal(t, http.StatusBadRequest, got.status, tt.want)
		assert.Equal(t, tt.want, got.message(t))
	}

	assert.Equal(t, http.StatusNotFound, admin.send(http.MethodPut, "/api/medical-templates/missing", masterForm("X")).status)
	assert.Equal(t, http.StatusNoContent, admin.send(http.MethodDelete, "/api/medical-templates/"+id, nil).status)
	gone := admin.send(http.MethodDelete, "/api/medical-templates/"+id, nil)
	assert.Equal(t, http.StatusNotFound, gone.status)
	assert.Equal(t, "Template not found", gone.message(t))
}

func TestOwnTemplatesBelongToTheirOwner(t *testing.T) {
	env := newTestEnv(t)
	base := env.startWithRoomForTemplates(t)
	visitorsAreRefused(t, base, [][2]string{
		{http.MethodGet, "/api/user-templates"}, {http.MethodPost, "/api/user-templates"},
		{http.MethodPut, "/api/user-templates/x"}, {http.MethodDelete, "/api/user-templates/x"},
	})
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	ben := env.signedIn(t, base, "ben@klinik.de", "203.0.113.3")

	form := ownForm("MRI Knie")
	form["userId"], form["id"], form["role"] = "someone-else", "chosen-id", "admin"
	form["templateHtml"] = `<p class="ql-align-center"><strong>Knie:</strong> Unauffällig.</p><img src=x onerror=alert(1)><a href="javascript:alert(1)">link</a>`
	created := anna.send(http.MethodPost, "/api/user-templates", form)
	require.Equal(t, http.StatusCreated, created.status, string(created.raw))
	tpl := created.object(t)
	id := tpl["id"].(string)
	assert.NotEqual(t, "chosen-id", id, "ids come from the server")
	assert.NotEqual(t, "someone-else", tpl["userId"], "the owner is the signed-in user")
	assert.Equal(t, `<p class="ql-align-center"><strong>Knie:</strong> Unauffällig.</p>link`, tpl["templateHtml"], "XSS is stripped, formatting kept")
	assert.Equal(t, "MRI", tpl["modality"])
	assert.Equal(t, "de", tpl["language"])
	assert.Equal(t, "user", anna.send(http.MethodGet, "/api/auth/user", nil).object(t)["role"], "role in a body changes nothing")

	duplicate := anna.send(http.MethodPost, "/api/user-templates", ownForm(" mri knie "))
	assert.Equal(t, http.StatusConflict, duplicate.status)
	assert.Equal(t, `You already have a template named "mri knie".`, duplicate.message(t))

	assert.Equal(t, "[]", string(ben.send(http.MethodGet, "/api/user-templates", nil).raw), "Ben does not see Anna's templates")
	for _, r := range []reply{
		ben.send(http.MethodPut, "/api/user-templates/"+id, ownForm("Taken over")),
		ben.send(http.MethodDelete, "/api/user-templates/"+id, nil),
	} {
		assert.Equal(t, http.StatusNotFound, r.status)
		assert.Equal(t, "Template not found", r.message(t))
	}
	assert.Equal(t, http.StatusCreated, ben.send(http.MethodPost, "/api/user-templates", ownForm("MRI Knie")).status, "names are unique per user")

	renamed := anna.send(http.MethodPut, "/api/user-templates/"+id, ownForm("MRI Knie links"))
	require.Equal(t, http.StatusOK, renamed.status, string(renamed.raw))
	assert.Equal(t, "MRI Knie links", renamed.object(t)["name"])

	for _, name := range []string{"Two", "Three", "Four", "Five"} {
		require.Equal(t, http.StatusCreated, anna.send(http.MethodPost, "/api/user-templates", ownForm(name)).status)
	}
	sixth := anna.send(http.MethodPost, "/api/user-templates", ownForm("Six"))
	assert.Equal(t, http.StatusConflict, sixth.status)
	assert.Equal(t, "You can have at most 5 templates. Delete one to add another.", sixth.message(t))
	list := anna.send(http.MethodGet, "/api/user-templates", nil).list(t)
	assert.Len(t, list, 5)

	assert.Equal(t, http.StatusNoContent, anna.send(http.MethodDelete, "/api/user-templates/"+id, nil).status)
	assert.Equal(t, http.StatusCreated, anna.send(http.MethodPost, "/api/user-templates", ownForm("Six")).status, "a freed place can be used")

	huge := ownForm("Huge")
	huge["templateHtml"] = "<p>" + strings.Repeat("x", 200*1024) + "</p>"
	tooLarge := ben.send(http.MethodPost, "/api/user-templates", huge)
	assert.Equal(t, http.StatusBadRequest, tooLarge.status)
	assert.Equal(t, "Template content must be at most 200 KB", tooLarge.message(t))
	invalid := ben.send(http.MethodPost, "/api/user-templates", map[string]any{"name": "", "templateHtml": "<p>x</p>"})
	assert.Equal(t, "Template name is required", invalid.message(t))
}

// The list of default templates is sent once per change: an ETag, 304 while it holds, gzip
// from the cache (never compressed twice), a new ETag after an admin's change.
func TestMasterTemplateListIsRevalidated(t *testing.T) {
	env := newTestEnv(t)
	base := env.startWithRoomForTemplates(t)
	admin := env.signedIn(t, base, testAdmins[0], "203.0.113.1")
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	created := admin.send(http.MethodPost, "/api/medical-templates", masterForm("CT Head"))
	require.Equal(t, http.StatusCreated, created.status, string(created.raw))
	id := created.object(t)["id"].(string)

	plain := anna.send(http.MethodGet, "/api/medical-templates", nil, "Accept-Encoding", "identity")
	require.Equal(t, http.StatusOK, plain.status)
	etag := plain.header.Get("ETag")
	assert.Regexp(t, `^"[A-Za-z0-9_-]+"$`, etag, "a strong ETag")
	assert.Equal(t, "private, no-cache", plain.header.Get("Cache-Control"))
	assert.Equal(t, "Accept-Encoding", plain.header.Get("Vary"))
	assert.Empty(t, plain.header.Get("Content-Encoding"))
	assert.Equal(t, "application/json; charset=utf-8", plain.header.Get("Content-Type"))
	require.Len(t, plain.list(t), 1)
	assert.Equal(t, "CT Head", plain.list(t)[0]["name"])

	again := anna.send(http.MethodGet, "/api/medical-templates", nil, "Accept-Encoding", "identity", "If-None-Match", etag)
	assert.Equal(t, http.StatusNotModified, again.status)
	assert.Empty(t, again.raw)
	assert.Equal(t, etag, again.header.Get("ETag"))
	assert.Equal(t, "private, no-cache", again.header.Get("Cache-Control"))
	assert.Equal(t, http.StatusNotModified, anna.send(http.MethodGet, "/api/medical-templates", nil, "Accept-Encoding", "identity", "If-None-Match", `"other", W/`+etag).status, "a list and a weak tag match")
	assert.Equal(t, http.StatusOK, anna.send(http.MethodGet, "/api/medical-templates", nil, "Accept-Encoding", "identity", "If-None-Match", `"other"`).status)
	assert.Equal(t, etag, admin.send(http.MethodGet, "/api/medical-templates", nil, "Accept-Encoding", "identity").header.Get("ETag"), "every user gets the same list")

	zipped := anna.send(http.MethodGet, "/api/medical-templates", nil, "Accept-Encoding", "gzip, deflate")
	require.Equal(t, http.StatusOK, zipped.status)
	assert.Equal(t, "gzip", zipped.header.Get("Content-Encoding"))
	assert.Equal(t, "Accept-Encoding", zipped.header.Get("Vary"))
	assert.Equal(t, "private, no-cache", zipped.header.Get("Cache-Control"))
	assert.Equal(t, strconv.Itoa(len(zipped.raw)), zipped.header.Get("Content-Length"))
	gzETag := zipped.header.Get("ETag")
	assert.NotEqual(t, etag, gzETag, "each encoding has its own strong ETag")
	reader, err := gzip.NewReader(bytes.NewReader(zipped.raw))
	require.NoError(t, err)
	unzipped, err := io.ReadAll(reader)
	require.NoError(t, err)
	assert.Equal(t, string(plain.raw), string(unzipped), "compressed once: the gzip body is the plain one")
	assert.Equal(t, http.StatusNotModified, anna.send(http.MethodGet, "/api/medical-templates", nil, "Accept-Encoding", "gzip", "If-None-Match", gzETag).status)

	brotlied := anna.send(http.MethodGet, "/api/medical-templates", nil, "Accept-Encoding", "gzip, deflate, br, zstd")
	require.Equal(t, http.StatusOK, brotlied.status)
	assert.Equal(t, "br", brotlied.header.Get("Content-Encoding"), "brotli when the client takes it")
	assert.Equal(t, "Accept-Encoding", brotlied.header.Get("Vary"))
	assert.Equal(t, strconv.Itoa(len(brotlied.raw)), brotlied.header.Get("Content-Length"))
	brETag := brotlied.header.Get("ETag")
	assert.NotContains(t, []string{etag, gzETag}, brETag, "each encoding has its own strong ETag")
	unbrotlied, err := io.ReadAll(brotli.NewReader(bytes.NewReader(brotlied.raw)))
	require.NoError(t, err)
	assert.Equal(t, string(plain.raw), string(unbrotlied), "the brotli body is the plain one")
	assert.Equal(t, http.StatusNotModified, anna.send(http.MethodGet, "/api/medical-templates", nil, "Accept-Encoding", "br", "If-None-Match", brETag).status)
	assert.Equal(t, "gzip", anna.send(http.MethodGet, "/api/medical-templates", nil, "Accept-Encoding", "br;q=0, gzip").header.Get("Content-Encoding"), "brotli refused")
	assert.Equal(t, http.StatusOK, anna.send(http.MethodGet, "/api/medical-templates", nil, "Accept-Encoding", "gzip", "If-None-Match", brETag).status, "another encoding's tag is no match")

	updated := admin.send(http.MethodPut, "/api/medical-templates/"+id, masterForm("CT Brain"))
	require.Equal(t, http.StatusOK, updated.status, string(updated.raw))
	changed := anna.send(http.MethodGet, "/api/medical-templates", nil, "Accept-Encoding", "identity", "If-None-Match", etag)
	require.Equal(t, http.StatusOK, changed.status, "the admin's change is sent")
	changedBrotli := anna.send(http.MethodGet, "/api/medical-templates", nil, "Accept-Encoding", "br", "If-None-Match", brETag)
	require.Equal(t, http.StatusOK, changedBrotli.status, "the admin's change is sent in brotli too")
	assert.NotEqual(t, brETag, changedBrotli.header.Get("ETag"))
	assert.NotEqual(t, etag, changed.header.Get("ETag"))
	assert.Equal(t, "CT Brain", changed.list(t)[0]["name"])

	etag = changed.header.Get("ETag")
	require.Equal(t, http.StatusCreated, admin.send(http.MethodPost, "/api/medical-templates", masterForm("CT Chest")).status)
	added := anna.send(http.MethodGet, "/api/medical-templates", nil, "Accept-Encoding", "identity", "If-None-Match", etag)
	require.Equal(t, http.StatusOK, added.status)
	assert.Len(t, added.list(t), 2)
	etag = added.header.Get("ETag")
	require.Equal(t, http.StatusNoContent, admin.send(http.MethodDelete, "/api/medical-templates/"+id, nil).status)
	removed := anna.send(http.MethodGet, "/api/medical-templates", nil, "Accept-Encoding", "identity", "If-None-Match", etag)
	require.Equal(t, http.StatusOK, removed.status)
	assert.Len(t, removed.list(t), 1)

	// Other answers under the same path are compressed as they are written (when large enough to
	// gain from it), and not cached.
	put := admin.send(http.MethodPut, "/api/medical-templates/"+id, masterForm("Gone"), "Accept-Encoding", "gzip")
	assert.Equal(t, http.StatusNotFound, put.status)
	assert.Equal(t, "no-store", put.header.Get("Cache-Control"))
	own := anna.send(http.MethodGet, "/api/user-templates", nil, "Accept-Encoding", "gzip")
	assert.Equal(t, "Accept-Encoding", own.header.Get("Vary"))
	assert.Equal(t, "no-store", own.header.Get("Cache-Control"))
	assert.Empty(t, own.header.Get("ETag"))
}
