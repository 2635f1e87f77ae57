package http

import (
	"bytes"
	"compress/gzip"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func compressRouter(t *testing.T) *gin.Engine {
	t.Helper()
	gin.SetMode(gin.ReleaseMode)
	engine := gin.New()
	engine.Use(recoveryMiddleware(slog.New(slog.DiscardHandler)), compressMiddleware("/excluded"))
	text := func(n int) string { return strings.Repeat("normal liver ", n/13+1)[:n] }
	engine.GET("/small", func(c *gin.Context) { c.String(http.StatusOK, text(compressMinLength-1)) })
	engine.GET("/large", func(c *gin.Context) { c.String(http.StatusOK, text(5000)) })
	engine.GET("/excluded", func(c *gin.Context) { c.String(http.StatusOK, text(5000)) })
	engine.GET("/pieces", func(c *gin.Context) {
		c.Status(http.StatusOK)
		for range 10 {
			_, _ = c.Writer.WriteString(text(400))
		}
	})
	engine.GET("/large-error", func(c *gin.Context) { c.String(http.StatusBadRequest, text(3000)) })
	engine.GET("/no-content", func(c *gin.Context) { c.Status(http.StatusNoContent) })
	engine.GET("/encoded", func(c *gin.Context) {
		c.Header("Content-Encoding", "br")
		c.Data(http.StatusOK, "application/octet-stream", []byte(text(3000)))
	})
	engine.GET("/stream", func(c *gin.Context) {
		_, _ = c.Writer.WriteString("first part")
		c.Writer.Flush()
		_, _ = c.Writer.WriteString(text(3000))
	})
	engine.GET("/panic", func(c *gin.Context) {
		_, _ = c.Writer.WriteString("half an answer")
		panic("broken")
	})
	return engine
}

func get(router http.Handler, path, acceptEncoding string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(http.MethodGet, path, nil)
	if acceptEncoding != "" {
		req.Header.Set("Accept-Encoding", acceptEncoding)
	}
	rec := httptest.NewRecorder()
	router.ServeHTTP(rec, req)
	return rec
}

func gunzip(t *testing.T, body []byte) string {
	t.Helper()
	r, err := gzip.NewReader(bytes.NewReader(body))
	require.NoError(t, err)
	plain, err := io.ReadAll(r)
	require.NoError(t, err)
	return string(plain)
}

func TestAnswersOfSomeSizeAreCompressed(t *testing.T) {
	router := compressRouter(t)
	for _, path := range []string{"/large", "/pieces", "/large-error"} {
		t.Run(path, func(t *testing.T) {
			plain := get(router, path, "")
			zipped := get(router, path, "gzip, deflate, br")
			assert.Empty(t, plain.Header().Get("Content-Encoding"))
			assert.Equal(t, "gzip", zipped.Header().Get("Content-Encoding"))
			assert.Equal(t, "Accept-Encoding", zipped.Header().Get("Vary"))
			assert.Equal(t, plain.Code, zipped.Code)
			assert.Less(t, zipped.Body.Len(), plain.Body.Len()/4)
			assert.Equal(t, plain.Body.String(), gunzip(t, zipped.Body.Bytes()))
		})
	}
}

func TestSmallAnswersGoOutAsTheyAre(t *testing.T) {
	router := compressRouter(t)
	small := get(router, "/small", "gzip")
	assert.Equal(t, http.StatusOK, small.Code)
	assert.Empty(t, small.Header().Get("Content-Encoding"))
	assert.Equal(t, "Accept-Encoding", small.Header().Get("Vary"), "a larger answer to the same request would be compressed")
	assert.Len(t, small.Body.String(), compressMinLength-1)

	empty := get(router, "/no-content", "gzip")
	assert.Equal(t, http.StatusNoContent, empty.Code)
	assert.Empty(t, empty.Header().Get("Content-Encoding"))
	assert.Zero(t, empty.Body.Len())
}

func TestCompressionLeavesSomeAnswersAlone(t *testing.T) {
	router := compressRouter(t)
	refused := get(router, "/large", "gzip;q=0, identity")
	assert.Empty(t, refused.Header().Get("Content-Encoding"), "a client that refuses gzip")

	excluded := get(router, "/excluded", "gzip")
	assert.Empty(t, excluded.Header().Get("Content-Encoding"), "an excluded path")
	assert.Empty(t, excluded.Header().Get("Vary"))

	encoded := get(router, "/encoded", "gzip, br")
	assert.Equal(t, "br", encoded.Header().Get("Content-Encoding"), "an answer the handler encoded itself")
	assert.Len(t, encoded.Body.String(), 3000)

	stream := get(router, "/stream", "gzip")
	assert.Empty(t, stream.Header().Get("Content-Encoding"), "an answer that streams from its first flush")
	assert.True(t, strings.HasPrefix(stream.Body.String(), "first part"))
	assert.Len(t, stream.Body.String(), len("first part")+3000)
}

func TestAPanicDropsTheHeldAnswer(t *testing.T) {
	got := get(compressRouter(t), "/panic", "gzip")
	assert.Equal(t, http.StatusInternalServerError, got.Code)
	assert.NotContains(t, got.Body.String(), "half an answer")
	assert.Empty(t, got.Header().Get("Content-Encoding"))
}

// The writers go back to the pool: a second answer reuses one, and both decode.
func TestCompressedAnswersInTurnAreWhole(t *testing.T) {
	router := compressRouter(t)
	first, second := get(router, "/large", "gzip"), get(router, "/pieces", "gzip")
	assert.Len(t, gunzip(t, first.Body.Bytes()), 5000)
	assert.Len(t, gunzip(t, second.Body.Bytes()), 4000)
}
