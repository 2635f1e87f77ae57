package report

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Term is a concept another rule set looks for in reports (critical findings, guideline
// facts), and the phrases that name it in the notation of the vocabularies: lower-case stems a
// word starts with ("pneumothora"), or, in a compounding language, contains; "$" ends a
// whole word ("pe$"); the words of a phrase are consecutive.
type Term struct {
	Key     string
	Phrases []string
}

// Negation is how the negation rules of the contradiction check read a term's statement.
type Negation int

const (
	// NotNegated: no negation reaches the term ("small left pneumothorax").
	NotNegated Negation = iota
	// Negated: a negation covers it ("no pneumothorax", "pneumothorax is not seen").
	Negated
	// PartlyNegated: the negation is qualified or about a change, so the term itself may still
	// be present ("no large pneumothorax", "no change in the pneumothorax").
	PartlyNegated
)

// TermMention is a term named in one sentence of a report. Whether the sentence is hedged or
// about the past is left to the caller, whose idea of it differs from the contradiction rules'
// ("new" and "known" matter there, not here).
type TermMention struct {
	Key      string
	Section  string
	Sentence string   // the sentence as written
	Words    []string // its lower-case words; a comma is the word ","
	// Words[Start:End] name the term.
	Start, End int
	Negation   Negation
	Question   bool // the sentence ends with a question mark
}

// TermReader finds terms in reports of one language, with that language's negation words and
// sentence splitting. It is safe for concurrent use once made.
type TermReader struct {
	v     *vocabulary
	c     *compiledVocabulary
	terms *termIndex
}

// NewTermReader prepares terms for reports in language (English for a language without word
// lists).
func NewTermReader(language string, terms []Term) *TermReader {
	v := vocabularyFor(language)
	list := make([]term, len(terms))
	for i, t := range terms {
		list[i] = term{key: t.Key, phrases: t.Phrases}
	}
	return &TermReader{v: v, c: compiledVocabularies[v], terms: newTermIndex([termLists][]term{listFindings: list}, v.compound)}
}

// Read returns the terms named in sections, sentence by sentence in the order of the report.
// Where phrases of two terms overlap, the one covering more words, then the longer stem, wins.
func (r *TermReader) Read(sections []Section) []TermMention {
	return r.ReadIn(ReadSections(sections))
}

// ReadIn is Read over sections already cut into sentences, which several readers share.
func (r *TermReader) ReadIn(reading *Reading) []TermMention {
	a := &analysis{v: r.v, c: r.c, seen: map[string]wordClass{}} // only the sentences naming a term are classified
	// The terms are found first, so the mentions are allocated once, as many as there are.
	type naming struct {
		sec  *readSection
		i    int
		hits []hit
	}
	var namings []naming
	terms := 0
	for k := range reading.sections {
		sec := &reading.sections[k]
		for i := range sec.sentences {
			if hits := r.terms.find(sec.sentences[i].words)[listFindings]; len(hits) > 0 {
				namings = append(namings, naming{sec, i, hits})
				terms += len(hits)
			}
		}
	}
	var out []TermMention
	if terms > 0 {
		out = make([]TermMention, 0, terms)
	}
	var listed []hit // the findings of the sentence being read, over the same array each time
	for _, n := range namings {
		sec, i := n.sec, n.i
		question := sec.sentences[i].unclear
		prepared := sec.prepare(i, a)
		s := prepared.s
		// Only the negation is read here: certainty and time are the caller's.
		s.unclear, s.hedged = false, nil
		// The report's own findings tell where a list of denied findings goes on after a
		// comma ("no effusion, pneumothorax or free air").
		listed = append(append(listed[:0], prepared.hits[listFindings]...), n.hits...)
		for _, h := range n.hits {
			out = append(out, TermMention{
				Key: h.key, Section: sec.name, Sentence: s.text, Words: s.words,
				Start: h.start, End: h.end, Question: question,
				Negation: negationOf(a.polarityOf(&s, h.start, h.end, listed)),
			})
		}
	}
	return out
}

func negationOf(p polarity) Negation {
	switch p {
	case negated:
		return Negated
	case unclear:
		return PartlyNegated
	}
	return NotNegated
}

// joinAbbreviations puts the pieces an abbreviation's dots cut off back in front of the next
// sentence: "Z. n. Lungenembolie" is split into "Z", "n" and "Lungenembolie", and "Z. n." (status
// post) decides how the rest is read.
func joinAbbreviations(sentences []sentence) []sentence {
	// Most reports have no such piece: their sentences stay as cut, with no copy.
	if len(sentences) < 2 || !slices.ContainsFunc(sentences[:len(sentences)-1], isAbbreviationPiece) {
		return sentences
	}
	out := make([]sentence, 0, len(sentences))
	var pending []string
	for i, s := range sentences {
		if isAbbreviationPiece(s) && i+1 < len(sentences) {
			pending = append(pending, s.text)
			continue
		}
		if len(pending) > 0 {
			s.text = strings.Join(append(pending, s.text), ". ")
			s.words = words(s.text)
			pending = nil
		}
		out = append(out, s)
	}
	return out
}

// isAbbreviationPiece tells a piece of an abbreviation: one word of up to four letters, not
// an acronym ("PE", "CT") and not "no", such as "Z", "n", "ca", "Dr", "ggf".
func isAbbreviationPiece(s sentence) bool {
	if s.unclear || len(s.words) != 1 || !strings.EqualFold(s.text, s.words[0]) {
		return false
	}
	w := s.text
	n := utf8.RuneCountInString(w)
	switch {
	case n == 1:
		return unicode.IsLetter([]rune(w)[0])
	case n > 4 || strings.ToUpper(w) == w || strings.EqualFold(w, "no"):
		return false
	}
	for _, r := range w {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}
