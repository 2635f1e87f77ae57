package dictation

import (
	"slices"
	"strconv"
	"strings"

	"github.com/radscribe/radscribe/domain/lang"
	"github.com/radscribe/radscribe/domain/report"
)

// segmenter decides the boundaries of one text. Every decision reads the words before it and at
// most lookahead words after it, so the text can be segmented as it streams in.
type segmenter struct {
	source  string
	words   []segmentWord
	l       *segmentLanguage // nil for a language without a table
	base    string
	heads   [][]string        // the language's spoken headings as words, longest first
	section map[string]string // a heading phrase (words joined by spaces) to its section
	organs  map[string]bool
	sides   map[string]bool
	numbers *numberLanguage
	// statementStart is the word the statement being read started with.
	statementStart int
	// unpunctuated: the text holds no sentence mark, so every stretch of it is segmented;
	// otherwise only run-ons are.
	unpunctuated bool
	// verbsBefore and placesBefore count, for each word, the verbs (verbBetween) and place
	// words before it: rules ask them of the statement so far at every word, which a long run
	// without a boundary would make cost the square of its words.
	verbsBefore, placesBefore []int
}

func newSegmenter(text string, words []segmentWord, language string, final bool) *segmenter {
	base := lang.Base(language)
	s := &segmenter{source: text, words: words, l: segmentLanguages[base], base: base, section: map[string]string{}, numbers: numberLanguageFor(base)}
	if d, ok := disfluencies[base]; ok {
		s.organs, s.sides = d.organs, d.sides
	}
	for sec, phrases := range report.HeadingsOf(base).Spoken {
		for _, p := range phrases {
			s.heads = append(s.heads, strings.Fields(p))
			s.section[p] = sec
		}
	}
	slices.SortStableFunc(s.heads, func(a, b []string) int { return len(b) - len(a) })
	s.unpunctuated = final && !slices.ContainsFunc(words, func(w segmentWord) bool { return w.sentenceMark })
	return s
}

