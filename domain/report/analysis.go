package report

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// side is the body side a statement names.
type side int

const (
	noSide side = iota
	leftSide
	rightSide
	bothSides
)

func (s side) opposite() side {
	switch s {
	case leftSide:
		return rightSide
	case rightSide:
		return leftSide
	}
	return s
}

// polarity says whether a statement affirms a finding, denies it, or neither clearly.
type polarity int

const (
	affirmed polarity = iota
	negated
	unclear
)

// mention is one term found in a sentence, with the side and polarity of its statement.
type mention struct {
	key        string
	s          *sentence
	start, end int
	side       side
	// strong is false when the side was guessed between a left and a right in one clause.
	strong   bool
	polarity polarity
	normal   bool // denied by a normal wording ("normal heart size")
	// qualifiers limit a denial to what they say ("acute" in "no acute infarct"): such a
	// mention is unclear, and denies only a claim that says them too (denies).
	qualifiers []string
}

// surface is the words that name the term, for messages.
func (m mention) surface() string { return strings.Join(m.s.words[m.start:m.end], " ") }

// deniedName is how a message names what denied denies: its own words, or those of the claim
// when it denies by a normal wording ("cardiomegaly", not "normal heart size").
func deniedName(denied, claimed mention) string {
	if denied.normal {
		return claimed.surface()
	}
	return denied.surface()
}

// analysis is a report read once and shared by the rules.
type analysis struct {
	v         *vocabulary
	c         *compiledVocabulary
	sentences []*sentence
	findings  []mention
	places    []mention
	lesions   []mention
	organs    []mention
	terms     []mention // places and findings, for the side rules
	seen      map[string]wordClass
	// template holds the words a template's reading classified, which this one only reads:
	// each fill's copy of a template's lines classifies just its own new words.
	template map[string]wordClass

	// language is the report's; w is its words for the dictation checks; templateTitle and
	// regions are the title and parts of the body of the template a report was filled from, if
	// known.
	language      string
	w             *checkWords
	templateTitle string
	regions       regionSet
}

// analyse splits sections into sentences and finds the terms of language in them.
func analyse(language string, sections []Section) *analysis {
	a := newAnalysis(language)
	for _, sec := range sections {
		a.read(sec.Name, sec.Text)
	}
	a.listTerms()
	return a
}

// seenWords is room for the distinct words of a report and its template's normal text without
// growing: a 150-word chest CT has some 140.
const seenWords = 200

func newAnalysis(language string) *analysis {
	v := vocabularyFor(language)
	return &analysis{v: v, c: compiledVocabularies[v], seen: make(map[string]wordClass, seenWords), language: language, w: checkWordsFor(language)}
}

// analyseReading is analyse over sections already cut into sentences, classifying each
// sentence once for the checks and the term readers of the same reading alike.
func analyseReading(language string, r *Reading) *analysis {
	a := newAnalysis(language)
	copies := a.reserve(r)
	for k := range r.sections {
		sec := &r.sections[k]
		if sec.joined {
			a.read(sec.name, sec.text)
			continue
		}
		for i := range sec.sentences {
			p := sec.prepare(i, a)
			s := &copies[0]
			copies = copies[1:]
			*s = p.s // a copy: the checks mark their sentences
			a.add(s, p.hits)
		}
	}
	a.listTerms() // once all sections are in: only the rules read the list
	return a
}

// reserve prepares the sentences of r's sections that are read sentence by sentence and sizes
// the analysis's lists for them and their terms, so that adding them grows no list; it returns
// room for the copies of those sentences the checks keep.
func (a *analysis) reserve(r *Reading) []sentence {
	var sentences int
	var terms [termLists]int
	for k := range r.sections {
		sec := &r.sections[k]
		if sec.joined {
			continue
		}
		sentences += len(sec.sentences)
		for i := range sec.sentences {
			for list, hits := range sec.prepare(i, a).hits {
				terms[list] += len(hits)
			}
		}
	}
	a.sentences = make([]*sentence, 0, sentences)
	a.findings = make([]mention, 0, terms[listFindings]+terms[listNormals])
	a.places = make([]mention, 0, terms[listPlaces])
	a.lesions = make([]mention, 0, terms[listLesions])
	a.organs = make([]mention, 0, terms[listOrgans])
	return make([]sentence, sentences)
}

