package report

import (
	"slices"
	"strings"
)

// ClauseSplit is a statement cut at a clause boundary into two parts, each answering another
// template line: "Acute subdural hematoma over the left convexity, with 4 mm midline shift to
// the right." gives "Intracranial hemorrhage:" its hematoma and "Midline shift:" its shift.
type ClauseSplit struct {
	Parts [2]string
	Lines [2]int
}

// SplitByFindingLines cuts text at a clause word of the language ("with", "and", "mit",
// "con"...) when the part before answers the finding one of labels asks about and the part
// after answers another, neither answering the other's. The clause word goes: each part is a
// sentence of its own. Among the lines the second part answers, a label naming its words
// ("Midline shift") is preferred to a broader one ("Mass effect"). ok is false when no cut
// gives each part a line of its own. The labels are read with the template (ReadFindingLabel);
// a zero FindingLabel asks about nothing.
func SplitByFindingLines(language, text string, labels []FindingLabel) (ClauseSplit, bool) {
	v := vocabularyFor(language)
	words := strings.Fields(text)
	for i := 1; i < len(words)-1; i++ {
		if !isClauseWord(v, words[i]) {
			continue
		}
		first := strings.TrimRight(strings.Join(words[:i], " "), ",;")
		second := strings.Join(words[i+1:], " ")
		if fieldCount(first) < 2 || fieldCount(second) < 2 {
			continue
		}
		a := answeredLines(first, labels)
		b := answeredLines(second, labels)
		la, lb := -1, -1
		for _, j := range a {
			if !slices.Contains(b, j) {
				la = j
				break
			}
		}
		for _, j := range b {
			if slices.Contains(a, j) || j == la {
				continue
			}
			if lb < 0 || namesWords(labels[j].label, second) && !namesWords(labels[lb].label, second) {
				lb = j
			}
		}
		if la < 0 || lb < 0 {
			continue
		}
		if !strings.ContainsAny(first[len(first)-1:], ".!?") {
			first += "."
		}
		return ClauseSplit{Parts: [2]string{first, capitalFirst(second)}, Lines: [2]int{la, lb}}, true
	}
	return ClauseSplit{}, false
}

// isClauseWord tells a word that joins two clauses in the language ("with", "and"); a
// preposition that gives what follows its case ("mit erstgradigem Harnstau") is none, since the
// part after it would not stand as a sentence.
func isClauseWord(v *vocabulary, word string) bool {
	w := strings.ToLower(strings.Trim(word, ",;"))
	if slices.Contains(governsCase[v.code], w) {
		return false
	}
	for _, c := range v.clauseBreakers {
		if exact, ok := strings.CutSuffix(c, "$"); ok && w == exact && w != "there" {
			return true
		}
	}
	return false
}

// governsCase are the clause words per language after which a noun changes its form.
var governsCase = map[string][]string{
	"de": {"mit", "bei"}, "pl": {"z"}, "sl": {"z", "s"}, "lt": {"su"}, "el": {"με"},
}

// answeredLines are the indexes of the labels whose finding text answers; text is read once,
// if any label asks.
func answeredLines(text string, labels []FindingLabel) []int {
	var out []int
	var found []hit
	read := false
	for j, l := range labels {
		if len(l.asked) == 0 {
			continue
		}
		if !read {
			found, read = l.c.findingsIn(text), true
		}
		if answerTo(l.asked, found) == Answered {
			out = append(out, j)
		}
	}
	return out
}

// namesWords tells a label all of whose words stand in text.
func namesWords(label, text string) bool {
	tw := words(text)
	for _, w := range words(label) {
		if !slices.Contains(tw, w) {
			return false
		}
	}
	return len(words(label)) > 0
}
