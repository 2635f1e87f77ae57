package dictation

import (
	"slices"

	"github.com/radscribe/radscribe/domain/anatomy"
)

// deviceWords is how many words of sides and qualifiers may stand before a device's term
// ("right internal jugular central venous catheter").
const deviceWords = 5

// deviceOpens tells a line or tube named after a complete statement, as intensive-care
// radiographs are dictated without punctuation ("... 4 cm above the carina | enteric tube
// courses below the diaphragm", "... in the stomach | right internal jugular central venous
// catheter tip in the superior vena cava"): the device's noun phrase opens a statement of its
// own. The statement before names the study or ends with a place phrase ("above the carina",
// "in the superior vena cava": not "left axillary", which describes the clips after it), and has
// said something (three words at least); the words before the device's
// term are sides, qualifiers or structures it runs through, never a function word, a predicate,
// a number or a finding ("the tip of the central venous catheter" is one statement).
func (s *segmenter) deviceOpens(i int) bool {
	idx := s.telegraphic()
	if idx == nil || i < s.statementStart+3 || !s.termEndsAt(i-1) || !s.namesStudyBefore(i) && !s.closesPlacePhrase(i-1) {
		return false
	}
	devices, ok := anatomy.Tables().Lookup("devices")
	if !ok {
		return false
	}
	for j := i; j < len(s.words) && j <= i+deviceWords; {
		if j > i && (s.words[j-1].mark || s.words[j-1].lineAfter) {
			return false
		}
		if t := idx.LongestAt(s.lowerWords(j, min(j+4, len(s.words))), 0); t != nil {
			if slices.Contains(t.Regions, devices) {
				// A device named right after a structure is named by it ("central venous
				// catheter", "chest tube"); right after a finding it opens ("no pneumothorax
				// picc line ...").
				return j > i || s.namesFindingIn(i-1, i)
			}
			// A structure names the device right after it ("left chest tube", "pulmonary
			// artery catheter"); one followed by other words is a place of its own ("the caval
			// atrial junction").
			next := j + len(t.Words)
			if t.Weak || s.namesFindingIn(j, next) || next >= len(s.words) {
				return false
			}
			nt := idx.LongestAt(s.lowerWords(next, min(next+4, len(s.words))), 0)
			return nt != nil && slices.Contains(nt.Regions, devices)
		}
		w := s.words[j].lower
		if s.l.continuing[w] || s.l.copulas[w] || s.l.predicates[w] || s.l.joins[w] || s.l.negations[w] || s.isNumber(w) || s.isUnit(w) ||
			(j > i && s.sides[w]) || s.headingWordsAt(j) {
			// A side opens the device's phrase or belongs to what stands before it.
			return false
		}
		j++
	}
	return false
}

// closesPlacePhrase tells a word that ends a noun phrase of at most four words that a
// preposition of place or an article opens ("in the stomach", "above the carina").
func (s *segmenter) closesPlacePhrase(k int) bool {
	for j := k; j >= 0 && j >= k-4; j-- {
		if j < k && (s.words[j].mark || s.words[j].lineAfter) {
			return false
		}
		w := s.words[j].lower
		if s.l.places[w] || s.l.articles[w] {
			return j < k
		}
		if s.l.continuing[w] || s.l.copulas[w] {
			return false
		}
	}
	return false
}

// adjectiveFindingAfterPlace tells an adjective that opens a finding right after a place
// phrase ending a statement that said its verb before the place ("no pathological lymph node
// was detected in the mediastinum | global enlargement of the cardiac chambers was observed"):
// where adjectives stand before their noun, one after the place's noun describes what follows
// it, so the finding within three words of it, with no function word between, starts the next
// statement. A place named by an adjective goes on with the next one ("in paratracheal,
// precarinal lymph nodes"), and so do adjectives of a structure's noun ("of the left lung lower
// lobe"). A side there is sideFindingAfterPlace's.
func (s *segmenter) adjectiveFindingAfterPlace(i int) bool {
	w := s.words[i].lower
	if !s.l.sidesBefore || s.l.adjectivesAfter || s.sides[w] || !s.adjectival(w) || i < s.statementStart+3 ||
		!s.termEndsAt(i-1) || s.adjectival(s.words[i-1].lower) || !s.closesPlacePhrase(i-1) {
		return false
	}
	place := s.placeWordBefore(i)
	return place >= 0 && s.verbBetween(s.statementStart, place) && !s.placeGoesOn(i) && s.findingWithin(i, 3)
}

// placeGoesOn tells adjectives from word i on that describe a structure's noun, with no finding
// among them: the place before them goes on ("of the left lung | lower lobe"). An adjective that
// is itself a structure's name may start a finding ("peribronchial thickening").
func (s *segmenter) placeGoesOn(i int) bool {
	k, end := s.structurePhrase(i)
	return k > i && end > k && !s.namesFindingIn(i, end)
}

// sideFindingAfterPlace tells a side that opens a finding after a place phrase, as telegraphic
// dictation names one thing after another ("catheter tip in the superior vena cava | left
// retrocardiac opacity likely atelectasis", "nodule in the right lower lobe | left hilar
// adenopathy"): the finding starts within three words of the side, with no function word
// between, and the statement before has said something.
func (s *segmenter) sideFindingAfterPlace(i int) bool {
	if !s.l.sidesBefore || !s.sides[s.words[i].lower] || i < s.statementStart+3 || !s.termEndsAt(i-1) || s.hasModifierEnding(s.words[i-1].lower) || !s.closesPlacePhrase(i-1) {
		return false
	}
	return s.findingWithin(i, sideSubjectWords)
}

// findingWithin tells a finding that starts at most n words after word i, with no mark and no
// function word between: word i and those before the finding describe it.
func (s *segmenter) findingWithin(i, n int) bool {
	for k := i + 1; k < len(s.words) && k <= i+n; k++ {
		if s.words[k-1].mark || s.words[k-1].lineAfter || s.l.continuing[s.words[k].lower] {
			return false
		}
		if s.findingStartsAt(k) {
			return true
		}
	}
	return false
}
