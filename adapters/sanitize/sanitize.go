// Package sanitize implements ports.HTMLSanitizer with a bluemonday allow-list that keeps what
// the template editor (Quill) produces and nothing that can run or load.
package sanitize

import (
	"regexp"

	"github.com/google/wire"
	"github.com/microcosm-cc/bluemonday"

	"github.com/radscribe/radscribe/ports"
)

// Set provides the sanitizer.
var Set = wire.NewSet(New, wire.Bind(new(ports.HTMLSanitizer), new(*Sanitizer)))

// quillClasses matches Quill's alignment and indent classes, alone or together.
var quillClasses = regexp.MustCompile(`^(?:ql-align-(?:center|right|justify)|ql-indent-[1-8])(?: (?:ql-align-(?:center|right|justify)|ql-indent-[1-8]))*$`)

// blockElements may carry alignment.
var blockElements = []string{"p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "blockquote", "div", "td", "th"}

// Sanitizer keeps formatting: headings, paragraphs, line breaks, bold, italic, underline,
// strike, lists, tables, quotes, spans, rules, sub- and superscript, and alignment as Quill's
// classes or a text-align style. Scripts, event handlers, links, images, frames, forms and
// every other attribute or style are dropped; the text inside dropped tags stays.
type Sanitizer struct{ policy *bluemonday.Policy }

// New builds the policy once; it is safe for concurrent use.
func New() *Sanitizer {
	p := bluemonday.NewPolicy()
	p.AllowElements("h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "strong", "b", "em", "i", "u", "s",
		"ul", "ol", "li", "table", "thead", "tbody", "tr", "th", "td", "blockquote", "span", "div", "hr", "sub", "sup")
	p.AllowAttrs("colspan", "rowspan").Matching(bluemonday.Integer).OnElements("td", "th")
	p.AllowAttrs("class").Matching(quillClasses).OnElements(blockElements...)
	// Quill 2 writes every list as <ol> and tells bullets apart by data-list.
	p.AllowAttrs("data-list").Matching(regexp.MustCompile(`^(?:bullet|ordered|checked|unchecked)$`)).OnElements("li")
	p.AllowStyles("text-align").MatchingEnum("left", "center", "right", "justify").OnElements(blockElements...)
	return &Sanitizer{policy: p}
}

// Sanitize returns html with everything outside the allow-list removed.
func (s *Sanitizer) Sanitize(html string) string { return s.policy.Sanitize(html) }

var _ ports.HTMLSanitizer = (*Sanitizer)(nil)
