package http

import (
	"context"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"github.com/gin-contrib/gzip"
	"github.com/gin-gonic/gin"

	"github.com/radscribe/radscribe/adapters/sanitize"
	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/adapters/system"
	"github.com/radscribe/radscribe/application/templates"
	"github.com/radscribe/radscribe/application/templates/library"
	"github.com/radscribe/radscribe/config"
)

// BenchmarkMedicalTemplates compares the list of default templates (the shipped library, on
// SQLite) as it was sent before, read, encoded and compressed on every request, with the
// cached answer: gzip, plain, and 304 to a browser that has the current list.
func BenchmarkMedicalTemplates(b *testing.B) {
	gin.SetMode(gin.ReleaseMode)
	service := benchTemplateService(b)
	uncached := func(c *gin.Context) {
		list, err := service.ListMaster(c.Request.Context())
		if err != nil {
			writeError(c, err)
			return
		}
		c.JSON(http.StatusOK, listOf(list, newMasterTemplateResponse))
	}
	before := gin.New()
	before.Group("/api", gzip.Gzip(gzip.DefaultCompression)).GET("/medical-templates", uncached)
	after := gin.New()
	after.Group("/api", gzip.Gzip(gzip.DefaultCompression, gzip.WithExcludedPathsRegexs([]string{"^" + regexp.QuoteMeta(masterTemplatesPath) + "$"}))).
		GET("/medical-templates", newTemplateHandler(service).listMaster)

	first := httptest.NewRecorder()
	after.ServeHTTP(first, httptest.NewRequest(http.MethodGet, masterTemplatesPath, nil))
	b.Logf("list: %d bytes of JSON", first.Body.Len())
	etag := first.Header().Get("ETag")

	for _, bench := range []struct {
		name    string
		engine  *gin.Engine
		headers []string
		status  int
	}{
		{"before/gzip", before, []string{"Accept-Encoding", "gzip"}, http.StatusOK},
		{"before/plain", before, nil, http.StatusOK},
		{"cached/gzip", after, []string{"Accept-Encoding", "gzip"}, http.StatusOK},
		{"cached/plain", after, nil, http.StatusOK},
		{"cached/not-modified", after, []string{"If-None-Match", etag}, http.StatusNotModified},
	} {
		b.Run(bench.name, func(b *testing.B) {
			req := httptest.NewRequest(http.MethodGet, masterTemplatesPath, nil)
			for i := 0; i+1 < len(bench.headers); i += 2 {
				req.Header.Set(bench.headers[i], bench.headers[i+1])
			}
			var sent int
			b.ReportAllocs()
			for b.Loop() {
				w := httptest.NewRecorder()
				bench.engine.ServeHTTP(w, req)
				if w.Code != bench.status {
					b.Fatalf("status %d", w.Code)
				}
				sent = w.Body.Len()
			}
			b.ReportMetric(float64(sent), "bytes/answer")
		})
	}
}

// benchTemplateService is the template use cases on a fresh SQLite file holding the library.
func benchTemplateService(b *testing.B) *templates.Service {
	b.Helper()
	ctx := context.Background()
	cfg := config.Database{Driver: config.DriverSQLite, DSN: filepath.Join(b.TempDir(), "bench.db"),
		MaxOpenConns: 4, MaxIdleConns: 2, ConnMaxLifetime: time.Minute, ConnMaxIdleTime: time.Minute, BusyTimeout: 5 * time.Second}
	db, err := store.Open(ctx, cfg)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { _ = store.Close(db) })
	if _, err := store.Migrate(ctx, db); err != nil {
		b.Fatal(err)
	}
	service := templates.NewService(store.NewMasterTemplates(db), store.NewUserTemplates(db), sanitize.New(), systemClock{}, system.IDGenerator{})
	entries, err := library.Templates()
	if err != nil {
		b.Fatal(err)
	}
	if _, err := service.Seed(ctx, entries); err != nil {
		b.Fatal(err)
	}
	return service
}
