// Package report holds what turning a transcript into a report produces: sections,
// corrections, contradictions, and the rules that find contradictions, shared by every writer.
package report

// Canonical section names; each language has its own headings for them.
const (
	SectionClinical   = "clinical_information"
	SectionTechnique  = "technique"
	SectionComparison = "comparison"
	SectionFindings   = "findings"
	SectionImpression = "impression"
)

// Section is one part of a report as plain text, identified by its canonical name.
type Section struct {
	Name string
	Text string
}

// Correction is one change made to a transcript, for the UI and for tests to show.
type Correction struct {
	Original  string
	Corrected string
	// Source is "vocabulary", "lexicon", "self-correction" (a spoken "left, sorry, right") or "llm".
	Source string
}

// Contradiction is a statement pair the radiologist must review; it is never fixed silently.
type Contradiction struct {
	ID           string
	Text         string
	Sections     []string
	Options      []string
	SuggestedFix string
}
