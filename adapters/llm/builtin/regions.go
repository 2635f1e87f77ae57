package builtin

import "github.com/radscribe/radscribe/domain/anatomy"

// regionsRead are the regions of the statements of one fill, each read once: a statement is
// placed, written and referred to by the regions it names. Callers only read what it returns.
type regionsRead struct {
	code string
	seen map[string]anatomy.Named
}

func (r *regionsRead) in(text string) anatomy.Named {
	if found, ok := r.seen[text]; ok {
		return found
	}
	found := regionsIn(text, r.code)
	r.seen[text] = found
	return found
}

// union is a followed by the values of b it lacks.
func union(a, b []int) []int {
	out := append([]int(nil), a...)
	for _, v := range b {
		if !containsInt(out, v) {
			out = append(out, v)
		}
	}
	return out
}

// regionsIn are the regions a text in the language of code names.
func regionsIn(text, code string) anatomy.Named { return anatomy.Tables().RegionsIn(text, code) }

// firstRegion is the region a sentence is mainly about, -1 when it names none.
func firstRegion(text, code string) int {
	if rs := regionsIn(text, code).Best(); len(rs) > 0 {
		return rs[0]
	}
	return -1
}

// without returns list less the values in drop.
func without(list, drop []int) []int {
	out := list[:0:0]
	for _, v := range list {
		if !containsInt(drop, v) {
			out = append(out, v)
		}
	}
	return out
}

func containsInt(list []int, v int) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}
