package web

import (
	"net/http"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The build writes name.br next to name; the server sends those bytes as they are, so any bytes
// stand in for brotli here.
func brotliUI() fstest.MapFS {
	return fstest.MapFS{
		"index.html":              {Data: []byte(strings.Repeat("<p>RadScribe</p>", 50))},
		"index.html.br":           {Data: []byte("brotli index")},
		"assets/app-1a2b.js":      {Data: []byte(strings.Repeat("function render(){return null};", 200))},
		"assets/app-1a2b.js.br":   {Data: []byte("brotli app")},
		"favicon.svg":             {Data: []byte(strings.Repeat("<svg><path/></svg>", 20))},
		".vite/manifest.json":     {Data: []byte(`{"index.html":{}}`)},
		"assets/logo-9f8e.png":    {Data: []byte("\x89PNG....")},
		"assets/logo-9f8e.png.br": {Data: []byte("not a text file")},
	}
}

func TestBrotliFormsGoToClientsThatAcceptBrotli(t *testing.T) {
	h, err := New(brotliUI(), testPages)
	require.NoError(t, err)

	tests := []struct {
		target, acceptEncoding, encoding, body string
	}{
		{"/assets/app-1a2b.js", "gzip, deflate, br, zstd", "br", "brotli app"},
		{"/assets/app-1a2b.js", "br", "br", "brotli app"},
		{"/assets/app-1a2b.js", "*", "br", "brotli app"},
		{"/assets/app-1a2b.js", "br;q=0, gzip", "gzip", ""},
		{"/assets/app-1a2b.js", "gzip;q=1, br;q=0.5", "gzip", ""},
		{"/assets/app-1a2b.js", "", "", "function render()"},
		{"/profile", "gzip, br", "br", "brotli index"},
		{"/favicon.svg", "br, gzip", "gzip", ""},
	}
	for _, tt := range tests {
		t.Run(tt.target+" "+tt.acceptEncoding, func(t *testing.T) {
			rec := get(t, h, tt.target, "Accept-Encoding", tt.acceptEncoding)
			assert.Equal(t, http.StatusOK, rec.Code)
			assert.Equal(t, tt.encoding, rec.Header().Get("Content-Encoding"))
			assert.Equal(t, "Accept-Encoding", rec.Header().Get("Vary"))
			assert.Contains(t, rec.Body.String(), tt.body)
		})
	}
}

func TestEachEncodingHasItsOwnETagAndRevalidates(t *testing.T) {
	h, err := New(brotliUI(), testPages)
	require.NoError(t, err)
	brotli := get(t, h, "/assets/app-1a2b.js", "Accept-Encoding", "br")
	gzipped := get(t, h, "/assets/app-1a2b.js", "Accept-Encoding", "gzip")
	plain := get(t, h, "/assets/app-1a2b.js")
	etags := []string{brotli.Header().Get("ETag"), gzipped.Header().Get("ETag"), plain.Header().Get("ETag")}
	assert.Len(t, map[string]bool{etags[0]: true, etags[1]: true, etags[2]: true}, 3, "ETags %v", etags)
	assert.True(t, strings.HasSuffix(etags[0], `-br"`), etags[0])

	again := get(t, h, "/assets/app-1a2b.js", "Accept-Encoding", "br", "If-None-Match", etags[0])
	assert.Equal(t, http.StatusNotModified, again.Code)
}

func TestBuildFilesThatAreNotPagesAreNotServed(t *testing.T) {
	h, err := New(brotliUI(), testPages)
	require.NoError(t, err)

	// A brotli form is only ever sent in place of its file.
	assert.Equal(t, http.StatusNotFound, get(t, h, "/assets/app-1a2b.js.br").Code)
	// The build's manifest is for the build's size check, not for browsers.
	manifest := get(t, h, "/.vite/manifest.json")
	assert.Equal(t, "text/html; charset=utf-8", manifest.Header().Get("Content-Type"))
	assert.NotContains(t, manifest.Body.String(), "index.html")
	// Only text formats get a brotli form; a binary file's stray .br is a file of its own.
	assert.Empty(t, get(t, h, "/assets/logo-9f8e.png", "Accept-Encoding", "br").Header().Get("Content-Encoding"))
	assert.Equal(t, "not a text file", get(t, h, "/assets/logo-9f8e.png.br").Body.String())
}
