package dictation

import (
	"strings"

	"github.com/radscribe/radscribe/domain/anatomy"
)

// Spine reports are dictated level by level: "l3 l4 mild disc bulge l4 l5 there is a disc
// extrusion". Two adjacent vertebrae said after a statement open the next one, written as the
// level's label ("L3-L4: Mild disc bulge.").

// levelAt tells a spine level at word i: two adjacent vertebrae with no mark between them
// ("l4 l5", "l5 s1", "c7 t1"), or written as one word ("l4-l5").
func (s *segmenter) levelAt(i int) bool {
	return s.levelWords(i) > 0
}

// levelWords is how many words the spine level at word i takes: two when its vertebrae are said
// apart, one when a speech engine wrote them joined by a hyphen, 0 when no level starts there.
func (s *segmenter) levelWords(i int) int {
	switch {
	case i >= len(s.words):
		return 0
	case s.joinedLevel(i):
		return 1
	case i+1 < len(s.words) && !s.words[i].mark && !s.words[i].lineAfter && adjacentVertebrae(s.words[i].lower, s.words[i+1].lower):
		return 2
	}
	return 0
}

// joinedLevel tells a word that is a spine level written as one ("l4-l5", "c5-c6", "l5-s1").
func (s *segmenter) joinedLevel(i int) bool {
	upper, lower, ok := strings.Cut(s.words[i].lower, "-")
	return ok && adjacentVertebrae(upper, lower)
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
	n := s.levelWords(i)
	if i == 0 || n == 0 || i+n >= len(s.words) {
		return false
	}
	prev := s.words[i-1].lower
	if levelNouns[prev] || (s.l != nil && (s.l.continuing[prev] || s.l.joins[prev])) {
		return false
	}
	if s.levelLabels(i) == 0 {
		return false
	}
	return s.ends(i-1) >= 1 || s.levelWord(i-1)
}

// levelLabels is how many words the spine level at word i takes when it may be a statement's
// label: said as two words, or written joined before the finding it labels ("l4-l5 disc
// protrusion"); written joined, a level is as often said inside a sentence ("L4-L5
// tarpslankstelinio disko išvarža").
func (s *segmenter) levelLabels(i int) int {
	n := s.levelWords(i)
	if n == 1 && !s.findingFollows(i+1) {
		return 0
	}
	return n
}

// levelNouns are the words for a level that a spine level is said after, in every dictation
// language ("a livello l4-l5", "au niveau l4-l5", "at level l4-l5").
var levelNouns = map[string]bool{
	"level": true, "levels": true, "höhe": true, "etage": true, "niveau": true, "nivel": true, "nível": true, "livello": true,
	"poziomie": true, "nivelul": true, "nivå": true, "nivoju": true, "lygyje": true, "επίπεδο": true,
}

// levelWord tells a vertebra's name at word k ("terminates at l1 l3 l4": l1 ends its statement).
func (s *segmenter) levelWord(k int) bool {
	_, ok := anatomy.VertebraOrder(s.words[k].lower)
	return ok
}
