package mrrt

import (
	"sort"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/radscribe/radscribe/domain/lang"
	"github.com/radscribe/radscribe/domain/template"
)

// MaxFileBytes is the largest MRRT file Import reads.
const MaxFileBytes = 512 * 1024

// Problem is why a file cannot be imported, in words shown to the user as they are.
type Problem string

func (p Problem) Error() string { return string(p) }

// Answers to a file that cannot be imported.
const (
	ErrNotMRRT  Problem = "This file is not an IHE MRRT template."
	ErrTooLarge Problem = "The MRRT file must be at most 512 KB."
	ErrEmpty    Problem = "The MRRT template has no content to import."
)

// Imported is an MRRT template read as one of ours. HTML is not sanitised yet: the template
// use cases sanitise it like any other template.
type Imported struct {
	Title    string
	Language string
	Modality string
	Type     string
	HTML     string
	// Warnings name the parts of the file that were not carried over, or changed.
	Warnings []string
}

// Warnings of what Import does not carry over.
const (
	WarnCoded     = "Coded terms (RadLex, LOINC and other term bindings) in the template attributes were not imported."
	WarnScript    = "Scripts were not imported."
	WarnStyle     = "Styles were not imported."
	WarnMedia     = "Images and embedded media were not imported."
	WarnTable     = "Tables were imported as one line per row."
	WarnMerge     = "Merge fields (patient and study data filled by the reporting system) were not imported: "
	WarnFieldType = "Fields of an unsupported type were not imported: "
	WarnLanguage  = "The template language is not offered; it was imported as English (en): "
	WarnLinks     = "Links were imported as their text."
)

// Import reads an MRRT HTML5 template.
func Import(src []byte) (Imported, error) {
	if len(src) > MaxFileBytes {
		return Imported{}, ErrTooLarge
	}
	if !utf8.Valid(src) {
		return Imported{}, ErrNotMRRT
	}
	doc, err := html.Parse(strings.NewReader(string(src)))
	if err != nil {
		return Imported{}, ErrNotMRRT
	}
	r := reader{labels: map[string]string{}, fieldIDs: map[string]bool{}, warned: map[string]bool{}, merge: map[string]bool{}, unsupported: map[string]bool{}}
	head, body := find(doc, atom.Head), find(doc, atom.Body)
	if head == nil || body == nil || find(body, atom.Section) == nil {
		return Imported{}, ErrNotMRRT
	}
	out := r.head(head, find(doc, atom.Html))
	if out.Title == "" {
		return Imported{}, ErrNotMRRT
	}
	collectLabels(body, r.labels, r.fieldIDs)
	r.lang = out.Language
	r.walk(body, 0)
	if !r.heading {
		r.lines = append([]string{"<h2>" + text(out.Title) + "</h2>"}, r.lines...)
	}
	if len(r.lines) <= 1 {
		return Imported{}, ErrEmpty
	}
	out.HTML = strings.Join(r.lines, "\n")
	if len(r.merge) > 0 {
		r.warn(WarnMerge + joinSorted(r.merge) + ".")
	}
	if len(r.unsupported) > 0 {
		r.warn(WarnFieldType + joinSorted(r.unsupported) + ".")
	}
	out.Warnings = append(r.warnings, out.Warnings...)
	if out.Modality == "" {
		out.Modality = guessModality(out.Title)
	}
	return out, nil
}

type reader struct {
	labels      map[string]string // field id -> its label's text
	fieldIDs    map[string]bool   // the ids of the fields
	lang        string
	lines       []string
	heading     bool
	warnings    []string
	warned      map[string]bool
	merge       map[string]bool
	unsupported map[string]bool
	// outerOnly reads a row without the tables inside it, which are read row by row.
	outerOnly bool
}

func (r *reader) warn(w string) {
	if !r.warned[w] {
		r.warned[w] = true
		r.warnings = append(r.warnings, w)
	}
}

