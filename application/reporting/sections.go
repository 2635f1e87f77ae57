package reporting

import "github.com/radscribe/radscribe/domain/report"

// sectionsOf reads a report's HTML back into sections for the shared rules, through the one
// document model: headings or label lines name sections, lists and tables are lines with
// their labels, organ headings stay with the finding lines beneath them.
func sectionsOf(doc string) []report.Section {
	return report.SectionsOf(report.ReadDocument(doc))
}

func isHeading(tag string) bool {
	return len(tag) == 2 && tag[0] == 'h' && tag[1] >= '1' && tag[1] <= '6'
}
