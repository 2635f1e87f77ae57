package builtin

import "github.com/radscribe/radscribe/domain/memo"

// Bounds of the templates kept read: a radiologist fills the same few templates all day, so a
// few hundred cover every user of a server, and a template's text is a few kilobytes.
const (
	templateCacheItems = 256
	templateCacheBytes = 32 << 20
)

// templateCache keeps templates read into their sections' lines (parseTemplate) by their text
// and language, so a template filled again is not read again.
type templateCache struct {
	kept *memo.Bounded[templateKey, map[string]*block]
}

type templateKey struct{ code, doc string }

func newTemplateCache() *templateCache {
	return &templateCache{kept: memo.New[templateKey, map[string]*block](templateCacheItems, templateCacheBytes)}
}

// read returns doc read for language l: the reading kept, or one made now and kept. Without a
// cache it reads doc each time.
func (c *templateCache) read(doc string, l *language) map[string]*block {
	if c == nil {
		return parseTemplate(doc, l)
	}
	key := templateKey{l.code, doc}
	if blocks, ok := c.kept.Get(key); ok {
		return blocks
	}
	blocks := parseTemplate(doc, l)
	c.kept.Put(key, blocks, len(doc))
	return blocks
}