// boundaries walks the text once, in order: the current section and the last list number are
// what the dictation said before each word.
func (s *segmenter) boundaries() []boundary {
	var out []boundary
	current := report.SectionFindings
	lastList := 0
	since := 0 // words since the last statement started
	// start is the statement's first word: after a heading or a list number, the word after
	// them, though since counts them.
	start := 0
	led := -1 // the statement whose leading clause has its main clause
	for i := 0; i < len(s.words); i++ {
		since++
		if n, sec, ok := s.writtenHeading(i); ok {
			current, lastList, since, start = sec, 0, 0, i+n
			i += n - 1
			continue
		}
		if i > 0 && (s.words[i-1].mark || s.words[i-1].lineAfter) {
			since, start = 1, i
		}
		// Every reading of word i, a heading's too, sees the statement it is in.
		s.statementStart = start
		// A heading said without its colon is read in punctuated text too, at a sentence's
		// start or in mid-text ("Findings heart size is normal.", "cough comparison none"),
		// never right after a comma or bracket.
		if i > 0 && s.words[i-1].mark && !s.words[i-1].sentenceMark && !s.words[i-1].lineAfter {
			continue
		}
		if n, sec, ok := s.headingAt(i, current); ok {
			out = append(out, boundary{at: i, words: n, starts: i + n, kind: boundaryHeading})
			// After a heading one word is a statement ("Comparison: None.").
			current, lastList, since, start = sec, 0, 1, i+n
			i += n - 1
			continue
		}
		if n := s.levelLabels(i); start == i && n > 0 && i+n < len(s.words) && !s.words[i+n-1].mark && !s.words[i+n-1].lineAfter {
			// A level that opens a statement is its label ("l5 s1 small protrusion" is "L5-S1:
			// Small protrusion.").
			out = append(out, boundary{at: i, words: n, starts: i + n, kind: boundaryLevel})
			since, start = 1, i+n
			i += n - 1
			continue
		}
		afterHeading := len(out) > 0 && out[len(out)-1].kind == boundaryHeading && out[len(out)-1].starts == i
		if (i == 0 || s.qualifies(i)) && (afterHeading || start == i || since >= 3) {
			if n, ok := s.organLabelAt(i); ok {
				if afterHeading {
					out[len(out)-1].starts = i
				}
				out = append(out, boundary{at: i, words: n, starts: i + n, kind: boundaryLabel})
				since, start = 1, i+n
				i += n - 1
				continue
			}
		}
		if i == 0 || !s.qualifies(i) {
			continue
		}
		if n, ok := s.listNumber(i, lastList, afterHeading); ok {
			if afterHeading {
				out[len(out)-1].starts = i
			}
			out = append(out, boundary{at: i, words: 1, starts: i + 1, kind: boundaryList})
			lastList, since, start = n, 1, i+1
			continue
		}
		if (afterHeading && s.levelAt(i)) || s.levelOpens(i) {
			if afterHeading {
				out[len(out)-1].starts = i
			}
			n := s.levelWords(i)
			out = append(out, boundary{at: i, words: n, starts: i + n, kind: boundaryLevel})
			since, start = 1, i+n
			i += n - 1
			continue
		}
		if afterHeading || (since < 3 && !s.oneWordFinding(start, i)) {
			continue
		}
		if need, ok := s.opens(i); ok && s.ends(i-1) >= need && !s.placeOnly(start, i) {
			if s.l != nil && s.leadsInto(start, i) {
				// The main clause after a leading phrase is the same sentence.
				continue
			}
			if s.l != nil && s.l.subordinators[s.words[start].lower] && led != start && !s.startsOpener(i) &&
				!s.verbBetween(max(s.mainClauseAt(start), start+1, s.ellipsisEnd(start)), i) {
				// The main clause after a leading one is the same sentence, unless it has been
				// said already ("when examined in the lung window emphysema is seen in both
				// lungs | bilateral ...").
				led = start
				continue
			}
			at := s.placeLeads(s.modifiersBefore(i, start, need), start)
			out = append(out, boundary{at: at, words: 0, starts: at, kind: boundarySentence})
			since, start = i-at+1, at
		}
	}
	return out
}

// qualifies tells whether a boundary may go before word i: no mark or line break sits between
// it and the word before, and its stretch is dictation without marks.
func (s *segmenter) qualifies(i int) bool {
	if i > 0 && (s.words[i-1].mark || s.words[i-1].lineAfter) {
		return false
	}
	if s.unpunctuated {
		return true
	}
	from, to := i, i
	for from > 0 && !s.words[from-1].mark && !s.words[from-1].lineAfter {
		from--
	}
	for to < len(s.words)-1 && !s.words[to].mark && !s.words[to].lineAfter {
		to++
	}
	return to-from+1 >= runOnWords
}

// writtenHeading reads a heading already written with its colon ("Findings:"), which moves the
// dictation to its section.
func (s *segmenter) writtenHeading(i int) (int, string, bool) {
	for _, h := range s.heads {
		if s.phraseAt(i, h) && strings.HasPrefix(s.tail(i+len(h)-1), ":") {
			return len(h), s.section[strings.Join(h, " ")], true
		}
	}
	return 0, "", false
}

// tail is what follows word i's letters in its field.
func (s *segmenter) tail(i int) string {
	w := s.words[i]
	return strings.TrimLeft(s.fieldText(i)[w.coreEnd-w.start:], "\"'»”)]}")
}

func (s *segmenter) fieldText(i int) string { return s.source[s.words[i].start:s.words[i].end] }

