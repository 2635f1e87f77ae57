package reporting

import (
	"github.com/radscribe/radscribe/domain/memo"
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
// is not sanitised and read again.
type templateCache struct {
	kept *memo.Bounded[string, filledTemplate]
}

func newTemplateCache() *templateCache {
	return &templateCache{kept: memo.New[string, filledTemplate](templateCacheItems, templateCacheBytes)}
}

func (c *templateCache) get(html string) (filledTemplate, bool) {
	return c.kept.Get(html)
}

func (c *templateCache) put(html string, t filledTemplate) {
	c.kept.Put(html, t, len(html)+len(t.html))
}
