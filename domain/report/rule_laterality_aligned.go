package report

import (
	"fmt"
	"slices"
	"unicode/utf8"
)

// clause is a stretch of a sentence between commas and breakers, with the one side it names
// and the stems of its content words.
type clause struct {
	s       *sentence
	side    side
	negated bool
	stems   []string
}

// alignedConflicts flags an impression clause whose closest findings clause (sharing most
// content words, "right basilar opacity" and "opacity at the left base") names the other side.
// Sentences that name both sides are left alone: they may pair sides differently. It catches
// restatements that use no word of the term lists; unflagged holds the impression
// sentences the term rules have not flagged yet.
func alignedConflicts(a *analysis, unflagged func(*sentence) bool) []found {
	findings, impression := a.clauses(SectionFindings), a.clauses(SectionImpression)
	var out []found
	done := map[*sentence]bool{}
	for _, ic := range impression {
		if done[ic.s] || !unflagged(ic.s) || len(ic.stems) < 2 {
			continue
		}
		best, bestSame, match := 0, 0, clause{}
		for _, fc := range findings {
			if fc.negated != ic.negated {
				continue
			}
			n := overlap(ic.stems, fc.stems)
			if fc.side == ic.side {
				bestSame = max(bestSame, n)
			} else if n > best {
				best, match = n, fc
			}
		}
		if best < 2 || 3*best < len(ic.stems) || bestSame >= best || names(ic.s, match.side) {
			continue
		}
		done[ic.s] = true
		msg := a.v.msg
		out = append(out, found{
			rule:         "laterality",
			text:         fmt.Sprintf(msg.aligned, msg.sideName(ic.side), ic.s.text, msg.sideName(match.side), match.s.text),
			sections:     []string{SectionFindings, SectionImpression},
			options:      []string{msg.left, msg.right},
			suggestedFix: msg.fixLaterality,
		})
	}
	return out
}

// names reports whether s names side sd anywhere.
func names(s *sentence, sd side) bool {
	for _, x := range s.sides {
		if x == sd {
			return true
		}
	}
	return false
}

func overlap(a, b []string) int {
	n := 0
	for _, x := range a {
		if slices.Contains(b, x) {
			n++
		}
	}
	return n
}

// clauses returns the clauses of section that name exactly one side, left or right. A clause
// that denies what it puts on the side ("no right effusion") is compared only with others that
// do: "no right effusion" and "left effusion" agree.
func (a *analysis) clauses(section string) []clause {
	var out []clause
	for _, s := range a.sentences {
		if s.section != section {
			continue
		}
		start := 0
		for i := 0; i <= len(s.words); i++ {
			if i < len(s.words) && !endsClause(s, i) {
				continue
			}
			if c, ok := a.clauseOf(s, start, i); ok {
				out = append(out, c)
			}
			start = i + 1
		}
	}
	return out
}

func (a *analysis) clauseOf(s *sentence, from, to int) (clause, bool) {
	if !slices.ContainsFunc(s.sides[from:to], func(sd side) bool { return sd != noSide }) {
		return clause{}, false
	}
	c := clause{s: s}
	for i := from; i < to; i++ {
		if a.negationAt(s, i) > 0 && (i+1 < to && s.sides[i+1] != noSide || i+2 < to && s.sides[i+2] != noSide) {
			c.negated = true
		}
	}
	// Words a negation denies, in a clause whose side it does not deny ("Left breast: no
	// suspicious mass"), say what that side lacks: they match no clause that affirms them.
	denied := false
	for i := from; i < to; i++ {
		denied = denied || (!c.negated && a.negationAt(s, i) > 0)
		switch sd := s.sides[i]; {
		case sd == bothSides || (sd != noSide && c.side != noSide && sd != c.side):
			return clause{}, false
		case sd != noSide:
			c.side = sd
		case denied:
		case utf8.RuneCountInString(s.words[i]) >= 4 && !s.is(i, clsCommon):
			if p := prefix(s.words[i], 5); !slices.Contains(c.stems, p) {
				c.stems = append(c.stems, p)
			}
		}
	}
	return c, c.side != noSide
}

// prefix is the first n runes of w, a crude stem that joins "opacity" and "opacities".
func prefix(w string, n int) string {
	for i := range w {
		if n == 0 {
			return w[:i]
		}
		n--
	}
	return w
}
