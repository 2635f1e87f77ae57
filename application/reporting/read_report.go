package reporting

import (
	"github.com/radscribe/radscribe/domain/document"
	"github.com/radscribe/radscribe/domain/report"
)

// readReport is a report's final HTML read once for the checks and the guidance alike: its
// document, and its sections cut into sentences when first needed, which the checks classify
// and the guidelines then read classified.
type readReport struct {
	doc       document.Document
	sentences *report.Reading
}

func readReportOf(doc document.Document) *readReport {
	return &readReport{doc: doc}
}

// reading is the report's sections cut into sentences, once.
func (r *readReport) reading() *report.Reading {
	if r.sentences == nil {
		r.sentences = report.ReadSections(report.SectionsOf(r.doc))
	}
	return r.sentences
}
