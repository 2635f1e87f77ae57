package builtin

import (
	"html"
	"strings"
)

// renderSection writes a section: its heading, then its paragraphs.
func renderSection(b *strings.Builder, title string, paras [][]sentence, group func([]sentence) [][]sentence) {
	b.WriteString("<h3>" + html.EscapeString(title) + "</h3>\n")
	for _, para := range paras {
		renderParagraph(b, para, group)
	}
}

// renderParagraph writes an enumerated paragraph as a numbered list and any other as
// paragraphs of sentence groups.
func renderParagraph(b *strings.Builder, para []sentence, group func([]sentence) [][]sentence) {
	if items := listItems(para); items != nil {
		b.WriteString("<ol>\n")
		for _, it := range items {
			b.WriteString("<li>" + html.EscapeString(it) + "</li>\n")
		}
		b.WriteString("</ol>\n")
		return
	}
	for _, g := range group(withMarks(para)) {
		b.WriteString("<p>" + html.EscapeString(join(g)) + "</p>\n")
	}
}

// listItems returns the items of a paragraph that the dictation numbered 1, 2, ... with at
// least two items and the first sentence numbered; sentences after a number belong to its item.
// Only numbering makes a list: turning short parallel sentences into bullets would restructure
// ordinary reports on a guess.
func listItems(para []sentence) []string {
	if len(para) < 2 || para[0].num != 1 {
		return nil
	}
	var items []string
	for _, s := range para {
		switch s.num {
		case 0:
			items[len(items)-1] += " " + s.text
		case len(items) + 1:
			items = append(items, s.text)
		default:
			return nil
		}
	}
	if len(items) < 2 {
		return nil
	}
	return items
}

// join writes sentences as running text.
func join(ss []sentence) string {
	parts := make([]string, len(ss))
	for i, s := range ss {
		parts[i] = s.text
	}
	return strings.Join(parts, " ")
}

// oneEach puts every sentence in a paragraph of its own.
func oneEach(para []sentence) [][]sentence {
	out := make([][]sentence, len(para))
	for i := range para {
		out[i] = para[i : i+1]
	}
	return out
}
