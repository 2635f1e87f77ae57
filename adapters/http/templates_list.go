package http

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/andybalholm/brotli"
	"github.com/gin-gonic/gin"

	"github.com/radscribe/radscribe/adapters/internal/contentcoding"
	"github.com/radscribe/radscribe/application/templates"
)

// masterTemplatesPath is the list of default templates: the largest answer the app reads on
// every start, the same for every user until an admin changes a template. It is encoded and
// compressed once per change (brotli and gzip) and revalidated by its ETag, so the gzip
// middleware skips it.
const masterTemplatesPath = "/api/medical-templates"

// masterTemplatesCacheControl lets the browser keep the list but ask each time whether it is
// still current (answered 304 without a body when it is); private, since it needs a session.
const masterTemplatesCacheControl = "private, no-cache"

// encodedList is a JSON answer the same for many requests (the list of default templates, the
// OpenAPI document) as sent: its JSON and the JSON's brotli and gzip forms, each with its ETag
// and length, made once per version.
type encodedList struct {
	version                string // templates.Service.MasterVersion when it was read
	plain, brotli, gzipped encodedForm
}

// encodedForm is one content coding's form of an encodedList.
type encodedForm struct {
	coding string // the Content-Encoding, "" for none
	body   []byte
	etag   string
	length string
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

// listBrotliLevel compresses a list once per version: a level short of brotli's best, which
// takes several times as long for about a hundredth fewer bytes while requests wait for it.
const listBrotliLevel = 9

// encodeList encodes v as c.JSON does, compresses it, and names each form by the JSON's content
// (so that servers sharing a database name the same list alike) and its coding.
func encodeList(version string, v any) (*encodedList, error) {
	raw, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	gzipped, err := contentcoding.Gzip(raw)
	if err != nil {
		return nil, err
	}
	var brotlied bytes.Buffer
	bw := brotli.NewWriterLevel(&brotlied, listBrotliLevel)
	if _, err := bw.Write(raw); err != nil {
		return nil, err
	}
	if err := bw.Close(); err != nil {
		return nil, err
	}
	sum := sha256.Sum256(raw)
	tag := base64.RawURLEncoding.EncodeToString(sum[:18])
	form := func(coding, suffix string, body []byte) encodedForm {
		return encodedForm{coding: coding, body: body, etag: `"` + tag + suffix + `"`, length: strconv.Itoa(len(body))}
	}
	return &encodedList{
		version: version,
		plain:   form("", "", raw),
		brotli:  form(codingBrotli, "-br", brotlied.Bytes()),
		gzipped: form(codingGzip, "-gz", gzipped),
	}, nil
}

// The content codings an encodedList is kept in, brotli first: it is the smaller.
const (
	codingBrotli = "br"
	codingGzip   = "gzip"
)

// serveEncodedList answers with the list in the form the client accepts (brotli, else gzip,
// else plain JSON), or 304 when the client's copy is that form's current one.
func serveEncodedList(c *gin.Context, list *encodedList, cacheControl string) {
	h := c.Writer.Header()
	h.Set("Cache-Control", cacheControl)
	h.Set("Vary", "Accept-Encoding")
	form := list.plain
	switch contentcoding.Preferred(c.GetHeader("Accept-Encoding"), codingBrotli, codingGzip) {
	case codingBrotli:
		form = list.brotli
	case codingGzip:
		form = list.gzipped
	}
	h.Set("ETag", form.etag)
	if noneMatch(c.GetHeader("If-None-Match"), form.etag) {
		c.Status(http.StatusNotModified)
		return
	}
	if form.coding != "" {
		h.Set("Content-Encoding", form.coding)
	}
	h.Set("Content-Length", form.length)
	c.Data(http.StatusOK, "application/json; charset=utf-8", form.body)
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
