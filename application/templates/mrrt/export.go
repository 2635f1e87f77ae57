// Package mrrt reads and writes report templates in the IHE MRRT (Management of Radiology
// Report Templates) HTML5 form that RadReport.org publishes. Import turns an MRRT file into
// the product's labelled-line template HTML (a heading, sections as h3, fields as
// "<p><strong>Label:</strong> value</p>", pick lists as pick fields, domain/template/pick.go),
// reporting what it cannot carry over; Export writes a template as MRRT that Import reads back
// to the same HTML.
package mrrt

import (
	"fmt"
	"slices"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/radscribe/radscribe/domain/template"
)

// Names of the product's own meta elements: MRRT has no place for a template's modality or
// type, so Export writes them here and Import reads them back.
const (
	metaModality = "radscribe.modality"
	metaType     = "radscribe.type"
)

// Export writes t as an MRRT HTML5 template: its name as the title, its language, its heading
// as the body's h1, each h3 as a level-1 section (h4 to h6 as level-2 sections inside it),
// each labelled line as a labelled text field (a labelled pick field as a labelled select with
// its options, the value shown selected), every other paragraph as text with its pick fields
// as selects.
func Export(t template.Template) string {
	var b strings.Builder
	lang := attr(t.Language)
	b.WriteString("<!DOCTYPE html>\n<html lang=\"" + lang + "\">\n<head>\n<meta charset=\"UTF-8\">\n")
	b.WriteString("<title>" + text(t.Name) + "</title>\n")
	fmt.Fprintf(&b, "<meta name=\"dcterms.title\" content=\"%s\">\n", attr(t.Name))
	fmt.Fprintf(&b, "<meta name=\"dcterms.language\" content=\"%s\">\n", lang)
	b.WriteString("<meta name=\"dcterms.type\" content=\"IMAGE_REPORT_TEMPLATE\">\n")
	b.WriteString("<meta name=\"dcterms.publisher\" content=\"RadScribe\">\n")
	fmt.Fprintf(&b, "<meta name=\"%s\" content=\"%s\">\n", metaModality, attr(string(t.Modality)))
	if t.Type != "" {
		fmt.Fprintf(&b, "<meta name=\"%s\" content=\"%s\">\n", metaType, attr(t.Type))
	}
	b.WriteString("</head>\n<body>\n")
	w := exporter{b: &b}
	for _, blk := range blocks(t.HTML) {
		w.block(blk)
	}
	w.closeTo(0)
	b.WriteString("</body>\n</html>\n")
	return b.String()
}

// exporter writes body content, keeping track of the open sections.
type exporter struct {
	b        *strings.Builder
	open     int // sections open: 0, 1 or 2
	sections int
	fields   int
}

func (w *exporter) closeTo(level int) {
	for ; w.open > level; w.open-- {
		w.b.WriteString("</section>\n")
	}
}

func (w *exporter) section(level int, name string) {
	w.closeTo(level - 1)
	if w.open < level-1 { // an h4 with no h3 before it: a level-1 section of its own
		level = w.open + 1
	}
	w.sections++
	fmt.Fprintf(w.b, "<section id=\"s%d\" class=\"level%d\" data-section-name=\"%s\">\n<header class=\"level%d\">%s</header>\n",
		w.sections, level, attr(name), level, text(name))
	w.open = level
}

func (w *exporter) block(blk block) {
	switch blk.tag {
	case atom.H1, atom.H2:
		w.closeTo(0)
		w.b.WriteString("<h1>" + text(blk.text) + "</h1>\n")
	case atom.H3:
		w.section(1, blk.text)
	case atom.H4, atom.H5, atom.H6:
		w.section(2, blk.text)
	default:
		if w.open == 0 { // lines before the first heading: MRRT keeps content in sections
			w.sections++
			fmt.Fprintf(w.b, "<section id=\"s%d\" class=\"level1\">\n", w.sections)
			w.open = 1
		}
		name := strings.TrimSpace(strings.TrimSuffix(blk.label, ":"))
		if blk.label != "" && blk.pick != nil {
			id := w.fieldID()
			fmt.Fprintf(w.b, "<p><label for=\"%s\">%s</label> %s</p>\n", id, text(blk.label), selectField(id, name, *blk.pick))
			return
		}
		if blk.label != "" {
			id := w.fieldID()
			fmt.Fprintf(w.b, "<p><label for=\"%s\">%s</label> <input type=\"text\" id=\"%s\" name=\"%s\" value=\"%s\"></p>\n",
				id, text(blk.label), id, attr(name), attr(blk.text))
			return
		}
		if blk.bold {
			w.b.WriteString("<p><strong>" + text(blk.text) + "</strong></p>\n")
			return
		}
		if blk.segments == nil {
			w.b.WriteString("<p>" + text(blk.text) + "</p>\n")
			return
		}
		// Text with pick fields: each field a select named after the paragraph's place.
		var parts []string
		for _, sg := range blk.segments {
			if sg.pick != nil {
				id := w.fieldID()
				parts = append(parts, selectField(id, id, *sg.pick))
			} else if t := collapse(sg.text); t != "" {
				parts = append(parts, text(t))
			}
		}
		w.b.WriteString("<p>" + strings.Join(parts, " ") + "</p>\n")
	}
}

