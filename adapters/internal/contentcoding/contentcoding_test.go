package contentcoding

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestAcceptsGzip(t *testing.T) {
	for header, want := range map[string]bool{
		"": false, "gzip": true, "GZIP": true, "br, gzip": true, "deflate": false,
		"gzip;q=0": false, "gzip; q=0.5": true, "*": true, "identity, *;q=0": false,
		"gzip;q=0.000": false, "*, gzip;q=0": false, "gzip;q=0, *": false,
	} {
		assert.Equal(t, want, AcceptsGzip(header), header)
	}
}

func TestPreferredTakesTheHighestRatedAvailableCodingAndTheServersOrderOnTies(t *testing.T) {
	for header, want := range map[string]string{
		"":                        "",
		"gzip, deflate, br, zstd": "br",
		"gzip, br":                "br",
		"br;q=0, gzip":            "gzip",
		"br, gzip;q=0":            "br",
		"gzip;q=1, br;q=0.5":      "gzip",
		"BR; Q=0.9, gzip;q=0.8":   "br",
		"*":                       "br",
		"*;q=0.5, br;q=0":         "gzip",
		"identity":                "",
		"deflate, zstd":           "",
		"br;q=0, gzip;q=0":        "",
	} {
		assert.Equal(t, want, Preferred(header, "br", "gzip"), header)
	}
}
