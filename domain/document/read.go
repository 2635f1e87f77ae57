package document

import (
	"iter"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/radscribe/radscribe/domain/template"
)

// piece is a run of text in a block (decoded, and raw as in the source, from from to to), or
// a line break.
type piece struct {
	text, raw string
	from, to  int
	bold      bool
	br        bool
	// field marks the text of a pick field (a template's choice, not its wording).
	field bool
}

// cell is a table cell's pieces and where its content lies.
type cell struct {
	pieces         []piece
	from, to       int
	header, closed bool
}

// block is an element that holds a line or a heading: h1-h6, p, div, li or tr.
type block struct {
	tag      string
	from, to int
	pieces   []piece
	cells    []cell
	nested   bool // an li with a list inside it
	inTable  bool
	// content is where the element's own content lies: from its start tag's end to its end
	// tag, or to a list nested in it.
	content Span
	// top is the outermost element the block stands in (a list, a table, or the block itself):
	// what is added after the block goes after it.
	top *topElement
}

// topElement is an element at the top of the source, and where it ends (-1 until it does).
type topElement struct{ end int }

// outerEnd is where the outermost element around b ends.
func (b *block) outerEnd() int {
	if b.top != nil && b.top.end >= b.to {
		return b.top.end
	}
	return b.to
}

// voidElements have no end tag.
var voidElements = map[string]bool{"area": true, "base": true, "br": true, "col": true, "embed": true, "hr": true, "img": true,
	"input": true, "link": true, "meta": true, "param": true, "source": true, "track": true, "wbr": true}

// stretch is the pieces of one line of a block and the source range they stand in.
type stretch struct {
	pieces   []piece
	from, to int
}

var headingTags = map[string]bool{"h1": true, "h2": true, "h3": true, "h4": true, "h5": true, "h6": true}

// Read reads source (HTML as the sanitiser leaves it, or any HTML a writer produced) into a
// document; classify names the sections headings stand for. beforeBody are the kinds of
// section that come before a report's body (clinical information, technique, comparison): an
// unknown heading element of level 1 to 3 after one of them starts an unnamed section ("CT
// Abdomen" > "Technik" > "Organbefundung": the organs are the body, not the technique), and
// heads its lines as their organ heading. Markup it cannot read is read as far as it goes: a
// reader never fails.
func Read(source string, classify Classifier, beforeBody ...string) Document {
	return read(source, tokens(source), classify, beforeBody)
}

// read reads source through its tokens.
func read(source string, tokens iter.Seq[Token], classify Classifier, beforeBody []string) Document {
	blocks := scan(source, tokens)
	r := reader{doc: Document{Source: source}, classify: classify, beforeBody: beforeBody,
		separatorLabels: usesSeparatorLabels(blocks), periodLabels: usesPeriodLabels(blocks)}
	r.doc.Sections = []Section{{}}
	for _, b := range blocks {
		r.block(b)
	}
	if len(r.doc.Sections[0].Lines) == 0 && r.doc.Sections[0].Heading == "" && len(r.doc.Sections) > 1 {
		r.doc.Sections = r.doc.Sections[1:]
	}
	return r.doc
}

