package report

// Reading is a report's sections cut into sentences and lower-case words once, for every term
// reader that reads the same report (each guideline, the critical findings) to share. It is
// read only once made, so it may be shared across goroutines.
type Reading struct {
	sections []readSection
}

// readSection is one section of a Reading.
type readSection struct {
	name, text string
	sentences  []sentence // abbreviations' pieces joined to the sentence they belong to
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
		out.sections[i] = readSection{name: sec.Name, text: sec.Text, sentences: joinAbbreviations(splitSentences(sec.Name, sec.Text))}
	}
	return out
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
