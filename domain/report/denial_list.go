package report

import (
	"strings"
	"unicode"
)

// negationLead is how many words may stand before a list's negation ("there is no", "es
// findet sich kein").
const negationLead = 4

// DenialWithout is a template's list of denials without the members a dictated statement
// affirms: "No pleural effusion or pneumothorax." beside a dictated pneumothorax is "No pleural
// effusion.", so the line keeps saying what the dictation leaves true; a member a statement
// speaks of otherwise goes too. It answers false when the sentence is no such list (a
// negation, then two or more findings joined by commas or list words), when no member is
// affirmed or every member goes, and when what is left would still deny a statement.
func DenialWithout(language, sentence string, statements []string) (string, bool) {
	body := strings.TrimRight(strings.TrimSpace(sentence), ".")
	fields := strings.Fields(body)
	lower := make([]string, len(fields))
	for i, f := range fields {
		lower[i] = strings.ToLower(strings.TrimFunc(f, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }))
	}
	start := -1
	for i := 0; i < len(lower) && i < negationLead && start < 0; i++ {
		if n := NegationAt(language, lower, i); n > 0 {
			start = i + n
		}
	}
	if start < 0 || start >= len(fields) {
		return "", false
	}
	classes := compiledVocabularies[vocabularyFor(language)].classes
	var members [][]string
	var current []string
	joiner := ""
	for i := start; i < len(fields); i++ {
		if classes.classes(lower[i])&clsCoordinator != 0 {
			members, current, joiner = append(members, current), nil, fields[i]
			continue
		}
		word, comma := strings.CutSuffix(fields[i], ",")
		current = append(current, word)
		if comma {
			members, current = append(members, current), nil
		}
	}
	members = append(members, current)
	if len(members) < 2 || joiner == "" {
		return "", false
	}
	prefix := strings.Join(fields[:start], " ")
	var kept []string
	affirmed := false
	for _, m := range members {
		member := strings.Join(m, " ")
		if len(m) == 0 || !NamesFinding(language, words(member)) || strings.ContainsAny(member, "'’") {
			// "No pleural or pericardial effusion": a member is no finding; "ni d'épanchement":
			// an elided article is not cut apart.
			return "", false
		}
		switch {
		case deniesAnyOf(language, prefix+" "+member+".", statements):
			affirmed = true
		case !spokenOf(language, member, statements):
			kept = append(kept, member)
		}
	}
	if !affirmed || len(kept) == 0 {
		return "", false
	}
	out := prefix + " " + kept[0]
	if n := len(kept); n > 1 {
		out = prefix + " " + strings.Join(kept[:n-1], ", ") + " " + joiner + " " + kept[n-1]
	}
	out += "."
	if deniesAnyOf(language, out, statements) {
		return "", false
	}
	return out, true
}

// spokenOf tells a member of a list that one of the statements speaks of, affirmed or denied:
// a dictated "No pneumothorax." already says what the list's member did.
func spokenOf(language, member string, statements []string) bool {
	asked := ReadFindingLabel(language, member)
	for _, s := range statements {
		if asked.Answer(s) == Answered {
			return true
		}
	}
	return false
}

// deniesAnyOf tells whether line denies a finding one of the statements affirms.
func deniesAnyOf(language, line string, statements []string) bool {
	t := ReadTemplateLines(language, []string{line})
	for _, s := range statements {
		if len(t.Denying(s)) > 0 {
			return true
		}
	}
	return false
}