// head reads title, language, the product's modality and type and warns of coded content.
func (r *reader) head(head, root *html.Node) Imported {
	var out Imported
	var title string
	for n := range head.Descendants() {
		if n.Type != html.ElementNode {
			continue
		}
		switch n.DataAtom {
		case atom.Title:
			title = collapse(textOf(n))
		case atom.Meta:
			content := collapse(get(n, "content"))
			switch strings.ToLower(get(n, "name")) {
			case "dcterms.title":
				out.Title = content
			case "dcterms.language":
				out.Language = content
			case metaModality:
				out.Modality = content
			case metaType:
				out.Type = content
			}
		case atom.Script:
			r.script(n)
		case atom.Style:
			r.warn(WarnStyle)
		case atom.Link:
			if strings.EqualFold(get(n, "rel"), "stylesheet") {
				r.warn(WarnStyle)
			}
		}
	}
	if out.Title == "" {
		out.Title = title
	}
	if out.Language == "" && root != nil {
		out.Language = get(root, "lang")
	}
	out.Language = r.language(out.Language)
	return out
}

// language keeps the primary subtag of a BCP 47 tag when it is a template language.
func (r *reader) language(tag string) string {
	tag = strings.TrimSpace(tag)
	if tag == "" {
		return lang.Default
	}
	code := strings.ToLower(strings.SplitN(strings.ReplaceAll(tag, "_", "-"), "-", 2)[0])
	if lang.IsTemplateLanguage(code) {
		return code
	}
	r.warn(WarnLanguage + tag + ".")
	return lang.Default
}

func (r *reader) script(n *html.Node) {
	body := strings.ToLower(textOf(n))
	if strings.Contains(strings.ToLower(get(n, "type")), "xml") || strings.Contains(body, "template_attributes") {
		if strings.Contains(body, "coded_content") || strings.Contains(body, "<term") || strings.Contains(body, "<code ") {
			r.warn(WarnCoded)
		}
		return
	}
	r.warn(WarnScript)
}

// walk reads the body: sections as headings, paragraphs and fields as lines.
func (r *reader) walk(n *html.Node, depth int) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case html.TextNode:
			if t := collapse(c.Data); t != "" {
				r.line(t)
			}
			continue
		case html.ElementNode:
		default:
			continue
		}
		switch c.DataAtom {
		case atom.Section:
			name := collapse(get(c, "data-section-name"))
			if name == "" {
				for h := c.FirstChild; h != nil; h = h.NextSibling {
					if h.Type == html.ElementNode && h.DataAtom == atom.Header {
						name = collapse(textOf(h))
						break
					}
				}
			}
			if name != "" {
				tag := "h3"
				if depth >= 1 {
					tag = "h4"
				}
				r.lines = append(r.lines, "<"+tag+">"+text(name)+"</"+tag+">")
				r.walk(c, depth+1)
			} else { // an unnamed section only groups: its content stays at this level
				r.walk(c, depth)
			}
		case atom.Header:
			if c.Parent != nil && c.Parent.DataAtom == atom.Section {
				continue // the section's name
			}
			r.block(c)
		case atom.H1, atom.H2:
			if t := collapse(textOf(c)); t != "" && !r.heading && len(r.lines) == 0 {
				r.heading = true
				r.lines = append(r.lines, "<h2>"+text(t)+"</h2>")
			} else if t != "" {
				r.lines = append(r.lines, "<h3>"+text(t)+"</h3>")
			}
		case atom.H3, atom.H4, atom.H5, atom.H6:
			if t := collapse(textOf(c)); t != "" {
				r.lines = append(r.lines, "<h4>"+text(t)+"</h4>")
			}
		case atom.Script:
			r.script(c)
		case atom.Style:
			r.warn(WarnStyle)
		case atom.Img, atom.Embed, atom.Object, atom.Video, atom.Audio, atom.Iframe, atom.Svg, atom.Canvas, atom.Picture:
			r.warn(WarnMedia)
		case atom.Table:
			r.warn(WarnTable)
			for row := range c.Descendants() {
				if row.Type == html.ElementNode && row.DataAtom == atom.Tr {
					r.row(row)
				}
			}
		case atom.Div, atom.Article, atom.Main, atom.Ul, atom.Ol, atom.Dl, atom.Form, atom.Fieldset, atom.Footer, atom.Aside, atom.Nav:
			if !oneRadioGroup(c) && (hasBlockChild(c) || hasField(c) && !isLine(c)) {
				r.walk(c, depth)
			} else {
				r.block(c)
			}
		case atom.Li, atom.Dt, atom.Dd:
			if hasBlockChild(c) {
				r.walk(c, depth)
			} else {
				r.block(c)
			}
		default:
			r.block(c)
		}
	}
}

