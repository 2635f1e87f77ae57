package http

import (
	"compress/gzip"
	"io"
	"net/http"
	"sync"

	"github.com/gin-gonic/gin"

	"github.com/radscribe/radscribe/adapters/internal/contentcoding"
)

// compressMinLength is the size from which an answer is compressed. Below it, about one TCP
// segment, compressing saves no round trip and costs more CPU than the bytes it saves; most
// API answers (the user, a vocabulary entry, an error) are that small.
const compressMinLength = 1400

// compressMiddleware compresses answers of compressMinLength bytes or more with gzip for the
// clients that accept it, except on excludedPaths (answers that stream, or that come
// compressed already). An answer is held until it is known to reach that size, and takes a
// gzip writer from a pool only then: writers are large (about 800 KB each), and one held
// through every request in flight, as a writer taken before the handler runs is, would
// multiply that by the number of concurrent requests. BestSpeed: a dynamic answer of a few
// kilobytes compresses almost as well as at the default level, in a fraction of the time,
// and without clearing the default level's 640 KB of match tables for every answer.
func compressMiddleware(excludedPaths ...string) gin.HandlerFunc {
	excluded := make(map[string]bool, len(excludedPaths))
	for _, path := range excludedPaths {
		excluded[path] = true
	}
	writers := &sync.Pool{New: func() any {
		w, _ := gzip.NewWriterLevel(io.Discard, gzip.BestSpeed) // a valid level never fails
		return w
	}}
	return func(c *gin.Context) {
		if excluded[c.Request.URL.Path] || !contentcoding.AcceptsGzip(c.GetHeader("Accept-Encoding")) {
			c.Next()
			return
		}
		c.Writer.Header().Add("Vary", "Accept-Encoding")
		w := &compressWriter{ResponseWriter: c.Writer, writers: writers}
		c.Writer = w
		answered := false
		defer func() {
			// A panic: what was held is dropped and the recovery's answer goes out as it is.
			if !answered {
				w.abandon()
			}
			c.Writer = w.ResponseWriter
		}()
		c.Next()
		w.finish()
		answered = true
	}
}

// compressWriter holds an answer's first bytes until it is known whether they reach
// compressMinLength, then writes the answer compressed or as it is.
type compressWriter struct {
	gin.ResponseWriter
	writers *sync.Pool
	held    []byte
	gz      *gzip.Writer
	plain   bool
}

func (w *compressWriter) Write(p []byte) (int, error) {
	switch {
	case w.gz != nil:
		return w.gz.Write(p)
	case w.plain:
		return w.ResponseWriter.Write(p)
	case len(w.held)+len(p) < compressMinLength:
		w.held = append(w.held, p...)
		return len(p), nil
	}
	w.decide(true)
	if w.gz != nil {
		return w.gz.Write(p)
	}
	return w.ResponseWriter.Write(p)
}

func (w *compressWriter) WriteString(s string) (int, error) { return w.Write([]byte(s)) }

// Flush sends what is held: an answer that flushes streams, and goes out as it is unless it
// is already being compressed.
func (w *compressWriter) Flush() {
	if w.gz != nil {
		_ = w.gz.Flush()
	} else {
		w.decide(false)
	}
	w.ResponseWriter.Flush()
}

// decide starts the answer, compressed when compress is true, its headers are still to be sent
// and the handler has not encoded it itself, and writes what was held.
func (w *compressWriter) decide(compress bool) {
	header := w.ResponseWriter.Header()
	if compress && !w.ResponseWriter.Written() && header.Get("Content-Encoding") == "" && bodyAllowed(w.ResponseWriter.Status()) {
		w.gz = w.writers.Get().(*gzip.Writer)
		w.gz.Reset(w.ResponseWriter)
		header.Set("Content-Encoding", "gzip")
		header.Del("Content-Length")
		_, _ = w.gz.Write(w.held)
	} else {
		w.plain = true
		if len(w.held) > 0 {
			_, _ = w.ResponseWriter.Write(w.held)
		}
	}
	w.held = nil
}

// finish ends the answer once the handlers are done.
func (w *compressWriter) finish() {
	if w.gz == nil {
		if !w.plain && len(w.held) > 0 {
			_, _ = w.ResponseWriter.Write(w.held)
		}
		w.held = nil
		return
	}
	_ = w.gz.Close()
	w.release()
}

// abandon drops what was held and hands the writer back.
func (w *compressWriter) abandon() {
	w.held = nil
	if w.gz != nil {
		w.release()
	}
}

func (w *compressWriter) release() {
	w.gz.Reset(io.Discard)
	w.writers.Put(w.gz)
	w.gz = nil
}

// bodyAllowed reports whether an answer of status may have a body (RFC 9110).
func bodyAllowed(status int) bool {
	return status >= http.StatusOK && status != http.StatusNoContent && status != http.StatusNotModified
}
