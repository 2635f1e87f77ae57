package reporting

import (
	"strings"

	"golang.org/x/net/html"

	"github.com/radscribe/radscribe/domain/report"
)

// sectionsOf reads a report's HTML back into sections for the shared contradiction rules. Text
// before the first heading is findings, as in a dictation.
func sectionsOf(doc string) []report.Section {
	var sections []report.Section
	current, text := report.SectionFindings, &strings.Builder{}
	flush := func() {
		if t := strings.TrimSpace(text.String()); t != "" {
			sections = append(sections, report.Section{Name: current, Text: t})
		}
		text.Reset()
	}
	z := html.NewTokenizer(strings.NewReader(doc))
	heading := (*strings.Builder)(nil)
	for {
		switch z.Next() {
		case html.ErrorToken:
			flush()
			return sections
		case html.StartTagToken, html.SelfClosingTagToken:
			name, _ := z.TagName()
			switch {
			case isHeading(name):
				heading = &strings.Builder{}
			case string(name) == "br":
				text.WriteString("\n")
			}
		case html.EndTagToken:
			name, _ := z.TagName()
			if isHeading(name) && heading != nil {
				if section, ok := report.SectionOfHeading(heading.String()); ok {
					flush()
					current = section
				}
				heading = nil
				continue
			}
			// Paragraphs and list items separate statements for the rules.
			if blockEnds[string(name)] {
				text.WriteString("\n")
			}
		case html.TextToken:
			if heading != nil {
				heading.Write(z.Text())
			} else {
				text.Write(z.Text())
			}
		}
	}
}

var blockEnds = map[string]bool{"p": true, "li": true, "div": true, "ul": true, "ol": true, "tr": true, "blockquote": true}

func isHeading(tag []byte) bool {
	return len(tag) == 2 && tag[0] == 'h' && tag[1] >= '1' && tag[1] <= '6'
}
