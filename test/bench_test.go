package test

import (
	"context"
	"io"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	httpadapter "github.com/radscribe/radscribe/adapters/http"
	"github.com/radscribe/radscribe/adapters/web"
	billingapp "github.com/radscribe/radscribe/application/billing"
	dictationapp "github.com/radscribe/radscribe/application/dictation"
	"github.com/radscribe/radscribe/application/system"
	"github.com/radscribe/radscribe/config"
)

type alwaysUp struct{}

func (alwaysUp) Ping(context.Context) error { return nil }

// syntheticBundle resembles a minified JavaScript bundle: identifiers and punctuation that
// compress about as well as real code.
func syntheticBundle(size int) []byte {
	words := []string{"function", "return", "const", "this.props", "useState", "=>", "{", "}", "(", ")", ";", "antd", "dispatch", "null", "children"}
	r := rand.New(rand.NewPCG(1, 2))
	var b strings.Builder
	for b.Len() < size {
		b.WriteString(words[r.IntN(len(words))])
		b.WriteByte(' ')
	}
	return []byte(b.String())
}

func benchRouter(b *testing.B) http.Handler {
	b.Helper()
	ui, err := web.New(fstest.MapFS{
		"index.html":          {Data: []byte(`<!doctype html><html lang="en"><head><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`)},
		"assets/index-abc.js": {Data: syntheticBundle(400 << 10)},
	}, web.PagePaths{"/", "/privacy"})
	if err != nil {
		b.Fatal(err)
	}
	cfg, err := config.Load("")
	if err != nil {
		b.Fatal(err)
	}
	// The router reads the upload limit from the dictation use cases; no speech engine is needed.
	dictation := dictationapp.NewService(dictationapp.Stores{}, nil, dictationapp.SpeechSettings{Provider: "none", MaxAudioBytes: 25 << 20}, nil, nil, dictationapp.Budget{}, nil, nil)
	// Billing without a payment provider: the site-info answer says the server sells nothing.
	billing := billingapp.NewService(billingapp.Stores{}, nil, nil, nil, billingapp.Settings{}, nil)
	services := httpadapter.Services{System: system.NewService(alwaysUp{}), Dictation: dictation, Billing: billing}
	router, err := httpadapter.NewRouter(cfg.HTTP, cfg.Company, cfg.Auth.Session, slog.New(slog.NewTextHandler(io.Discard, nil)), services, ui, httpadapter.JobsView{}, httpadapter.Metrics{})
	if err != nil {
		b.Fatal(err)
	}
	return router
}

func benchmarkGet(b *testing.B, target string, gzip bool) {
	router := benchRouter(b)
	b.ReportAllocs()
	for b.Loop() {
		req := httptest.NewRequest(http.MethodGet, target, nil)
		req.Host = "localhost:8080" // the default http.public_url's host
		if gzip {
			req.Header.Set("Accept-Encoding", "gzip")
		}
		rec := httptest.NewRecorder()
		router.ServeHTTP(rec, req)
		if rec.Code != http.StatusOK {
			b.Fatalf("%s: %d", target, rec.Code)
		}
	}
}

func BenchmarkIndexForClientRoute(b *testing.B) { benchmarkGet(b, "/privacy", true) }
func BenchmarkBundle400KiBGzip(b *testing.B)    { benchmarkGet(b, "/assets/index-abc.js", true) }
func BenchmarkBundle400KiBPlain(b *testing.B)   { benchmarkGet(b, "/assets/index-abc.js", false) }
func BenchmarkHealthz(b *testing.B)             { benchmarkGet(b, "/healthz", false) }
func BenchmarkSiteInfo(b *testing.B)            { benchmarkGet(b, "/api/site-info", true) }
