package prompt

import "unicode/utf8"

// MaxCustomLength bounds each custom prompt, in characters (code points), as the UI counts.
const MaxCustomLength = 5000

// Custom is a user's own prompts and whether each is used instead of the default.
// ReportGeneration is the legacy prompt the profile keeps in a collapsed section.
type Custom struct {
	Correction, ReportGeneration, TemplatePopulation, ReportFromScratch             string
	UseCorrection, UseReportGeneration, UseTemplatePopulation, UseReportFromScratch bool
}

// Validate returns the first prompt that is too long, in the order of the form.
func (c Custom) Validate() error {
	for _, field := range []struct {
		text, msg string
	}{
		{c.Correction, MsgCorrectionTooLong},
		{c.ReportGeneration, MsgReportGenerationTooLong},
		{c.TemplatePopulation, MsgTemplatePopulationTooLong},
		{c.ReportFromScratch, MsgReportFromScratchTooLong},
	} {
		if utf8.RuneCountInString(field.text) > MaxCustomLength {
			return Problem(field.msg)
		}
	}
	return nil
}
