package reporting

import (
	"sync"

	"github.com/radscribe/radscribe/domain/report"
)

// Bounds of the templates kept read: a radiologist fills the same few templates all day, so a
// few hundred cover every user of a server.
const (
	templateCacheItems = 256
	templateCacheBytes = 32 << 20
)

// filledTemplate is a template as a fill uses it, read once: the language its headings are
// written in, its text as sanitised, and that text as the checks read it.
type filledTemplate struct {
	language   string
	languageOK bool
	html       string
	checks     report.Template
}

// templateCache keeps templates read by the text a request sent, so a template filled again
// is not sanitised and read again. What it keeps is only read, so requests share it. When full
// it starts again empty: the templates in use come back at their next fill.
type templateCache struct {
	mu        sync.Mutex
	templates map[string]filledTemplate
	bytes     int
}

func newTemplateCache() *templateCache {
	return &templateCache{templates: map[string]filledTemplate{}}
}

func (c *templateCache) get(html string) (filledTemplate, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	t, ok := c.templates[html]
	return t, ok
}

func (c *templateCache) put(html string, t filledTemplate) {
	size := len(html) + len(t.html)
	if size > templateCacheBytes/templateCacheItems*4 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.templates) >= templateCacheItems || c.bytes+size > templateCacheBytes {
		clear(c.templates)
		c.bytes = 0
	}
	if _, ok := c.templates[html]; !ok {
		c.templates[html] = t
		c.bytes += size
	}
}
