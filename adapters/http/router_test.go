package http

import (
	"bytes"
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/system"
	"github.com/radscribe/radscribe/config"
)

type fakeDatabase struct{ err error }

func (f *fakeDatabase) Ping(context.Context) error { return f.err }

type fakeUI struct{}

func (fakeUI) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	_, _ = io.WriteString(w, "<html>app shell for "+r.URL.Path+"</html>")
}

func testHTTPConfig() config.HTTP {
	return config.HTTP{
		Addr: "127.0.0.1:0", PublicURL: "http://localhost:8080", MaxBodyBytes: 1024,
		ReadTimeout: time.Second, WriteTimeout: time.Second, IdleTimeout: time.Second, ShutdownTimeout: 5 * time.Second,
	}
}

func newTestRouter(t *testing.T, cfg config.HTTP, db *fakeDatabase, logs io.Writer) *gin.Engine {
	t.Helper()
	env := newTestEnv(t)
	env.services.System = system.NewService(db)
	return env.router(t, cfg, logs)
}

func (env *testEnv) router(t *testing.T, cfg config.HTTP, logs io.Writer) *gin.Engine {
	t.Helper()
	if logs == nil {
		logs = io.Discard
	}
	company := config.Company{LegalName: "Example Radiology Ltd", ContactEmail: "help@example.com"}
	router, err := NewRouter(cfg, company, testSessionConfig(), slog.New(slog.NewTextHandler(logs, nil)), env.services, fakeUI{}, env.jobsView, Metrics{})
	require.NoError(t, err)
	return router
}

// do sends a request to the test configuration's public host, or to the "Host" among headers.
func do(router http.Handler, method, target string, body io.Reader, headers ...string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, target, body)
	req.Host = "localhost:8080"
	for i := 0; i+1 < len(headers); i += 2 {
		if headers[i] == "Host" {
			req.Host = headers[i+1]
			continue
		}
		req.Header.Set(headers[i], headers[i+1])
	}
	rec := httptest.NewRecorder()
	router.ServeHTTP(rec, req)
	return rec
}

func TestRoutes(t *testing.T) {
	router := newTestRouter(t, testHTTPConfig(), &fakeDatabase{}, nil)
	tests := []struct {
		method, target string
		status         int
		body           string
	}{
		{"GET", "/healthz", 200, `{"status":"ok"}`},
		{"HEAD", "/healthz", 200, ""},
		{"GET", "/readyz", 200, `{"status":"ready"}`},
		{"GET", "/api/no-such-endpoint", 404, `{"message":"Not found"}`},
		{"POST", "/api/no-such-endpoint", 404, `{"message":"Not found"}`},
		{"GET", "/api", 404, `{"message":"Not found"}`},
		{"GET", "/api/auth/user", 401, `{"message":"You are not signed in."}`},
		{"GET", "/api/subscription/status", 401, `{"message":"You are not signed in."}`},
		{"GET", "/api/auth/providers", 200, `{"google":false}`},
		{"GET", "/api/site-info", 200, `{"legalName":"Example Radiology Ltd","address":"","contactEmail":"help@example.com","communityUrl":"","paymentsEnabled":false}`},
		{"POST", "/healthz", 405, `{"message":"This method is not allowed here."}`},
		{"GET", "/privacy", 200, "app shell for /privacy"},
		{"GET", "/", 200, "app shell for /"},
		{"POST", "/privacy", 404, `{"message":"Not found"}`},
	}
	for _, tt := range tests {
		t.Run(tt.method+" "+tt.target, func(t *testing.T) {
			rec := do(router, tt.method, tt.target, nil)
			assert.Equal(t, tt.status, rec.Code)
			if strings.HasPrefix(tt.body, "{") {
				assert.JSONEq(t, tt.body, rec.Body.String())
			} else {
				assert.Contains(t, rec.Body.String(), tt.body)
			}
		})
	}
}

func TestReadyzFollowsTheDatabaseWithoutRestart(t *testing.T) {
	db := &fakeDatabase{}
	router := newTestRouter(t, testHTTPConfig(), db, nil)
	assert.Equal(t, 200, do(router, "GET", "/readyz", nil).Code)

	db.err = errors.New("connection refused")
	rec := do(router, "GET", "/readyz", nil)
	assert.Equal(t, 503, rec.Code)
	assert.Contains(t, rec.Body.String(), "The database is unreachable")
	assert.NotContains(t, rec.Body.String(), "connection refused", "causes stay in the log")
	assert.Equal(t, 200, do(router, "GET", "/healthz", nil).Code, "liveness does not depend on the database")

	db.err = nil
	assert.Equal(t, 200, do(router, "GET", "/readyz", nil).Code)
}

func TestSecurityHeaders(t *testing.T) {
	for _, tt := range []struct {
		publicURL string
		wantHSTS  bool
	}{{"http://localhost:8080", false}, {"https://radscribe.example.com", true}} {
		t.Run(tt.publicURL, func(t *testing.T) {
			cfg := testHTTPConfig()
			cfg.PublicURL = tt.publicURL
			rec := do(newTestRouter(t, cfg, &fakeDatabase{}, nil), "GET", "/", nil, "Host", strings.TrimPrefix(strings.TrimPrefix(tt.publicURL, "https://"), "http://"))
			h := rec.Header()
			assert.Contains(t, h.Get("Content-Security-Policy"), "frame-ancestors 'none'")
			assert.Contains(t, h.Get("Content-Security-Policy"), "script-src 'self';")
			assert.Equal(t, "nosniff", h.Get("X-Content-Type-Options"))
			assert.Equal(t, "strict-origin-when-cross-origin", h.Get("Referrer-Policy"))
			assert.Equal(t, "DENY", h.Get("X-Frame-Options"))
			assert.Equal(t, tt.wantHSTS, h.Get("Strict-Transport-Security") != "")
		})
	}
}

