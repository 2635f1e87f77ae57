package report

// messages are the words and sentence patterns a language's contradictions are written in.
type messages struct {
	findings, impression string
	left, right          string
	present, absent      string
	removed, kept        string
	female, male         string
	decimalComma         bool // sizes are written "1,5 cm"

	laterality, aligned, comparative, oneSided, negation, removal, sexes, measurement string
	// templateDenial words a template's normal sentence left standing against the dictation;
	// impressions a report with more than one impression.
	templateDenial, impressions, fixImpressions string
	// normalLine words a line calling its organ normal beside a finding of that organ.
	normalLine string
	// mixedLanguages words a report whose headings are in different languages.
	mixedLanguages, fixLanguages string
	// placeholder words a template's placeholder left in a line; morePlaceholders counts the
	// lines not quoted.
	placeholder, fixPlaceholder, morePlaceholders string
	// gradingField words a field holding a grading category ("ACR TI-RADS: TR1.") that the
	// report's other categories of that system contradict.
	gradingField, fixGradingField string

	fixLaterality, fixNegation, fixRemoval, fixSexes, fixMeasurement string
}

// sectionName is how a section is called in the report's language.
func (m messages) sectionName(name string) string {
	switch name {
	case SectionFindings:
		return m.findings
	case SectionImpression:
		return m.impression
	}
	return name
}

func (m messages) sideName(s side) string {
	if s == leftSide {
		return m.left
	}
	return m.right
}
