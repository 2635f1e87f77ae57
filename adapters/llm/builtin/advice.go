package builtin

import (
	"maps"
	"slices"
	"strings"

	"github.com/radscribe/radscribe/domain/report"
)

// adviceApart takes the statements dictated under a recommendation label among the findings
// ("Recommendation: follow-up CT in 6 to 12 months.") out of them: advice is no finding, and
// written among the findings it stood on a line of its own and was copied into the impression
// as one. With a dictated impression it ends that impression, where a template's
// recommendation line takes it (notesEdits); without one it is kept in advice, for the lines
// below the impression the engine writes.
func (f formatted) adviceApart() formatted {
	f, advice := f.takenFromFindings(f.isAdvice)
	if len(advice) == 0 {
		return f
	}
	if len(f.sections[impr]) > 0 {
		f.sections[impr] = append(f.sections[impr][:len(f.sections[impr]):len(f.sections[impr])], advice)
		return f
	}
	f.advice = advice
	return f
}

// takenFromFindings takes the findings statements take chooses out of the findings, in order;
// f is left as it was when it chooses none.
func (f formatted) takenFromFindings(take func(sentence) bool) (formatted, []sentence) {
	if !slices.ContainsFunc(f.sections[find], func(para []sentence) bool { return slices.ContainsFunc(para, take) }) {
		return f, nil
	}
	var taken []sentence
	var findings [][]sentence
	for _, para := range f.sections[find] {
		var rest []sentence
		for _, s := range para {
			if take(s) {
				taken = append(taken, s)
				continue
			}
			rest = append(rest, s)
		}
		if len(rest) > 0 {
			findings = append(findings, rest)
		}
	}
	f.sections = maps.Clone(f.sections)
	if len(findings) > 0 {
		f.sections[find] = findings
	} else {
		delete(f.sections, find)
	}
	return f, taken
}

// isAdvice tells a statement dictated under a recommendation label.
func (f formatted) isAdvice(s sentence) bool {
	label, text, ok := strings.Cut(s.text, ":")
	return ok && strings.TrimSpace(text) != "" && report.IsRecommendationLabel(f.lang.code, label)
}

// adviceLines are the advice's statements as impression lines, after the impression's own.
func (f formatted) adviceLines() []string {
	out := make([]string, len(f.advice))
	for i, s := range f.advice {
		out[i] = s.text
	}
	return out
}