func TestResetPageSendsNoReferrer(t *testing.T) {
	router := newTestRouter(t, testHTTPConfig(), &fakeDatabase{}, nil)
	assert.Equal(t, "no-referrer", do(router, "GET", "/reset-password?token=abc", nil).Header().Get("Referrer-Policy"))
	assert.Equal(t, "strict-origin-when-cross-origin", do(router, "GET", "/login", nil).Header().Get("Referrer-Policy"))
}

func TestRequestIDIsEchoedOnlyWhenSafe(t *testing.T) {
	router := newTestRouter(t, testHTTPConfig(), &fakeDatabase{}, nil)
	assert.Equal(t, "upstream-id-12345", do(router, "GET", "/healthz", nil, "X-Request-ID", "upstream-id-12345").Header().Get("X-Request-ID"))
	forged := do(router, "GET", "/healthz", nil, "X-Request-ID", "x\nlevel=ERROR").Header().Get("X-Request-ID")
	assert.Regexp(t, `^[0-9a-f]{24}$`, forged)
}

func TestRequestLogHasNoQueryAndNoBody(t *testing.T) {
	var logs bytes.Buffer
	router := newTestRouter(t, testHTTPConfig(), &fakeDatabase{}, &logs)
	do(router, "POST", "/api/no-such-endpoint?token=secret-token", strings.NewReader(`{"transcript":"left lung nodule"}`))
	line := logs.String()
	assert.Contains(t, line, "method=POST")
	assert.Contains(t, line, "path=/api/no-such-endpoint")
	assert.Contains(t, line, "status=404")
	assert.Contains(t, line, "duration_ms=")
	assert.Contains(t, line, "request_id=")
	assert.NotContains(t, line, "secret-token")
	assert.NotContains(t, line, "lung nodule")
}

func TestPanicsAnswerJSONAndAreLogged(t *testing.T) {
	var logs bytes.Buffer
	router := newTestRouter(t, testHTTPConfig(), &fakeDatabase{}, &logs)
	router.GET("/api/test-panic", func(*gin.Context) { panic("boom") })
	rec := do(router, "GET", "/api/test-panic", nil)
	assert.Equal(t, 500, rec.Code)
	assert.JSONEq(t, `{"message":"Something went wrong on our side. Please try again."}`, rec.Body.String())
	assert.Contains(t, logs.String(), "panic=boom")
}

func TestBodyLimit(t *testing.T) {
	router := newTestRouter(t, testHTTPConfig(), &fakeDatabase{}, nil)
	router.POST("/api/test-echo", func(c *gin.Context) {
		body, err := io.ReadAll(c.Request.Body)
		if err != nil {
			writeError(c, err)
			return
		}
		c.String(200, "%d", len(body))
	})
	assert.Equal(t, "1024", do(router, "POST", "/api/test-echo", bytes.NewReader(make([]byte, 1024))).Body.String())

	declared := do(router, "POST", "/api/test-echo", bytes.NewReader(make([]byte, 1025)))
	assert.Equal(t, 413, declared.Code)
	assert.JSONEq(t, `{"message":"The request is too large: at most 1024 bytes are accepted."}`, declared.Body.String())

	req := httptest.NewRequest("POST", "/api/test-echo", io.MultiReader(bytes.NewReader(make([]byte, 2048))))
	req.Host = "localhost"
	req.ContentLength = -1
	streamed := httptest.NewRecorder()
	router.ServeHTTP(streamed, req)
	assert.Equal(t, 413, streamed.Code, "a body without Content-Length is cut at the limit too")
}

func TestClientIPTrustsOnlyConfiguredProxies(t *testing.T) {
	for _, tt := range []struct {
		name    string
		proxies []string
		want    string
	}{
		{"no proxies by default", nil, "192.0.2.10"},
		{"configured proxy", []string{"192.0.2.0/24"}, "203.0.113.7"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			cfg := testHTTPConfig()
			cfg.TrustedProxies = tt.proxies
			router := newTestRouter(t, cfg, &fakeDatabase{}, nil)
			router.GET("/api/test-ip", func(c *gin.Context) { c.String(200, c.ClientIP()) })
			req := httptest.NewRequest("GET", "/api/test-ip", nil)
			req.Host = "localhost"
			req.RemoteAddr = "192.0.2.10:5555"
			req.Header.Set("X-Forwarded-For", "203.0.113.7")
			rec := httptest.NewRecorder()
			router.ServeHTTP(rec, req)
			assert.Equal(t, tt.want, rec.Body.String())
		})
	}
}

// API answers pass through the compression (middleware_compress_test.go): the small ones,
// such as the site's details, go out as they are.
func TestAPIAnswersAreGzipped(t *testing.T) {
	router := newTestRouter(t, testHTTPConfig(), &fakeDatabase{}, nil)
	small := do(router, "GET", "/api/site-info", nil, "Accept-Encoding", "gzip")
	assert.Less(t, small.Body.Len(), compressMinLength)
	assert.Empty(t, small.Header().Get("Content-Encoding"))
	assert.Equal(t, "Accept-Encoding", small.Header().Get("Vary"))
	assert.Empty(t, do(router, "GET", "/api/site-info", nil).Header().Get("Content-Encoding"))
}
