package guidance

import (
	"slices"

	"github.com/radscribe/radscribe/domain/measurement"
	"github.com/radscribe/radscribe/domain/report"
)

// The TI-RADS and Bosniak readers look for one kind of lesion in one organ (a thyroid nodule,
// a renal cyst) and gather what the report says about each: the sentence naming it and the
// sentences after it that go on describing it ("Right lobe: nodule of 1.4 cm. It is solid and
// hypoechoic.").

// lesionLanguage is one language's words for finding a guideline's lesions; phrases are in the
// notation of report.Term.
type lesionLanguage struct {
	Lesions  []string // name the lesion: "nodule", "Knoten", "cyst"
	Absorbed []string // contain a lesion word and name none: "Lymphknoten", "cystic duct"
	Organ    []string // the organ the guideline is for: "thyroid", "Schilddrüse"
	Other    []string // organs that place a lesion elsewhere: "lung", "Leber", "Nebenschilddrüse"
	// Parts of the organ ("lobe", "isthmus", "pole"): a sentence naming one without an organ
	// starts a new place, which the report's title or technique names when it names the organ.
	Parts    []string
	BackRefs []string // right before a lesion word, refer to one named before: "the", "dieser"
	Hedges   []string // in a clause, make its statement a guess: "possible", "fraglich"
	Features []report.Term
}

// Keys of the reader's own terms; feature keys are the guideline's.
const (
	keyLesion         = "lesion"
	keyAbsorbedLesion = "absorbed-lesion"
	keyOrgan          = "organ"
	keyOtherOrgan     = "other-organ"
	keyPart           = "part"
	keyUnit           = "unit" // a length unit, so that a sentence with a size is read
)

// unitWords are the length units a normalised dictation writes.
var unitWords = []string{"mm$", "cm$", "millimeter", "millimetre", "centimeter", "centimetre", "zentimeter"}

// lesionReader is a lesionLanguage ready for reading reports.
type lesionReader struct {
	reader                                *report.TermReader
	lesion, absorbed, organ, other, parts report.Cues
	backRefs, hedges                      report.Cues
	code                                  string
}

// crit returns the language's critical-finding lists, for their clause stops and denials; and
// prior the words before a prior size. Both are the language's tables of other readers (English's
// for a language without them), looked up when used.
func (r *lesionReader) crit() *compiledCritical { return criticalFor(r.code) }

func (r *lesionReader) prior() map[string]bool { return nodulesFor(r.code).prior }

func newLesionReader(code string, l lesionLanguage) *lesionReader {
	compound := code == "de"
	c := func(list []string) report.Cues { return report.NewCues(compound, list...) }
	terms := []report.Term{
		{Key: keyLesion, Phrases: l.Lesions}, {Key: keyAbsorbedLesion, Phrases: l.Absorbed}, {Key: keyOrgan, Phrases: l.Organ},
		{Key: keyOtherOrgan, Phrases: l.Other}, {Key: keyPart, Phrases: l.Parts}, {Key: keyUnit, Phrases: unitWords},
	}
	return &lesionReader{
		reader: report.NewTermReader(code, append(terms, l.Features...)),
		lesion: c(l.Lesions), absorbed: c(l.Absorbed), organ: c(l.Organ), other: c(l.Other), parts: c(l.Parts),
		backRefs: report.NewCues(false, l.BackRefs...), hedges: report.NewCues(false, l.Hedges...),
		code: code,
	}
}

// lesionSentence is one sentence of a report with the terms read in it.
type lesionSentence struct {
	section, text string
	words         []string
	mentions      []report.TermMention
}

// lesionText is what a report says about one lesion; at is its lesion word in the first
// sentence.
type lesionText struct {
	sentences []lesionSentence
	at        int
	sized     bool // one of its sentences has a size
}

// place is where a sentence or a lesion is: in the guideline's organ, elsewhere, or not said.
type place int

const (
	nowhere place = iota
	inOrgan
	elsewhere
)

// statement is how a sentence states a term.
type statement int

const (
	unclearly statement = iota // hedged, asked, partly negated
	affirmed
	denied
)

// read returns the lesions in the organ that the findings describe, or the impression when the
// findings describe none, and every sentence read, for what the report says around them.
func (r *lesionReader) read(t *reading) ([]lesionText, []lesionSentence) {
	sentences := bySentence(r.reader.ReadIn(t.measuredText()))
	examined := slices.ContainsFunc(sentences, func(s lesionSentence) bool {
		return (s.section == SectionTitle || s.section == report.SectionTechnique) && r.names(s.words) == inOrgan
	})
	for _, section := range []string{report.SectionFindings, report.SectionImpression} {
		if out := r.describe(sentences, section, examined); len(out) > 0 {
			return out, sentences
		}
	}
	return nil, sentences
}

// bySentence groups mentions by the sentence they stand in; the reader returns them sentence
// by sentence, left to right within each, so each sentence's mentions are a run of them,
// which it keeps without copying.
func bySentence(mentions []report.TermMention) []lesionSentence {
	runs := 0
	for i := range mentions {
		if startsSentence(mentions, i) {
			runs++
		}
	}
	if runs == 0 {
		return nil
	}
	out := make([]lesionSentence, 0, runs)
	first := 0 // where the last sentence's run starts
	for i, m := range mentions {
		if startsSentence(mentions, i) {
			out = append(out, lesionSentence{section: m.Section, text: m.Sentence, words: m.Words})
			first = i
		}
		out[len(out)-1].mentions = mentions[first : i+1 : i+1]
	}
	return out
}