// read splits a section's text into sentences, finds the terms in them and adds both to the
// analysis; it returns the sentences added. The list of all terms is the caller's to make
// (listTerms), once every section is in.
func (a *analysis) read(section, text string) []*sentence {
	first := len(a.sentences)
	for _, s := range splitSentences(section, text) {
		a.prepare(&s)
		a.add(&s, a.c.terms.find(s.words))
	}
	return a.sentences[first:]
}

// add adds a prepared sentence and the terms found in it.
func (a *analysis) add(s *sentence, hits [termLists][]hit) {
	a.sentences = append(a.sentences, s)
	findingHits := hits[listFindings]
	a.findings = a.appendMentions(a.findings, s, findingHits, findingHits)
	a.places = a.appendMentions(a.places, s, hits[listPlaces], findingHits)
	a.lesions = a.appendMentions(a.lesions, s, hits[listLesions], findingHits)
	a.organs = a.appendMentions(a.organs, s, hits[listOrgans], findingHits)
	a.findings = a.appendNormalMentions(a.findings, s, hits[listNormals])
}

// listTerms lists the places and findings again after sentences were added. Only the side
// rules read the list: template lines, which the template-denial rule alone reads, go without.
func (a *analysis) listTerms() {
	// Rebuilt in place: no one else holds the array.
	a.terms = append(append(a.terms[:0], a.places...), a.findings...)
}

// appendMentions appends hits turned into mentions to out, with no list of its own between;
// findingHits tell where a list of findings continues after a comma ("no effusion,
// pneumothorax or consolidation").
func (a *analysis) appendMentions(out []mention, s *sentence, hits, findingHits []hit) []mention {
	for _, h := range hits {
		sd, strong := a.sideOf(s, h.start, h.end)
		if sidelessFindings[h.key] {
			sd, strong = noSide, false
		}
		m := mention{
			key: h.key, s: s,
			start: h.start, end: h.end, side: sd, strong: strong,
			polarity: a.polarityOf(s, h.start, h.end, findingHits),
		}
		if m.polarity == unclear && !s.uncertain(h.start, h.end) {
			m.qualifiers = a.deniedQualifiers(s, h.start, findingHits)
		}
		// A label says what its line is about; a line whose text opens with a negation denies
		// it ("Midline shift: No midline shift.", "Urolithiasis present: No urolithiasis.").
		if m.polarity == affirmed && s.label != "" && a.inLabel(m) {
			n := labelWordsOpening(s)
			switch {
			case n < len(s.words) && a.negationAt(s, n) > 0:
				m.polarity = negated
			case isReference(a.language, s.words[n:]):
				// "Calculi: See above." points to where the calculi are written.
				m.polarity = unclear
			}
		}
		out = append(out, m)
	}
	return out
}

// appendNormalMentions appends the findings a sentence denies by calling their organ normal;
// an uncertain statement denies nothing.
func (a *analysis) appendNormalMentions(out []mention, s *sentence, hits []hit) []mention {
	for _, h := range hits {
		if s.uncertain(h.start, h.end) {
			continue
		}
		sd, strong := a.sideOf(s, h.start, h.end)
		out = append(out, mention{key: h.key, s: s, start: h.start, end: h.end, side: sd, strong: strong, polarity: negated, normal: true})
	}
	return out
}

// sideOf finds the side of the clause around words[start:end]; a clause without a side takes
// the sentence's when the sentence names only one.
func (a *analysis) sideOf(s *sentence, start, end int) (side, bool) {
	if sd := a.adjacentSide(s, start, end); sd != noSide {
		return sd, true
	}
	words := s.words
	from, to := start, end
	for from > 0 && !endsClause(s, from-1) {
		from--
	}
	for to < len(words) && !endsClause(s, to) {
		to++
	}
	if sd, strong := sideIn(s, from, to, start); sd != noSide {
		return sd, strong
	}
	sd, strong := sideIn(s, 0, len(words), start)
	if !strong {
		return noSide, false
	}
	return sd, true
}

// adjacentSide is the side named right next to words[start:end]: up to two words before it
// ("left lower lobe", "left basilar"), or after it behind linking words ("effusion on the
// right", "Erguss rechts").
func (a *analysis) adjacentSide(s *sentence, start, end int) side {
	for i := start - 1; i >= max(0, start-2); i-- {
		if s.sides[i] != noSide {
			return s.sides[i]
		}
		if endsClause(s, i) {
			break
		}
	}
	for i := end; i < min(len(s.words), end+3); i++ {
		if s.sides[i] != noSide {
			return s.sides[i]
		}
		if !s.is(i, clsLinking) {
			break
		}
	}
	return noSide
}

