package web

import "sync"

// lazyGzip is a file's gzip form, made on the first request that takes gzip rather than at
// start-up: compressing the whole build at the best level took most of the server's start-up
// time, while most browsers take the build's brotli form instead.
type lazyGzip struct {
	once    sync.Once
	gzipped []byte // nil when compression does not pay
}

// of returns the gzip form of content, compressing it on the first call; nil when z is nil (a
// format that is not text) or when gzip would not make the file smaller.
func (z *lazyGzip) of(content []byte) []byte {
	if z == nil {
		return nil
	}
	z.once.Do(func() {
		// compress fails only when writing to memory fails; the file is then sent as it is.
		z.gzipped, _ = compress(content)
	})
	return z.gzipped
}