func (w *exporter) fieldID() string {
	w.fields++
	return fmt.Sprintf("f%d", w.fields)
}

// selectField writes a pick field as an MRRT select: its options in order, the value shown
// selected (added as the first option when it is none of them, typed over).
func selectField(id, name string, p pick) string {
	var b strings.Builder
	fmt.Fprintf(&b, "<select id=\"%s\" name=\"%s\">", id, attr(name))
	options := p.options
	if !slices.Contains(options, p.shown) {
		options = append([]string{p.shown}, options...)
	}
	selected := false
	for _, o := range options {
		if o == p.shown && !selected {
			selected = true
			b.WriteString("<option selected>" + text(o) + "</option>")
		} else {
			b.WriteString("<option>" + text(o) + "</option>")
		}
	}
	b.WriteString("</select>")
	return b.String()
}

// block is one line of template HTML: a heading, a labelled line (label ends with a colon) or
// a paragraph of text (bold when wholly in bold: a group's head). A labelled line whose value
// is a pick field alone has it in pick; a paragraph with pick fields has its text and fields
// in segments.
type block struct {
	tag      atom.Atom
	label    string
	text     string
	bold     bool
	pick     *pick
	segments []segment
}

// pick is a pick field: the value shown and the options.
type pick struct {
	shown   string
	options []string
}

// segment is text or a pick field.
type segment struct {
	text string
	pick *pick
}

// pickOf reads a pick field's span (domain/template/pick.go); false for anything else.
func pickOf(n *html.Node) (*pick, bool) {
	if n.Type != html.ElementNode || n.DataAtom != atom.Span || !slices.Contains(strings.Fields(get(n, "class")), template.PickClass) {
		return nil, false
	}
	options, ok := template.DecodePickOptions(get(n, template.PickOptions))
	shown := collapse(textOf(n))
	if !ok || shown == "" {
		return nil, false
	}
	for i := range options {
		options[i] = collapse(options[i])
	}
	return &pick{shown: shown, options: options}, true
}

// segments reads the content of n as text and pick fields, nil when it has no pick field.
func segments(n *html.Node) []segment {
	var out []segment
	picks := false
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if p, ok := pickOf(c); ok {
				out = append(out, segment{pick: p})
				picks = true
				continue
			}
			if c.Type == html.ElementNode && c.DataAtom != atom.Br {
				walk(c)
				continue
			}
			t := textOf(c)
			if len(out) > 0 && out[len(out)-1].pick == nil {
				out[len(out)-1].text += t
			} else {
				out = append(out, segment{text: t})
			}
		}
	}
	walk(n)
	if !picks {
		return nil
	}
	return out
}

// paragraph is the block of a paragraph-like element that is not a labelled line.
func paragraph(n *html.Node) (block, bool) {
	if segs := segments(n); segs != nil {
		return block{tag: atom.P, text: collapse(textOf(n)), segments: segs}, true
	}
	if t := collapse(textOf(n)); t != "" {
		return block{tag: atom.P, text: t, bold: whollyBold(n)}, true
	}
	return block{}, false
}

// whollyBold reports whether n's only content is one bold element.
func whollyBold(n *html.Node) bool {
	var only *html.Node
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.TextNode && strings.TrimSpace(c.Data) == "" {
			continue
		}
		if only != nil {
			return false
		}
		only = c
	}
	return only != nil && only.Type == html.ElementNode && (only.DataAtom == atom.Strong || only.DataAtom == atom.B)
}

