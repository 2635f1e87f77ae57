package dictation

import "github.com/radscribe/radscribe/domain/anatomy"

// Spine reports are dictated level by level: "l3 l4 mild disc bulge l4 l5 there is a disc
// extrusion". Two adjacent vertebrae said after a statement open the next one, written as the
// level's label ("L3-L4: Mild disc bulge.").

// levelAt tells a spine level at word i: two adjacent vertebrae with no mark between them
// ("l4 l5", "l5 s1", "c7 t1").
func (s *segmenter) levelAt(i int) bool {
	if i+1 >= len(s.words) || s.words[i].mark || s.words[i].lineAfter {
		return false
	}
	return adjacentVertebrae(s.words[i].lower, s.words[i+1].lower)
}

// adjacentVertebrae tells two vertebrae's words, lower case, one right above the other ("l4"
// "l5", "th11" "th12"), and not the MR sequences "t1" "t2", far more often said together than
// the first two thoracic vertebrae.
func adjacentVertebrae(upper, lower string) bool {
	a, ok := anatomy.VertebraOrder(upper)
	b, ok2 := anatomy.VertebraOrder(lower)
	return ok && ok2 && b == a+1 && !(upper == "t1" && lower == "t2")
}

// levelOpens tells a spine level at word i that opens a statement: after a word that can end
// one, not after a word that leads to it ("extrusion at l4 l5", "from l3 l4").
func (s *segmenter) levelOpens(i int) bool {
	if i == 0 || !s.levelAt(i) || i+2 >= len(s.words) {
		return false
	}
	prev := s.words[i-1].lower
	if s.l != nil && (s.l.continuing[prev] || s.l.joins[prev]) {
		return false
	}
	return s.ends(i-1) >= 1 || s.levelWord(i-1)
}

// levelWord tells a vertebra's name at word k ("terminates at l1 l3 l4": l1 ends its statement).
func (s *segmenter) levelWord(k int) bool {
	_, ok := anatomy.VertebraOrder(s.words[k].lower)
	return ok
}