// headingAt reads a spoken heading without its colon at word i. At the start of the text it is
// a heading unless the next word continues a sentence ("comparison is made"); in mid-text the
// dictation must move on to a later section, after a word that ends a statement ("... no
// effusion impression normal", not "acute findings", not "findings" in the impression).
func (s *segmenter) headingAt(i int, current string) (int, string, bool) {
	for _, h := range s.heads {
		n := len(h)
		if !s.phraseAt(i, h) {
			continue
		}
		sec := s.section[strings.Join(h, " ")]
		if i+n == len(s.words) {
			if s.lastHeading(i, sec, current) {
				return n, sec, true
			}
			continue
		}
		if i+n > len(s.words) || s.words[i+n-1].mark || s.words[i+n-1].lineAfter {
			continue
		}
		next := s.words[i+n].lower
		if s.l != nil && (s.l.copulas[next] || s.l.modals[next]) {
			// A verb after it makes the word a subject ("a clear assessment could not be made").
			continue
		}
		if i == 0 {
			// Punctuated text opening with "Impression of ..." is a sentence; one opening with
			// a place phrase and its comma is the section's first ("Findings in the interval,
			// a 2 cm nodule has developed").
			if !s.unpunctuated && s.l != nil && s.l.joins[next] && !s.leadingPlaceAt(i+n) {
				continue
			}
			return n, sec, true
		}
		if s.namesStudyBefore(i) && order(sec) >= order(report.SectionComparison) && (s.l == nil || !s.l.joins[next]) {
			// "MRI lumbar spine without contrast findings ...": the study's name, then a later
			// section, though the dictation is read as findings until a heading says otherwise.
			return n, sec, true
		}
		if order(sec) <= order(current) || (s.l != nil && s.l.joins[next]) {
			continue
		}
		if s.words[i-1].sentenceMark || s.words[i-1].lineAfter {
			// A sentence of punctuated text that opens with the next section's name.
			return n, sec, true
		}
		// An article or a modifier before the word makes it a noun ("the impression", "acute
		// findings"), unless a statement surely starts after it: then the word before was left
		// unfinished ("pa and lateral findings the heart is ..."). A function word before it is
		// most often a word the engine dropped.
		noun := (s.attributive(i-1) && !s.l.predicates[s.words[i-1].lower]) || (s.l != nil && (s.l.articles[s.words[i-1].lower] || s.isElided(s.words[i-1].lower))) ||
			s.articleAdjective(i)
		if noun && (s.deniedBefore(i) || !s.statementAfterHeading(i+n)) {
			continue
		}
		return n, sec, true
	}
	return 0, "", false
}

// leadingPlaceAt tells a place phrase at word k that a comma closes, with no verb in it: it
// leads the clause after the comma ("in the interval, a nodule has developed").
func (s *segmenter) leadingPlaceAt(k int) bool {
	if s.l == nil || !s.l.places[s.words[k].lower] {
		return false
	}
	for j := k; j < len(s.words) && j < k+placePhraseWords; j++ {
		w := s.words[j].lower
		if s.l.copulas[w] || s.l.reported[w] || s.words[j].lineAfter || s.words[j].sentenceMark {
			return false
		}
		if s.words[j].mark {
			return j > k && strings.HasPrefix(s.tail(j), ",")
		}
	}
	return false
}

// namesStudyBefore tells a statement that so far only names the examination, up to word i.
func (s *segmenter) namesStudyBefore(i int) bool {
	from := s.statementStart
	return from < i && i-from <= studyNameWords && report.NamesTheStudy(s.base, s.source[s.words[from].start:s.words[i-1].end])
}

// studyNameWords is the most words an examination's name takes ("CT of the chest, abdomen and
// pelvis with and without intravenous contrast"): a longer run names more than the study, and
// reading it whole at every word would cost the cube of a long dictation's words.
const studyNameWords = 16

func order(section string) int { return slices.Index(report.SectionOrder, section) }

// lastHeading tells a later section's heading said last, after a statement that ended, with
// nothing after it ("... degenerative changes thoracic spine impression"): the radiologist leaves
// the impression to be written. "... with no change in the impression" names no section.
func (s *segmenter) lastHeading(i int, sec, current string) bool {
	if i == 0 || !s.unpunctuated || s.l == nil || order(sec) <= order(current) {
		return false
	}
	p := s.words[i-1].lower
	return s.ends(i-1) == endsSurely && !s.l.articles[p] && !s.isElided(p) && !s.attributive(i-1) && !s.l.joins[p]
}

