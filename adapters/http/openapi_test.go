package http

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"maps"
	"net/http"
	"regexp"
	"slices"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/gin-gonic/gin"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/http/openapi"
)

// undocumentedRoutes are the routes the OpenAPI document leaves out on purpose, with the reason.
var undocumentedRoutes = map[string]string{
	JobsViewPath:            "River UI, a third-party app mounted whole for admins' browsers: its pages and its own API",
	JobsViewPath + "/*path": "River UI, a third-party app mounted whole for admins' browsers: its pages and its own API",
	MetricsPath:             "Prometheus' text format for scrapers, behind its bearer token (served only when one is configured)",
}

// loadOpenAPI is the document as served, loaded and validated.
func loadOpenAPI(t *testing.T) *openapi3.T {
	t.Helper()
	raw, err := openapi.JSON()
	require.NoError(t, err)
	return loadOpenAPIFrom(t, raw)
}

func loadOpenAPIFrom(t *testing.T, raw []byte) *openapi3.T {
	t.Helper()
	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromData(raw)
	require.NoError(t, err)
	require.NoError(t, doc.Validate(loader.Context))
	return doc
}

func TestTheOpenAPIDocumentIsValid(t *testing.T) {
	doc := loadOpenAPIFrom(t, openapi.YAML())
	assert.Equal(t, "3.0.3", doc.OpenAPI)
	served := loadOpenAPI(t)
	assert.Equal(t, doc.Paths.Len(), served.Paths.Len(), "the JSON served is the YAML written")
	for _, name := range []string{"sessionCookie", "secureSessionCookie"} {
		scheme := served.Components.SecuritySchemes[name]
		require.NotNil(t, scheme, name)
		assert.Equal(t, "cookie", scheme.Value.In, name)
	}
	cookies := cookieJar{}
	secure := cookieJar{secure: true}
	assert.Equal(t, cookies.sessionName(), served.Components.SecuritySchemes["sessionCookie"].Value.Name)
	assert.Equal(t, secure.sessionName(), served.Components.SecuritySchemes["secureSessionCookie"].Value.Name)
	errorBodyFields := []string{"code", "message"}
	documented := slices.Sorted(maps.Keys(served.Components.Schemas["Error"].Value.Properties))
	assert.Equal(t, errorBodyFields, documented, "the Error schema is writeError's body")
	raw, err := json.Marshal(errorBody{Message: "Not found", Code: "some_code"})
	require.NoError(t, err)
	var body any
	require.NoError(t, json.Unmarshal(raw, &body))
	assert.NoError(t, served.Components.Schemas["Error"].Value.VisitJSON(body))
}

// routeParameter matches a path parameter as gin (":id", "*path") and OpenAPI ("{id}") write it.
var routeParameter = regexp.MustCompile(`:[^/]+|\*[^/]+|\{[^}/]+\}`)

// routeKey is a route as "METHOD /path/{}": parameter names are documentation, their places are
// the route (GET /user-prompt-history/:promptType and DELETE .../:id share one OpenAPI path).
func routeKey(method, path string) string {
	return method + " " + routeParameter.ReplaceAllString(path, "{}")
}

// undocumented compares the router's routes with the document's operations: the routes the
// document lacks, and the operations no route serves.
func undocumented(routes gin.RoutesInfo, doc *openapi3.T) (missing, stale []string) {
	served := map[string]bool{}
	for _, r := range routes {
		if _, skipped := undocumentedRoutes[r.Path]; skipped {
			continue
		}
		key := routeKey(r.Method, r.Path)
		served[key] = true
		if !documentsOperation(doc, key) {
			missing = append(missing, r.Method+" "+r.Path)
		}
	}
	for path, item := range doc.Paths.Map() {
		for method := range item.Operations() {
			if !served[routeKey(method, path)] {
				stale = append(stale, method+" "+path)
			}
		}
	}
	slices.Sort(missing)
	slices.Sort(stale)
	return missing, stale
}

func documentsOperation(doc *openapi3.T, key string) bool {
	for path, item := range doc.Paths.Map() {
		for method := range item.Operations() {
			if routeKey(method, path) == key {
				return true
			}
		}
	}
	return false
}

func TestTheOpenAPIDocumentHasEveryRoute(t *testing.T) {
	doc := loadOpenAPI(t)
	env := newTestEnv(t)
	env.withUsage(t)
	router := env.router(t, testHTTPConfig(), nil)
	routes := router.Routes()
	missing, stale := undocumented(routes, doc)
	assert.Empty(t, missing, "routes without an operation in adapters/http/openapi/openapi.yaml")
	assert.Empty(t, stale, "operations in adapters/http/openapi/openapi.yaml that no route serves")
	t.Logf("%d routes of gin, documented as %d operations on %d paths", len(routes), countOperations(doc), doc.Paths.Len())

	router.GET("/api/undocumented-example", func(*gin.Context) {})
	missing, _ = undocumented(router.Routes(), doc)
	assert.Equal(t, []string{"GET /api/undocumented-example"}, missing, "a route added without documenting it is named")
}

func countOperations(doc *openapi3.T) int {
	n := 0
	for _, item := range doc.Paths.Map() {
		n += len(item.Operations())
	}
	return n
}

// The document is public, compressed for clients that accept it and revalidated by its ETag.
func TestTheOpenAPIDocumentIsServedToEveryone(t *testing.T) {
	router := newTestRouter(t, testHTTPConfig(), &fakeDatabase{}, nil)
	want, err := openapi.JSON()
	require.NoError(t, err)

	plain := do(router, http.MethodGet, openAPIPath, nil)
	require.Equal(t, http.StatusOK, plain.Code, plain.Body.String())
	assert.Equal(t, "application/json; charset=utf-8", plain.Header().Get("Content-Type"))
	assert.Equal(t, openAPICacheControl, plain.Header().Get("Cache-Control"))
	assert.JSONEq(t, string(want), plain.Body.String())
	loadOpenAPIFrom(t, plain.Body.Bytes())
	etag := plain.Header().Get("ETag")
	require.NotEmpty(t, etag)

	again := do(router, http.MethodGet, openAPIPath, nil, "If-None-Match", etag)
	assert.Equal(t, http.StatusNotModified, again.Code)
	assert.Empty(t, again.Body.Bytes())

	gzipped := do(router, http.MethodGet, openAPIPath, nil, "Accept-Encoding", "gzip")
	require.Equal(t, http.StatusOK, gzipped.Code)
	assert.Equal(t, "gzip", gzipped.Header().Get("Content-Encoding"))
	assert.NotEqual(t, etag, gzipped.Header().Get("ETag"), "each form has its own ETag")
	assert.Less(t, gzipped.Body.Len(), plain.Body.Len()/4)
	reader, err := gzip.NewReader(bytes.NewReader(gzipped.Body.Bytes()))
	require.NoError(t, err)
	unzipped, err := io.ReadAll(reader)
	require.NoError(t, err)
	assert.Equal(t, plain.Body.Bytes(), unzipped)

	head := do(router, http.MethodHead, openAPIPath, nil)
	assert.Equal(t, http.StatusOK, head.Code)
	assert.Equal(t, etag, head.Header().Get("ETag"))
}