// scan reads the blocks of source from its tokens (void elements have no end tag; mismatched
// end tags are repaired) and returns them in source order. A block still open when the tokens
// end has no end to write before, so it is left out.
func scan(source string, tokens iter.Seq[Token]) []*block {
	var (
		out  []*block
		open []*block // blocks being read, innermost last
		bold int
		// pick is the depth of elements at which a pick field's span opened, 0 outside one.
		pick int
		row  *block
		// elements open around the current token, and the outermost one
		elements []string
		top      *topElement
	)
	innermost := func() *block {
		if len(open) == 0 {
			return nil
		}
		return open[len(open)-1]
	}
	inCell := func() bool { return row != nil && len(row.cells) > 0 && !row.cells[len(row.cells)-1].closed }
	add := func(p piece) {
		if inCell() {
			c := &row.cells[len(row.cells)-1]
			c.pieces = append(c.pieces, p)
			return
		}
		if b := innermost(); b != nil {
			b.pieces = append(b.pieces, p)
		}
	}
	for t := range tokens {
		start, pos, name := t.Span.From, t.Span.To, t.Data
		switch t.Kind {
		case StartTag:
			if !voidElements[name] {
				if len(elements) == 0 {
					top = &topElement{end: -1}
				}
				elements = append(elements, name)
			}
			switch {
			case name == "strong" || name == "b":
				bold++
			case name == "span" && pick == 0 && strings.Contains(source[start:pos], template.PickClass):
				pick = len(elements)
			case name == "br":
				add(piece{br: true, from: start, to: pos})
			case name == "tr":
				row = &block{tag: "tr", from: start, content: Span{pos, -1}, inTable: true, top: top}
				open = append(open, row)
			case (name == "td" || name == "th") && row != nil:
				row.cells = append(row.cells, cell{from: pos, header: name == "th"})
			case inCell() && (headingTags[name] || name == "p" || name == "div" || name == "li"):
				add(piece{br: true, from: start, to: start})
			case headingTags[name] || name == "p" || name == "div" || name == "li":
				if b := innermost(); b != nil && b.tag == "li" && name == "li" {
					nest(b, start)
				}
				open = append(open, &block{tag: name, from: start, content: Span{pos, -1}, top: top})
			case name == "ul" || name == "ol":
				if b := innermost(); b != nil && b.tag == "li" {
					nest(b, start)
				}
			}
		case EndTag:
			if i := lastIndex(elements, name); i >= 0 && !voidElements[name] {
				if i < pick {
					pick = 0
				}
				elements = elements[:i]
				if len(elements) == 0 && top != nil {
					top.end = pos
				}
			}
			switch {
			case name == "strong" || name == "b":
				bold = max(0, bold-1)
			case (name == "td" || name == "th") && inCell():
				c := &row.cells[len(row.cells)-1]
				c.to, c.closed = start, true
			case name == "tr" && row != nil:
				row.to = pos
				out = append(out, row)
				open = removeBlock(open, row)
				row = nil
			case inCell():
			case headingTags[name] || name == "p" || name == "div" || name == "li":
				if b := innermost(); b != nil && b.tag == name {
					b.to = pos
					if b.content.To < 0 {
						b.content.To = start
					}
					out = append(out, b)
					open = open[:len(open)-1]
				}
			}
		case Text:
			p := piece{text: t.Data, raw: source[start:pos], from: start, to: pos, bold: bold > 0, field: pick > 0}
			if len(elements) == 0 && len(open) == 0 && strings.TrimSpace(t.Data) != "" {
				// Text outside any element ("Impression" left where a sanitised <header> stood)
				// is a line of its own.
				out = append(out, &block{from: start, to: pos, pieces: []piece{p}, content: Span{start, pos}, top: &topElement{end: pos}})
				continue
			}
			add(p)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].from < out[j].from })
	return out
}

// lastIndex is the position of the last name in names, -1 without one.
func lastIndex(names []string, name string) int {
	for i := len(names) - 1; i >= 0; i-- {
		if names[i] == name {
			return i
		}
	}
	return -1
}

// nest marks an li that holds a list, whose own content ends where the list begins.
func nest(b *block, at int) {
	if !b.nested {
		b.nested, b.content.To = true, at
	}
}

func removeBlock(open []*block, b *block) []*block {
	for i := len(open) - 1; i >= 0; i-- {
		if open[i] == b {
			return append(open[:i], open[i+1:]...)
		}
	}
	return open
}

// reader turns blocks into sections and lines.
type reader struct {
	doc        Document
	classify   Classifier
	beforeBody []string
	group      string
	// separatorLabels: the document writes its labels before a dash, dot leaders or a tab
	// ("Liver - Normal.", "Liver ...... normal").
	separatorLabels bool
	// periodLabels: its bold labels end with a full stop ("<b>Liver.</b> Normal.").
	periodLabels bool
}

func (r *reader) current() *Section { return &r.doc.Sections[len(r.doc.Sections)-1] }

func (r *reader) block(b *block) {
	switch {
	case headingTags[b.tag]:
		text := collapse(joinText(b.pieces))
		if r.opensBody(text, b.tag) {
			r.startSection(Section{HeadingSpan: Span{b.from, b.from}, End: b.from})
		}
		r.heading(text, Span{b.from, b.to}, true)
	case b.tag == "tr":
		r.row(b)
	default:
		parts := r.splitAtBreaks(b)
		for _, part := range parts {
			r.line(b, part, len(parts) > 1 || hasBreak(b.pieces))
		}
	}
	if s := r.current(); b.outerEnd() > s.End {
		s.End = b.outerEnd()
	}
}

// heading starts a section when it names one; the first heading element before any line is
// the title unless it is nothing but a section's name ("CT KUB, Urolithiasis Protocol" is a
// title, "Findings" a section), and any other heading heads the organ's lines that follow.
func (r *reader) heading(text string, span Span, element bool) {
	text = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(text), ":"))
	if text == "" {
		return
	}
	if element && r.doc.Title == "" && len(r.doc.Sections) == 1 && len(r.doc.Sections[0].Lines) == 0 && r.group == "" {
		if _, section := r.classify(text, true); !section {
			r.doc.Title = text
			return
		}
	}
	if kind, ok := r.classify(text, !element); ok {
		r.startSection(Section{Heading: text, Kind: kind, HeadingSpan: span, End: span.To})
		return
	}
	r.group = text
}