// row reads a table row. A row holding a table of its own ("Stroke" beside the rows of its
// fields) is a group: its own text, without the inner table, heads the inner rows, which
// follow as lines of their own; read whole, the row would repeat every inner field.
func (r *reader) row(tr *html.Node) {
	if !hasInnerTable(tr) {
		r.block(tr)
		return
	}
	r.outerOnly = true
	defer func() { r.outerOnly = false }()
	var pieces []piece
	r.pieces(tr, &pieces, "")
	for _, p := range pieces {
		if p.kind == pieceField {
			r.block(tr)
			return
		}
	}
	var words []string
	for _, p := range pieces {
		if t := collapse(p.text); t != "" {
			words = append(words, t)
		}
	}
	if len(words) > 0 {
		r.bold(strings.Join(words, " "))
	}
}

func hasInnerTable(n *html.Node) bool {
	for d := range n.Descendants() {
		if d.Type == html.ElementNode && d.DataAtom == atom.Table {
			return true
		}
	}
	return false
}

// oneRadioGroup reports whether n is one labelled choice: every field in it a radio button of
// one group, and no heading, paragraph, list or table around them. Its choices make one pick
// list on one line however each choice is wrapped.
func oneRadioGroup(n *html.Node) bool {
	name := ""
	for d := range n.Descendants() {
		if d.Type != html.ElementNode {
			continue
		}
		switch d.DataAtom {
		case atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6, atom.P, atom.Ul, atom.Ol, atom.Table, atom.Section, atom.Header:
			return false
		case atom.Input, atom.Select, atom.Textarea:
		default:
			continue
		}
		if d.DataAtom != atom.Input || !strings.EqualFold(get(d, "type"), "radio") || get(d, "name") == "" {
			return false
		}
		if name != "" && get(d, "name") != name {
			return false
		}
		name = get(d, "name")
	}
	return name != ""
}

// isLine reports whether n is a paragraph-like element.
func isLine(n *html.Node) bool {
	switch n.DataAtom {
	case atom.P, atom.Li, atom.Dt, atom.Dd, atom.Tr:
		return true
	}
	return false
}

func hasField(n *html.Node) bool {
	for d := range n.Descendants() {
		if d.Type == html.ElementNode && (d.DataAtom == atom.Input || d.DataAtom == atom.Select || d.DataAtom == atom.Textarea) {
			return true
		}
	}
	return false
}

// piece is part of a line: text, a label or a field with its value.
type piece struct {
	kind    int // pieceText, pieceLabel, pieceField
	text    string
	label   string   // a field's own label
	name    string   // a radio group's name
	options []string // a pick list's options (text is the one shown), two or more
}

const (
	pieceText = iota
	pieceLabel
	pieceField
)

