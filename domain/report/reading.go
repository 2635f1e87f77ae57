package report

// Reading is a report's sections cut into sentences and lower-case words once, for every term
// reader that reads the same report (each guideline, the critical findings) to share; a
// sentence a reader classifies is classified once for all of them. It serves one caller at a
// time.
type Reading struct {
	sections []readSection
}

// readSection is one section of a Reading.
type readSection struct {
	name, text string
	sentences  []sentence // abbreviations' pieces joined to the sentence they belong to
	// joined: some pieces were joined, so the sentences are not those the checks split.
	joined bool
	// prepared holds, by sentence, the sentence as classified by the first reader that needed
	// it; made with the section, so the readings that share the section share it too.
	prepared []*preparedSentence
}

// preparedSentence is a sentence with the word classes, hedges and sides of one language's
// vocabulary (analysis.prepare), and the terms of its word lists named in it.
type preparedSentence struct {
	c    *compiledVocabulary
	s    sentence
	hits [termLists][]hit
}

// prepare is the i-th sentence of sec classified with a's vocabulary, once for each reader of
// that vocabulary.
func (sec *readSection) prepare(i int, a *analysis) *preparedSentence {
	if p := sec.prepared[i]; p != nil && p.c == a.c {
		return p
	}
	s := sec.sentences[i]
	a.prepare(&s)
	p := &preparedSentence{c: a.c, s: s, hits: a.c.terms.find(s.words)}
	sec.prepared[i] = p
	return p
}

// ReadSections cuts sections into sentences and words.
func ReadSections(sections []Section) *Reading {
	return (*Reading)(nil).Reread(sections)
}

// Reread is the reading of sections, sharing the sentences of each section whose name and text
// are those of r's section at the same place (a text whose measurements were already written
// as a report writes them reads the same); r may be nil.
func (r *Reading) Reread(sections []Section) *Reading {
	out := &Reading{sections: make([]readSection, len(sections))}
	for i, sec := range sections {
		if r != nil && i < len(r.sections) && r.sections[i].name == sec.Name && r.sections[i].text == sec.Text {
			out.sections[i] = r.sections[i]
			continue
		}
		split := splitSentences(sec.Name, sec.Text)
		sentences := joinAbbreviations(split)
		out.sections[i] = readSection{name: sec.Name, text: sec.Text, sentences: sentences, joined: len(sentences) < len(split),
			prepared: make([]*preparedSentence, len(sentences))}
	}
	return out
}

// Prepend is the reading of first followed by r's sections, which it shares.
func (r *Reading) Prepend(first Section) *Reading {
	return &Reading{sections: append(ReadSections([]Section{first}).sections, r.sections...)}
}

// From is the reading of the sections from the i-th on.
func (r *Reading) From(i int) *Reading {
	return &Reading{sections: r.sections[min(i, len(r.sections)):]}
}

// Sections are the sections read.
func (r *Reading) Sections() []Section {
	out := make([]Section, len(r.sections))
	for i, s := range r.sections {
		out[i] = Section{Name: s.name, Text: s.text}
	}
	return out
}
