// Package contentcoding reads the request headers that choose a response's content coding, and
// compresses the bytes served precompressed, for the adapters that serve them.
package contentcoding

import (
	"strconv"
	"strings"
)

// AcceptsGzip reads an Accept-Encoding header: "gzip" or "*" listed without q=0.
func AcceptsGzip(header string) bool {
	return quality(header, "gzip") > 0
}

// Preferred picks, of the codings a response is available in (listed in the server's order of
// preference, which breaks ties), the one an Accept-Encoding header rates highest; "" when the
// header accepts none of them.
func Preferred(header string, available ...string) string {
	best, bestQuality := "", 0.0
	for _, coding := range available {
		if q := quality(header, coding); q > bestQuality {
			best, bestQuality = coding, q
		}
	}
	return best
}

// quality is the weight the header gives coding: its own entry's, else that of "*", else 0.
// Only a q that reads as a number counts; a malformed one leaves the default of 1.
func quality(header, coding string) float64 {
	wildcard := 0.0
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		switch strings.ToLower(strings.TrimSpace(name)) {
		case coding:
			return weight(params)
		case "*":
			wildcard = weight(params)
		}
	}
	return wildcard
}

func weight(params string) float64 {
	for _, param := range strings.Split(params, ";") {
		key, value, _ := strings.Cut(param, "=")
		if strings.ToLower(strings.TrimSpace(key)) != "q" {
			continue
		}
		if q, err := strconv.ParseFloat(strings.TrimSpace(value), 64); err == nil {
			return q
		}
	}
	return 1
}
