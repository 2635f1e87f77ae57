package builtin

import (
	"strings"
	"sync"
)

// stemRef points from a word beginning to the organ it names.
type stemRef struct {
	stem  string
	organ int
}

// organIndex maps language -> first two bytes of a stem -> stems, so finding the organs of a
// word costs one map look-up instead of a scan of every stem.
var organIndex = sync.OnceValue(func() map[string]map[string][]stemRef {
	idx := map[string]map[string][]stemRef{}
	for i, o := range organs {
		for code, list := range o.stems {
			if idx[code] == nil {
				idx[code] = map[string][]stemRef{}
			}
			for _, s := range strings.Fields(list) {
				idx[code][s[:2]] = append(idx[code][s[:2]], stemRef{s, i})
			}
		}
	}
	return idx
})

// organsIn returns the organs a text mentions, in the order it first mentions them.
func organsIn(text, code string) []int {
	idx := organIndex()[code]
	if idx == nil {
		return nil
	}
	var out []int
	for _, w := range strings.Fields(text) {
		w = bare(w)
		if len(w) < 2 {
			continue
		}
		for _, ref := range idx[w[:2]] {
			if strings.HasPrefix(w, ref.stem) && !containsInt(out, ref.organ) {
				out = append(out, ref.organ)
			}
		}
	}
	return out
}

// firstOrgan is the organ a sentence is mainly about, -1 when it names none.
func firstOrgan(text, code string) int {
	if os := organsIn(text, code); len(os) > 0 {
		return os[0]
	}
	return -1
}

func containsInt(list []int, v int) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}
