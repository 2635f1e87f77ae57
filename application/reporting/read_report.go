package reporting

import (
	"iter"
	"slices"

	"github.com/radscribe/radscribe/domain/document"
	"github.com/radscribe/radscribe/domain/report"
)

// readReport is a report's final HTML read once for the checks and the guidance alike: its
// document, and its sections cut into sentences when first needed, which the checks classify
// and the guidelines then read classified.
type readReport struct {
	doc document.Document
	// sanitised are the tokens the sanitiser wrote the report with; nil when it came without.
	sanitised []document.Token
	sentences *report.Reading
}

func readReportOf(doc document.Document) *readReport {
	return &readReport{doc: doc}
}

// readSanitised reads a report as the sanitiser wrote it, through its tokens.
func readSanitised(html document.Tokenised) *readReport {
	return &readReport{doc: report.ReadTokenised(html), sanitised: html.Tokens}
}

// tokens are the report's tokens: the sanitiser's, or else the source tokenised as a browser
// does, which finds the same in what the sanitiser writes.
func (r *readReport) tokens() iter.Seq[document.Token] {
	if r.sanitised != nil {
		return slices.Values(r.sanitised)
	}
	return browserTokens(r.doc.Source)
}

// reading is the report's sections cut into sentences, once.
func (r *readReport) reading() *report.Reading {
	if r.sentences == nil {
		r.sentences = report.ReadSections(report.SectionsOf(r.doc))
	}
	return r.sentences
}
