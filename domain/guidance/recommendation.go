package guidance

// Recommendation is a follow-up a guideline suggests for a finding, for the radiologist to
// insert or ignore. ID names the rule that fired ("fleischner-2017-solid-single-6-8mm").
type Recommendation struct {
	ID        string
	Guideline string // the guideline's name and year
	Finding   string // what it applies to, as read from the report
	Text      string // the suggestion, or why the guideline was not applied
	Citation  string
}
