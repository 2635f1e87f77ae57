package templates

import (
	"strings"

	"golang.org/x/net/html"
)

// withoutPickFields is report HTML with each pick field (`<span class="rs-pick"
// data-options="...">value</span>`) reduced to its value: a RIS receiving the report does not
// know the options and should not keep them. The editor's copy does the same in the browser.
func withoutPickFields(doc string) string {
	if !strings.Contains(doc, "rs-pick") {
		return doc
	}
	var b strings.Builder
	z := html.NewTokenizer(strings.NewReader(doc))
	// spans records, for each open span, whether it is a pick field whose tags are dropped.
	var spans []bool
	for {
		tt := z.Next()
		switch tt {
		case html.ErrorToken:
			return b.String()
		case html.StartTagToken:
			raw := string(z.Raw())
			tok := z.Token()
			if tok.Data == "span" {
				pick := isPickField(tok)
				spans = append(spans, pick)
				if pick {
					continue
				}
			}
			b.WriteString(raw)
			continue
		case html.EndTagToken:
			if name, _ := z.TagName(); string(name) == "span" && len(spans) > 0 {
				pick := spans[len(spans)-1]
				spans = spans[:len(spans)-1]
				if pick {
					continue
				}
			}
		}
		b.Write(z.Raw())
	}
}

func isPickField(tok html.Token) bool {
	for _, a := range tok.Attr {
		if a.Key == "class" && strings.Contains(" "+a.Val+" ", " rs-pick ") {
			return true
		}
	}
	return false
}
