package report

import (
	"fmt"
	"slices"
	"strings"

	"github.com/radscribe/radscribe/domain/document"
)

// CheckGradingFields lists the fields holding a grading category ("ACR TI-RADS: TR1.",
// "BI-RADS category: BI-RADS 1: negative.") whose category the report states nowhere else
// while it states others of that system ("... solid nodule, TI-RADS 5."): a normal study's
// category left beside a graded finding, whichever writer left it. A field giving one of the
// categories stated (the highest of two nodules') is not flagged.
func CheckGradingFields(language string, doc document.Document) []Contradiction {
	type field struct {
		system, value, line string
		section             document.Section
	}
	var fields []field
	stated := map[string][]string{} // by system, the categories other lines state, as written
	values := map[string][]string{} // by system, those categories' values
	for _, s := range doc.Sections {
		for i, l := range s.Lines {
			label := lineLabel(s, i)
			if at := categoryValueAt(label, l.Text); at >= 0 && GradingSystemOf(label) != "" {
				value, _ := valueOf(l.Text[at:])
				fields = append(fields, field{GradingSystemOf(label), value, label + ": " + l.Text, s})
				continue
			}
			for _, c := range categoriesIn(l.Text) {
				system := GradingSystemOf(c.written)
				stated[system] = append(stated[system], c.written)
				values[system] = append(values[system], c.value)
			}
		}
	}
	msg := vocabularyFor(language).msg
	var out []Contradiction
	for _, f := range fields {
		if len(stated[f.system]) == 0 || slices.Contains(values[f.system], f.value) {
			continue
		}
		out = append(out, Contradiction{
			ID:           fmt.Sprintf("grading-field-%d", len(out)+1),
			Text:         fmt.Sprintf(msg.gradingField, f.line, strings.Join(distinct(stated[f.system]), "; ")),
			Sections:     []string{sectionOf(f.section)},
			SuggestedFix: msg.fixGradingField,
		})
	}
	return out
}

// statedCategory is a category a text states: as written ("TI-RADS 5") and its value ("5").
type statedCategory struct{ written, value string }

// categoriesIn are the categories a text states, in order.
func categoriesIn(text string) []statedCategory {
	var out []statedCategory
	for _, loc := range gradingCategory.FindAllStringIndex(text, -1) {
		m := categoryValue.FindStringIndex(text[loc[1]:])
		if m == nil {
			continue
		}
		value, _ := valueOf(text[loc[1]:])
		out = append(out, statedCategory{strings.TrimRight(strings.TrimSpace(text[loc[0]:loc[1]+m[1]]), ":"), value})
	}
	return out
}

// romanValues are the categories some systems write in Roman numerals (Bosniak).
var romanValues = map[string]string{"i": "1", "ii": "2", "iii": "3", "iv": "4"}

// valueOf is the value of the category a text opens with ("TR4", ": category 4A", "IIF"), in
// one notation ("4", "4a", "2f"); ok is false when it opens with none.
func valueOf(text string) (string, bool) {
	m := categoryValue.FindStringSubmatch(text)
	if m == nil {
		return "", false
	}
	value := strings.ToLower(m[1])
	if arabic, ok := romanValues[value]; ok {
		value = arabic
	}
	return value + strings.ToLower(m[2]), true
}
