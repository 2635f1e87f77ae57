package anatomy

import "slices"

// Named are the regions a statement names, read as a radiologist reads it: Strong ones by
// anatomy or by a finding that belongs to one, Sites by words that mostly say where something
// lies, Weak ones only through findings that suggest a usual place. The writer places a
// statement by them and the checks read a line's organ against them, so both read one way.
type Named struct {
	Strong, Sites, Weak []int
}

// Best is what a statement is about: its strong regions, else its sites, else its weak ones.
func (n Named) Best() []int {
	switch {
	case len(n.Strong) > 0:
		return n.Strong
	case len(n.Sites) > 0:
		return n.Sites
	}
	return n.Weak
}

// Anatomical is every region named by anatomy: strong ones and sites.
func (n Named) Anatomical() []int { return Union(n.Strong, n.Sites) }

// None tells a statement that names no region.
func (n Named) None() bool { return len(n.Strong)+len(n.Sites)+len(n.Weak) == 0 }

// All is every region named, in the order of Best.
func (n Named) All() []int { return Union(n.Strong, n.Sites, n.Weak) }

// RegionsIn finds the regions a text in the language of code names, in the order it names
// them; at each word the longest term wins, so "medial meniscus" is not read as the meniscus
// alone. A finding that only suggests a place is read against the anatomy around it: "nodule
// in the right lower lobe" is a lung nodule, "nodule in the left thyroid lobe" is no lung
// finding at all. A language without words names nothing.
func (a *Anatomy) RegionsIn(text, code string) Named {
	var found Named
	idx := a.Language(code)
	if idx == nil {
		return found
	}
	words := Words(text)
	var hits []termAt
	for i := 0; i < len(words); {
		t := idx.LongestAt(words, i)
		if t == nil {
			i++
			continue
		}
		hits = append(hits, termAt{i, t})
		i += len(t.Words)
	}
	var confirmed []int
	for k, h := range hits {
		site := h.term.Site || idx.relativeAt(words, h.at, hits[:k])
		for _, r := range h.term.Regions {
			switch {
			case !h.term.Weak && !site:
				found.Strong = added(found.Strong, r)
			case site:
				found.Sites = added(found.Sites, r)
			default:
				nearest := -1
				for k, o := range hits {
					if !o.term.Weak && (nearest < 0 || distance(o.at, h.at) < distance(hits[nearest].at, h.at)) {
						nearest = k
					}
				}
				switch {
				case a.siteRelated(r, hits):
					confirmed = added(confirmed, r)
				case nearest >= 0 && !hits[nearest].term.Site && !a.Related(r, hits[nearest].term.Regions):
					// The finding belongs to the organ named next to it.
				default:
					found.Weak = added(found.Weak, r)
				}
			}
		}
	}
	found.Strong = byFirstMention(Union(found.Strong, confirmed), hits)
	found.Sites = Without(Without(found.Sites, found.Strong), confirmed)
	found.Weak = Without(found.Weak, found.Anatomical())
	return a.aboutDevice(found, hits)
}

// aboutDevice reads a statement that opens with a line, tube or implant as about the device:
// the structures named after it say where it lies ("Enteric tube courses below the diaphragm
// with tip in the stomach" belongs with the devices, not the diaphragm).
func (a *Anatomy) aboutDevice(found Named, hits []termAt) Named {
	devices, ok := a.Lookup("devices")
	if !ok || len(found.Strong) < 2 || !slices.Contains(hits[0].term.Regions, devices) {
		return found
	}
	found.Sites = Union(Without(found.Strong, []int{devices}), found.Sites)
	found.Strong = []int{devices}
	return found
}

// relativeAt tells a term at word at that follows a relation phrase ("perpendicular to the",
// "adjacent to"), at most two words between them and no other term: the region only says where
// something lies, relative to it.
func (idx *Index) relativeAt(words []string, at int, before []termAt) bool {
	from := max(0, at-2)
	if len(before) > 0 {
		last := before[len(before)-1]
		from = max(from, last.at+len(last.term.Words))
	}
	for end := at; end >= from; end-- {
		for _, phrase := range idx.relations {
			if start := end - len(phrase); start >= 0 && slices.Equal(words[start:end], phrase) {
				return true
			}
		}
	}
	return false
}

// termAt is a term found at a word of a text.
type termAt struct {
	at   int
	term *Term
}

// siteRelated tells whether a site the text names lies within region r or contains it.
func (a *Anatomy) siteRelated(r int, hits []termAt) bool {
	for _, h := range hits {
		if h.term.Site && a.Related(r, h.term.Regions) {
			return true
		}
	}
	return false
}

// byFirstMention orders regions by the first term that names them.
func byFirstMention(regions []int, hits []termAt) []int {
	var out []int
	for _, h := range hits {
		for _, r := range h.term.Regions {
			if slices.Contains(regions, r) && !slices.Contains(out, r) {
				out = append(out, r)
			}
		}
	}
	return out
}

func distance(x, y int) int { return max(x-y, y-x) }
