package main

import (
	"strconv"
	"strings"
	"time"
	"unicode"

	"golang.org/x/net/html"

	"github.com/radscribe/radscribe/ports"
)

// scores accumulates the five figures.
type scores struct {
	reports, placed  int
	refWords, errors int
	falseAlarms      int
	swapped, flagged int
	elapsed          time.Duration
}

func (s scores) placement() float64      { return ratio(s.placed, s.reports) }
func (s scores) fidelity() float64       { return 1 - ratio(s.errors, s.refWords) }
func (s scores) falseAlarmRate() float64 { return ratio(s.falseAlarms, s.reports) }
func (s scores) recall() float64         { return ratio(s.flagged, s.swapped) }

func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// run measures every report.
func run(w ports.ReportWriter, reports []indiana) scores {
	var s scores
	for _, r := range reports {
		res, took := format(w, dictate(r))
		s.reports++
		s.elapsed += took
		secs := sectionsOf(res.HTML)
		if contains(secs["Findings"], r.findings) && contains(secs["Impression"], r.impression) {
			s.placed++
		}
		ref := normWords(original(r))
		s.refWords += len(ref)
		s.errors += editDistance(ref, normWords(strings.Join(secs[""], " ")))
		if len(res.Contradictions) > 0 {
			s.falseAlarms++
		}
		if namesSides(r.findings) && namesSides(r.impression) {
			swapped := r
			swapped.impression = swapSides(r.impression)
			s.swapped++
			if res, _ := format(w, dictate(swapped)); len(res.Contradictions) > 0 {
				s.flagged++
			}
		}
	}
	return s
}

// sectionsOf reads a formatted report's text per heading; key "" holds the whole text
// without headings.
func sectionsOf(doc string) map[string][]string {
	out := map[string][]string{}
	z := html.NewTokenizer(strings.NewReader(doc))
	heading, inHeading := "", false
	var lists []list // the open lists, innermost last
	for {
		switch z.Next() {
		case html.ErrorToken:
			return out
		case html.StartTagToken:
			switch name, _ := z.TagName(); string(name) {
			case "h3":
				inHeading, heading = true, ""
			case "ol", "ul":
				lists = append(lists, list{ordered: string(name) == "ol"})
			case "li":
				// A reader sees an ordered list's numbers, so they are part of the text.
				if n := len(lists); n > 0 && lists[n-1].ordered {
					lists[n-1].items++
					num := strconv.Itoa(lists[n-1].items)
					out[heading] = append(out[heading], num)
					out[""] = append(out[""], num)
				}
			}
		case html.EndTagToken:
			switch name, _ := z.TagName(); string(name) {
			case "h3":
				inHeading = false
			case "ol", "ul":
				if len(lists) > 0 {
					lists = lists[:len(lists)-1]
				}
			}
		case html.TextToken:
			t := string(z.Text())
			if inHeading {
				heading += t
				continue
			}
			out[heading] = append(out[heading], t)
			out[""] = append(out[""], t)
		}
	}
}

// list is an open HTML list and how many items it has had.
type list struct {
	ordered bool
	items   int
}

// contains tells whether every sentence of want appears, word for word, in the section.
func contains(section []string, want string) bool {
	have := " " + strings.Join(normWords(strings.Join(section, " ")), " ") + " "
	for _, sent := range strings.Split(dropXXXX(want), ". ") {
		if w := normWords(sent); len(w) > 0 && !strings.Contains(have, " "+strings.Join(w, " ")+" ") {
			return false
		}
	}
	return true
}

// normWords is text as lower-case words of letters and digits; punctuation is not a word.
func normWords(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

func hasWords(s string) bool { return len(normWords(dropXXXX(s))) > 0 }

// editDistance counts word substitutions, insertions and deletions (the WER numerator).
func editDistance(a, b []string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
