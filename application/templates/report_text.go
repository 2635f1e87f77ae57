package templates

import (
	"strings"

	"golang.org/x/net/html"

	"github.com/radscribe/radscribe/domain/report"
)

// reportText is a report's HTML read as plain text, the way the editor copies it: a blank
// line between paragraphs and headings, list items on consecutive lines ("- item"), and the
// text of its impression section (in any language the headings are written in).
type reportText struct {
	Text       string
	Impression string
}

var paragraphTags = map[string]bool{"p": true, "div": true, "blockquote": true, "tr": true, "h1": true, "h2": true, "h3": true, "h4": true, "h5": true, "h6": true}

// lineBreak stands for a <br> while a block's white space is folded.
const lineBreak = "\x01"

// textBlock is a paragraph, a heading or a list item of the plain text.
type textBlock struct {
	text     string
	listItem bool
}

func readReportText(doc string) reportText {
	var blocks []textBlock
	var impression []string
	line := &strings.Builder{}
	section := ""
	finish := func(tag string) {
		text := strings.Join(strings.Fields(line.String()), " ")
		text = strings.ReplaceAll(strings.ReplaceAll(text, " "+lineBreak, lineBreak), lineBreak+" ", lineBreak)
		text = strings.TrimSpace(strings.ReplaceAll(text, lineBreak, "\n"))
		line.Reset()
		if text == "" {
			return
		}
		if isHeadingTag(tag) {
			if s, ok := report.SectionOfHeading(text); ok {
				section = s
			}
		} else if section == report.SectionImpression {
			impression = append(impression, text)
		}
		if tag == "li" {
			text = "- " + text
		}
		blocks = append(blocks, textBlock{text: text, listItem: tag == "li"})
	}
	z := html.NewTokenizer(strings.NewReader(doc))
	for {
		switch z.Next() {
		case html.ErrorToken:
			finish("p")
			return reportText{Text: joinBlocks(blocks), Impression: strings.Join(impression, "\n")}
		case html.StartTagToken, html.SelfClosingTagToken:
			name, _ := z.TagName()
			tag := string(name)
			switch {
			case tag == "br":
				line.WriteString(lineBreak)
			case tag == "li" || tag == "ul" || tag == "ol" || paragraphTags[tag]:
				finish("p")
			}
		case html.EndTagToken:
			name, _ := z.TagName()
			tag := string(name)
			if tag == "li" || paragraphTags[tag] {
				finish(tag)
			}
		case html.TextToken:
			line.Write(z.Text())
		}
	}
}

// joinBlocks separates blocks by a blank line, and consecutive list items by one line break.
func joinBlocks(blocks []textBlock) string {
	out := &strings.Builder{}
	for i, b := range blocks {
		switch {
		case i == 0:
		case b.listItem && blocks[i-1].listItem:
			out.WriteString("\n")
		default:
			out.WriteString("\n\n")
		}
		out.WriteString(b.text)
	}
	return out.String()
}

func isHeadingTag(tag string) bool {
	return len(tag) == 2 && tag[0] == 'h' && tag[1] >= '1' && tag[1] <= '6'
}
