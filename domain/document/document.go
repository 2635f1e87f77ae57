// Package document is the one model of a template or a report: a title, sections, and the
// lines a radiologist reads ({label, text}), each with the byte ranges it has in its HTML so
// that a template can be filled and written back with its own markup. Read recognises the
// shapes templates come in: section headings or label lines ("IMPRESSION: Negative chest."),
// bold, plain or upper-case labels, list items, table rows, lines separated by <br>, and organ
// headings with finding lines beneath them ("Right kidney" > "Hydronephrosis: None.").
package document

// Span is the byte range [From, To) of something in the source HTML.
type Span struct{ From, To int }

// Shape says how a line is written in the source.
type Shape int

const (
	// Paragraph is a <p> or <div> of its own.
	Paragraph Shape = iota
	// ListItem is an <li>.
	ListItem
	// TableRow is a <tr> whose first cell is the label.
	TableRow
	// BrokenLine is one of several lines of a paragraph separated by <br>.
	BrokenLine
)

// Line is one line a radiologist reads: a label ("Liver", without its colon) and its text
// ("Normal in size."), or text alone. Group is the organ heading it sits under ("Right
// kidney"), so that "Hydronephrosis: None." under it reads as no right hydronephrosis.
type Line struct {
	Label string
	Text  string
	Group string
	Shape Shape
	// Span is the line's whole element (or stretch, for a BrokenLine); TextSpan is where its
	// text lies, after the label, which filling replaces.
	Span     Span
	TextSpan Span
}

// Section is a part of the document under one heading. Kind is the canonical section its
// heading names (the classifier's answer), empty for a heading the classifier does not know
// and for the text before any heading. Inline sections are headed by a label line
// ("IMPRESSION: Negative chest."), whose text is the section's first line.
type Section struct {
	Heading     string
	Kind        string
	Inline      bool
	HeadingSpan Span
	Lines       []Line
	// End is where the section's last element ends: where a line is added to it.
	End int
}

// Document is a template or report read once.
type Document struct {
	Title    string
	Sections []Section
	Source   string
}

// Classifier names the canonical section a heading stands for ("Conclusion" -> impression),
// false for a heading that names none. label says the heading is a line's label
// ("IMPRESSION:"), which should name a section exactly rather than contain its name.
type Classifier func(heading string, label bool) (kind string, ok bool)

// SectionsOf returns the sections of kind, in order.
func (d Document) SectionsOf(kind string) []Section {
	var out []Section
	for _, s := range d.Sections {
		if s.Kind == kind {
			out = append(out, s)
		}
	}
	return out
}

// Labels returns every line label of the document, in order.
func (d Document) Labels() []string {
	var out []string
	for _, s := range d.Sections {
		for _, l := range s.Lines {
			if l.Label != "" {
				out = append(out, l.Label)
			}
		}
	}
	return out
}