// endsClause reports whether the word at i of s ends a clause: a comma or a breaker.
func endsClause(s *sentence, i int) bool {
	return s.words[i] == "," || s.is(i, clsBreaker|clsClauseBreaker)
}

// sideIn reads the side words of words[from:to]. With both a left and a right in the span,
// "left and right" means both sides; otherwise the nearest to at wins, marked as a guess.
func sideIn(s *sentence, from, to, at int) (side, bool) {
	words := s.words
	nearest, distance, left, right := noSide, len(words)+1, false, false
	for i := from; i < to; i++ {
		sd := s.sides[i]
		if sd == noSide {
			continue
		}
		if sd == bothSides {
			return bothSides, true
		}
		left, right = left || sd == leftSide, right || sd == rightSide
		d := max(at-i, i-at)
		if d < distance {
			nearest, distance = sd, d
		}
	}
	return nearest, left != right
}

// sideWord is the side the word at i names, ignoring heart chambers and the like ("right
// bundle branch").
func sideWord(s *sentence, i int) side {
	var sd side
	switch {
	case s.is(i, clsBoth):
		return bothSides
	case s.is(i, clsLeft):
		sd = leftSide
	case s.is(i, clsRight):
		sd = rightSide
	default:
		return noSide
	}
	if i+1 < len(s.words) && s.is(i+1, clsNotSide) {
		return noSide
	}
	return sd
}

// prepare classifies every word once and reads the sides, and whether the sentence is
// uncertain or about the past.
func (a *analysis) prepare(s *sentence) {
	s.classes = make([]wordClass, len(s.words))
	for i, w := range s.words {
		s.classes[i] = a.classify(w)
	}
	// A statement about the past affirms and denies nothing, unless it says the finding is
	// still there ("stable 4 mm nodule", "new effusion", "not seen on prior") and not that it
	// has gone.
	persists := (s.has(clsPersists) || s.deniedElsewhere()) && !s.has(clsGone)
	s.unclear = s.unclear || (s.has(clsHistory) && !persists)
	s.hedged = a.hedges(s)
	s.sides = make([]side, len(s.words))
	for i := range s.words {
		s.sides[i] = sideWord(s, i)
	}
	for i := 0; i+2 < len(s.words); i++ {
		if sd := s.sides[i]; (sd == leftSide || sd == rightSide) && s.sides[i+2] == sd.opposite() && s.is(i+1, clsCoordinator) {
			s.sides[i], s.sides[i+2] = bothSides, bothSides
		}
	}
}

// hedges reads how far each uncertainty word of s reaches: to the end of the sentence or the
// next clause an existential opens, and back to the start of its clause. "Cardiomegaly with
// vascular congestion, suggesting mild edema" is sure of the cardiomegaly and unsure of the
// edema; "Pneumothorax cannot be excluded" is unsure of the pneumothorax; "the heart could
// not be evaluated and there are calcified plaques" is sure of the plaques.
func (a *analysis) hedges(s *sentence) []bool {
	out := make([]bool, len(s.words))
	for j := range s.words {
		if !s.is(j, clsUncertain) {
			continue
		}
		for i := j; i < len(s.words) && (i == j || !a.opensClause(s, i)); i++ {
			out[i] = true
		}
		for i := j - 1; i >= 0 && !endsClause(s, i); i-- {
			out[i] = true
		}
	}
	return out
}

// uncertain tells whether a statement says nothing sure of words[start:end]: a question, the
// past, or a hedge reaching it.
func (s *sentence) uncertain(start, end int) bool {
	if s.unclear {
		return true
	}
	for i := start; i < end && i < len(s.hedged); i++ {
		if s.hedged[i] {
			return true
		}
	}
	return false
}

// polarityOf reads whether the statement around words[start:end] affirms or denies it.
func (a *analysis) polarityOf(s *sentence, start, end int, findingHits []hit) polarity {
	if s.uncertain(start, end) {
		return unclear
	}
	if p, found := a.negatedBefore(s, start, findingHits); found {
		return p
	}
	if s.deniedAfter(end, func(i int) bool { return endsClause(s, i) }) {
		return negated
	}
	return affirmed
}

