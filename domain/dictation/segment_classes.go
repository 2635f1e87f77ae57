package dictation

import (
	"slices"
	"strings"
)

// The word classes the segmenter reads words by: subjects, modifiers, elided articles,
// numbers and units.

func (s *segmenter) hasModifierEnding(w string) bool {
	if s.l.participles[w] {
		return true
	}
	for _, e := range s.l.modifierEndings {
		if strings.HasSuffix(w, e) {
			return true
		}
	}
	return false
}

func (s *segmenter) startsOpener(k int) bool {
	for _, o := range s.l.openers {
		if s.phraseAt(k, o) {
			return true
		}
	}
	return false
}

// mainClauseAt is the word where the main clause after a leading phrase at word k starts ("in
// addition there are", "as far as can be seen the heart"), -1 when none leads there.
func (s *segmenter) mainClauseAt(k int) int {
	for _, o := range s.l.leading {
		if !s.phraseAt(k, o) {
			continue
		}
		end := k + len(o)
		if s.l.subordinators[s.words[k].lower] && s.l.articles[s.words[end-1].lower] {
			// "when the bone window was examined": the clause's own verb comes first.
			if verb := s.subordinateVerbEnd(end); verb > 0 {
				return verb
			}
		}
		for j := end; j < len(s.words) && j < end+4; j++ {
			w := s.words[j].lower
			if s.l.reported[w] || s.l.participles[w] || s.hasModifierEnding(w) {
				return j + 1
			}
			if !s.l.continuing[w] {
				break
			}
		}
		return end
	}
	return -1
}

// ellipsisEnd is the word after a subordinate clause said without its subject and verb ("if
// present", "if clinically indicated"): its predicate is no main clause's. 0 when the
// subordinator at word start says more.
func (s *segmenter) ellipsisEnd(start int) int {
	k := start + 1
	if k < len(s.words) && isAdverb(s.words[k].lower) && !s.words[k-1].mark {
		k++
	}
	if k >= len(s.words) || s.words[k-1].mark || s.words[k-1].lineAfter {
		return 0
	}
	if w := s.words[k].lower; s.l.predicates[w] || s.hasModifierEnding(w) {
		return k + 1
	}
	return 0
}

// leadsInto tells word i that starts the main clause of the leading phrase at word start, or
// follows it after a place phrase of the leading phrase's own ("as far as can be seen within
// the sections | liver parenchyma density is decreased").
func (s *segmenter) leadsInto(start, i int) bool {
	main := s.mainClauseAt(start)
	if i <= main {
		return true
	}
	return main > start && s.l.places[s.words[main].lower] && !s.verbBetween(main+1, i)
}

// subordinateVerbEnd is the word after the passive verb of a subordinate clause whose subject
// starts at word from ("when the bone window | was examined |"), 0 when no copula and its
// participle follow within a noun phrase's words.
func (s *segmenter) subordinateVerbEnd(from int) int {
	for j := from; j+1 < len(s.words) && j < from+6; j++ {
		if s.words[j].mark || s.words[j].lineAfter {
			return 0
		}
		if w := s.words[j+1].lower; s.l.copulas[s.words[j].lower] && (s.l.reported[w] || s.l.participles[w] || s.hasModifierEnding(w)) {
			return j + 2
		}
	}
	return 0
}

// subjectAt tells whether a structure that can be a statement's subject (an organ of the
// language's disfluency table or a listed stem) starts at word i, and how many words it takes.
func (s *segmenter) subjectAt(i int) (int, bool) {
	w := s.stripElided(s.words[i].lower)
	if s.organs[w] {
		return 1, true
	}
	if s.l == nil {
		return 0, false
	}
	for _, stem := range s.l.subjects {
		parts := strings.Fields(stem)
		if i+len(parts) > len(s.words) {
			continue
		}
		ok := true
		for k, p := range parts {
			word := s.words[i+k].lower
			if k == 0 {
				word = w
			}
			if !strings.HasPrefix(word, p) || (k < len(parts)-1 && s.words[i+k].mark) {
				ok = false
				break
			}
		}
		if ok {
			return len(parts), true
		}
	}
	return 0, false
}

