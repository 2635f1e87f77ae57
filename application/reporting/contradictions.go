package reporting

import (
	"fmt"
	"strings"

	"github.com/radscribe/radscribe/domain/report"
)

// union is the writer's contradictions followed by the shared rules' ones it did not find,
// the same text (ignoring case and spacing) counting once; ids are made unique.
func union(lists ...[]report.Contradiction) []report.Contradiction {
	seenText, seenID := map[string]bool{}, map[string]bool{}
	var out []report.Contradiction
	for _, list := range lists {
		for _, c := range list {
			key := strings.ToLower(strings.Join(strings.Fields(c.Text), " "))
			if key == "" || seenText[key] {
				continue
			}
			seenText[key] = true
			for n := len(out) + 1; c.ID == "" || seenID[c.ID]; n++ {
				c.ID = fmt.Sprintf("contradiction-%d", n)
			}
			seenID[c.ID] = true
			out = append(out, c)
		}
	}
	return out
}