// deniedAfter tells whether the words of s from `from` on, up to the first where stop holds,
// deny what came before them: "absent", or "not" with "seen" in the three words after it
// ("effusion is not seen", "not clearly seen"), unless another study or view follows in the
// clause: "not seen on prior", "not previously seen", "not well seen on the lateral view" deny
// it there, not now.
func (s *sentence) deniedAfter(from int, stop func(i int) bool) bool {
	for i := from; i < len(s.words) && !stop(i); i++ {
		if s.is(i, clsAbsent) {
			return true
		}
		if s.is(i, clsNot) {
			for j := i + 1; j < min(i+4, len(s.words)); j++ {
				if s.is(j, clsSeen) {
					if s.deniesElsewhere(i, j, stop) {
						break
					}
					return true
				}
			}
		}
	}
	return false
}

// deniedElsewhere tells whether s denies something only on another study or view: "not seen
// on prior" says a finding is new.
func (s *sentence) deniedElsewhere() bool {
	for i := range s.words {
		if !s.is(i, clsNot) {
			continue
		}
		for j := i + 1; j < min(i+4, len(s.words)); j++ {
			if s.is(j, clsSeen) && s.deniesElsewhere(i, j, func(k int) bool { return endsClause(s, k) }) {
				return true
			}
		}
	}
	return false
}

// deniesElsewhere tells whether the denial from the negation at word i to the seen word at j
// is said of another study or view, named in the clause after it ("not seen on the prior") or
// in the two words right before it, as German and the Romance languages say it ("in der
// Voraufnahme nicht abgrenzbar", "en el estudio previo no se observa"); further back, a verb
// may stand between ("the opacity of the previous examination was not detected": it has
// gone). A gone word in the denial ("in der Voraufnahme, jetzt nicht mehr abgrenzbar") says
// the finding was there then and is not now.
func (s *sentence) deniesElsewhere(i, j int, stop func(i int) bool) bool {
	for k := i; k <= j; k++ {
		if s.is(k, clsGone) {
			return false
		}
	}
	if s.elsewhereAfter(i+1, j+5, stop) {
		return true
	}
	for k := i - 1; k >= max(0, i-2) && !stop(k); k-- {
		if s.is(k, clsElsewhere) {
			return true
		}
	}
	return false
}

// elsewhereAfter tells whether a word naming another study or view stands in s.words[from:to]
// before the first word where stop holds.
func (s *sentence) elsewhereAfter(from, to int, stop func(i int) bool) bool {
	for k := from; k < min(to, len(s.words)) && !stop(k); k++ {
		if s.is(k, clsElsewhere) {
			return true
		}
	}
	return false
}

// negatedBefore looks back from start for a negation whose reach covers it: a breaker ends the
// reach, and so does a comma unless the list of findings goes on after it.
func (a *analysis) negatedBefore(s *sentence, start int, findingHits []hit) (polarity, bool) {
	after, ok := a.negationReaching(s, start, findingHits)
	if !ok {
		return affirmed, false
	}
	for j := ownItem(s, after, start); j < start; j++ {
		if s.is(j, clsChange|clsQualifier) {
			return unclear, true
		}
	}
	return negated, true
}

// negationReaching finds the negation whose reach covers word start (negatedBefore) and
// returns the word after it.
func (a *analysis) negationReaching(s *sentence, start int, findingHits []hit) (int, bool) {
	for i := start - 1; i >= 0; i-- {
		if s.is(i, clsBreaker) {
			return 0, false
		}
		if s.words[i] == "," && !continuesList(s, i+1, findingHits) {
			return 0, false
		}
		if a.opensClause(s, i) {
			return 0, false
		}
		if n := a.negationAt(s, i); n > 0 {
			return i + n, true
		}
	}
	return 0, false
}

// deniedQualifiers are the qualifiers a negation limits its denial of the term at word start to
// ("no acute infarct": acute); none when no negation reaches it, or a change word stands
// between ("no increased effusion" says nothing of an effusion).
func (a *analysis) deniedQualifiers(s *sentence, start int, findingHits []hit) []string {
	after, ok := a.negationReaching(s, start, findingHits)
	if !ok {
		return nil
	}
	var out []string
	for j := ownItem(s, after, start); j < start; j++ {
		switch {
		case s.is(j, clsChange):
			return nil
		case s.is(j, clsQualifier):
			out = append(out, s.words[j])
		}
	}
	return out
}

