package report

import (
	"strconv"
	"strings"

	"github.com/radscribe/radscribe/domain/anatomy"
)

// The conus medullaris of an adult ends between the eleventh thoracic and the second lumbar
// vertebra; a report says where as a matter of routine ("The conus terminates at L1.").
var (
	conusHighest, _ = anatomy.VertebraOrder("t11")
	conusLowest, _  = anatomy.VertebraOrder("l2")
)

// conusAtNormalLevel tells a statement that says the conus ends at a normal level and names no
// other structure ("The conus terminates at L1.", "Konus endet auf Höhe LWK 1."): a record of
// the examination, not a finding.
func (a *analysis) conusAtNormalLevel() bool {
	var words []string
	for _, s := range a.sentences {
		words = append(words, s.words...)
	}
	_, code := anatomyIndex(a.language)
	body := anatomy.Tables()
	strong := body.RegionsIn(strings.Join(words, " "), code).Strong
	if len(strong) == 0 {
		return false
	}
	for _, r := range strong {
		if key := body.Regions[r].Key; key != "conus" && !strings.HasPrefix(key, "level-") {
			return false
		}
	}
	named := false
	for _, order := range vertebraeIn(words) {
		if order < conusHighest || order > conusLowest {
			return false
		}
		named = true
	}
	return named
}

// vertebraeIn are the positions of the vertebrae words name: "l1", "l 1" (as the words read
// "L1"), "l1-l2" (both), German "lwk 1" and "lwk 1/2".
func vertebraeIn(words []string) []int {
	var out []int
	for i, w := range words {
		for _, part := range strings.FieldsFunc(w, func(r rune) bool { return r == '-' || r == '/' }) {
			if order, ok := anatomy.VertebraOrder(part); ok {
				out = append(out, order)
			}
		}
		if i+1 < len(words) {
			for _, part := range strings.FieldsFunc(words[i+1], func(r rune) bool { return r == '/' }) {
				if n, err := strconv.Atoi(part); err == nil {
					if order, ok := anatomy.Vertebra(w, n); ok {
						out = append(out, order)
					} else if order, ok := anatomy.VertebraOrder(w + part); ok && len(w) <= 2 {
						// The words read "L1" as a letter and a number.
						out = append(out, order)
					}
				}
			}
		}
	}
	return out
}