// block reads one paragraph-like element: a line per labelled field when every field has a
// label and there is no other text, else one line of its text with the fields' values.
func (r *reader) block(n *html.Node) {
	if t := collapse(textOf(n)); t != "" && whollyBold(n) && !hasField(n) {
		r.bold(t)
		return
	}
	var pieces []piece
	r.pieces(n, &pieces, "")
	pieces = r.radios(pieces)
	fields, other := 0, false
	allLabelled := true
	for _, p := range pieces {
		switch p.kind {
		case pieceField:
			fields++
			if p.label == "" {
				allLabelled = false
			}
		case pieceText:
			if p.text != "" {
				other = true
			}
		}
	}
	if fields > 0 && allLabelled && !other {
		for _, p := range pieces {
			if p.kind == pieceField {
				r.labelled(p.label, value(p))
			}
		}
		return
	}
	// One line: text, labels (once) and values in document order, one space between them.
	var parts []string
	add := func(html string) {
		if html != "" {
			parts = append(parts, html)
		}
	}
	used := map[string]bool{}
	for _, p := range pieces {
		switch p.kind {
		case pieceLabel:
			used[p.text] = true
			add(text(collapse(p.text)))
		case pieceField:
			if p.label != "" && !used[p.label] {
				add(text(collapse(p.label)))
			}
			add(value(p))
		default:
			add(text(collapse(p.text)))
		}
	}
	if len(parts) == 0 {
		return
	}
	if fields == 1 && len(pieces) == 2 && pieces[0].kind == pieceLabel && pieces[1].kind == pieceField {
		r.labelled(pieces[0].text, value(pieces[1]))
		return
	}
	r.lines = append(r.lines, "<p>"+strings.Join(parts, " ")+"</p>")
}

func (r *reader) line(t string) { r.lines = append(r.lines, "<p>"+text(t)+"</p>") }

// bold writes a line wholly in bold: a group's head (a labelled line when it ends with a colon).
func (r *reader) bold(t string) { r.lines = append(r.lines, "<p><strong>"+text(t)+"</strong></p>") }

// labelled writes a labelled line; value is HTML.
func (r *reader) labelled(label, value string) {
	label = strings.TrimSpace(label)
	if !strings.HasSuffix(label, ":") {
		label += ":"
	}
	line := "<p><strong>" + text(label) + "</strong>"
	if value != "" {
		line += " " + value
	}
	r.lines = append(r.lines, line+"</p>")
}

// value writes a field's value as HTML: its text, or a pick list as a pick field showing it.
func value(p piece) string {
	t := collapse(p.text)
	if len(p.options) < 2 || t == "" {
		return text(t)
	}
	return pickField(t, p.options)
}

// pickField writes a pick field (domain/template/pick.go): the value shown as the span's text,
// the options in its data-options attribute.
func pickField(shown string, options []string) string {
	return `<span class="` + template.PickClass + `" ` + template.PickOptions + `="` + attr(template.EncodePickOptions(options)) + `">` + text(shown) + "</span>"
}

// pieces collects the text, labels and fields of n in document order; a label element that
// wraps its field is the field's label (or, for a radio button, its option), so its text is
// not read again.
func (r *reader) pieces(n *html.Node, out *[]piece, wrapping string) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.TextNode:
			if wrapping == "" {
				*out = append(*out, piece{kind: pieceText, text: collapse(c.Data)})
			}
			continue
		case c.Type != html.ElementNode:
			continue
		}
		switch c.DataAtom {
		case atom.Label:
			if hasField(c) {
				own := collapse(labelText(c))
				r.pieces(c, out, own)
				continue
			}
			if isLabelOfField(c, r) {
				continue // shown with its field
			}
			*out = append(*out, piece{kind: pieceLabel, text: collapse(textOf(c))})
		case atom.Input, atom.Select, atom.Textarea:
			if p, ok := r.field(c, wrapping); ok {
				*out = append(*out, p)
			}
		case atom.Img, atom.Embed, atom.Object, atom.Video, atom.Audio, atom.Iframe, atom.Svg, atom.Canvas, atom.Picture:
			r.warn(WarnMedia)
		case atom.Script:
			r.script(c)
		case atom.A:
			r.warn(WarnLinks)
			r.pieces(c, out, wrapping)
		case atom.Br:
			*out = append(*out, piece{kind: pieceText})
		case atom.Table:
			if !r.outerOnly {
				r.pieces(c, out, wrapping)
			}
		default:
			r.pieces(c, out, wrapping)
		}
	}
}

