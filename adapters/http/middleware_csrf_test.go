package http

import (
	"crypto/tls"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/gin-gonic/gin"
	"github.com/stretchr/testify/assert"
)

// TestCSRFComparesTheScheme: an origin passes when it is the public URL's or the host the
// request was sent to with the scheme it was sent by; the same host with the other scheme is
// another site.
func TestCSRFComparesTheScheme(t *testing.T) {
	const production, development = "https://radscribe.example.com", "http://localhost:8080"
	proxies := []string{"10.0.0.0/8", "192.0.2.7"}
	tests := []struct {
		name      string
		publicURL string
		host      string
		tls       bool
		peer      string // RemoteAddr; 203.0.113.9:40000 when empty
		forwarded string // X-Forwarded-Proto
		origin    string
		want      int
	}{
		{"https public URL, its origin", production, "radscribe.example.com", false, "", "", "https://radscribe.example.com", 200},
		{"https public URL, the http origin of its host", production, "radscribe.example.com", false, "", "", "http://radscribe.example.com", 403},
		{"https public URL, another name over https", production, "radscribe.internal", false, "", "", "https://radscribe.internal", 200},
		{"https public URL, another name over http", production, "radscribe.internal", false, "", "", "http://radscribe.internal", 403},
		{"host and origin in another case", production, "RadScribe.Internal", false, "", "", "https://radscribe.internal", 200},
		{"http public URL, its origin", development, "localhost:8080", false, "", "", "http://localhost:8080", 200},
		{"http public URL, the https origin of its host", development, "localhost:8080", false, "", "", "https://localhost:8080", 403},
		{"http public URL, another loopback name", development, "127.0.0.1:8080", false, "", "", "http://127.0.0.1:8080", 200},
		{"http public URL, another loopback name over https", development, "127.0.0.1:8080", false, "", "", "https://127.0.0.1:8080", 403},
		{"over TLS, the https origin", development, "localhost:8443", true, "", "", "https://localhost:8443", 200},
		{"over TLS, the http origin", development, "localhost:8443", true, "", "", "http://localhost:8443", 403},
		{"a trusted proxy says http", production, "radscribe.internal", false, "10.1.2.3:40000", "http", "http://radscribe.internal", 200},
		{"a trusted proxy says http, the https origin", production, "radscribe.internal", false, "10.1.2.3:40000", "http", "https://radscribe.internal", 403},
		{"a trusted proxy by address says http", production, "radscribe.internal", false, "192.0.2.7:40000", "HTTP, https", "http://radscribe.internal", 200},
		{"a trusted proxy says something else", production, "radscribe.internal", false, "10.1.2.3:40000", "ws", "http://radscribe.internal", 403},
		{"a trusted proxy says https", development, "localhost:8080", false, "10.1.2.3:40000", "https", "https://localhost:8080", 200},
		{"an untrusted peer says http", production, "radscribe.example.com", false, "203.0.113.9:40000", "http", "http://radscribe.example.com", 403},
		{"the public origin whatever the request", production, "radscribe.internal", false, "10.1.2.3:40000", "http", "https://radscribe.example.com", 200},
		{"another site", production, "radscribe.example.com", false, "", "", "https://evil.example", 403},
		{"no origin", production, "radscribe.example.com", false, "", "", "", 200},
		{"null origin", production, "radscribe.example.com", false, "", "", "null", 403},
		{"null origin without a public URL", "", "radscribe.example.com", false, "", "", "null", 403},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			engine := gin.New()
			engine.Use(csrfMiddleware(tt.publicURL, proxies))
			engine.POST("/change", func(c *gin.Context) { c.Status(http.StatusOK) })
			engine.GET("/change", func(c *gin.Context) { c.Status(http.StatusOK) })
			send := func(method string) *httptest.ResponseRecorder {
				req := httptest.NewRequest(method, "/change", nil)
				req.Host = tt.host
				if tt.peer != "" {
					req.RemoteAddr = tt.peer
				} else {
					req.RemoteAddr = "203.0.113.9:40000"
				}
				if tt.tls {
					req.TLS = &tls.ConnectionState{}
				}
				if tt.forwarded != "" {
					req.Header.Set("X-Forwarded-Proto", tt.forwarded)
				}
				if tt.origin != "" {
					req.Header.Set("Origin", tt.origin)
				}
				rec := httptest.NewRecorder()
				engine.ServeHTTP(rec, req)
				return rec
			}
			got := send(http.MethodPost)
			assert.Equal(t, tt.want, got.Code)
			if tt.want == http.StatusForbidden {
				assert.Contains(t, got.Body.String(), messageCrossSite)
			}
			assert.Equal(t, http.StatusOK, send(http.MethodGet).Code, "reads are not state changes")
		})
	}
}

// TestRouterRefusesTheOtherScheme: the API and the jobs view take the rule with the
// configuration's public URL and trusted proxies.
func TestRouterRefusesTheOtherScheme(t *testing.T) {
	cfg := testHTTPConfig()
	cfg.PublicURL = "https://radscribe.example.com"
	router := newTestRouter(t, cfg, &fakeDatabase{}, nil)
	for _, path := range []string{"/api/contact", JobsViewPath + "/api/jobs/retry"} {
		got := do(router, http.MethodPost, path, nil, "Host", "radscribe.example.com", "Origin", "http://radscribe.example.com")
		assert.Equal(t, http.StatusForbidden, got.Code, path)
		assert.Contains(t, got.Body.String(), messageCrossSite, path)
		got = do(router, http.MethodPost, path, nil, "Host", "radscribe.example.com", "Origin", "https://radscribe.example.com")
		assert.NotEqual(t, http.StatusForbidden, got.Code, path)
	}
}
