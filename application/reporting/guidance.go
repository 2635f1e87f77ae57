package reporting

import (
	"strings"

	"golang.org/x/net/html"

	"github.com/radscribe/radscribe/domain/guidance"
	"github.com/radscribe/radscribe/domain/report"
)

// guide reads a report's final HTML for guideline follow-up suggestions and critical findings,
// the same rules for every writer: models are not trusted with guideline arithmetic. Nothing
// is written into the report; the radiologist chooses what to insert. The guidelines also read
// the report's title, the headings that name no section ("Ultrasound Thyroid", "LDCT Lung
// Cancer Screening"), which says what was examined; critical findings are read from the
// sections only, as a title ("CT for pulmonary embolism") affirms nothing. Each guideline gives
// its recommendations unique IDs of its own prefix, so the list's IDs are unique and the same
// report always gives the same ones.
func guide(language, reportHTML string) ([]guidance.Recommendation, []guidance.CriticalFinding) {
	return guideIn(language, readReportOf(report.ReadDocument(reportHTML)))
}

// guideIn is guide over a report already read.
func guideIn(language string, r *readReport) ([]guidance.Recommendation, []guidance.CriticalFinding) {
	return guidance.GuideReading(language, titleOf(r.doc.Source), r.reading())
}

// titleOf returns the text of a report's headings that name no section, one per line.
func titleOf(doc string) string {
	var titles []string
	var heading *strings.Builder
	z := html.NewTokenizer(strings.NewReader(doc))
	for {
		switch z.Next() {
		case html.ErrorToken:
			return strings.Join(titles, "\n")
		case html.StartTagToken:
			if name, _ := z.TagName(); isHeading(name) {
				heading = &strings.Builder{}
			}
		case html.EndTagToken:
			name, _ := z.TagName()
			if !isHeading(name) || heading == nil {
				continue
			}
			text := strings.TrimSpace(heading.String())
			if _, isSection := report.SectionOfHeading(text); !isSection && text != "" {
				titles = append(titles, text)
			}
			heading = nil
		case html.TextToken:
			if heading != nil {
				heading.Write(z.Text())
			}
		}
	}
}
