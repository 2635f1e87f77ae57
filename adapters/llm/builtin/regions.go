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

// regionsIn are the regions a text in the language of code names.
func regionsIn(text, code string) anatomy.Named { return anatomy.Tables().RegionsIn(text, code) }

// firstRegion is the region a sentence is mainly about, -1 when it names none.
func firstRegion(text, code string) int {
	if rs := regionsIn(text, code).Best(); len(rs) > 0 {
		return rs[0]
	}
	return -1
}