// isLabelOfField reports whether a label names a field by its for attribute.
func isLabelOfField(label *html.Node, r *reader) bool {
	id := get(label, "for")
	return id != "" && r.labels[id] != "" && r.fieldIDs[id]
}

// labelText is the text of a label without the fields inside it.
func labelText(n *html.Node) string {
	var b strings.Builder
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && (c.DataAtom == atom.Input || c.DataAtom == atom.Select || c.DataAtom == atom.Textarea) {
			continue
		}
		b.WriteString(textOf(c))
	}
	return b.String()
}

// field reads a field's value: text and number inputs their value (with a unit), a text area
// its text, a pick list its chosen or first option with all its options, a check box yes or
// no with both. Merge fields and unsupported types are left out and reported.
func (r *reader) field(n *html.Node, wrapping string) (piece, bool) {
	label := wrapping
	if l := r.labels[get(n, "id")]; l != "" {
		label = l
	}
	name := collapse(get(n, "name"))
	title := label
	if title == "" {
		title = name
	}
	if title == "" {
		title = get(n, "id")
	}
	if strings.EqualFold(get(n, "data-field-merge-flag"), "true") || strings.EqualFold(get(n, "data-field-type"), "merge") {
		r.merge[title] = true
		return piece{}, false
	}
	p := piece{kind: pieceField, label: label}
	switch n.DataAtom {
	case atom.Textarea:
		p.text = collapse(textOf(n))
	case atom.Select:
		p.text, p.options = pickList(n)
	default:
		typ := strings.ToLower(strings.TrimSpace(get(n, "type")))
		switch typ {
		case "", "text", "number", "date", "time", "datetime-local", "month", "week", "email", "tel", "url", "search":
			p.text = collapse(get(n, "value"))
			if unit := collapse(get(n, "data-field-unit")); unit != "" && p.text != "" {
				p.text += " " + unit
			}
		case "checkbox":
			p.options = []string{r.word("yes"), r.word("no")}
			if has(n, "checked") {
				p.text = p.options[0]
			} else {
				p.text = p.options[1]
			}
		case "radio": // its own label, else its value, is an option of its group
			p.text, p.label = label, ""
			if p.text == "" {
				p.text = collapse(get(n, "value"))
			}
			p.name = name
			if p.name == "" {
				p.name = "\x00" + get(n, "id")
			}
			if has(n, "checked") {
				p.name = "\x01" + p.name // chosen
			}
		case "hidden", "submit", "button", "reset":
			return piece{}, false
		default:
			r.unsupported[title+" ("+typ+")"] = true
			return piece{}, false
		}
	}
	return p, true
}

// radios folds each radio group into one pick list: the chosen (else first) value shown, the
// group's values its options.
func (r *reader) radios(pieces []piece) []piece {
	type group struct {
		at      int
		label   string
		chosen  string
		options []string
	}
	groups := map[string]*group{}
	var out []piece
	for _, p := range pieces {
		if p.kind != pieceField || p.name == "" {
			out = append(out, p)
			continue
		}
		name, chosen := strings.TrimPrefix(p.name, "\x01"), strings.HasPrefix(p.name, "\x01")
		g := groups[name]
		if g == nil {
			g = &group{at: len(out)}
			groups[name] = g
			out = append(out, piece{kind: pieceField})
		}
		g.options = append(g.options, p.text)
		if chosen && g.chosen == "" {
			g.chosen = p.text
		}
		if g.label == "" {
			g.label = r.groupLabel(name)
		}
		shown, options := choose(g.chosen, g.options)
		out[g.at] = piece{kind: pieceField, label: g.label, text: shown, options: options}
	}
	return out
}