// phraseAt tells whether the words of phrase stand at i with no mark inside the phrase.
func (s *segmenter) phraseAt(i int, phrase []string) bool {
	if i+len(phrase) > len(s.words) {
		return false
	}
	for k, w := range phrase {
		if s.words[i+k].lower != w || (k < len(phrase)-1 && (s.words[i+k].mark || s.words[i+k].lineAfter)) {
			return false
		}
	}
	return true
}

// listNumber reads a spoken list number: "1" right after a heading or at the start, then each
// next number in turn, after a word that can end a statement and before a word that is no
// unit or number ("impression 1 ... 2 ...", not "2 cm", not "grade 2 of 4").
func (s *segmenter) listNumber(i, last int, afterHeading bool) (int, bool) {
	n, err := strconv.Atoi(s.words[i].lower)
	if err != nil || n != last+1 || n > 20 || i+1 >= len(s.words) || s.words[i].mark {
		return 0, false
	}
	if n == 1 && !afterHeading {
		return 0, false
	}
	if !afterHeading && s.ends(i-1) < 1 {
		return 0, false
	}
	next := s.words[i+1].lower
	// A size right after the number is its item's ("2 9 mm nodule").
	size := s.isNumber(next) && i+2 < len(s.words) && s.isUnit(s.words[i+2].lower) && !s.isUnit(s.words[i-1].lower)
	if (s.isNumber(next) && !size) || s.isUnit(next) || s.numbers.times[next] || s.numbers.between[next] || (s.l != nil && s.l.joins[next]) {
		return 0, false
	}
	return n, true
}

// articleAdjective tells a word after an article and one other word ("a clear assessment"):
// the word is the article's noun. Unpunctuated text reads such a word by its clause instead.
func (s *segmenter) articleAdjective(i int) bool {
	return s.l != nil && !s.unpunctuated && i >= 2 && !s.words[i-2].mark && !s.words[i-2].lineAfter && s.l.articles[s.words[i-2].lower] && !s.isNumber(s.words[i-1].lower)
}

// statementAfterHeading tells a statement that surely starts at word k: the first list number,
// an opener ("no", "there is"), "none", or a subject or article with its clause ("the lungs
// are").
func (s *segmenter) statementAfterHeading(k int) bool {
	if s.l == nil || k+1 >= len(s.words) {
		return false
	}
	w := s.words[k].lower
	if w == "1" {
		next := s.words[k+1].lower
		return !s.isNumber(next) && !s.isUnit(next) && !s.l.continuing[next]
	}
	if s.startsOpener(k) || s.l.nothing[w] {
		return true
	}
	if s.l.articles[w] {
		return s.clauseAfter(k, k+1)
	}
	n, ok := s.subjectAt(k)
	return ok && s.clauseAfter(k, k+n)
}

// deniedBefore tells a word a few words after an opener ("no acute findings"): it is the
// opener's noun.
func (s *segmenter) deniedBefore(i int) bool {
	for k := i - 1; k >= 0 && k >= i-3; k-- {
		if s.words[k].mark || s.words[k].lineAfter {
			return false
		}
		if s.startsOpener(k) {
			return true
		}
	}
	return false
}

// modifiersBefore moves a statement's start at word i back over the modifiers that stand before
// its noun in a language that puts them there ("no hydronephrosis | urinary bladder
// unremarkable", not "no hydronephrosis urinary | bladder"): a modifier no copula or subject
// made a predicate, after which the statement before still ends as surely as need asks.
func (s *segmenter) modifiersBefore(i, start, need int) int {
	at := i
	if s.l == nil || !s.l.sidesBefore {
		return at
	}
	// Only an adjective known by its ending ("urinary", "pulmonary"): a listed modifier or a
	// predicate word may close the statement before ("with increased | retrosternal ...").
	for at-1 > start+1 && !s.words[at-2].mark && !s.predicative(at-1) && s.ends(at-2) == endsSurely {
		w := s.words[at-1].lower
		if !s.adjectival(w) || s.isModifier(w) || s.l.predicates[w] {
			break
		}
		at--
	}
	return at
}
