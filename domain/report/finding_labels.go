package report

import "slices"

// LabelAnswer is how a statement answers the finding a template line's label asks about.
type LabelAnswer int

const (
	// NotAsked: the label names no finding ("Liver", "Size").
	NotAsked LabelAnswer = iota
	// Unanswered: the label asks about a finding the statement does not speak of.
	Unanswered
	// Related: the statement reports what the line takes though it is no kind of the
	// line's finding (an infiltrate on a "Consolidation:" line).
	Related
	// Answered: the statement speaks of the line's finding or a kind of it.
	Answered
)

// LabelFinding reads a template line's own label as the finding it asks about ("Fracture",
// "Nodules", "Harnstau") and tells how text answers it (NotAsked, Unanswered, Related or
// Answered): "Intracranial hemorrhage" is answered by a subdural hematoma.
func LabelFinding(language, label, text string) LabelAnswer {
	v := vocabularyFor(language)
	c := compiledVocabularies[v]
	asked := c.terms.find(words(label))[listFindings]
	if len(asked) == 0 {
		return NotAsked
	}
	answer := Unanswered
	for _, h := range c.terms.find(words(text))[listFindings] {
		for _, a := range asked {
			switch {
			case covers(a.key, h.key):
				return Answered
			case slices.Contains(askedAlso[a.key], h.key):
				answer = Related
			}
		}
	}
	return answer
}

// askedAlso are findings a finding line takes though they are no kind of its finding: an
// opacity or infiltrate is what a "Consolidation:" line reports on ("No consolidation." and
// "patchy opacity, likely atelectasis" are no conflict, so it is no kind of consolidation).
var askedAlso = map[string][]string{
	"consolidation": {"opacity"},
}

// Denies tells whether a template line ("Pleura: No pleural effusion or pneumothorax.") denies a
// finding the statement affirms ("Small bilateral pleural effusions."), read as the checks read
// a report: a writer that places the statement elsewhere makes such a line point to it rather
// than leave the report contradicting itself.
// Only the template-denial rule runs: the writer asks this for every line and statement.
func Denies(language, line, statement string) bool {
	a := analyse(language, []Section{{Name: SectionFindings, Text: line + "\n" + statement}})
	a.markTemplateSentences(readTemplate([]Section{{Name: SectionFindings, Text: line}}).own)
	return len(templateDenialRule(a)) > 0
}