// opensBody tells an unknown heading element of level 1 to 3 that follows a section before
// the report's body: the body starts with it. After such a section given as a label line
// ("Quesito: Cefalea."), an unknown heading of any level starts the body: the line was the
// whole section.
func (r *reader) opensBody(text, tag string) bool {
	cur := r.current()
	if !slices.Contains(r.beforeBody, cur.Kind) || !cur.Inline && tag != "h1" && tag != "h2" && tag != "h3" {
		return false
	}
	t := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(text), ":"))
	_, known := r.classify(t, false)
	return t != "" && !known
}

func (r *reader) startSection(s Section) {
	r.group = ""
	r.doc.Sections = append(r.doc.Sections, s)
}

// leaveLabelSection ends a section a label line started ("Comparison: None.") when another
// labelled line follows ("Lungs: Clear."): that line is the section's around it again, the last
// one a heading started (or the text before any heading). Unlabelled text after the label line
// stays with it ("IMPRESSION: Small effusion." then "Follow-up in 6 weeks.").
func (r *reader) leaveLabelSection(at int) {
	if !r.current().Inline {
		return
	}
	outer := Section{}
	for i := len(r.doc.Sections) - 1; i >= 0; i-- {
		if !r.doc.Sections[i].Inline {
			outer = Section{Kind: r.doc.Sections[i].Kind}
			break
		}
	}
	outer.HeadingSpan, outer.End = Span{at, at}, at
	r.startSection(outer)
}

// line reads one line of a paragraph, list item or div.
func (r *reader) line(b *block, part stretch, broken bool) {
	pieces := part.pieces
	text := collapse(joinText(pieces))
	if text == "" {
		return
	}
	shape := Paragraph
	switch {
	case broken:
		shape = BrokenLine
	case b.tag == "li":
		shape = ListItem
	}
	span := Span{b.from, b.to}
	if broken {
		span = Span{part.from, part.to}
	}
	label, rest, labelEnd, ok := r.labelOf(pieces)
	if !ok {
		if onlyBold(pieces) || (b.tag == "li" && b.nested) || r.namesSectionAlone(text) {
			r.heading(text, span, false)
			return
		}
		r.add(Line{Text: text, Shape: shape, Span: span, TextSpan: r.trimmed(part.from, part.to)})
		return
	}
	textSpan := r.trimmed(max(labelEnd, part.from), part.to)
	if kind, known := r.classify(label, true); known && kind != r.current().Kind {
		if rest == "" {
			// "Findings:" alone heads what follows, as a heading would.
			r.startSection(Section{Heading: label, Kind: kind, HeadingSpan: span, End: span.To})
			return
		}
		r.startSection(Section{Heading: label, Kind: kind, Inline: true, HeadingSpan: Span{span.From, labelEnd}, End: span.To})
		r.add(Line{Text: rest, Shape: shape, Span: span, TextSpan: textSpan})
		return
	}
	if rest == "" && (b.nested || shape != ListItem) && !hasField(pieces) {
		// "Right kidney:" with nothing after it heads the finding lines below; a label with a
		// field in it ("[keine] Vergleichsuntersuchung:") is a line of its own.
		r.group = label
		return
	}
	r.leaveLabelSection(span.From)
	r.add(Line{Label: label, Text: rest, Shape: shape, Span: span, TextSpan: textSpan})
}

// row reads a table row: the first cell is the label, the others its text. A row of header
// cells, or of one cell, heads the rows below it.
func (r *reader) row(b *block) {
	var filled []cell
	for _, c := range b.cells {
		if collapse(joinText(c.pieces)) != "" {
			filled = append(filled, c)
		}
	}
	if len(filled) == 0 {
		return
	}
	first := collapse(joinText(filled[0].pieces))
	allHeader := true
	for _, c := range filled {
		allHeader = allHeader && c.header
	}
	if len(filled) == 1 || allHeader {
		if len(filled) == 1 {
			r.heading(first, Span{b.from, b.to}, false)
		}
		return
	}
	label := strings.TrimSpace(strings.TrimSuffix(first, ":"))
	// Cells between the label and the last that only name what the row's text is about
	// ("Rechte Niere | Größe | Normal groß, kein Harnstau.") stay as they are: the text is
	// what follows them.
	k := 1
	for k < len(filled)-1 && subLabel(collapse(joinText(filled[k].pieces))) {
		k++
	}
	rest := filled[k:]
	var texts []string
	for _, c := range rest {
		texts = append(texts, collapse(joinText(c.pieces)))
	}
	text := strings.Join(texts, " ")
	span := r.trimmed(rest[0].from, rest[len(rest)-1].to)
	if kind, ok := r.classify(label, true); ok && kind != r.current().Kind {
		r.startSection(Section{Heading: label, Kind: kind, Inline: true, HeadingSpan: Span{b.from, filled[0].to}, End: b.to})
		r.add(Line{Text: text, Shape: TableRow, Span: Span{b.from, b.to}, TextSpan: span})
		return
	}
	r.leaveLabelSection(b.from)
	r.add(Line{Label: label, Text: text, Shape: TableRow, Span: Span{b.from, b.to}, TextSpan: span})
}