// ownItem is where the list item of the term at word start begins, the negation's reach
// starting at after: past the last comma or list word before it, so that "acute" in "no acute
// hemorrhage, mass effect or midline shift" qualifies the hemorrhage alone.
func ownItem(s *sentence, after, start int) int {
	from := after
	for j := after; j < start; j++ {
		if s.words[j] == "," || s.is(j, clsCoordinator) {
			from = j + 1
		}
	}
	return from
}

// qualifierReach is how many words before a claimed term its qualifiers stand ("new 5 mm
// nodule").
const qualifierReach = 3

// denial tells a mention that denies its finding, wholly or limited by qualifiers.
func (m mention) denial() bool {
	return m.polarity == negated || m.polarity == unclear && len(m.qualifiers) > 0
}

// denies tells whether denied, a denial, denies what claimed affirms: the same finding or one
// it covers, on a compatible side. A denial limited by qualifiers ("no acute infarct") denies
// only a claim that says each of them right before its term ("acute infarct in the right MCA
// territory"): "no large effusion" leaves a small one standing.
func (denied mention) denies(claimed mention) bool {
	if claimed.polarity != affirmed || !covers(denied.key, claimed.key) || !sidesCompatible(denied.side, claimed.side) {
		return false
	}
	if denied.polarity == negated {
		return true
	}
	if !denied.denial() {
		return false
	}
	for _, q := range denied.qualifiers {
		if !slices.Contains(claimed.s.words[max(0, claimed.start-qualifierReach):claimed.start], q) {
			return false
		}
	}
	return true
}

// opensClause tells whether an existential opens a clause at word i of s that no negation right
// before it denies ("and there is an effusion", not "no hay derrame").
func (a *analysis) opensClause(s *sentence, i int) bool {
	if !s.is(i, clsExistentialStart) || i > 0 && s.is(i-1, clsNegationStart|clsNot) {
		return false
	}
	for _, p := range a.c.existentials {
		if p.at(s.words, i, false) > 0 {
			return true
		}
	}
	return false
}

// negationAt reports how many words a negation phrase covers at word i of s.
func (a *analysis) negationAt(s *sentence, i int) int {
	if !s.is(i, clsNegationStart) {
		return 0
	}
	for _, p := range a.c.negations {
		if n := p.at(s.words, i, false); n > 0 {
			if techniqueAt(s, i+n) {
				return 0
			}
			return n
		}
	}
	return 0
}

// techniqueAt tells whether a negation ending at word i says how the study was done: a
// contrast medium follows ("without IV contrast", "ohne KM", "sans injection de produit de
// contraste") and ends the phrase, before punctuation, a linking word or the sentence's end.
// Contrast that something follows is what is denied ("no contrast extravasation", "without
// contrast enhancement").
func techniqueAt(s *sentence, i int) bool {
	j := i
	for ; j < len(s.words) && s.is(j, clsContrast); j++ {
		if s.is(j, clsEnhancement) {
			return false
		}
	}
	if j == i {
		return false
	}
	if j == len(s.words) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(s.words[j])
	return !unicode.IsLetter(r) && !unicode.IsDigit(r) || s.is(j, clsLinking|clsClauseBreaker) || parenthesisAfter(s.text, s.words[j-1])
}

// parenthesisAfter tells whether word, in the sentence's text, is followed by an opening
// parenthesis ("without contrast (stone protocol)"); words keep no brackets.
func parenthesisAfter(text, word string) bool {
	lower := strings.ToLower(text)
	for at := 0; ; {
		k := strings.Index(lower[at:], word)
		if k < 0 {
			return false
		}
		at += k + len(word)
		if strings.HasPrefix(strings.TrimLeft(lower[at:], " "), "(") {
			return true
		}
	}
}

// continuesList reports whether the words after a comma go on with a list of findings,
// perhaps qualified ("no nodules, focal consolidation, or pneumothorax").
func continuesList(s *sentence, i int, findingHits []hit) bool {
	// A comma between two qualifiers sets them side by side ("no acute, displaced rib
	// fractures"): the finding a word after them names is still the negation's.
	between := i >= 2 && s.is(i-2, clsQualifier)
	for i < len(s.words) && s.is(i, clsQualifier) {
		i++
	}
	if i >= len(s.words) {
		return false
	}
	if between {
		for _, h := range findingHits {
			if h.start == i || h.start == i+1 {
				return true
			}
		}
	}
	if s.is(i, clsCoordinator) {
		return true
	}
	for _, h := range findingHits {
		if h.start == i {
			return true
		}
	}
	return false
}
