package contentcoding

import (
	"bytes"
	"compress/gzip"
	"io"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestGzipCompressesWhatGunzipGivesBack(t *testing.T) {
	content := bytes.Repeat([]byte(`{"name":"CT Thorax","language":"de"},`), 200)

	compressed, err := Gzip(content)

	require.NoError(t, err)
	assert.Less(t, len(compressed), len(content)/10)
	r, err := gzip.NewReader(bytes.NewReader(compressed))
	require.NoError(t, err)
	back, err := io.ReadAll(r)
	require.NoError(t, err)
	assert.Equal(t, content, back)
}
