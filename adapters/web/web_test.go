package web

import (
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/ui"
)

func testUI() fstest.MapFS {
	return fstest.MapFS{
		"index.html":             {Data: []byte("<!doctype html><title>RadScribe</title>")},
		"assets/index-abc123.js": {Data: []byte("console.log(1)")},
		"favicon.svg":            {Data: []byte("<svg/>")},
		".gitkeep":               {Data: nil},
	}
}

func get(t *testing.T, h http.Handler, target string, headers ...string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, target, nil)
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

// testPages are the app's pages in these tests.
var testPages = PagePaths{"/", "/privacy", "/admin/feedback", "/profile"}

func TestServesFilesWithCacheHeadersAndIndexForClientRoutes(t *testing.T) {
	h, err := New(testUI(), testPages)
	require.NoError(t, err)

	tests := []struct {
		target      string
		status      int
		cache       string
		body        string
		contentType string
	}{
		{"/", 200, "no-cache", "<title>RadScribe</title>", "text/html; charset=utf-8"},
		{"/privacy", 200, "no-cache", "<title>RadScribe</title>", "text/html; charset=utf-8"},
		{"/admin/feedback", 200, "no-cache", "<title>RadScribe</title>", "text/html; charset=utf-8"},
		{"/admin/feedback/", 200, "no-cache", "<title>RadScribe</title>", "text/html; charset=utf-8"},
		{"/Privacy", 200, "no-cache", "<title>RadScribe</title>", "text/html; charset=utf-8"},
		{"/index.html", 404, "no-cache", "<title>RadScribe</title>", "text/html; charset=utf-8"},
		{"/assets/index-abc123.js", 200, "public, max-age=31536000, immutable", "console.log(1)", "text/javascript; charset=utf-8"},
		{"/favicon.svg", 200, "public, max-age=3600", "<svg/>", "image/svg+xml"},
		{"/assets/index-old999.js", 404, "", "404 page not found", ""},
		{"/.gitkeep", 404, "no-cache", "<title>RadScribe</title>", "text/html; charset=utf-8"},
		{"/../../etc/passwd", 404, "no-cache", "<title>RadScribe</title>", "text/html; charset=utf-8"},
		{"/no-such-page", 404, "no-cache", "<title>RadScribe</title>", "text/html; charset=utf-8"},
		{"/admin/feedback/extra", 404, "no-cache", "<title>RadScribe</title>", "text/html; charset=utf-8"},
	}
	for _, tt := range tests {
		t.Run(tt.target, func(t *testing.T) {
			rec := get(t, h, tt.target)
			assert.Equal(t, tt.status, rec.Code)
			assert.Contains(t, rec.Body.String(), tt.body)
			if tt.cache != "" {
				assert.Equal(t, tt.cache, rec.Header().Get("Cache-Control"))
			}
			if tt.contentType != "" {
				assert.Equal(t, tt.contentType, rec.Header().Get("Content-Type"))
			}
		})
	}
}

func TestRevalidationAnswersNotModified(t *testing.T) {
	h, err := New(testUI(), testPages)
	require.NoError(t, err)
	first := get(t, h, "/")
	etag := first.Header().Get("ETag")
	require.NotEmpty(t, etag)
	again := get(t, h, "/profile", "If-None-Match", etag)
	assert.Equal(t, http.StatusNotModified, again.Code)
}

// Any path but a page or a file is answered with the app, which shows its 404 page, and 404:
// compressed as the page is, never 304.
func TestUnknownPathsAnswerTheAppWithNotFound(t *testing.T) {
	h, err := New(testUI(), testPages)
	require.NoError(t, err)
	etag := get(t, h, "/").Header().Get("ETag")

	missing := get(t, h, "/no-such-page", "If-None-Match", etag)
	assert.Equal(t, http.StatusNotFound, missing.Code, "not 304")
	assert.Equal(t, "<!doctype html><title>RadScribe</title>", missing.Body.String())
	assert.Empty(t, missing.Header().Get("ETag"))
	assert.Equal(t, "39", missing.Header().Get("Content-Length"))

	req := httptest.NewRequest(http.MethodHead, "/no-such-page", nil)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	assert.Equal(t, http.StatusNotFound, rec.Code)
	assert.Empty(t, rec.Body.String())

	zipped := get(t, h, "/no-such-page", "Accept-Encoding", "gzip")
	assert.Equal(t, http.StatusNotFound, zipped.Code)
	assert.Equal(t, "Accept-Encoding", zipped.Header().Get("Vary"))
}

// The server knows the app's pages from the list the app's router is checked against
// (ui/src/app/routes.test.ts): each is answered with 200, a path beside them with 404.
func TestTheAppsPagesAreAnsweredWithOK(t *testing.T) {
	pages, err := ui.PagePaths()
	require.NoError(t, err)
	h, err := New(testUI(), PagePaths(pages))
	require.NoError(t, err)
	for _, page := range pages {
		assert.Equal(t, http.StatusOK, get(t, h, page).Code, page)
		assert.Equal(t, http.StatusNotFound, get(t, h, strings.TrimSuffix(page, "/")+"/no-such-page").Code, page)
	}
}

func TestUnbuiltUIExplainsHowToBuildIt(t *testing.T) {
	h, err := New(fstest.MapFS{".gitkeep": {}}, testPages)
	require.NoError(t, err)
	rec := get(t, h, "/")
	assert.Equal(t, http.StatusServiceUnavailable, rec.Code)
	assert.Contains(t, rec.Body.String(), "make build")
}

func TestTextFilesAreServedPrecompressed(t *testing.T) {
	bundle := []byte(strings.Repeat("function render(){return null};", 200))
	h, err := New(fstest.MapFS{
		"index.html":         {Data: []byte(strings.Repeat("<p>RadScribe</p>", 50))},
		"assets/app-1a2b.js": {Data: bundle},
		"assets/logo.png":    {Data: []byte("\x89PNG....")},
	}, testPages)
	require.NoError(t, err)

	zipped := get(t, h, "/assets/app-1a2b.js", "Accept-Encoding", "br, gzip;q=0.8")
	assert.Equal(t, "gzip", zipped.Header().Get("Content-Encoding"))
	assert.Equal(t, "Accept-Encoding", zipped.Header().Get("Vary"))
	assert.Equal(t, "text/javascript; charset=utf-8", zipped.Header().Get("Content-Type"))
	zr, err := gzip.NewReader(zipped.Body)
	require.NoError(t, err)
	unzipped, err := io.ReadAll(zr)
	require.NoError(t, err)
	assert.Equal(t, bundle, unzipped)

	plain := get(t, h, "/assets/app-1a2b.js")
	assert.Empty(t, plain.Header().Get("Content-Encoding"))
	assert.Equal(t, bundle, plain.Body.Bytes())
	assert.NotEqual(t, plain.Header().Get("ETag"), zipped.Header().Get("ETag"), "each encoding has its own ETag")

	assert.Equal(t, "gzip", get(t, h, "/profile", "Accept-Encoding", "gzip").Header().Get("Content-Encoding"))
	assert.Empty(t, get(t, h, "/assets/logo.png", "Accept-Encoding", "gzip").Header().Get("Content-Encoding"))
}
