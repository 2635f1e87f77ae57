package guidance

import "strings"

// Recommendation is a follow-up a guideline suggests for a finding, for the radiologist to
// insert or ignore. ID names the rule that fired ("fleischner-2017-solid-single-6-8mm").
type Recommendation struct {
	ID        string
	Guideline string // the guideline's name and year
	Finding   string // what it applies to, as read from the report
	Text      string // the suggestion, or why the guideline was not applied
	Citation  string
	// Branches are the alternatives Text holds when the guideline's answer depends on what
	// was not dictated (the patient's risk, a subsolid nodule's type), each on its own, for the
	// radiologist to insert only the one that applies; none when Text is one recommendation.
	Branches []Branch
}

// Branch is one alternative of a recommendation. Key says which ("low-risk", "high-risk",
// "ground-glass", "part-solid"), Label names it in the recommendation's language ("High
// risk"), Text is what to insert: the label and its recommendation, as Text words it.
type Branch struct {
	Key   string
	Label string
	Text  string
}

// branch is the alternative key, worded with prefix ("Low risk: ") before text.
func branch(key, prefix, text string) Branch {
	return Branch{Key: key, Label: strings.TrimSuffix(strings.TrimSpace(prefix), ":"), Text: prefix + text}
}
