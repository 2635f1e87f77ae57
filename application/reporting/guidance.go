package reporting

import (
	"iter"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/radscribe/radscribe/domain/document"
	"github.com/radscribe/radscribe/domain/guidance"
	"github.com/radscribe/radscribe/domain/report"
)

// guide reads a report's final HTML for guideline follow-up suggestions and critical findings,
// the same rules for every writer: models are not trusted with guideline arithmetic. Nothing
// is written into the report; the radiologist chooses what to insert. The guidelines also read
// the report's title, the headings that name no section ("Ultrasound Thyroid", "LDCT Lung
// Cancer Screening"), which says what was examined; critical findings are read from the
// sections only, as a title ("CT for pulmonary embolism") affirms nothing. Each guideline gives
// its recommendations unique IDs of its own prefix, so the list's IDs are unique and the same
// report always gives the same ones.
func guide(language, reportHTML string) ([]guidance.Recommendation, []guidance.CriticalFinding) {
	return guideIn(language, readReportOf(report.ReadDocument(reportHTML)))
}

// guideIn is guide over a report already read.
func guideIn(language string, r *readReport) ([]guidance.Recommendation, []guidance.CriticalFinding) {
	return guidance.GuideReading(language, titleOf(r.tokens()), r.reading())
}

// titleOf returns the text of a report's headings that name no section, one per line, read
// from its tokens.
func titleOf(tokens iter.Seq[document.Token]) string {
	var titles []string
	var heading *strings.Builder
	for t := range tokens {
		switch t.Kind {
		case document.StartTag:
			if isHeading(t.Data) {
				heading = &strings.Builder{}
			}
		case document.EndTag:
			if !isHeading(t.Data) || heading == nil {
				continue
			}
			text := strings.TrimSpace(heading.String())
			if _, isSection := report.SectionOfHeading(text); !isSection && text != "" {
				titles = append(titles, text)
			}
			heading = nil
		case document.Text:
			if heading != nil {
				heading.WriteString(t.Data)
			}
		}
	}
	return strings.Join(titles, "\n")
}

// browserTokens tokenises HTML as a browser does, for a report or template that does not come
// with the tokens the sanitiser wrote it with: start and end tags (a self-closing tag is
// neither) and text, decoded.
func browserTokens(source string) iter.Seq[document.Token] {
	return func(yield func(document.Token) bool) {
		z := html.NewTokenizer(strings.NewReader(source))
		pos := 0
		for {
			tt := z.Next()
			from := pos
			pos += len(z.Raw())
			var t document.Token
			switch tt {
			case html.ErrorToken:
				return
			case html.StartTagToken, html.EndTagToken:
				name, _ := z.TagName()
				t = document.Token{Kind: document.StartTag, Data: tagName(name)}
				if tt == html.EndTagToken {
					t.Kind = document.EndTag
				}
			case html.TextToken:
				// As written, unless a character reference, a carriage return or a NUL (which the
				// tokenizer reads as U+FFFD in raw text) was read.
				text := source[from:pos]
				if strings.ContainsAny(text, "&\r\x00") {
					text = string(z.Text())
				}
				t = document.Token{Kind: document.Text, Data: text}
			default:
				continue
			}
			t.Span = document.Span{From: from, To: pos}
			if !yield(t) {
				return
			}
		}
	}
}

// tagName is a tag's name as a string, without allocating one for the names HTML knows.
func tagName(name []byte) string {
	if a := atom.Lookup(name); a != 0 {
		return a.String()
	}
	return string(name)
}
