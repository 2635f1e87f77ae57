package http

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/config"
)

func TestBindAcceptsOneJSONValueOnly(t *testing.T) {
	router := newTestRouter(t, testHTTPConfig(), &fakeDatabase{}, nil)
	const login = `{"email":"anna@klinik.de","password":"Sonograf1e!"}`
	tests := []struct {
		name, body string
		status     int
	}{
		{"one object", login, 401},
		{"white space after it", login + " \r\n\t", 401},
		{"unknown fields are ignored", `{"email":"anna@klinik.de","password":"x","role":"admin"}`, 401},
		{"garbage after it", login + " garbage", 400},
		{"a second object", login + login, 400},
		{"a stray brace", login + "}", 400},
		{"a number after it", login + " 1", 400},
		{"no body", "", 400},
		{"a list", `[]`, 400},
		{"cut short", `{"email":"anna@klinik.de"`, 400},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := do(router, http.MethodPost, "/api/auth/email/login", strings.NewReader(tt.body), "Content-Type", "application/json")
			assert.Equal(t, tt.status, rec.Code, rec.Body.String())
			if tt.status == 400 {
				assert.JSONEq(t, `{"message":"The request is not valid JSON."}`, rec.Body.String())
			}
		})
	}
	big := do(router, http.MethodPost, "/api/auth/email/login", strings.NewReader(login+strings.Repeat(" ", 2048)))
	assert.Equal(t, http.StatusRequestEntityTooLarge, big.Code, "trailing white space still counts against the body limit")
}

// Names, vocabulary words and prompts refuse control characters and direction overrides with
// 400 and a message naming the field (the rule: domain/plaintext).
func TestTextFieldsRefuseControlCharacters(t *testing.T) {
	env := newTestEnv(t)
	base := env.start(t)
	visitor := newBrowser(t, base)
	form := registration("anna@klinik.de")
	form["lastName"] = "Berg\u202e"
	refused := visitor.post("/api/auth/email/register", form)
	assert.Equal(t, 400, refused.status)
	assert.Equal(t, "Last name contains an invisible control character (U+202E). Please remove it.", refused.body["message"])
	assert.Zero(t, env.mail.count())

	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	tests := []struct {
		name, method, path string
		body               map[string]any
		want               string
	}{
		{
			"vocabulary word", http.MethodPost, "/api/vocabulary",
			map[string]any{"originalWord": "new\x00monia", "correctedWord": "pneumonia", "language": "en"},
			"Original word contains an invisible control character (U+0000). Please remove it.",
		},
		{
			"custom prompt", http.MethodPut, "/api/profile/prompts",
			map[string]any{"customCorrectionPrompt": "Correct \u2067this"},
			"Correction prompt contains an invisible control character (U+2067). Please remove it.",
		},
		{
			"saved prompt's name", http.MethodPost, "/api/user-prompt-history",
			map[string]any{"promptType": "template_population", "name": "Mi\nne", "promptText": "Fill it."},
			"Prompt name contains an invisible control character (U+000A). Please remove it.",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := anna.send(tt.method, tt.path, tt.body)
			assert.Equal(t, 400, got.status)
			assert.Equal(t, tt.want, got.message(t))
		})
	}
	kept := anna.send(http.MethodPut, "/api/profile/prompts", map[string]any{"customCorrectionPrompt": "Correct:\r\n\t- spelling"})
	assert.Equal(t, 200, kept.status, "a prompt keeps its lines and tabs")
}

func TestRequestsForOtherHostNamesAreRefused(t *testing.T) {
	development := testHTTPConfig()
	production := testHTTPConfig()
	production.PublicURL = "https://radscribe.example.com"
	proxied := production
	proxied.AllowedHosts = []string{"radscribe.internal", "10.0.0.5"}
	plainIP := testHTTPConfig()
	plainIP.PublicURL = "http://192.0.2.80:8080"
	tests := []struct {
		name   string
		cfg    config.HTTP
		target string
		host   string
		status int
	}{
		{"the public host", development, "/api/auth/providers", "localhost:8080", 200},
		{"development: localhost on another port", development, "/api/auth/providers", "localhost:5173", 200},
		{"development: 127.0.0.1", development, "/api/auth/providers", "127.0.0.1:41234", 200},
		{"development: [::1]", development, "/api/auth/providers", "[::1]:8080", 200},
		{"development: another name", development, "/api/auth/providers", "evil.example", 421},
		{"development: a name ending in localhost", development, "/api/auth/providers", "localhost.evil.example", 421},
		{"production: the public host", production, "/api/auth/providers", "radscribe.example.com", 200},
		{"production: in capitals, with its port and a trailing dot", production, "/api/auth/providers", "RadScribe.Example.com.:443", 200},
		{"production: localhost", production, "/api/auth/providers", "localhost:8080", 421},
		{"production: the server's address", production, "/api/auth/providers", "127.0.0.1", 421},
		{"production: a rebound name", production, "/", "attacker.example", 421},
		{"production: an allowed host", proxied, "/api/auth/providers", "radscribe.internal:8080", 200},
		{"production: an allowed address", proxied, "/api/auth/providers", "10.0.0.5", 200},
		{"a public IP address", plainIP, "/api/auth/providers", "192.0.2.80:8080", 200},
		{"a public IP address is no development", plainIP, "/api/auth/providers", "localhost:8080", 421},
		{"liveness answers any host", production, "/healthz", "10.1.2.3:8080", 200},
		{"readiness answers any host", production, "/readyz", "10.1.2.3", 200},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			router := newTestRouter(t, tt.cfg, &fakeDatabase{}, nil)
			rec := do(router, http.MethodGet, tt.target, nil, "Host", tt.host)
			assert.Equal(t, tt.status, rec.Code, rec.Body.String())
			if tt.status == 421 {
				assert.JSONEq(t, `{"message":"This server does not answer for this host name."}`, rec.Body.String())
			}
		})
	}
	head := do(newTestRouter(t, production, &fakeDatabase{}, nil), http.MethodHead, "/healthz", nil, "Host", "10.1.2.3")
	assert.Equal(t, 200, head.Code)
}

