package report

import (
	"slices"
	"strings"

	"github.com/radscribe/radscribe/domain/anatomy"
	"github.com/radscribe/radscribe/domain/lang"
)

// The places a finding is said to lie in, read with domain/anatomy: a fracture denied at the
// ribs is not denied at T12, nodes denied in the axilla are not denied in the mediastinum.

// placesApart tells two mentions of one finding that each name a place the anatomy knows, none
// of them within another ("no rib fracture" and "compression fracture of T12"): they are about
// different things, so one does not deny the other. A mention whose place is unsaid, or said in
// words the anatomy does not know ("no fracture of the hip"), may be about any place, so the
// rules still read it against every other.
func (a *analysis) placesApart(x, y mention) bool {
	px := a.placesOf(x)
	if len(px) == 0 {
		return false
	}
	py := a.placesOf(y)
	if len(py) == 0 {
		return false
	}
	body := anatomy.Tables()
	for _, r := range px {
		if body.Related(r, py) {
			return false
		}
	}
	return true
}

// placesOf are the narrowest regions the anatomy names (its terms and its sites) in a
// mention's clause, outside the other findings there, that its finding does not name by itself:
// "ribs" in "no rib fracture" and "keine Rippenfraktur", "vertebrae" in "compression fracture
// of t12", not the bones any fracture names (the finding's key is its name in the default
// language). A clause that names no place is about its report line's ("Lateral meniscus:
// Intact, no tear.").
func (a *analysis) placesOf(m mention) []int {
	s := m.s
	from, to := m.start, m.end
	for from > 0 && !clauseEdge(s, from-1) {
		from--
	}
	for to < len(s.words) && !clauseEdge(s, to) {
		to++
	}
	body := anatomy.Tables()
	for _, code := range lang.Lookup(a.language) {
		if body.Language(code) == nil {
			continue
		}
		var clause []int
		for _, run := range a.wordsBesideFindings(m, from, to) {
			clause = anatomy.Union(clause, body.RegionsIn(run, code).Anatomical())
		}
		own := body.RegionsIn(m.key, lang.Default).Strong
		places := anatomy.Without(clause, own)
		if len(places) == 0 && s.label != "" {
			places = anatomy.Without(body.RegionsIn(s.label, code).Anatomical(), own)
		}
		return narrowest(places)
	}
	return nil
}

// wordsBesideFindings are the runs of words from from to to of m's sentence that name no
// finding or lesion but m's own ("rippenfraktur" says where its fracture lies): "interstitial
// edema" says where the edema lies, not where the cardiomegaly beside it does.
func (a *analysis) wordsBesideFindings(own mention, from, to int) []string {
	s := own.s
	named := make([]bool, to-from)
	for _, list := range [][]mention{a.findings, a.lesions} {
		for _, m := range list {
			if m.s != s || m.start == own.start && m.end == own.end {
				continue
			}
			for i := max(m.start, from); i < min(m.end, to); i++ {
				named[i-from] = true
			}
		}
	}
	var runs []string
	start := from
	for i := from; i <= to; i++ {
		if i == to || named[i-from] {
			if i > start {
				runs = append(runs, strings.Join(s.words[start:i], " "))
			}
			start = i + 1
		}
	}
	return runs
}

// narrowest are the regions of places that contain none of the others: "supraspinatus tendon"
// is the supraspinatus, not every tendon.
func narrowest(places []int) []int {
	body := anatomy.Tables()
	var out []int
	for _, r := range places {
		if !slices.ContainsFunc(places, func(o int) bool {
			steps, _ := body.Reach(o, r)
			return steps > 0
		}) {
			out = append(out, r)
		}
	}
	return out
}

// clauseEdge tells a word of s that ends a clause: a comma, a semicolon, a breaker, or a word
// that opens a clause of its own ("with", "there"), not a list's "and" ("of the liver and the
// kidneys").
func clauseEdge(s *sentence, i int) bool {
	w := s.words[i]
	return w == "," || w == ";" || s.is(i, clsBreaker) || s.is(i, clsClauseBreaker) && !s.is(i, clsCoordinator)
}
