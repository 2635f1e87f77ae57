package builtin

import (
	"strings"

	"golang.org/x/net/html"

	"github.com/radscribe/radscribe/domain/report"
)

// line is one paragraph of a template: a labelled line ("<p><strong>Liver:</strong> ...</p>")
// or a plain one, with the byte ranges of its text and of the whole element.
type line struct {
	section string
	label   string
	// regions are what the label names; defaults what its normal text is about, and normals
	// the regions each of its normal sentences names by anatomy.
	regions, defaults regionsFound
	normals           [][]int
	side              int  // the sides the label names (see sideOf)
	general           bool // a line for findings of no particular region ("Other findings")
	textFrom, text    int
	from, to          int
}

// block is a template section's lines and where its last element ends.
type block struct {
	lines []line
	from  int // start of the first element after the heading
	end   int // end of the last element
}

// parseTemplate finds a template's sections (by their headings in the language) and their
// lines, by byte offset, so filling can change text and leave every tag as it was.
func parseTemplate(doc string, l *language) map[string]*block {
	blocks := readTemplate(doc, l, "")
	if blocks[find] == nil {
		// A template without a findings heading is all findings until a heading says otherwise.
		blocks = readTemplate(doc, l, find)
	}
	for _, b := range blocks {
		for i := range b.lines {
			ln := &b.lines[i]
			ln.regions = regionsIn(ln.label, l.code)
			normal := plainText(doc[ln.textFrom:ln.text])
			ln.defaults = regionsIn(normal, l.code)
			for _, para := range paragraphs(normal) {
				for _, s := range para {
					ln.normals = append(ln.normals, regionsIn(s.text, l.code).named())
				}
			}
			ln.side = sideOf(ln.label, l.code)
			ln.general = ln.label == "" || isGeneral(ln.label, l.code)
		}
	}
	return blocks
}

// headings are the elements a template may head its sections with.
var headings = map[string]bool{"h1": true, "h2": true, "h3": true, "h4": true, "h5": true, "h6": true}

// readTemplate reads the sections and lines of a template, starting in section first.
func readTemplate(doc string, l *language, first string) map[string]*block {
	blocks := map[string]*block{}
	if first != "" {
		blocks[first] = &block{}
	}
	z := html.NewTokenizer(strings.NewReader(doc))
	pos, section, heading := 0, first, ""
	inHeading := false
	var cur *line
	depth := 0
	// strong collects the bold text that opens a paragraph; open says it is still being read.
	strong, open, opened := "", false, false
	for {
		tt := z.Next()
		start := pos
		pos += len(z.Raw())
		if tt == html.ErrorToken {
			return blocks
		}
		name, _ := z.TagName()
		tag := string(name)
		switch {
		case tt == html.StartTagToken && depth == 0 && headings[tag]:
			inHeading, heading = true, ""
		case tt == html.EndTagToken && inHeading && headings[tag]:
			inHeading = false
			// A heading that names no section ("Chest" inside the findings) keeps the current one.
			if s, ok := report.SectionOfHeading(heading); ok {
				section = s
			}
			if section != "" && blocks[section] == nil {
				blocks[section] = &block{from: pos, end: pos}
			}
		case tt == html.TextToken && inHeading:
			heading += string(z.Text())
		case section == "" || blocks[section] == nil:
		case tt == html.StartTagToken && depth == 0 && (tag == "p" || tag == "ul" || tag == "ol"):
			cur = &line{section: section, from: start, textFrom: pos}
			depth, strong, open, opened = 1, "", false, false
		case tt == html.StartTagToken && depth > 0:
			if depth == 1 && tag == "strong" && !opened {
				open, opened = true, true
			}
			depth++
		case tt == html.TextToken && cur != nil:
			if open {
				strong += string(z.Text())
			} else if strings.TrimSpace(string(z.Text())) != "" {
				opened = true // text before any bold: the paragraph has no label
			}
		case tt == html.EndTagToken && depth > 0:
			depth--
			if open && tag == "strong" {
				open = false
				if t := strings.TrimSpace(strong); strings.HasSuffix(t, ":") {
					cur.label, cur.textFrom = strings.TrimSuffix(t, ":"), pos
				}
			}
			if depth == 0 {
				cur.text, cur.to = start, pos
				b := blocks[section]
				b.lines = append(b.lines, *cur)
				b.end = pos
				cur = nil
			}
		}
	}
}

// plainText is the text of an HTML fragment without its tags, entities decoded.
func plainText(fragment string) string {
	var b strings.Builder
	z := html.NewTokenizer(strings.NewReader(fragment))
	for {
		switch z.Next() {
		case html.ErrorToken:
			return b.String()
		case html.TextToken:
			b.Write(z.Text())
		}
	}
}
