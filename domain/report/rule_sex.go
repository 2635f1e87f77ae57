package report

import "fmt"

// sexRule flags a report that describes organs only women have and organs only men have.
func sexRule(a *analysis) []found {
	female, fs := firstWord(a, clsFemale)
	male, ms := firstWord(a, clsMale)
	if female == "" || male == "" {
		return nil
	}
	msg := a.v.msg
	return []found{{
		rule:         "sex-organs",
		text:         fmt.Sprintf(msg.sexes, female, male),
		sections:     uniqueSections(fs.section, ms.section),
		options:      []string{msg.female, msg.male},
		suggestedFix: msg.fixSexes,
	}}
}

// firstWord returns the first word of the report of class c, and its sentence.
func firstWord(a *analysis, c wordClass) (string, *sentence) {
	for _, s := range a.sentences {
		for i, w := range s.words {
			if s.is(i, c) {
				return w, s
			}
		}
	}
	return "", nil
}
