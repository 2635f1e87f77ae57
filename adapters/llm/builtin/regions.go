package builtin

import "github.com/radscribe/radscribe/domain/anatomy"

// regionsFound are the regions a text names: strong ones by anatomy or a finding that belongs
// to one, sites by words that mostly say where something lies, weak ones only through findings
// that suggest a usual place.
type regionsFound struct {
	strong, sites, weak []int
}

// regionsRead are the regions of the statements of one fill, each read once: a statement is
// placed, written and referred to by the regions it names. Callers only read what it returns.
type regionsRead struct {
	code string
	seen map[string]regionsFound
}

func (r *regionsRead) in(text string) regionsFound {
	if found, ok := r.seen[text]; ok {
		return found
	}
	found := regionsIn(text, r.code)
	r.seen[text] = found
	return found
}

// best is what a text is about: its strong regions, else its sites, else its weak ones.
func (r regionsFound) best() []int {
	switch {
	case len(r.strong) > 0:
		return r.strong
	case len(r.sites) > 0:
		return r.sites
	}
	return r.weak
}

// named is every region named by anatomy: strong ones and sites.
func (r regionsFound) named() []int { return union(r.strong, r.sites) }

// none tells a text that names no region.
func (r regionsFound) none() bool { return len(r.strong)+len(r.sites)+len(r.weak) == 0 }

// all is every region named, in the order of best.
func (r regionsFound) all() []int { return union(union(r.strong, r.sites), r.weak) }

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

// regionsIn finds the regions a text names, in the order it names them; at each word the
// longest term wins, so "medial meniscus" is not read as the meniscus alone. A finding that
// only suggests a place is read against the anatomy around it: "nodule in the right lower lobe"
// is a lung nodule, "nodule in the left thyroid lobe" is no lung finding at all.
func regionsIn(text, code string) regionsFound {
	idx := anatomy.Tables().Language(code)
	var found regionsFound
	if idx == nil {
		return found
	}
	words := anatomy.Words(text)
	var hits []regionHit
	for i := 0; i < len(words); {
		t := idx.LongestAt(words, i)
		if t == nil {
			i++
			continue
		}
		hits = append(hits, regionHit{i, t})
		i += len(t.Words)
	}
	var confirmed []int
	for _, h := range hits {
		for _, r := range h.term.Regions {
			switch {
			case !h.term.Weak && !h.term.Site:
				found.strong = union(found.strong, []int{r})
			case h.term.Site:
				found.sites = union(found.sites, []int{r})
			default:
				nearest := -1
				for k, o := range hits {
					if !o.term.Weak && (nearest < 0 || abs(o.at-h.at) < abs(hits[nearest].at-h.at)) {
						nearest = k
					}
				}
				switch {
				case siteRelated(r, hits):
					confirmed = union(confirmed, []int{r})
				case nearest >= 0 && !hits[nearest].term.Site && !anatomy.Tables().Related(r, hits[nearest].term.Regions):
					// The finding belongs to the organ named next to it.
				default:
					found.weak = union(found.weak, []int{r})
				}
			}
		}
	}
	found.strong = byFirstMention(union(found.strong, confirmed), hits)
	found.sites = without(without(found.sites, found.strong), confirmed)
	found.weak = without(found.weak, found.named())
	return found
}

// byFirstMention orders regions by the first term that names them.
func byFirstMention(regions []int, hits []regionHit) []int {
	var out []int
	for _, h := range hits {
		for _, r := range h.term.Regions {
			if containsInt(regions, r) && !containsInt(out, r) {
				out = append(out, r)
			}
		}
	}
	return out
}

// regionHit is a term found at a word of a text.
type regionHit struct {
	at   int
	term *anatomy.Term
}

// siteRelated tells whether a site the text names lies within region r or contains it.
func siteRelated(r int, hits []regionHit) bool {
	for _, h := range hits {
		if h.term.Site && anatomy.Tables().Related(r, h.term.Regions) {
			return true
		}
	}
	return false
}

// firstRegion is the region a sentence is mainly about, -1 when it names none.
func firstRegion(text, code string) int {
	if rs := regionsIn(text, code).best(); len(rs) > 0 {
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
