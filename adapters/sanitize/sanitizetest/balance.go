package sanitizetest

import (
	"fmt"
	"strings"

	"golang.org/x/net/html"
)

// voidElements have no content and no end tag.
var voidElements = map[string]bool{
	"area": true, "base": true, "br": true, "col": true, "embed": true, "hr": true, "img": true,
	"input": true, "link": true, "meta": true, "source": true, "track": true, "wbr": true,
}

// Unbalanced lists where fragment is not balanced HTML: an end tag that closes no open
// element or not the innermost one, an element still open at the end, an end tag of a void
// element (a browser reads </br> as <br>), or a self-closing slash on an element that is not
// void (a browser ignores the slash and leaves the element open). It reads tags as a
// browser's tokenizer does, without the parser's repairs, so what it accepts a browser reads
// as written.
func Unbalanced(fragment string) []string {
	var out, open []string
	z := html.NewTokenizer(strings.NewReader(fragment))
	for {
		switch z.Next() {
		case html.ErrorToken:
			for i := len(open) - 1; i >= 0; i-- {
				out = append(out, fmt.Sprintf("<%s> not closed", open[i]))
			}
			return out
		case html.StartTagToken:
			if name := z.Token().Data; !voidElements[name] {
				open = append(open, name)
			}
		case html.SelfClosingTagToken:
			if name := z.Token().Data; !voidElements[name] {
				out = append(out, fmt.Sprintf("<%s/> is not void", name))
			}
		case html.EndTagToken:
			name := z.Token().Data
			switch {
			case voidElements[name]:
				out = append(out, fmt.Sprintf("end tag of the void element </%s>", name))
			case len(open) == 0:
				out = append(out, fmt.Sprintf("</%s> closes nothing", name))
			case open[len(open)-1] != name:
				out = append(out, fmt.Sprintf("</%s> where </%s> belongs", name, open[len(open)-1]))
			default:
				open = open[:len(open)-1]
			}
		}
	}
}
