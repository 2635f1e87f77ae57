package reporting

import "github.com/radscribe/radscribe/domain/guidance"

// guide reads a report's final HTML for guideline follow-up suggestions and critical findings,
// the same rules for every writer: models are not trusted with guideline arithmetic. Nothing
// is written into the report; the radiologist chooses what to insert.
func guide(language, reportHTML string) ([]guidance.Recommendation, []guidance.CriticalFinding) {
	sections := sectionsOf(reportHTML)
	return guidance.FleischnerRecommendations(language, sections), guidance.DetectCriticalFindings(language, sections)
}
