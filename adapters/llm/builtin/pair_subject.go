package builtin

import (
	"strings"
	"unicode"

	"github.com/radscribe/radscribe/domain/dictation"
	"github.com/radscribe/radscribe/domain/report"
)

// pairSubjectWords is how many words the subject of a statement about both organs of a pair
// may take ("both kidneys", "les deux reins").
const pairSubjectWords = 4

// withoutPairSubject is what a statement about both organs of a pair says of them, written on
// the line of one side: "The kidneys are normal in size." on "Right kidney:" and on "Left
// kidney:" is "Normal in size." on each, not the sentence about both written twice. The
// subject must name the organ and nothing else (articles and "both" aside: "Kidney size is
// normal" keeps its size), no finding ("Renal cysts are seen bilaterally" stays), and a verb
// without an object, a normal wording or a predicate word must follow it.
func withoutPairSubject(l line, text, code string) (string, bool) {
	if l.side != 1 && l.side != 2 {
		return "", false
	}
	if side := sideOf(text, code); side == 1 || side == 2 {
		return "", false
	}
	ws := strings.Fields(text)
	for n := 1; n <= pairSubjectWords && n < len(ws); n++ {
		w := ws[n-1]
		if strings.ContainsAny(w, ",;:.") || !subjectWord(w, code) && !twoWordName(w, ws[n], code) && (n < 2 || !twoWordName(ws[n-2], w, code)) {
			return "", false
		}
		subject := strings.Join(ws[:n], " ")
		if regionsIn(subject, code).None() || report.NamesFinding(code, strings.Fields(strings.ToLower(subject))) {
			continue
		}
		next := strings.Trim(ws[n], ",.")
		if n+1 < len(ws) && dictation.LinksPredicate(code, next) && !dictation.OpensNounPhrase(code, ws[n+1]) {
			return saidOfOne(strings.Join(ws[n+1:], " "), code), true
		}
		if rest, ok := report.NormalAfterLabel(code, subject, text); ok {
			return saidOfOne(rest, code), true
		}
		if dictation.Predicates(code, next) && n+1 < len(ws) {
			// Telegraphic: "Beide Nieren normal groß ohne Harnstau."
			return saidOfOne(strings.Join(ws[n:], " "), code), true
		}
	}
	return "", false
}

// subjectWord tells a word a pair's subject may hold: an article, "both" or "two" ("les deux
// reins"), or a word naming a structure.
func subjectWord(w, code string) bool {
	w = strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) })
	return dictation.OpensNounPhrase(code, w) || report.NamesBothSides(code, w) || dictation.SaysTwo(code, w) || !regionsIn(w, code).None()
}

// twoWordName tells two words that name a structure together and neither alone ("seminal
// vesicles"); "kidney size" is no such name.
func twoWordName(first, second, code string) bool {
	return regionsIn(first, code).None() && regionsIn(second, code).None() && !regionsIn(first+" "+second, code).None()
}

// saidOfOne is what was said of both organs of a pair as said of one: capitalised, and a
// plural normal word made singular where the language inflects it ("Normaux." -> "Normal.").
func saidOfOne(predicate, code string) string {
	first, rest, _ := strings.Cut(predicate, " ")
	core := strings.TrimRight(first, ".,;")
	if one, ok := report.SingularNormal(code, core); ok {
		predicate = one + first[len(core):]
		if rest != "" {
			predicate += " " + rest
		}
	}
	return capitalise(predicate)
}
