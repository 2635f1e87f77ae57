package builtin

import (
	"sync"
)

// Bounds of the templates kept read: a radiologist fills the same few templates all day, so a
// few hundred cover every user of a server, and a template's text is a few kilobytes.
const (
	templateCacheItems = 256
	templateCacheBytes = 32 << 20
)

// templateCache keeps templates read into their sections' lines (parseTemplate) by their text
// and language, so a template filled again is not read again. What it keeps is only read once
// made, so requests share it. When full it starts again empty: the templates in use come back
// at their next fill.
type templateCache struct {
	mu     sync.Mutex
	blocks map[templateKey]map[string]*block
	bytes  int
}

type templateKey struct{ code, doc string }

func newTemplateCache() *templateCache {
	return &templateCache{blocks: map[templateKey]map[string]*block{}}
}

// read returns doc read for language l: the reading kept, or one made now and kept. Without a
// cache it reads doc each time.
func (c *templateCache) read(doc string, l *language) map[string]*block {
	if c == nil {
		return parseTemplate(doc, l)
	}
	key := templateKey{l.code, doc}
	c.mu.Lock()
	blocks, ok := c.blocks[key]
	c.mu.Unlock()
	if ok {
		return blocks
	}
	blocks = parseTemplate(doc, l)
	if len(doc) > templateCacheBytes/templateCacheItems*4 {
		return blocks
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.blocks) >= templateCacheItems || c.bytes+len(doc) > templateCacheBytes {
		clear(c.blocks)
		c.bytes = 0
	}
	if _, ok := c.blocks[key]; !ok {
		c.blocks[key] = blocks
		c.bytes += len(doc)
	}
	return blocks
}
