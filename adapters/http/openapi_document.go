package http

import (
	"encoding/json"
	"sync"

	"github.com/gin-gonic/gin"

	"github.com/radscribe/radscribe/adapters/http/openapi"
)

// openAPIPath serves the OpenAPI document of the API, for everyone: it holds nothing private.
const openAPIPath = "/api/openapi.json"

// openAPICacheControl lets browsers and proxies keep the document, asking each time whether it
// is still current (304 by its ETag until a new release).
const openAPICacheControl = "public, no-cache"

// openAPIHandler answers the document as JSON, brotli or gzip compressed when the client accepts it. It is
// converted from YAML and compressed on the first request, which keeps that work out of the
// server's start.
func openAPIHandler() gin.HandlerFunc {
	document := sync.OnceValues(func() (*encodedList, error) {
		raw, err := openapi.JSON()
		if err != nil {
			return nil, err
		}
		return encodeList("", json.RawMessage(raw))
	})
	return func(c *gin.Context) {
		encoded, err := document()
		if err != nil {
			writeError(c, err)
			return
		}
		serveEncodedList(c, encoded, openAPICacheControl)
	}
}
