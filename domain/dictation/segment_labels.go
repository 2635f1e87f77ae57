package dictation

import (
	"slices"

	"github.com/radscribe/radscribe/domain/report"
)

// organLabelAt reads a structure said as a label before what is denied of it, organ by organ
// ("lungs no consolidation no suspicious nodule pleura no effusion", "Lunge kein Infiltrat"):
// the words its name takes from word i on, written "Pleura: No effusion." Said after a
// statement that ended, or where a statement starts; never the object of the words before it
// ("effusion in the pleura no pneumothorax") nor after a side or adjective of its own.
func (s *segmenter) organLabelAt(i int) (int, bool) {
	if s.l == nil {
		return 0, false
	}
	end := -1
	if s.telegraphic() != nil {
		// Where sides and adjectives stand before their structure, they are the label's
		// ("left kidney no hydronephrosis").
		k, e := s.structurePhrase(i)
		if k == i || s.sides[s.words[i].lower] {
			end = e
		}
	} else if n := s.anatomyTermAt(i); n > 0 {
		end = i + n
	}
	if end < 0 || end >= len(s.words) {
		return 0, false
	}
	for j := i; j < end; j++ {
		if s.words[j].mark || s.words[j].lineAfter || s.levelAt(j) {
			return 0, false
		}
	}
	if s.adjectival(s.words[end-1].lower) || s.namesFindingIn(i, end) || !s.denialOpensAt(end) {
		return 0, false
	}
	if i == s.statementStart {
		return end - i, true
	}
	// A structure right before it makes one name of both ("disc bulge without stenosis"); a
	// predicate, grade or ordinal before it describes it ("clear lungs no acute disease",
	// "posterior fourth rib no fracture"); a side after a finding is the finding's place
	// ("calcified granuloma left upper lobe no effusion").
	prev := s.words[i-1].lower
	if s.describesStructure(prev) || s.l.continuing[prev] || s.l.joins[prev] || s.anatomyTermAt(i-1) > 0 || s.sides[s.words[i].lower] {
		return 0, false
	}
	// Only a word that surely ends a statement goes before a label: a finding, a structure's
	// predicate, a head noun or a unit ("nodule | pleura no effusion", "heart normal |
	// mediastinum no lymphadenopathy", "Rundherd | Pleura kein Erguss"; not "wandständiger |
	// Thrombus", "impression clear | lungs", "posterior fourth | rib").
	ended := s.namesFindingIn(i-1, i) || s.structurePredicate(i-1) || s.closesClause(i-1) || s.l.heads[prev] || s.isUnit(prev) ||
		(s.telegraphic() == nil && s.l.predicates[prev])
	return end - i, ended
}

// denialOpensAt tells a negation that opens a denial at word k ("no", "kein", "pas de", "no
// hay"): not one that negates a predicate ("nicht erweitert", "non distesa") nor a list's
// "nor".
func (s *segmenter) denialOpensAt(k int) bool {
	if s.l.alternatives[s.words[k].lower] {
		return false
	}
	// "Without" after a structure is its statement's own word ("lung parenchyma without
	// consolidation"): only a negation that opens a statement follows a label.
	opens := s.startsOpener(k) || slices.ContainsFunc(s.l.openers, func(o []string) bool { return s.elidedPhraseAt(k, o) })
	return opens && report.NegationAt(s.base, s.lowerWords(k, min(k+3, len(s.words))), 0) > 0
}
