// Package web serves the built single-page app: static files with cache headers that suit
// hashed and unhashed names, and index.html for every other path: with status 200 at the app's
// pages, with 404 elsewhere (where the app shows its 404 page).
package web

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"net/http"
	"path"
	"strconv"
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

// brotliSuffix names the brotli form of a file the UI build writes next to it (ui/vite.config.ts):
// brotli at its best is too slow to run at start-up, and beats gzip by about a tenth.
const brotliSuffix = ".br"

// Content codings offered, in order of preference when a client accepts both equally.
const (
	codingBrotli = "br"
	codingGzip   = "gzip"
)

// compressible lists the text formats of a UI build; each is gzipped once, when first asked for
// with gzip (gzip.go), which costs milliseconds once instead of milliseconds per request.
var compressible = map[string]bool{
	".html": true, ".js": true, ".mjs": true, ".css": true, ".svg": true, ".json": true,
	".map": true, ".txt": true, ".webmanifest": true, ".xml": true,
}

type file struct {
	content []byte
	etag    string
	gzipped *lazyGzip // nil for formats that are not text
	brotli  []byte    // nil when the build wrote no brotli form
}

// PagePaths are the paths the app shows a page at ("/", "/login", "/admin/jobs"); the app's
// router matches them whatever their case and with or without a trailing slash.
type PagePaths []string

// Handler serves the UI from memory; the whole build is a few hundred kilobytes.
type Handler struct {
	files map[string]file
	// pages holds the page paths in lower case, without the leading slash ("" for /).
	pages map[string]bool
}

// New loads every file of the built UI, computes its ETag once, and pairs it with its brotli form
// when the build wrote one. Hidden files and folders (the build's manifest in .vite) are not
// served. Paths other than pages and files are answered with index.html and status 404.
func New(files fs.FS, pages PagePaths) (*Handler, error) {
	h := &Handler{files: map[string]file{}, pages: map[string]bool{}}
	for _, page := range pages {
		h.pages[pageKey(page)] = true
	}
	err := fs.WalkDir(files, ".", func(name string, entry fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		hidden := name != "." && strings.HasPrefix(path.Base(name), ".")
		if entry.IsDir() && hidden {
			return fs.SkipDir
		}
		if entry.IsDir() || hidden {
			return nil
		}
		content, err := fs.ReadFile(files, name)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(content)
		f := file{content: content, etag: `"` + hex.EncodeToString(sum[:16]) + `"`}
		if compressible[path.Ext(name)] {
			f.gzipped = &lazyGzip{}
		}
		h.files[name] = f
		return nil
	})
	if err != nil {
		return nil, err
	}
	h.pairBrotliForms()
	return h, nil
}

// pairBrotliForms moves each name.br onto the file it compresses; one without its file stays an
// ordinary file.
func (h *Handler) pairBrotliForms() {
	for name, compressed := range h.files {
		originalName, isBrotli := strings.CutSuffix(name, brotliSuffix)
		original, ok := h.files[originalName]
		if !isBrotli || !ok || !compressible[path.Ext(originalName)] {
			continue
		}
		original.brotli = compressed.content
		h.files[originalName] = original
		delete(h.files, name)
	}
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
	if !h.pages[pageKey(r.URL.Path)] {
		serveNotFound(w, r, index)
		return
	}
	serve(w, r, indexFile, index, cacheIndex)
}

// pageKey is the form in which Handler.pages holds a path.
func pageKey(urlPath string) string {
	return strings.ToLower(strings.Trim(path.Clean("/"+urlPath), "/"))
}

// serveNotFound answers with the app, which shows its 404 page, and status 404. The answer is
// never 304 Not Modified: a status other than 200 cannot be revalidated.
func serveNotFound(w http.ResponseWriter, r *http.Request, index file) {
	h := w.Header()
	h.Set("Cache-Control", cacheIndex)
	h.Set("Content-Type", "text/html; charset=utf-8")
	content, coding := encoded(w, r, index)
	if coding != "" {
		h.Set("Content-Encoding", coding)
	}
	h.Set("Content-Length", strconv.Itoa(len(content)))
	w.WriteHeader(http.StatusNotFound)
	if r.Method != http.MethodHead {
		_, _ = w.Write(content)
	}
}

func serve(w http.ResponseWriter, r *http.Request, name string, f file, cache string) {
	h := w.Header()
	h.Set("Cache-Control", cache)
	content, coding := encoded(w, r, f)
	etag := f.etag
	if coding != "" {
		h.Set("Content-Encoding", coding)
		etag = strings.TrimSuffix(f.etag, `"`) + etagSuffix[coding]
	}
	h.Set("ETag", etag)
	http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(content))
}

// etagSuffix marks the ETag of each content coding's form of a file.
var etagSuffix = map[string]string{codingBrotli: `-br"`, codingGzip: `-gz"`}

// encoded is f's content in the coding the client prefers of those f has ("" for none); it
// sets Vary when f has any.
func encoded(w http.ResponseWriter, r *http.Request, f file) (content []byte, coding string) {
	var available []string
	if f.brotli != nil {
		available = append(available, codingBrotli)
	}
	if f.gzipped != nil {
		available = append(available, codingGzip)
	}
	if len(available) > 0 {
		w.Header().Set("Vary", "Accept-Encoding")
	}
	switch contentcoding.Preferred(r.Header.Get("Accept-Encoding"), available...) {
	case codingBrotli:
		return f.brotli, codingBrotli
	case codingGzip:
		if gzipped := f.gzipped.of(f.content); gzipped != nil {
			return gzipped, codingGzip
		}
	}
	return f.content, ""
}

func compress(content []byte) ([]byte, error) {
	gzipped, err := contentcoding.Gzip(content)
	if err != nil || len(gzipped) >= len(content) {
		return nil, err
	}
	return gzipped, nil
}
