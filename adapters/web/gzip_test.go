package web

import (
	"compress/gzip"
	"io"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestGzipFormsAreMadeOnFirstUseNotAtStart(t *testing.T) {
	bundle := strings.Repeat("function render(){return null};", 200)
	h, err := New(fstest.MapFS{
		"index.html":         {Data: []byte(strings.Repeat("<p>RadScribe</p>", 50))},
		"assets/app-1a2b.js": {Data: []byte(bundle)},
	}, testPages)
	require.NoError(t, err)
	for name, f := range h.files {
		require.NotNil(t, f.gzipped, name)
		assert.Nil(t, f.gzipped.gzipped, "%s is not compressed before it is asked for", name)
	}

	assert.Empty(t, get(t, h, "/assets/app-1a2b.js").Header().Get("Content-Encoding"))
	assert.Nil(t, h.files["assets/app-1a2b.js"].gzipped.gzipped, "a client without gzip costs no compression")

	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			rec := get(t, h, "/assets/app-1a2b.js", "Accept-Encoding", "gzip")
			assert.Equal(t, "gzip", rec.Header().Get("Content-Encoding"))
			zr, err := gzip.NewReader(rec.Body)
			if assert.NoError(t, err) {
				unzipped, _ := io.ReadAll(zr)
				assert.Equal(t, bundle, string(unzipped))
			}
		})
	}
	wg.Wait()
	assert.NotNil(t, h.files["assets/app-1a2b.js"].gzipped.gzipped)
	assert.Nil(t, h.files["index.html"].gzipped.gzipped, "only the file asked for is compressed")
}
