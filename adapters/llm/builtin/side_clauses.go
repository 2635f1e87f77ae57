package builtin

import (
	"slices"
	"strings"

	"github.com/radscribe/radscribe/domain/measurement"
	"github.com/radscribe/radscribe/domain/report"
)

// bySide cuts a findings statement that goes on side by side ("Nieren beidseits normal groß,
// rechts kein Harnstau, links erstgradiger Harnstau.", "The kidneys are normal in size, no
// hydronephrosis on the right, mild hydronephrosis on the left.") into a statement per clause
// when the template has a line for each side: the right kidney's line then says what the
// dictation says of the right, instead of the whole sentence on one line and "See above" on
// the other. It cuts only a statement whose clauses after the first one naming a side each
// name one side, both sides among them; what comes before is said of both sides and goes
// first, as dictated. A side clause must say something on its own: "Right renal mass measuring
// 3 cm, with extension into the left renal vein" stays whole.
func bySide(statements []sentence, lines []line, code string) []sentence {
	if !hasSidePair(lines) {
		return statements
	}
	var out []sentence
	for _, s := range statements {
		out = append(out, sideClauses(s, code)...)
	}
	return out
}

// hasSidePair tells lines among which one names the left side only and one the right only.
func hasSidePair(lines []line) bool {
	return slices.ContainsFunc(lines, func(l line) bool { return l.side == 1 }) && slices.ContainsFunc(lines, func(l line) bool { return l.side == 2 })
}

// sideClauses is s cut at its commas and semicolons into statements, when its clauses go on
// side by side (bySide), else s.
func sideClauses(s sentence, code string) []sentence {
	if s.mark != "" || !strings.ContainsAny(s.text, ",;") {
		return []sentence{s}
	}
	body := strings.TrimRight(s.text, ".!? ")
	clauses := clausesOf(body)
	first, seen := -1, 0
	for i, c := range clauses {
		side := sideOf(c, code)
		switch {
		case side == 1 || side == 2:
			if !ownStatement(c, code) {
				return []sentence{s} // "..., with extension into the left renal vein"
			}
			if first < 0 {
				first = i
			}
			seen |= side
		case first >= 0:
			return []sentence{s} // a clause after the sides that names none, or both
		}
	}
	if seen != 3 {
		return []sentence{s}
	}
	out := make([]sentence, 0, len(clauses))
	for _, c := range clauses {
		if c = strings.TrimSpace(c); c != "" {
			out = append(out, sentence{text: capitalise(c) + ".", about: s.text})
		}
	}
	return out
}

// ownStatement tells a clause that says something on its own: it denies (reads normal),
// affirms a finding or gives a size ("no hydronephrosis on the right", "mild hydronephrosis on
// the left", "links 4,8 x 1,6 x 1,7 cm"), not a phrase that goes on with the one before
// ("with extension into the left renal vein").
func ownStatement(clause, code string) bool {
	return !abnormal(clause, code) || report.AffirmsFinding(code, clause) || len(measurement.FindSizes(clause)) > 0
}

// clausesOf cuts text at its semicolons and at its commas, but not at a decimal comma
// ("4,8 x 1,6 cm").
func clausesOf(text string) []string {
	var out []string
	start := 0
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case ';':
		case ',':
			if i > 0 && i+1 < len(text) && isDigit(text[i-1]) && isDigit(text[i+1]) {
				continue
			}
		default:
			continue
		}
		out = append(out, text[start:i])
		start = i + 1
	}
	return append(out, text[start:])
}

func isDigit(b byte) bool { return b >= '0' && b <= '9' }