// startsSentence tells whether mentions[i] is the first of its sentence's run.
func startsSentence(mentions []report.TermMention, i int) bool {
	m := mentions[i]
	return i == 0 || m.Section != mentions[i-1].Section || m.Sentence != mentions[i-1].Sentence || m.Start <= mentions[i-1].Start
}

// describe gathers the lesions of one section. examined: the report's title or technique
// names the organ, so a lesion placed in none is taken to be in it.
func (r *lesionReader) describe(sentences []lesionSentence, section string, examined bool) []lesionText {
	var out []lesionText
	current := -1 // the lesion being described
	carried := nowhere
	if examined {
		carried = inOrgan
	}
	for _, s := range sentences {
		if s.section != section {
			continue
		}
		named := r.names(s.words)
		if named == nowhere && examined && r.parts.Within(s.words, 0, len(s.words)) {
			named = inOrgan // "Left lobe:" in a thyroid ultrasound
		}
		at, stated := r.lesionIn(s)
		if stated != affirmed {
			switch {
			case at >= 0 || named != nowhere || r.parts.Within(s.words, 0, len(s.words)):
				// A denied or hedged lesion, an organ or a part of one ends the description.
				current = -1
				if named != nowhere {
					carried = named
				}
			case current >= 0:
				r.extend(&out[current], s) // "It is solid and hypoechoic."
			}
			continue
		}
		where := r.placeOf(s.words, at)
		if where == nowhere {
			where = named
		}
		if where == nowhere {
			where = carried
		}
		if named != nowhere {
			carried = named
		}
		if where != inOrgan {
			current = -1
			continue
		}
		if current >= 0 && r.continues(s, at, out[current]) {
			r.extend(&out[current], s)
			continue
		}
		out = append(out, lesionText{at: at})
		current = len(out) - 1
		r.extend(&out[current], s)
	}
	return out
}

// lesionIn returns the first lesion word of a sentence that it affirms, else its first lesion
// word with how it is stated, or -1.
func (r *lesionReader) lesionIn(s lesionSentence) (int, statement) {
	first, firstStated := -1, unclearly
	for i := range s.words {
		if !r.lesion.At(s.words, i) || r.absorbed.At(s.words, i) {
			continue
		}
		st := unclearly
		if m, ok := mentionAt(s, i); ok {
			st = r.stated(m)
		}
		if st == affirmed {
			return i, st
		}
		if first < 0 {
			first, firstStated = i, st
		}
	}
	return first, firstStated
}

// mentionAt returns the mention covering words[i].
func mentionAt(s lesionSentence, i int) (report.TermMention, bool) {
	for _, m := range s.mentions {
		if m.Start <= i && i < m.End {
			return m, true
		}
	}
	return report.TermMention{}, false
}

// stated reads how m's sentence states its term: denied by a negation that reaches it (also
// across a list closed by "or"), unclear when asked, partly negated or hedged in its clause.
func (r *lesionReader) stated(m report.TermMention) statement {
	switch {
	case m.Question || m.Negation == report.PartlyNegated:
		return unclearly
	case m.Negation == report.Negated || r.crit().deniedInList(m):
		return denied
	}
	from, to := clause(m.Words, m.Start, m.End, r.crit().stops)
	if r.hedges.Within(m.Words, from, to) {
		return unclearly
	}
	return affirmed
}

// names returns the organ a sentence names last: the guideline's or another.
func (r *lesionReader) names(words []string) place {
	for i := len(words) - 1; i >= 0; i-- {
		switch {
		case r.other.At(words, i):
			return elsewhere
		case r.organ.At(words, i):
			return inOrgan
		}
	}
	return nowhere
}

// placeOf reads where the lesion at words[at] is: the organ its own word names
// ("Schilddrüsenknoten", "Leberzyste"), else the one named nearest to it in its clause.
func (r *lesionReader) placeOf(words []string, at int) place {
	switch {
	case r.other.At(words, at):
		return elsewhere
	case r.organ.At(words, at):
		return inOrgan
	}
	from, to := clause(words, at, at+1, r.crit().stops)
	best, distance := nowhere, len(words)
	for i := from; i < to; i++ {
		d := max(i-at, at-i)
		switch {
		case d >= distance:
		case r.other.At(words, i):
			best, distance = elsewhere, d
		case r.organ.At(words, i):
			best, distance = inOrgan, d
		}
	}
	return best
}

// continues reports whether a sentence naming a lesion speaks of the one being described: a
// word right before it refers back ("The nodule measures 1.1 cm", "Der Knoten ist solide") and
// it adds no second size.
func (r *lesionReader) continues(s lesionSentence, at int, current lesionText) bool {
	if !r.backRefs.Within(s.words, at-2, at) {
		return false
	}
	return !current.sized || len(r.sizes(s.text)) == 0
}

// extend adds a sentence to a lesion's description.
func (r *lesionReader) extend(t *lesionText, s lesionSentence) {
	t.sentences = append(t.sentences, s)
	t.sized = t.sized || len(r.sizes(s.text)) > 0
}

// sizes returns the sizes of a sentence that are no prior size ("previously 1.0 cm").
func (r *lesionReader) sizes(text string) []measurement.Size {
	var out []measurement.Size
	for _, s := range measurement.FindSizes(text) {
		if !slices.ContainsFunc(wordsBefore(text, s.Start), func(w string) bool { return r.prior()[w] }) {
			out = append(out, s)
		}
	}
	return out
}
