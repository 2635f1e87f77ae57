package contentcoding

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestAcceptsGzip(t *testing.T) {
	for header, want := range map[string]bool{
		"": false, "gzip": true, "GZIP": true, "br, gzip": true, "deflate": false,
		"gzip;q=0": false, "gzip; q=0.5": true, "*": true, "identity, *;q=0": false,
	} {
		assert.Equal(t, want, AcceptsGzip(header), header)
	}
}
