package prompt

import (
	"unicode/utf8"

	"github.com/radscribe/radscribe/domain/plaintext"
)

// MaxCustomLength bounds each custom prompt, in characters (code points), as the UI counts.
const MaxCustomLength = 5000

// Custom is a user's own prompts and whether each is used instead of the default.
// ReportGeneration is the legacy prompt the profile keeps in a collapsed section.
type Custom struct {
	Correction, ReportGeneration, TemplatePopulation, ReportFromScratch             string
	UseCorrection, UseReportGeneration, UseTemplatePopulation, UseReportFromScratch bool
	// Impression writes the impression from the findings ("Write impression").
	Impression    string
	UseImpression bool
}

// Validate returns the first prompt that is too long or holds a control character, in the
// order of the form.
func (c Custom) Validate() error {
	for _, field := range []struct {
		text, msg, label string
	}{
		{c.Correction, MsgCorrectionTooLong, "Correction prompt"},
		{c.ReportGeneration, MsgReportGenerationTooLong, "Report generation prompt"},
		{c.TemplatePopulation, MsgTemplatePopulationTooLong, "Template population prompt"},
		{c.ReportFromScratch, MsgReportFromScratchTooLong, "Report from scratch prompt"},
		{c.Impression, MsgImpressionTooLong, "Impression prompt"},
	} {
		if utf8.RuneCountInString(field.text) > MaxCustomLength {
			return Problem(field.msg)
		}
		if msg := plaintext.Problem(field.label, field.text, plaintext.Lines); msg != "" {
			return Problem(msg)
		}
	}
	return nil
}
