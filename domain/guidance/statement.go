package guidance

import "github.com/radscribe/radscribe/domain/report"

// The rules here read how a sentence states a term found by report.TermReader: denied,
// hedged, old news or current. Critical findings and guideline facts share them.

// affirmedNow reports whether m states its term as certain and current.
func (c *compiledCritical) affirmedNow(m report.TermMention) bool {
	if m.Negation != report.NotNegated || m.Question || c.deniedInList(m) {
		return false
	}
	words := m.Words
	from, to := clause(words, m.Start, m.End, c.stops)
	if c.uncertain.Within(words, from, to) {
		return false
	}
	if c.renewed.Within(words, from, to) {
		return true
	}
	knownFrom, _ := clause(words, m.Start, m.End, c.knownStops)
	return !c.gone.Within(words, 0, len(words)) && !c.known.Within(words, knownFrom, len(words))
}

// deniedInList reports whether a denial before m reaches it: directly within its clause, or
// across the commas of a list that an "or" word closes, before any stop word.
func (c *compiledCritical) deniedInList(m report.TermMention) bool {
	words := m.Words
	commas := false
	for i := m.Start - 1; i >= 0; i-- {
		switch {
		case c.stops.At(words, i):
			return false
		case words[i] == ",":
			commas = true
		case c.denials.At(words, i):
			if !commas {
				return true
			}
			end := len(words)
			for k := m.End; k < len(words); k++ {
				if c.stops.At(words, k) {
					end = k
					break
				}
			}
			return c.listOr.Within(words, i, end)
		}
	}
	return false
}

// uncertainIn reports whether m's clause hedges ("rule out malignancy", "possible nodule").
func (c *compiledCritical) uncertainIn(m report.TermMention) bool {
	from, to := clause(m.Words, m.Start, m.End, c.stops)
	return c.uncertain.Within(m.Words, from, to)
}

// clause returns the bounds of the clause around words[start:end]: up to a comma or a word of
// stops on either side.
func clause(words []string, start, end int, stops report.Cues) (int, int) {
	from, to := start, end
	for from > 0 && words[from-1] != "," && !stops.At(words, from-1) {
		from--
	}
	for to < len(words) && words[to] != "," && !stops.At(words, to) {
		to++
	}
	return from, to
}
