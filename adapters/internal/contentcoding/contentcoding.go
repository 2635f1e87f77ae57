// Package contentcoding reads the request headers that choose a response's content coding, for
// the adapters that serve precompressed bytes.
package contentcoding

import "strings"

// AcceptsGzip reads an Accept-Encoding header: "gzip" or "*" listed without q=0.
func AcceptsGzip(header string) bool {
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		coding = strings.ToLower(strings.TrimSpace(coding))
		if coding != "gzip" && coding != "*" {
			continue
		}
		q := strings.ReplaceAll(strings.ToLower(params), " ", "")
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
}
