package builtin

import (
	"strings"

	"golang.org/x/net/html"
)

// line is one paragraph of a template: a labelled line ("<p><strong>Liver:</strong> ...</p>")
// or a plain one, with the byte ranges of its text and of the whole element.
type line struct {
	section        string
	label          string
	organs         []int // the organs the label names
	side           int   // the sides the label names (see sideOf)
	textFrom, text int
	from, to       int
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
	blocks := map[string]*block{}
	z := html.NewTokenizer(strings.NewReader(doc))
	pos, section, heading := 0, "", ""
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
		case tt == html.StartTagToken && tag == "h3":
			inHeading, heading = true, ""
		case tt == html.EndTagToken && tag == "h3":
			inHeading = false
			section = l.sectionOfTitle(heading)
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

// sectionOfTitle reads a template heading ("Klinische Angaben / Fragestellung") as a section.
func (l *language) sectionOfTitle(title string) string {
	title = strings.ToLower(strings.TrimSpace(title))
	for _, sec := range sectionOrder {
		if strings.EqualFold(l.titles[sec], title) {
			return sec
		}
	}
	for _, p := range l.heads {
		if strings.HasPrefix(title, strings.Join(p.words, " ")) {
			return p.section
		}
	}
	return ""
}
