package builtin

import (
	"slices"
	"strings"

	"github.com/radscribe/radscribe/domain/report"
)

// fieldPlaceholder stands on an impression field the dictation left for the radiologist: the
// placeholder check lists it, so the report is not signed with a template's "BI-RADS 1:
// negative." below a suspicious mass, nor with a category the engine guessed.
const fieldPlaceholder = "[***]"

// impressionFields is what a fill wrote on an impression's fields ("BI-RADS category:",
// "Recommendation:"): the lines written, by index in the impression's block, and whether the
// dictated impression reports a finding.
type impressionFields struct {
	written  map[int]bool
	abnormal bool
}

// dictatedAbnormal tells a dictated impression that reports a finding.
func dictatedAbnormal(f formatted) bool {
	for _, para := range f.sections[impr] {
		if slices.ContainsFunc(para, func(s sentence) bool { return abnormal(s.text, f.lang.code) }) {
			return true
		}
	}
	return false
}

// notePlacement is a statement's text on a note line of an impression, by index among the notes.
type notePlacement struct {
	at   int
	text string
}

// notesOf are the note lines of an impression a statement goes on, with the text it writes on
// each; none when it stays in the impression. A statement opening with a note's label goes there
// without the label ("Recommendation: Follow-up CT."); one naming a field's grading system goes
// on that field ("Suspicious mass, BI-RADS 4."), its clauses that recommend on the
// recommendation field when there is one ("..., recall for additional imaging."); one
// recommending, on the recommendation field.
func notesOf(notes []line, s sentence, code string) []notePlacement {
	if label, text, ok := strings.Cut(s.text, ":"); ok && strings.TrimSpace(text) != "" {
		if at := slices.IndexFunc(notes, func(l line) bool { return l.own != "" && strings.EqualFold(strings.TrimSpace(label), l.own) }); at >= 0 {
			return []notePlacement{{at, capitalise(strings.TrimSpace(text))}}
		}
	}
	advice := slices.IndexFunc(notes, func(l line) bool { return l.field && report.IsRecommendationLabel(code, l.own) })
	if g := report.GradingSystemOf(s.text); g != "" {
		if at := slices.IndexFunc(notes, func(l line) bool { return l.field && report.GradingSystemOf(l.own) == g }); at >= 0 {
			if advice < 0 || !report.Recommends(code, s.text) {
				return []notePlacement{{at, s.text}}
			}
			var graded, advised []string
			for _, c := range strings.Split(strings.TrimRight(s.text, ". "), ",") {
				if c = strings.TrimSpace(c); report.Recommends(code, c) {
					advised = append(advised, c)
				} else if c != "" {
					graded = append(graded, c)
				}
			}
			if len(graded) == 0 || len(advised) == 0 {
				return []notePlacement{{at, s.text}}
			}
			return []notePlacement{{at, strings.Join(graded, ", ") + "."}, {advice, capitalise(strings.Join(advised, ", ")) + "."}}
		}
	}
	if advice >= 0 && report.Recommends(code, s.text) {
		return []notePlacement{{advice, s.text}}
	}
	return nil
}

// placeholders leaves the impression's fields the fill did not write for the radiologist when
// the impression reports a finding: the template's text there ("BI-RADS 1: negative.",
// "Routine screening in two years.") is that of a normal study.
func (fields impressionFields) placeholders(b *block, reports bool) []edit {
	if b == nil || !reports {
		return nil
	}
	var out []edit
	for i := len(b.impressionLines()); i < len(b.lines); i++ {
		if l := b.lines[i]; l.field && !fields.written[i] {
			out = append(out, edit{l.textFrom, l.text, spaceBefore(l) + fieldPlaceholder})
		}
	}
	return out
}
