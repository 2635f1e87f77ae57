package web

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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

func TestServesFilesWithCacheHeadersAndIndexForClientRoutes(t *testing.T) {
	h, err := New(testUI())
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
		{"/index.html", 200, "no-cache", "<title>RadScribe</title>", "text/html; charset=utf-8"},
		{"/assets/index-abc123.js", 200, "public, max-age=31536000, immutable", "console.log(1)", "text/javascript; charset=utf-8"},
		{"/favicon.svg", 200, "public, max-age=3600", "<svg/>", "image/svg+xml"},
		{"/assets/index-old999.js", 404, "", "404 page not found", ""},
		{"/.gitkeep", 200, "no-cache", "<title>RadScribe</title>", "text/html; charset=utf-8"},
		{"/../../etc/passwd", 200, "no-cache", "<title>RadScribe</title>", "text/html; charset=utf-8"},
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
	h, err := New(testUI())
	require.NoError(t, err)
	first := get(t, h, "/")
	etag := first.Header().Get("ETag")
	require.NotEmpty(t, etag)
	again := get(t, h, "/profile", "If-None-Match", etag)
	assert.Equal(t, http.StatusNotModified, again.Code)
}

func TestUnbuiltUIExplainsHowToBuildIt(t *testing.T) {
	h, err := New(fstest.MapFS{".gitkeep": {}})
	require.NoError(t, err)
	rec := get(t, h, "/")
	assert.Equal(t, http.StatusServiceUnavailable, rec.Code)
	assert.Contains(t, rec.Body.String(), "make build")
}
