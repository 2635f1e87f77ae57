package report

import "strconv"

// found is a contradiction before it is numbered.
type found struct {
	rule         string
	text         string
	sections     []string
	options      []string
	suggestedFix string
}

// rules run in this order; each returns its findings in the order of the report.
var rules = []func(*analysis) []found{
	lateralityRule,
	negationRule,
	removedOrganRule,
	sexRule,
	measurementRule,
	templateDenialRule,
	normalLineRule,
	// The dictation checks: anatomy that does not fit the template, implausible sizes and mixed
	// units, a stated sex, findings in only one of findings and impression.
	templateAnatomyRule,
	mixedUnitsRule,
	implausibleSizeRule,
	statedSexRule,
	impressionOnlyRule,
	significantMissingRule,
}

// DetectContradictions returns the contradictions the rules find in sections, for the
// radiologist to review; nothing is fixed. It is deterministic: IDs are the rule name and a
// running number per rule ("laterality-1"). The word lists are language's (English for a
// language without them); Text and SuggestedFix are in German for German reports and in English
// otherwise, Options in the report's language for English and German.
func DetectContradictions(language string, sections []Section) []Contradiction {
	return DetectContradictionsInFill(language, sections, nil)
}

// DetectContradictionsInFill checks a filled template: besides the rules above, a normal
// sentence of the template (found word for word in template) left standing in the findings
// that denies what the dictation reports is flagged, even within one section ("Pleura: No
// pleural effusion." above "Small left pleural effusion.").
func DetectContradictionsInFill(language string, sections, template []Section) []Contradiction {
	return DetectContradictionsInTemplate(language, sections, Template{Sections: template})
}

// detect runs the rules on a report read.
func (a *analysis) detect() []Contradiction {
	var out []Contradiction
	for _, rule := range rules {
		for i, f := range rule(a) {
			out = append(out, Contradiction{
				ID:           f.rule + "-" + strconv.Itoa(i+1),
				Text:         f.text,
				Sections:     f.sections,
				Options:      f.options,
				SuggestedFix: f.suggestedFix,
			})
		}
	}
	return out
}

// inSection returns the finding mentions of section.
func (a *analysis) inSection(section string) []mention {
	var out []mention
	for _, m := range a.findings {
		if m.s.section == section {
			out = append(out, m)
		}
	}
	return out
}
