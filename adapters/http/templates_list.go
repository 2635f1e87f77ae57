package http

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/gin-gonic/gin"

	"github.com/radscribe/radscribe/adapters/internal/contentcoding"
	"github.com/radscribe/radscribe/application/templates"
)

// masterTemplatesPath is the list of default templates: the largest answer the app reads on
// every start, the same for every user until an admin changes a template. It is encoded and
// compressed once per change and revalidated by its ETag, so the gzip middleware skips it.
const masterTemplatesPath = "/api/medical-templates"

// masterTemplatesCacheControl lets the browser keep the list but ask each time whether it is
// still current (answered 304 without a body when it is); private, since it needs a session.
const masterTemplatesCacheControl = "private, no-cache"

// encodedList is a JSON answer the same for many requests (the list of default templates, the
// OpenAPI document) as sent: JSON, its gzip form and their ETags.
type encodedList struct {
	version                string // templates.Service.MasterVersion when it was read
	json, gzipped          []byte
	jsonETag, gzipETag     string
	jsonLength, gzipLength string
}

// masterListCache keeps the encoded list until the default templates change.
type masterListCache struct {
	templates *templates.Service
	current   atomic.Pointer[encodedList]
	rebuild   sync.Mutex // one request encodes a new list; the others wait for it
}

// get returns the encoded list of the current version: the cached one, or a new one. The
// version is read before the list, so a list read during a change is kept under the older
// version and replaced on the next request.
func (m *masterListCache) get(ctx context.Context) (*encodedList, error) {
	version, err := m.templates.MasterVersion(ctx)
	if err != nil {
		return nil, err
	}
	if cached := m.current.Load(); cached != nil && cached.version == version {
		return cached, nil
	}
	m.rebuild.Lock()
	defer m.rebuild.Unlock()
	if cached := m.current.Load(); cached != nil && cached.version == version {
		return cached, nil
	}
	list, err := m.templates.ListMaster(ctx)
	if err != nil {
		return nil, err
	}
	encoded, err := encodeList(version, listOf(list, newMasterTemplateResponse))
	if err != nil {
		return nil, err
	}
	m.current.Store(encoded)
	return encoded, nil
}

// encodeList encodes v as c.JSON does, compresses it, and names both forms by their content.
func encodeList(version string, v any) (*encodedList, error) {
	raw, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(raw); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	sum := sha256.Sum256(raw)
	tag := base64.RawURLEncoding.EncodeToString(sum[:18])
	return &encodedList{
		version: version, json: raw, gzipped: buf.Bytes(),
		jsonETag: `"` + tag + `"`, gzipETag: `"` + tag + `-gz"`,
		jsonLength: strconv.Itoa(len(raw)), gzipLength: strconv.Itoa(buf.Len()),
	}, nil
}

// serveEncodedList answers with the list in the form the client accepts, or 304 when the
// client's copy is that form's current one.
func serveEncodedList(c *gin.Context, list *encodedList, cacheControl string) {
	h := c.Writer.Header()
	h.Set("Cache-Control", cacheControl)
	h.Set("Vary", "Accept-Encoding")
	body, etag, length := list.json, list.jsonETag, list.jsonLength
	gzipped := contentcoding.AcceptsGzip(c.GetHeader("Accept-Encoding"))
	if gzipped {
		body, etag, length = list.gzipped, list.gzipETag, list.gzipLength
	}
	h.Set("ETag", etag)
	if noneMatch(c.GetHeader("If-None-Match"), etag) {
		c.Status(http.StatusNotModified)
		return
	}
	if gzipped {
		h.Set("Content-Encoding", "gzip")
	}
	h.Set("Content-Length", length)
	c.Data(http.StatusOK, "application/json; charset=utf-8", body)
}

// noneMatch reports whether an If-None-Match header names etag (weakly compared, as the
// header requires) or is "*".
func noneMatch(header, etag string) bool {
	if header == "" {
		return false
	}
	for _, tag := range strings.Split(header, ",") {
		tag = strings.TrimPrefix(strings.TrimSpace(tag), "W/")
		if tag == "*" || tag == etag {
			return true
		}
	}
	return false
}