// subjectBefore tells whether word i follows a subject, right after it or after one word
// describing it ("la vesícula biliar"): an impersonal or negated verb there is its own.
func (s *segmenter) subjectBefore(i int) bool {
	for k := i - 1; k >= 0 && k >= i-2; k-- {
		if s.words[k].mark || s.words[k].lineAfter {
			return false
		}
		if _, ok := s.subjectAt(k); ok {
			return true
		}
	}
	return false
}

// verbFirstAt tells a negated or impersonal verb at word k: after a subject, its clause.
func (s *segmenter) verbFirstAt(k int) bool {
	for _, v := range s.l.verbFirst {
		if s.phraseAt(k, v) {
			return true
		}
	}
	return false
}

// compoundAfter tells a subject right after a structure named in the singular, the first part
// of one compound ("heart silhouette", "lung bases"): no statement starts inside it. A plural
// ends a statement ("... in the lungs heart size is normal"), and so does a structure that is
// no compound's first part ("... of the aorta lungs are clear"); nor is a structure a place
// phrase named before an organ or a subject of several words ("... in the left lung heart
// contour size is normal", "... upper abdominal organs are normal"), where a statement's
// organs listed one after another are its subject ("liver gallbladder spleen").
func (s *segmenter) compoundAfter(i int) bool {
	if i == 0 || s.words[i-1].mark || s.words[i-1].lineAfter || s.l.closedCompounds || (s.namesWholeSubject(i) && s.placeBefore(i)) {
		return false
	}
	_, ok := s.subjectAt(i - 1)
	return ok && !strings.HasSuffix(s.words[i-1].lower, "s") && !s.l.ending[s.words[i-1].lower]
}

// namesWholeSubject tells an organ, or a subject named in several words ("upper abdominal
// organs"), at word i: no part of the structure before it. A finding whose word begins with a
// subject's stem names none ("cardiomegaly mediastinal ..." is no "cardio mediastinal").
func (s *segmenter) namesWholeSubject(i int) bool {
	n, ok := s.subjectAt(i)
	return s.organs[s.words[i].lower] || (ok && n > 1 && !s.namesFindingIn(i, i+n))
}

// subjectListWords is the most words a list of subjects without its verb takes.
const subjectListWords = 16

// subjectListGoesOn tells a statement that named its subject and said nothing of it yet:
// another structure there is the next item of its subject ("heart size mediastinal contour
// and pulmonary vasculature are normal"). A list of subjects is a few words long.
func (s *segmenter) subjectListGoesOn(i int) bool {
	first := s.statementStart
	if s.l.articles[s.words[first].lower] && first+1 < i {
		first++
	}
	if _, ok := s.subjectAt(first); !ok || i-first > subjectListWords {
		return false
	}
	for k := first; k < i; k++ {
		if w := s.words[k].lower; s.l.copulas[w] || s.l.predicates[w] || s.hasModifierEnding(w) || (s.sizeAt(k, i) && !s.adjectival(s.words[i-1].lower)) {
			return false
		}
	}
	return true
}

// sizeAt tells a number and its unit at word k, before word i: a statement that measured
// something said what it has to say of its subject ("tulžies pūslėje keli akmenys iki 12 mm").
// A structure an adjective right before it describes ("in the adjacent lung parenchyma") is
// still that phrase's.
func (s *segmenter) sizeAt(k, i int) bool {
	return k+1 < i && s.isNumber(s.words[k].lower) && s.isUnit(s.words[k+1].lower)
}

func (s *segmenter) isVerbFirst(o []string) bool {
	for _, v := range s.l.verbFirst {
		if strings.Join(v, " ") == strings.Join(o, " ") {
			return true
		}
	}
	return false
}

func (s *segmenter) isModifier(w string) bool {
	if s.l == nil {
		return false
	}
	if s.hasModifierEnding(w) {
		return true
	}
	return s.l.modifiers[w] || s.l.qualifiers[w] || (s.l.sidesBefore && s.sides[w])
}

// attributive tells a listed modifier that waits for its noun ("acute", "small"), not one a
// copula made a predicate.
func (s *segmenter) attributive(i int) bool {
	w := s.words[i].lower
	return s.l != nil && (s.l.modifiers[w] || s.l.qualifiers[w]) && !s.predicative(i)
}

