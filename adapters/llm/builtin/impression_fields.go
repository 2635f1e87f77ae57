package builtin

import (
	"html"
	"slices"
	"strings"
	"unicode"

	"github.com/radscribe/radscribe/domain/report"
)

// fieldPlaceholder stands on an impression field the dictation left for the radiologist: the
// placeholder check lists it, so the report is not signed with a template's "BI-RADS 1:
// negative." below a suspicious mass, nor with a category the engine guessed.
const fieldPlaceholder = "[***]"

// impressionFields is what a fill wrote on an impression's fields ("BI-RADS category:",
// "Recommendation:"): the lines written, by index in the impression's block; whether the
// dictated impression reports a finding (abnormal), and whether it describes one in words
// besides a category (described: "Suspicious mass, BI-RADS 4.", not "BI-RADS 4.").
type impressionFields struct {
	written             map[int]bool
	abnormal, described bool
}

// readDictatedImpression reads whether a dictated impression reports a finding and whether
// it describes one.
func readDictatedImpression(f formatted) impressionFields {
	var out impressionFields
	for _, para := range f.sections[impr] {
		for _, s := range para {
			abnormal, described := reportsFinding(s.text, f.lang.code)
			out.abnormal = out.abnormal || abnormal
			// Advice ("PET-CT recommended.", "Empfehlung: PET-CT.") describes no finding.
			out.described = out.described || (described && !advises(s.text, f.lang.code))
		}
	}
	return out
}

// advises tells a statement that recommends, or is dictated under a recommendation's label.
func advises(text, code string) bool {
	label, rest, ok := strings.Cut(text, ":")
	return report.Recommends(code, text) || (ok && strings.TrimSpace(rest) != "" && report.IsRecommendationLabel(code, strings.TrimSpace(label)))
}

// reportsFinding tells an impression statement that reports a finding: a grading category
// beyond routine care ("BI-RADS 4", "Bosniak 2F"), or words that do besides a category
// ("Negative. BI-RADS 1." does not); described, when the words do.
func reportsFinding(text, code string) (reports, described bool) {
	if routine, rest, ok := report.CategoryRoutine(text); ok {
		described = strings.IndexFunc(rest, unicode.IsLetter) >= 0 && abnormal(rest, code)
		return !routine || described, described
	}
	reports = abnormal(text, code)
	return reports, reports
}

// categoriesApart moves a grading category dictated among the findings as a statement of its
// own ("BI-RADS 4.", "Lung-RADS category 2.") to the impression, where a field of the
// template's impression (b) takes it.
func (f formatted) categoriesApart(b *block) formatted {
	if b == nil || !slices.ContainsFunc(b.lines, func(l line) bool { return l.field && report.GradingSystemOf(l.own) != "" }) {
		return f
	}
	f, moved := f.takenFromFindings(func(s sentence) bool {
		_, rest, ok := report.CategoryRoutine(s.text)
		return ok && strings.IndexFunc(rest, unicode.IsLetter) < 0
	})
	if len(moved) == 0 {
		return f
	}
	f.sections[impr] = append(slices.Clip(f.sections[impr]), moved)
	return f
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
	advice := slices.IndexFunc(notes, func(l line) bool { return l.field && report.IsRecommendationLabel(code, l.own) })
	label, labelled, hasLabel := strings.Cut(s.text, ":")
	hasLabel = hasLabel && strings.TrimSpace(labelled) != ""
	labelled = capitalise(strings.TrimSpace(labelled))
	if hasLabel {
		if at := slices.IndexFunc(notes, func(l line) bool { return l.own != "" && strings.EqualFold(strings.TrimSpace(label), l.own) }); at >= 0 {
			return []notePlacement{{at, labelled}}
		}
		if advice >= 0 && report.IsRecommendationLabel(code, strings.TrimSpace(label)) {
			// "Follow-up: LDCT in 6 months." on "Recommendation:".
			return []notePlacement{{advice, labelled}}
		}
	}
	if g := report.GradingSystemOf(s.text); g != "" {
		if at := slices.IndexFunc(notes, func(l line) bool { return l.field && report.GradingSystemOf(l.own) == g }); at >= 0 {
			if hasLabel && report.GradingSystemOf(label) == g {
				// "Lung-RADS: 4A." on "Lung-RADS category:" is "4A.", not the label twice.
				s.text = labelled
			}
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
//
// A grading field takes the category the findings gave ("... without washout, LI-RADS 3."), when
// they gave one only.
func (fields impressionFields) placeholders(b *block, reports bool, f formatted) []edit {
	if b == nil || !reports {
		return nil
	}
	var out []edit
	for i := len(b.impressionLines()); i < len(b.lines); i++ {
		if l := b.lines[i]; l.field && !fields.written[i] {
			text := fieldPlaceholder
			if c := categoryInFindings(f, report.GradingSystemOf(l.own)); c != "" {
				text = html.EscapeString(report.CategoryWrittenAs(l.own, l.normalText, c))
			}
			out = append(out, edit{l.textFrom, l.text, spaceBefore(l) + text})
		}
	}
	return out
}

// categoryInFindings is the one category of grading system the findings give, "" for none or
// for several ("TR3" and "TR4" of two nodules are the radiologist's to sum up).
func categoryInFindings(f formatted, system string) string {
	if system == "" {
		return ""
	}
	found := ""
	for _, para := range f.sections[find] {
		for _, s := range para {
			if report.GradingSystemOf(s.text) != system {
				continue
			}
			c := report.CategoryOf(s.text)
			switch {
			case c == "":
			case found == "":
				found = c
			case !strings.EqualFold(found, c):
				return ""
			}
		}
	}
	return found
}

// gradingEdits write the findings lines that hold a grading system's category ("ACR TI-RADS:
// TR1.") and that no statement was placed on: the one category the findings gave, else, when
// they report a finding, the placeholder, since the template's category is a normal study's.
func gradingEdits(lines []line, written map[int][]sentence, reports bool, f formatted) []edit {
	var out []edit
	for i, l := range lines {
		if l.grading == "" || written[i] != nil {
			continue
		}
		text := fieldPlaceholder
		if c := categoryInFindings(f, l.grading); c != "" {
			text = html.EscapeString(report.CategoryWrittenAs(l.own, l.normalText, c))
		} else if !reports {
			continue
		}
		out = append(out, edit{l.textFrom, l.text, spaceBefore(l) + text})
	}
	return out
}

// onGradingField tells a statement that gives only a category ("Classée PI-RADS 4.") of the
// grading system a findings line holds, the one category the findings give: the line writes
// it (gradingEdits), and the statement has nothing else to place.
func onGradingField(lines []line, text string, f formatted) bool {
	system := report.GradingSystemOf(text)
	if system == "" || !slices.ContainsFunc(lines, func(l line) bool { return l.grading == system }) {
		return false
	}
	_, rest, ok := report.CategoryRoutine(text)
	return ok && (strings.IndexFunc(rest, unicode.IsLetter) < 0 || !abnormal(rest, f.lang.code)) && regionsIn(rest, f.lang.code).None() && categoryInFindings(f, system) != ""
}
