package report

import (
	"strings"

	"github.com/radscribe/radscribe/domain/document"
)

// ClassifySection is the document reader's classifier: a heading element names a section when
// it contains a section's name ("CT Findings"), a line label only when it is one ("IMPRESSION").
func ClassifySection(heading string, label bool) (string, bool) {
	if label {
		return SectionOfLabel(heading)
	}
	return SectionOfHeading(heading)
}

// ReadDocument reads a template's or report's HTML into the document model with the section
// names of every language.
func ReadDocument(html string) document.Document {
	return document.Read(html, ClassifySection, beforeBody...)
}

// ReadTokenised is ReadDocument of HTML given with its tokens.
func ReadTokenised(html document.Tokenised) document.Document {
	return document.ReadTokenised(html, ClassifySection, beforeBody...)
}

// beforeBody are the sections a report's body follows.
var beforeBody = []string{SectionClinical, SectionTechnique, SectionComparison}

// SectionsOf is a document as the rules read it: each section's lines, one per line of text,
// written "Group Label: Text" so that a finding line reads with its organ heading and label
// ("Right kidney Hydronephrosis: None."). Lines before any heading are findings, as in a
// dictation.
func SectionsOf(doc document.Document) []Section {
	var out []Section
	for _, s := range doc.Sections {
		name := s.Kind
		if name == "" {
			name = SectionFindings
		}
		var lines []string
		for _, l := range s.Lines {
			lines = append(lines, lineText(l))
		}
		text := strings.Join(lines, "\n")
		if strings.TrimSpace(text) == "" {
			continue
		}
		if n := len(out); n > 0 && out[n-1].Name == name {
			out[n-1].Text += "\n" + text
			continue
		}
		out = append(out, Section{Name: name, Text: text})
	}
	return out
}

// lineText is a line as one line of text for the rules.
func lineText(l document.Line) string {
	label := strings.TrimSpace(strings.TrimSpace(l.Group) + " " + l.Label)
	if label == "" {
		return l.Text
	}
	return label + ": " + l.Text
}

// LanguageOfDocument is the language a template's section headings are written in, if they
// name one.
func LanguageOfDocument(doc document.Document) (string, bool) {
	var names []string
	for _, s := range doc.Sections {
		if s.Heading != "" {
			names = append(names, s.Heading)
		}
	}
	return LanguageOfHeadings(names)
}
