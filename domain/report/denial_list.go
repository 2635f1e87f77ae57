package report

import (
	"strings"
	"unicode"
)

// negationLead is how many words may stand before a list's negation ("there is no", "es
// findet sich kein").
const negationLead = 4

// DenialList is a template sentence that denies several findings in a list: a negation, then
// two or more findings joined by commas or list words ("No pleural effusion or pneumothorax.",
// "There is no focal consolidation, pleural effusion or pneumothorax."). It is read once with
// the template; Without asks it of each fill's statements.
type DenialList struct {
	language, prefix, joiner string
	members                  []string
	// lines are the members as lines of their own ("No pleural effusion.", "No pneumothorax."),
	// read once; each question asks through a fork.
	lines *TemplateLines
	texts []string
}

// ReadDenialList reads a sentence as a list of denials, false when it is none: no negation in
// its first words, fewer than two members, a member that is no finding ("No pleural or
// pericardial effusion") or one with an elided article ("ni d'épanchement"), not cut apart.
func ReadDenialList(language, sentence string) (*DenialList, bool) {
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
		return nil, false
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
		return nil, false
	}
	d := &DenialList{language: language, prefix: strings.Join(fields[:start], " "), joiner: joiner}
	for _, m := range members {
		member := strings.Join(m, " ")
		if len(m) == 0 || !NamesFinding(language, words(member)) || strings.ContainsAny(member, "'’") {
			return nil, false
		}
		d.members = append(d.members, member)
		d.texts = append(d.texts, d.prefix+" "+member+".")
	}
	d.lines = ReadTemplateLines(language, d.texts)
	return d, true
}

// Without is the list without the members a statement written on its line affirms: "No
// pleural effusion or pneumothorax." beside a dictated pneumothorax is "No pleural effusion.",
// so the line keeps saying what the dictation leaves true; a member a statement speaks of
// otherwise goes too. It answers false when no member is affirmed or every member goes, and
// when what is left would still deny a statement or one of others (the rest of the report: its
// impression).
func (d *DenialList) Without(statements, others []string) (string, bool) {
	if !speaksOfAny(d.language, d.texts, statements) {
		return "", false // no statement names a member's finding: none can affirm one
	}
	affirmed := make([]bool, len(d.members))
	any := false
	t := d.lines.Fork()
	for _, st := range statements {
		for _, k := range t.Denying(st) {
			affirmed[k], any = true, true
		}
	}
	if !any {
		return "", false
	}
	var kept []string
	for k, member := range d.members {
		if !affirmed[k] && !speaksOfAny(d.language, []string{member}, statements) {
			kept = append(kept, member)
		}
	}
	if len(kept) == 0 {
		return "", false
	}
	out := d.prefix + " " + kept[0]
	if n := len(kept); n > 1 {
		out = d.prefix + " " + strings.Join(kept[:n-1], ", ") + " " + d.joiner + " " + kept[n-1]
	}
	out += "."
	if deniesAnyOf(d.language, out, statements) || deniesAnyOf(d.language, out, others) {
		return "", false
	}
	return out, true
}

// speaksOfAny tells whether a statement names the finding of one of the lines, or a kind of
// it, whether it affirms or denies it: a word-level look before the statements are read, and
// what makes a member a dictated "No pneumothorax." already says go from the list.
func speaksOfAny(language string, lines, statements []string) bool {
	c := compiledVocabularies[vocabularyFor(language)]
	asked := make([][]hit, len(lines))
	for k, l := range lines {
		asked[k] = c.findingsIn(l)
	}
	for _, st := range statements {
		found := c.findingsIn(st)
		for _, a := range asked {
			if answerTo(a, found) == Answered {
				return true
			}
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
