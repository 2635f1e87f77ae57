package builtin

import "strings"

// regionsFound are the regions a text names: strong ones by anatomy, weak ones only through
// findings that suggest a usual place.
type regionsFound struct {
	strong, weak []int
}

// best is what a text is about: its strong regions, else its weak ones.
func (r regionsFound) best() []int {
	if len(r.strong) > 0 {
		return r.strong
	}
	return r.weak
}

// none tells a text that names no region.
func (r regionsFound) none() bool { return len(r.strong) == 0 && len(r.weak) == 0 }

// all is every region named, strong first.
func (r regionsFound) all() []int {
	out := append([]int(nil), r.strong...)
	for _, w := range r.weak {
		if !containsInt(out, w) {
			out = append(out, w)
		}
	}
	return out
}

// regionsIn finds the regions a text names, in the order it names them; at each word the
// longest term wins, so "medial meniscus" is not read as the meniscus alone.
func regionsIn(text, code string) regionsFound {
	idx := anatomyTables().langs[code]
	var found regionsFound
	if idx == nil {
		return found
	}
	words := strings.Fields(text)
	for i := range words {
		words[i] = bare(words[i])
	}
	for i := 0; i < len(words); {
		t := idx.longestAt(words, i)
		if t == nil {
			i++
			continue
		}
		for _, r := range t.regions {
			list := &found.strong
			if t.weak {
				list = &found.weak
			}
			if !containsInt(*list, r) {
				*list = append(*list, r)
			}
		}
		i += len(t.words)
	}
	found.weak = without(found.weak, found.strong)
	return found
}

// longestAt returns the longest term starting at words[i], nil when none does; between terms
// of one length an exact word beats a stem, and a longer stem a shorter one.
func (idx *anatomyIndex) longestAt(words []string, i int) *anatomyTerm {
	w := words[i]
	if w == "" {
		return nil
	}
	var best *anatomyTerm
	bestScore := 0
	try := func(terms []*anatomyTerm) {
		for _, t := range terms {
			if !t.matches(words[i:]) {
				continue
			}
			score := len(t.words)*1000 + len(t.words[0])
			if !t.stem[0] {
				score += 500
			}
			if score > bestScore {
				best, bestScore = t, score
			}
		}
	}
	try(idx.exact[w])
	if len(w) >= 2 {
		try(idx.stems[w[:2]])
	}
	return best
}

// matches tells whether the term's words begin words.
func (t *anatomyTerm) matches(words []string) bool {
	if len(words) < len(t.words) {
		return false
	}
	for k, tw := range t.words {
		w := words[k]
		if t.stem[k] {
			if !strings.HasPrefix(w, tw) {
				return false
			}
		} else if w != tw {
			return false
		}
	}
	return true
}

// firstRegion is the region a sentence is mainly about, -1 when it names none.
func firstRegion(text, code string) int {
	if rs := regionsIn(text, code).best(); len(rs) > 0 {
		return rs[0]
	}
	return -1
}

// reach returns how far region r is from region to going up through parents (0 when they
// are the same) and the parent order taken on the first step, or -1 when to does not contain r.
func reach(r, to int) (steps, choice int) {
	if r == to {
		return 0, 0
	}
	regions := anatomyTables().regions
	best, bestChoice := -1, 0
	for k, p := range regions[r].parents {
		if d, _ := reach(p, to); d >= 0 && (best < 0 || d+1 < best) {
			best, bestChoice = d+1, k
		}
	}
	return best, bestChoice
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