// groupLabel is the label of a radio group: a label for the group's name, if any.
func (r *reader) groupLabel(name string) string {
	if strings.HasPrefix(name, "\x00") {
		return ""
	}
	return r.labels[name]
}

// pickList reads a select: its chosen (else first) option and its options.
func pickList(n *html.Node) (string, []string) {
	var chosen string
	var options []string
	for o := range n.Descendants() {
		if o.Type != html.ElementNode || o.DataAtom != atom.Option {
			continue
		}
		t := collapse(textOf(o))
		if t == "" {
			t = collapse(get(o, "value"))
		}
		if t == "" {
			continue
		}
		options = append(options, t)
		if has(o, "selected") && chosen == "" {
			chosen = t
		}
	}
	return choose(chosen, options)
}

// choose is the value a pick list shows, its chosen (else first) option, and its options
// without repeats (empty options are never read).
func choose(chosen string, options []string) (string, []string) {
	var unique []string
	seen := map[string]bool{}
	for _, o := range options {
		if o = collapse(o); o != "" && !seen[o] {
			seen[o] = true
			unique = append(unique, o)
		}
	}
	if len(unique) == 0 {
		return "", nil
	}
	if chosen = collapse(chosen); chosen == "" {
		chosen = unique[0]
	}
	return chosen, unique
}

// words are the few words Import writes itself, by template language.
var words = map[string]map[string]string{
	"de": {"yes": "ja", "no": "nein"},
	"fr": {"yes": "oui", "no": "non"},
	"es": {"yes": "sí", "no": "no"},
	"it": {"yes": "sì", "no": "no"},
	"pt": {"yes": "sim", "no": "não"},
}

func (r *reader) word(w string) string {
	if t, ok := words[r.lang][w]; ok {
		return t
	}
	return w
}

// collectLabels maps each field id to the text of the label naming it, and notes the fields'
// ids.
func collectLabels(body *html.Node, labels map[string]string, fieldIDs map[string]bool) {
	for n := range body.Descendants() {
		if n.Type == html.ElementNode && (n.DataAtom == atom.Input || n.DataAtom == atom.Select || n.DataAtom == atom.Textarea) {
			if id := get(n, "id"); id != "" {
				fieldIDs[id] = true
			}
		}
		if n.Type == html.ElementNode && n.DataAtom == atom.Label {
			if id := get(n, "for"); id != "" {
				if t := collapse(labelText(n)); t != "" {
					labels[id] = t
				}
			}
		}
	}
}

// guessModality reads a modality from a title's words.
func guessModality(title string) string {
	for _, w := range strings.FieldsFunc(strings.ToUpper(title), func(r rune) bool {
		return !(r >= 'A' && r <= 'Z' || r >= '0' && r <= '9')
	}) {
		switch {
		case w == "CT" || w == "CTA":
			return string(template.CT)
		case w == "MR" || w == "MRI" || w == "MRA":
			return string(template.MRI)
		case w == "US" || strings.HasPrefix(w, "ULTRASOUND") || strings.HasPrefix(w, "SONOGRA") || strings.HasPrefix(w, "ULTRASCHALL"):
			return string(template.US)
		case strings.HasPrefix(w, "MAMMO"):
			return string(template.MX)
		}
	}
	return string(template.Other)
}

func find(n *html.Node, a atom.Atom) *html.Node {
	for d := range n.Descendants() {
		if d.Type == html.ElementNode && d.DataAtom == a {
			return d
		}
	}
	return nil
}

func get(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Namespace == "" && strings.EqualFold(a.Key, key) {
			return a.Val
		}
	}
	return ""
}

func has(n *html.Node, key string) bool {
	for _, a := range n.Attr {
		if a.Namespace == "" && strings.EqualFold(a.Key, key) {
			return true
		}
	}
	return false
}

func joinSorted(set map[string]bool) string {
	list := make([]string, 0, len(set))
	for k := range set {
		list = append(list, k)
	}
	sort.Strings(list)
	return strings.Join(list, ", ")
}
