// Package sanitize implements ports.HTMLSanitizer with a bluemonday allow-list that keeps what
// the template editor (Quill) produces and nothing that can run or load.
package sanitize

import (
	"regexp"
	"strings"

	"github.com/google/wire"
	"github.com/microcosm-cc/bluemonday"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/radscribe/radscribe/domain/document"
	"github.com/radscribe/radscribe/ports"
)

// Set provides the sanitizer.
var Set = wire.NewSet(New, wire.Bind(new(ports.HTMLSanitizer), new(*Sanitizer)))

// quillClasses matches Quill's alignment and indent classes, alone or together.
var quillClasses = regexp.MustCompile(`^(?:ql-align-(?:center|right|justify)|ql-indent-[1-8])(?: (?:ql-align-(?:center|right|justify)|ql-indent-[1-8]))*$`)

// pickOption is one option of a pick field's data-options: no "|", ":" or control character,
// every "%" the start of a %XX escape (domain/template/pick.go).
const pickOption = `(?:[^%|:\x00-\x1f\x7f]|%[0-9A-Fa-f]{2})+`

// pickOptions matches a pick field's data-options: two options or more, separated by "|".
var pickOptions = regexp.MustCompile(`^` + pickOption + `(?:\|` + pickOption + `)+$`)

// blockElements may carry alignment.
var blockElements = []string{"p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "blockquote", "div", "td", "th"}

// Sanitizer keeps formatting: headings, paragraphs, line breaks, bold, italic, underline,
// strike, lists, tables, quotes, spans, rules, sub- and superscript, alignment as Quill's
// classes or a text-align style, and pick fields (a span of class rs-pick with its
// data-options, both or neither). Scripts, event handlers, links, images, frames, forms and
// every other attribute or style are dropped; the text inside dropped tags stays. What comes
// out is balanced: every element is closed, in the order it was opened.
type Sanitizer struct {
	policy *bluemonday.Policy
	// textOnly keeps the text alone, for markup nested too deep to balance.
	textOnly *bluemonday.Policy
}

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
	// A pick field (domain/template/pick.go); writeNode keeps the two only together.
	p.AllowAttrs("class").Matching(regexp.MustCompile(`^rs-pick$`)).OnElements("span")
	p.AllowAttrs("data-options").Matching(pickOptions).OnElements("span")
	return &Sanitizer{policy: p, textOnly: bluemonday.StrictPolicy()}
}

// Sanitize returns fragment with everything outside the allow-list removed, balanced.
// bluemonday filters tag by tag and leaves the nesting as it was given (an element opened
// and never closed, end tags in the wrong order); the filtered markup is therefore read as a
// browser reads it inside <body> and written out again from the tree, which closes every
// element where the browser would. Reading adds only elements the browser implies (a table's
// tbody, an empty p for a stray </p>, a formatting element reopened after a misnested end
// tag), which the allow-list has, without attributes or with the filtered ones; sanitising
// the result again changes nothing (FuzzSanitize).
func (s *Sanitizer) Sanitize(fragment string) string {
	return s.sanitize(fragment, false).Source
}

// SanitizeTokens is Sanitize with the tokens of what it returns, noted as it is written, so
// that the report is read without being tokenised again.
func (s *Sanitizer) SanitizeTokens(fragment string) document.Tokenised {
	return s.sanitize(fragment, true)
}

func (s *Sanitizer) sanitize(fragment string, tokenise bool) document.Tokenised {
	filtered := s.policy.Sanitize(fragment)
	if out, ok := balance(filtered, tokenise); ok {
		return out
	}
	// The only error reading a string is markup nested deeper than the reader keeps open (512
	// elements), which no report has: keep its text, read as well (without elements it is not
	// deep).
	out, _ := balance(s.textOnly.Sanitize(filtered), tokenise)
	return out
}

// balance reads fragment as a browser does inside <body> and writes it out again, with its
// tokens when asked; false when it cannot be read.
func balance(fragment string, tokenise bool) (document.Tokenised, bool) {
	nodes, err := html.ParseFragment(strings.NewReader(fragment), bodyContext)
	if err != nil {
		return document.Tokenised{}, false
	}
	w := writer{tokenise: tokenise}
	w.out.Grow(len(fragment)) // written back about as long as it was read
	if tokenise {
		w.tokens = make([]document.Token, 0, len(fragment)/12) // a token every dozen bytes or so
	}
	for _, n := range nodes {
		w.node(n)
	}
	return document.Tokenised{Source: w.out.String(), Tokens: w.tokens}, true
}

// bodyContext is where templates and reports are shown: inside a page's body.
var bodyContext = &html.Node{Type: html.ElementNode, Data: "body", DataAtom: atom.Body}

// voidElements of the allow-list have no content and no end tag.
var voidElements = map[string]bool{"br": true, "hr": true}

// writer writes nodes as HTML, and notes each tag and text it writes as a token when asked.
type writer struct {
	out      strings.Builder
	tokenise bool
	tokens   []document.Token
}

// node writes n and its content as HTML: text escaped as bluemonday escapes it, elements
// with their attributes in order and an end tag unless void (<br>, as Quill writes it). There
// are no comments or doctypes left to write: the policy removed them.
func (w *writer) node(n *html.Node) {
	switch n.Type {
	case html.TextNode:
		from := w.out.Len()
		w.out.WriteString(html.EscapeString(n.Data))
		w.text(n.Data, from)
	case html.ElementNode:
		from := w.out.Len()
		w.out.WriteString("<" + n.Data)
		pick := isPickField(n)
		for _, a := range n.Attr {
			if n.DataAtom == atom.Span && (a.Key == "class" || a.Key == "data-options") && !pick {
				continue
			}
			w.out.WriteString(" " + a.Key + `="` + html.EscapeString(a.Val) + `"`)
		}
		w.out.WriteString(">")
		w.tag(document.StartTag, n.Data, from)
		if voidElements[n.Data] {
			return
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			w.node(c)
		}
		from = w.out.Len()
		w.out.WriteString("</" + n.Data + ">")
		w.tag(document.EndTag, n.Data, from)
	}
}

// tag notes the tag just written, which starts at from.
func (w *writer) tag(kind document.TokenKind, name string, from int) {
	if w.tokenise {
		w.tokens = append(w.tokens, document.Token{Kind: kind, Data: name, Span: document.Span{From: from, To: w.out.Len()}})
	}
}

// text notes the text just written, which starts at from; text right after text is read with
// it, as one run.
func (w *writer) text(text string, from int) {
	if !w.tokenise || text == "" {
		return
	}
	if last := len(w.tokens) - 1; last >= 0 && w.tokens[last].Kind == document.Text && w.tokens[last].Span.To == from {
		w.tokens[last].Data += text
		w.tokens[last].Span.To = w.out.Len()
		return
	}
	w.tokens = append(w.tokens, document.Token{Kind: document.Text, Data: text, Span: document.Span{From: from, To: w.out.Len()}})
}

// isPickField reports whether n is a pick field: a span with both its class and its options
// (each filtered by the policy already); a span with one alone keeps neither.
func isPickField(n *html.Node) bool {
	if n.DataAtom != atom.Span {
		return false
	}
	var class, options bool
	for _, a := range n.Attr {
		class = class || a.Key == "class"
		options = options || a.Key == "data-options"
	}
	return class && options
}

var _ ports.HTMLSanitizer = (*Sanitizer)(nil)
