package dictation

import "slices"

// describesFinding tells a grade or size word right after a finding's noun phrase in a
// language that puts its adjectives after the noun ("derrame articular moderado", "atrofia
// cortical leve", "calcoli multipli"): it describes that finding and opens nothing. A denied
// finding has no grade, so after a denial the grade opens the next finding ("sin derrame
// pleural leve cardiomegalia"); so does a word the language puts before its noun ("petit
// nodule", "discreto espessamento").
func (s *segmenter) describesFinding(i int) bool {
	if !s.l.adjectivesAfter || s.deniedBeforeAt(i) || s.modifierBeforeFinding(i) {
		return false
	}
	for k := i - 1; k >= 0 && k >= i-3 && k >= s.statementStart; k-- {
		w := s.words[k].lower
		if s.words[k].mark || s.words[k].lineAfter || s.l.continuing[w] || s.l.joins[w] || s.isNumber(w) || s.isUnit(w) {
			return false
		}
		if s.namesFindingIn(k, k+1) {
			return true
		}
	}
	return false
}

// structureAdjective tells a word right after a finding that only begins with a structure's
// stem ("nódulo pulmonar", "lesiones pulmonares"): it is the finding's adjective, no subject.
// A structure named whole there is a noun of its own ("pneumotórax cateter", "cholécystite voie
// biliaire principale"); where adjectives
// stand before the noun, a structure after a finding starts the next noun phrase ("no
// pneumothorax lungs are clear").
func (s *segmenter) structureAdjective(k int) bool {
	if !s.l.adjectivesAfter || k == 0 || s.words[k-1].mark || s.words[k-1].lineAfter || !s.namesFindingIn(k-1, k) {
		return false
	}
	w := s.words[k].lower
	n, ok := s.subjectAt(k)
	return ok && n == 1 && !s.organs[w] && !slices.Contains(s.l.subjects, w)
}

// modifierBeforeFinding tells a word the language puts before its noun with a finding right
// after it ("discreto espessamento"); before anything else it describes the finding before
// it ("atrofia cortical leve acorde con la edad").
func (s *segmenter) modifierBeforeFinding(i int) bool {
	return s.l.modifiers[s.words[i].lower] && i+1 < len(s.words) && !s.words[i].mark && s.findingStartsAt(i+1)
}
