package guidance

import (
	"fmt"
	"strconv"

	"github.com/radscribe/radscribe/domain/report"
)

// CriticalFinding is an urgent finding a report affirms, with a notice for the radiologist and
// a sentence, blanks to fill, that records its communication in the impression.
type CriticalFinding struct {
	ID                string
	Text              string
	SuggestedSentence string
}

// skippedSections are not read for critical findings: the indication's "rule out pulmonary
// embolism" and the comparison's history are no findings of this study.
var skippedSections = map[string]bool{report.SectionClinical: true, report.SectionTechnique: true, report.SectionComparison: true}

// DetectCriticalFindings returns the critical findings the report affirms as present now, once
// each, in the order the report first names them. A finding counts only when no negation
// reaches it ("no pneumothorax", "no large pneumothorax"), it is not hedged ("possible",
// "cannot be excluded", a question) and it is not old news ("resolved", "unchanged", "known",
// unless "new" or "increasing" says otherwise). Findings and impression are read, not the
// clinical information. Word lists are language's (English for a language without them).
func DetectCriticalFindings(language string, sections []report.Section) []CriticalFinding {
	return detectCriticalFindings(language, report.ReadSections(sections))
}

// detectCriticalFindings is DetectCriticalFindings over sections already cut into sentences.
func detectCriticalFindings(language string, sections *report.Reading) []CriticalFinding {
	c := criticalFor(language)
	var order []string
	quoted := map[string]string{}
	for _, m := range c.reader.ReadIn(sections) {
		if skippedSections[m.Section] {
			continue
		}
		g, _ := strconv.Atoi(m.Key)
		finding, ok := c.findingOf(m, c.groups[g])
		if _, seen := quoted[finding]; !ok || seen {
			continue
		}
		order = append(order, finding)
		quoted[finding] = m.Sentence
	}
	var out []CriticalFinding
	for _, finding := range order {
		if narrower, ok := replacedByNarrower[finding]; ok {
			if _, found := quoted[narrower]; found {
				continue
			}
		}
		name := c.Names[finding]
		out = append(out, CriticalFinding{
			ID:                "critical-" + finding,
			Text:              fmt.Sprintf(c.notice, name, quoted[finding]),
			SuggestedSentence: fmt.Sprintf(c.sentence, name),
		})
	}
	return out
}

// findingOf returns the finding mention m affirms as certain and current, trying the terms
// that share its words in order.
func (c *compiledCritical) findingOf(m report.TermMention, group []int) (string, bool) {
	if !c.affirmedNow(m) {
		return "", false
	}
	for _, i := range group {
		if c.fits(m, i) {
			return c.Terms[i].Finding, true
		}
	}
	return "", false
}

// fits reports whether the sentence of m has the context term i needs and none it excludes.
func (c *compiledCritical) fits(m report.TermMention, i int) bool {
	words := m.Words
	from, to := clause(words, m.Start, m.End, c.stops)
	if !c.context[i].Empty() {
		ctxFrom, ctxTo := 0, len(words)
		if c.Terms[i].InClause {
			ctxFrom, ctxTo = from, to
		}
		if !c.context[i].Within(words, ctxFrom, ctxTo) {
			return false
		}
	}
	return !c.except[i].Within(words, from, to)
}
