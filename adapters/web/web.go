// Package web serves the built single-page app: static files with cache headers that suit
// hashed and unhashed names, and index.html for every client-side route.
package web

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"net/http"
	"path"
	"strings"
	"time"

	"github.com/radscribe/radscribe/adapters/internal/contentcoding"
)

const (
	indexFile = "index.html"
	// hashedDir holds the bundler's content-hashed files, which never change under one name.
	hashedDir           = "assets/"
	cacheHashed         = "public, max-age=31536000, immutable"
	cacheUnhashed       = "public, max-age=3600"
	cacheIndex          = "no-cache"
	messageUIMissing    = "The web interface has not been built into this binary. Build it with `make build` (or start with `make run`)."
	contentTypeTextUTF8 = "text/plain; charset=utf-8"
)

// compressible lists the text formats of a UI build; they are gzipped once at start-up, which
// costs milliseconds once instead of milliseconds per request.
var compressible = map[string]bool{
	".html": true, ".js": true, ".mjs": true, ".css": true, ".svg": true, ".json": true,
	".map": true, ".txt": true, ".webmanifest": true, ".xml": true,
}

type file struct {
	content []byte
	etag    string
	gzipped []byte // nil when compression does not pay
}

// Handler serves the UI from memory; the whole build is a few hundred kilobytes.
type Handler struct {
	files map[string]file
}

// New loads every file of the built UI and computes its ETag once.
func New(files fs.FS) (*Handler, error) {
	h := &Handler{files: map[string]file{}}
	err := fs.WalkDir(files, ".", func(name string, entry fs.DirEntry, err error) error {
		if err != nil || entry.IsDir() || strings.HasPrefix(path.Base(name), ".") {
			return err
		}
		content, err := fs.ReadFile(files, name)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(content)
		f := file{content: content, etag: `"` + hex.EncodeToString(sum[:16]) + `"`}
		if compressible[path.Ext(name)] {
			if f.gzipped, err = compress(content); err != nil {
				return err
			}
		}
		h.files[name] = f
		return nil
	})
	return h, err
}

// ServeHTTP answers GET and HEAD for UI paths; the router sends only those here.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	name := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
	if f, ok := h.files[name]; ok && name != indexFile {
		cache := cacheUnhashed
		if strings.HasPrefix(name, hashedDir) {
			cache = cacheHashed
		}
		serve(w, r, name, f, cache)
		return
	}
	// A missing hashed file is a stale page asking for an old build: answering it with
	// index.html would be run as a script and fail confusingly.
	if strings.HasPrefix(name, hashedDir) {
		http.NotFound(w, r)
		return
	}
	index, ok := h.files[indexFile]
	if !ok {
		w.Header().Set("Content-Type", contentTypeTextUTF8)
		w.WriteHeader(http.StatusServiceUnavailable)
		_, _ = w.Write([]byte(messageUIMissing + "\n"))
		return
	}
	serve(w, r, indexFile, index, cacheIndex)
}

func serve(w http.ResponseWriter, r *http.Request, name string, f file, cache string) {
	h := w.Header()
	h.Set("Cache-Control", cache)
	content, etag := f.content, f.etag
	if f.gzipped != nil {
		h.Set("Vary", "Accept-Encoding")
		if contentcoding.AcceptsGzip(r.Header.Get("Accept-Encoding")) {
			content, etag = f.gzipped, strings.TrimSuffix(f.etag, `"`)+`-gz"`
			h.Set("Content-Encoding", "gzip")
		}
	}
	h.Set("ETag", etag)
	http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(content))
}

func compress(content []byte) ([]byte, error) {
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(content); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	if buf.Len() >= len(content) {
		return nil, nil
	}
	return buf.Bytes(), nil
}