// openerEndsAt tells whether an opener phrase ends at word k ("there is"): its copula opens a
// statement, so the modifier after it is no predicate ("there is mild cardiomegaly").
func (s *segmenter) openerEndsAt(k int) bool {
	for _, o := range s.l.openers {
		if start := k - len(o) + 1; len(o) > 1 && start >= 0 && s.phraseAt(start, o) {
			return true
		}
	}
	return false
}

// isElided tells an article written alone with its apostrophe ("l'" before a space).
func (s *segmenter) isElided(w string) bool {
	for _, e := range s.l.elided {
		if w == e {
			return true
		}
	}
	return false
}

// possessive tells a noun said as its owner's ("the patient's previous examination").
func (s *segmenter) possessive(w string) bool {
	return slices.ContainsFunc(s.l.possessiveEndings, func(e string) bool { return strings.HasSuffix(w, e) })
}

// determines tells a word that may stand before a noun to say which one: an article, an owner
// or a continuing word that neither joins, places nor links ("the", "patient's", "this").
func (s *segmenter) determines(w string) bool {
	return s.l.articles[w] || s.possessive(w) || (s.l.continuing[w] && !s.l.joins[w] && !s.l.places[w] && !s.l.copulas[w])
}

// elidedArticle tells a noun with its article written onto it ("l'aorte").
func (s *segmenter) elidedArticle(w string) bool {
	for _, e := range s.l.elided {
		if strings.HasPrefix(w, e) && len(w) > len(e) {
			return true
		}
	}
	return false
}

func (s *segmenter) stripElided(w string) string {
	if s.l == nil {
		return w
	}
	for _, e := range s.l.elided {
		if strings.HasPrefix(w, e) {
			return w[len(e):]
		}
	}
	return w
}

// elidedPhraseAt matches an opener ending in an elided word ("pas d'", "absence d'") on a
// word that carries it ("pas d'épanchement").
func (s *segmenter) elidedPhraseAt(i int, o []string) bool {
	last := o[len(o)-1]
	if !strings.HasSuffix(last, "'") || i+len(o) > len(s.words) {
		return false
	}
	return s.phraseAt(i, o[:len(o)-1]) && strings.HasPrefix(s.words[i+len(o)-1].lower, last) &&
		(len(o) == 1 || !s.words[i+len(o)-2].mark)
}

// isNumber tells a number written in digits ("3", "1.5", "3,5") or said in words.
func (s *segmenter) isNumber(w string) bool {
	if digits := strings.Trim(w, "0123456789"); w != "" && (digits == "" || isDecimalInside(w)) {
		return true
	}
	_, ok := s.numbers.words[w]
	return ok
}

// isDecimalInside tells digits with one decimal mark between them ("1.5", "3,5").
func isDecimalInside(w string) bool {
	whole, fraction, ok := strings.Cut(strings.ReplaceAll(w, ",", "."), ".")
	return ok && whole != "" && fraction != "" && strings.Trim(whole+fraction, "0123456789") == ""
}

func (s *segmenter) isUnit(w string) bool {
	_, ok := s.numbers.units[w]
	return ok
}

// isAdverb tells an English adverb by its ending ("bilaterally", "mildly"); the "-megaly" and
// "anomaly" nouns end the same way.
func isAdverb(w string) bool {
	return strings.HasSuffix(w, "ly") && !strings.HasSuffix(w, "aly")
}

// isOrdinal tells an ordinal in digits ("5th", "2nd"), which waits for its noun ("5th rib").
func isOrdinal(w string) bool {
	for _, e := range []string{"st", "nd", "rd", "th"} {
		if d, ok := strings.CutSuffix(w, e); ok && d != "" && strings.Trim(d, "0123456789") == "" {
			return true
		}
	}
	return false
}

// isPlural tells an English plural by its ending ("lungs"), a Latin one in -i ("bronchi"),
// not a singular that ends the same way ("mass", "meniscus", "stenosis"). Latin -ae is left
// out: "sequelae" is most often said before the noun it describes ("sequelae changes").
func isPlural(w string) bool {
	if strings.HasSuffix(w, "i") && len(w) > 4 {
		return true
	}
	return strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && !strings.HasSuffix(w, "is")
}