// subLabel tells a table cell that names a property rather than states one: a few words, no
// figure, no sentence mark ("Größe", "Wall", "Echotexture").
func subLabel(text string) bool {
	if text == "" || len(strings.Fields(text)) > 3 || strings.ContainsAny(text, ".;0123456789") {
		return false
	}
	return true
}

func (r *reader) add(l Line) {
	l.Group = r.group
	s := r.current()
	s.Lines = append(s.Lines, l)
}

// labelOf finds a line's label: a bold run that opens it ("<strong>Liver:</strong>", or
// "<strong>Liver</strong>: ..."), or text before a colon that reads as a label ("LUNGS: Clear.").
// It returns the label, the text after it, and where the label ends in the source.
func (r *reader) labelOf(pieces []piece) (string, string, int, bool) {
	var lead strings.Builder
	i := 0
	for ; i < len(pieces) && pieces[i].bold; i++ {
		lead.WriteString(pieces[i].text)
	}
	if bold := stripListMarker(strings.TrimSpace(lead.String())); bold != "" && i > 0 {
		after := collapse(joinText(pieces[i:]))
		end := r.afterBold(pieces[i-1].to)
		switch {
		case strings.HasSuffix(bold, ":") && labelLike(strings.TrimSuffix(bold, ":")):
			return strings.TrimSpace(strings.TrimSuffix(bold, ":")), after, end, true
		case strings.HasPrefix(after, ":") && labelLike(bold):
			return bold, strings.TrimSpace(strings.TrimPrefix(after, ":")), colonAt(pieces[i:]), true
		case separatorOpening.MatchString(after) && labelLike(bold):
			return bold, strings.TrimSpace(after[separatorOpening.FindStringIndex(after)[1]:]), separatorAt(pieces[i:]), true
		case r.periodLabels && strings.HasSuffix(bold, ".") && periodLabel(bold):
			// "<b>Kidneys.</b> Symmetric enhancement.", the template's house style.
			return strings.TrimSuffix(bold, "."), after, end, true
		case strings.Contains(bold, ":"):
			// "<strong>Liver: normal</strong>": the colon inside the bold run.
		case after != "" && labelLike(bold) && !strings.HasPrefix(after, ","):
			return bold, after, end, true
		default:
			if after == "" {
				return "", "", 0, false
			}
		}
	}
	text := stripListMarker(joinText(pieces))
	before, after, found := strings.Cut(text, ":")
	if !found && r.separatorLabels {
		if label, rest, ok := cutAtSeparator(text); ok {
			return label, rest, separatorAt(pieces), true
		}
	}
	if !found || !labelLike(before) {
		return "", "", 0, false
	}
	if organ, first, ok := cutAtSeparator(before); ok && labelLike(first) {
		// "Right kidney - Size: 11 cm. Hydronephrosis: None.": the organ is the line's label,
		// and its finding labels are its text.
		_, rest, _ := cutAtSeparator(text)
		return organ, rest, separatorAt(pieces), true
	}
	return collapse(before), collapse(after), colonAt(pieces), true
}

// namesSectionAlone tells a line that is nothing but another section's name ("FINDINGS",
// "Impression"), as templates written as plain text head their sections. The name of the
// section it stands in is a line of it (an imported form's field label under its heading).
func (r *reader) namesSectionAlone(text string) bool {
	kind, ok := r.classify(strings.TrimSpace(strings.TrimSuffix(text, ":")), true)
	return ok && kind != r.current().Kind
}

// hasField tells a line with a pick field's text in it.
func hasField(pieces []piece) bool {
	return slices.ContainsFunc(pieces, func(p piece) bool { return p.field })
}