// blocks reads template HTML as its lines: headings, labelled lines and text paragraphs;
// list items and other blocks become paragraphs of their text.
func blocks(src string) []block {
	nodes, err := html.ParseFragment(strings.NewReader(src), &html.Node{Type: html.ElementNode, Data: "body", DataAtom: atom.Body})
	if err != nil {
		return nil
	}
	var out []block
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		switch {
		case n.Type == html.TextNode:
			if t := collapse(n.Data); t != "" {
				out = append(out, block{tag: atom.P, text: t})
			}
			return
		case n.Type != html.ElementNode:
			return
		}
		switch n.DataAtom {
		case atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
			if t := collapse(textOf(n)); t != "" {
				out = append(out, block{tag: n.DataAtom, text: t})
			}
		case atom.P, atom.Li, atom.Blockquote, atom.Tr, atom.Pre:
			if hasBlockChild(n) {
				for c := n.FirstChild; c != nil; c = c.NextSibling {
					walk(c)
				}
				return
			}
			if blk, ok := labelled(n); ok {
				out = append(out, blk)
			} else if blk, ok := paragraph(n); ok {
				out = append(out, blk)
			}
		default:
			if !hasBlockChild(n) && isInline(n.DataAtom) {
				if p, ok := pickOf(n); ok { // a pick field alone, outside any paragraph
					out = append(out, block{tag: atom.P, text: p.shown, segments: []segment{{pick: p}}})
				} else if t := collapse(textOf(n)); t != "" {
					out = append(out, block{tag: atom.P, text: t})
				}
				return
			}
			for c := n.FirstChild; c != nil; c = c.NextSibling {
				walk(c)
			}
		}
	}
	for _, n := range nodes {
		walk(n)
	}
	return out
}

// labelled reads "<p><strong>Label:</strong> value</p>".
func labelled(p *html.Node) (block, bool) {
	first := p.FirstChild
	for first != nil && first.Type == html.TextNode && strings.TrimSpace(first.Data) == "" {
		first = first.NextSibling
	}
	if first == nil || first.Type != html.ElementNode || (first.DataAtom != atom.Strong && first.DataAtom != atom.B) {
		return block{}, false
	}
	label := collapse(textOf(first))
	if !strings.HasSuffix(label, ":") {
		return block{}, false
	}
	var rest strings.Builder
	var picks []*pick
	for c := first.NextSibling; c != nil; c = c.NextSibling {
		rest.WriteString(textOf(c))
		if p, ok := pickOf(c); ok {
			picks = append(picks, p)
		} else if c.Type == html.ElementNode && segments(c) != nil {
			return block{}, false // a pick field inside other markup: a paragraph of its own
		}
	}
	value := collapse(rest.String())
	switch {
	case len(picks) == 0:
		return block{tag: atom.P, label: label, text: value}, true
	case len(picks) == 1 && value == picks[0].shown:
		return block{tag: atom.P, label: label, text: value, pick: picks[0]}, true
	}
	return block{}, false // text and pick fields after the label: a paragraph with its fields
}

func hasBlockChild(n *html.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && !isInline(c.DataAtom) {
			return true
		}
	}
	return false
}

func isInline(a atom.Atom) bool {
	switch a {
	case atom.Strong, atom.B, atom.Em, atom.I, atom.U, atom.S, atom.Span, atom.A, atom.Sub, atom.Sup, atom.Br, atom.Code, atom.Small, atom.Mark:
		return true
	}
	return false
}

// textOf is the text of n and everything in it, a line break counting as a space.
func textOf(n *html.Node) string {
	if n.Type == html.TextNode {
		return n.Data
	}
	if n.Type == html.ElementNode && n.DataAtom == atom.Br {
		return " "
	}
	var b strings.Builder
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		b.WriteString(textOf(c))
	}
	return b.String()
}

// collapse trims s and turns every run of white space (not the non-breaking space) into one
// space.
func collapse(s string) string {
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool {
		return r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\f'
	}), " ")
}

var textEscaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;")
var attrEscaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;")

// text escapes s for an element's content, leaving quotes as they are.
func text(s string) string { return textEscaper.Replace(s) }

// attr escapes s for a double-quoted attribute value.
func attr(s string) string { return attrEscaper.Replace(s) }