// startRouter serves the app as start does and returns its router too, to walk its routes.
func (env *testEnv) startRouter(t *testing.T) (string, []routeInfo) {
	t.Helper()
	cfg := testHTTPConfig()
	cfg.TrustedProxies = []string{"127.0.0.1"}
	router := env.router(t, cfg, nil)
	server := httptest.NewServer(router)
	t.Cleanup(server.Close)
	var routes []routeInfo
	for _, r := range router.Routes() {
		routes = append(routes, routeInfo{method: r.Method, path: r.Path})
	}
	return server.URL, routes
}

type routeInfo struct{ method, path string }

// apiGets lists the API's GET routes with their parameters filled in, leaving out the sign-out
// (which would end the session the walk uses).
func apiGets(routes []routeInfo) []string {
	var paths []string
	for _, r := range routes {
		if r.method != http.MethodGet || !isAPIPath(r.path) || r.path == "/api/logout" {
			continue
		}
		path := r.path
		for _, param := range []string{":promptType", ":id"} {
			path = strings.ReplaceAll(path, param, "template_population")
		}
		paths = append(paths, path)
	}
	return paths
}

// Every API answer to a signed-in user, and every other API answer too, is kept out of caches;
// the public site details and tutorial videos keep their own caching, and the default
// templates and the OpenAPI document are revalidated by their ETags.
func TestAPIAnswersAreNotStored(t *testing.T) {
	env := newTestEnv(t)
	base, routes := env.startRouter(t)
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	gets := apiGets(routes)
	require.Greater(t, len(gets), 10)
	for _, path := range gets {
		got := anna.send(http.MethodGet, path, nil)
		want := "no-store"
		switch path {
		case "/api/site-info", "/api/tutorials":
			want = "public, max-age=300"
		case masterTemplatesPath:
			want = masterTemplatesCacheControl
		case openAPIPath:
			want = openAPICacheControl
		}
		assert.Equal(t, want, got.header.Get("Cache-Control"), "GET %s (%d)", path, got.status)
	}
	for _, answer := range []reply{
		anna.send(http.MethodPost, "/api/auth/email/login", map[string]string{"email": "anna@klinik.de", "password": "Sonograf1e!"}),
		anna.send(http.MethodPost, "/api/vocabulary", map[string]string{"originalWord": "a", "correctedWord": "b"}),
		anna.send(http.MethodGet, "/api/no-such-endpoint", nil),
		newBrowser(t, base).send(http.MethodGet, "/api/auth/user", nil),
	} {
		assert.Equal(t, "no-store", answer.header.Get("Cache-Control"), answer.status)
	}
	assert.NotEqual(t, "no-store", anna.send(http.MethodGet, "/", nil).header.Get("Cache-Control"), "the UI has its own caching")
}

// HEAD is answered wherever GET is, with GET's status and headers and no body.
func TestHEADIsAnsweredWhereGETIs(t *testing.T) {
	env := newTestEnv(t)
	base, routes := env.startRouter(t)
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	for _, path := range apiGets(routes) {
		head := anna.send(http.MethodHead, path, nil)
		get := anna.send(http.MethodGet, path, nil)
		assert.Equal(t, get.status, head.status, "HEAD %s", path)
		assert.Empty(t, head.raw, "HEAD %s has no body", path)
		assert.Equal(t, get.header.Get("Content-Type"), head.header.Get("Content-Type"), "HEAD %s", path)
	}
	visitor := newBrowser(t, base)
	assert.Equal(t, 401, visitor.send(http.MethodHead, "/api/auth/user", nil).status)
	assert.Equal(t, 404, visitor.send(http.MethodHead, "/api/no-such-endpoint", nil).status)
	assert.Equal(t, 405, visitor.send(http.MethodHead, "/api/auth/email/login", nil).status, "no GET, no HEAD")
	assert.Equal(t, 200, visitor.send(http.MethodHead, "/privacy", nil).status, "the UI answers HEAD itself")
}

func TestHEADIsLoggedAsHEADOnce(t *testing.T) {
	var logs bytes.Buffer
	router := newTestRouter(t, testHTTPConfig(), &fakeDatabase{}, &logs)
	rec := do(router, http.MethodHead, "/api/site-info", nil, "X-Request-ID", "head-request-1")
	assert.Equal(t, 200, rec.Code)
	assert.Equal(t, "head-request-1", rec.Header().Get("X-Request-ID"))
	lines := strings.Split(strings.TrimSpace(logs.String()), "\n")
	require.Len(t, lines, 1, logs.String())
	assert.Contains(t, lines[0], "method=HEAD")
	assert.Contains(t, lines[0], "status=200")
}

// The real server sends no body with an answer to HEAD, whatever the handler wrote.
func TestHEADOverTheWireHasNoBody(t *testing.T) {
	env := newTestEnv(t)
	base := env.start(t)
	resp, err := http.Head(base + "/api/site-info")
	require.NoError(t, err)
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	assert.Equal(t, 200, resp.StatusCode)
	assert.Empty(t, body)
	assert.Equal(t, "application/json; charset=utf-8", resp.Header.Get("Content-Type"))
}