// afterBold is where a bold run that ends at at is closed: past its closing tags.
func (r *reader) afterBold(at int) int {
	src := r.doc.Source
	for {
		rest := strings.TrimLeftFunc(src[at:], unicode.IsSpace)
		skipped := len(src[at:]) - len(rest)
		switch {
		case hasPrefixFold(rest, "</strong>"):
			at += skipped + len("</strong>")
		case hasPrefixFold(rest, "</b>"):
			at += skipped + len("</b>")
		default:
			return at
		}
	}
}

// hasPrefixFold tells whether s starts with prefix, a lower-case ASCII tag, in any case of
// its ASCII letters: the only letters whose lower case is one of a tag's.
func hasPrefixFold(s, prefix string) bool {
	if len(s) < len(prefix) {
		return false
	}
	for i := range len(prefix) {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != prefix[i] {
			return false
		}
	}
	return true
}

// labelLike tells text that can be a label: a few words, no sentence in it.
func labelLike(text string) bool {
	text = collapse(text)
	if text == "" || utf8.RuneCountInString(text) > 60 || strings.ContainsAny(text, ".!?;") {
		return false
	}
	fields := 0 // counted, not listed: most texts are no label
	for range strings.FieldsSeq(text) {
		if fields++; fields > 7 {
			return false
		}
	}
	first, _ := utf8.DecodeRuneInString(text)
	return unicode.IsLetter(first)
}

// colonAt is the source offset just after the first colon of pieces (an entity never holds
// one, so the raw text's first colon is the text's).
func colonAt(pieces []piece) int {
	for _, p := range pieces {
		if i := strings.IndexByte(p.raw, ':'); i >= 0 {
			return p.from + i + 1
		}
	}
	return pieces[len(pieces)-1].to
}

// trimmed is the source range [from, to) without the white space at its ends.
func (r *reader) trimmed(from, to int) Span {
	if from >= to {
		return Span{from, from}
	}
	text := r.doc.Source[from:to]
	left := strings.TrimLeftFunc(text, unicode.IsSpace)
	start := from + len(text) - len(left)
	return Span{start, start + len(strings.TrimRightFunc(left, unicode.IsSpace))}
}

// splitAtBreaks cuts a block's content at its line breaks into the lines that hold text.
func (r *reader) splitAtBreaks(b *block) []stretch {
	end := b.content.To
	if end < 0 {
		end = b.to
	}
	var out []stretch
	cur := stretch{from: b.content.From}
	flush := func(to int) {
		cur.to = to
		if strings.TrimSpace(joinText(cur.pieces)) != "" {
			out = append(out, cur)
		}
	}
	for _, p := range b.pieces {
		if p.br {
			flush(p.from)
			cur = stretch{from: p.to}
			continue
		}
		cur.pieces = append(cur.pieces, p)
	}
	flush(max(end, cur.from))
	return out
}

func hasBreak(pieces []piece) bool {
	seenText := false
	for _, p := range pieces {
		if p.br && seenText {
			return true
		}
		if strings.TrimSpace(p.text) != "" {
			seenText = true
		}
	}
	return false
}

func onlyBold(pieces []piece) bool {
	any := false
	for _, p := range pieces {
		if strings.TrimSpace(p.text) == "" {
			continue
		}
		if !p.bold {
			return false
		}
		any = true
	}
	return any
}

// joinText is the pieces' text, a break read as a space: one piece's text is itself, and
// several are written once into room for them all.
func joinText(pieces []piece) string {
	if len(pieces) == 1 && !pieces[0].br {
		return pieces[0].text
	}
	n := 0
	for _, p := range pieces {
		n += len(p.text) + 1
	}
	var b strings.Builder
	b.Grow(n)
	for _, p := range pieces {
		if p.br {
			b.WriteByte(' ')
			continue
		}
		b.WriteString(p.text)
	}
	return b.String()
}

// collapse trims text and makes every run of white space one space. Most text is so once
// trimmed ("<strong>Lungs:</strong> Clear."), and is returned as that part of itself.
func collapse(text string) string {
	if trimmed := strings.TrimSpace(text); isCollapsed(trimmed) {
		return trimmed
	}
	return strings.Join(strings.Fields(text), " ")
}

// isCollapsed tells text that collapse leaves as it is: no white space at either end, and
// none inside but single plain spaces.
func isCollapsed(text string) bool {
	afterSpace := true // at the start, a space would be leading
	for i := 0; i < len(text); {
		r, size := rune(text[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(text[i:])
		}
		switch {
		case r == ' ':
			if afterSpace {
				return false
			}
			afterSpace = true
		case unicode.IsSpace(r):
			return false
		default:
			afterSpace = false
		}
		i += size
	}
	return !afterSpace || text == ""
}
