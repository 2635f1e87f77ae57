package main

import (
	"flag"
	"fmt"
	"strings"
)

var boundaryDetails = flag.Bool("boundary-details", false, "print every sentence start benchmark 11 missed or added, with the reference words around it (evaluation text, terminal only)")

// boundaryCounts are sentence starts compared word by word: true positives, starts the
// dictation's correction made where the report has none, and starts of the report it missed.
// The first word of a report starts a sentence in any text, and the word after a
// de-identified one is unknown: neither is counted.
type boundaryCounts struct{ hits, extra, missed int }

func (c boundaryCounts) precision() float64 { return ratio(c.hits, c.hits+c.extra) }
func (c boundaryCounts) recall() float64    { return ratio(c.hits, c.hits+c.missed) }

func (c boundaryCounts) f1() float64 {
	p, r := c.precision(), c.recall()
	if p+r == 0 {
		return 0
	}
	return 2 * p * r / (p + r)
}

// add compares the starts of the words both texts share, aligned in order (a correction may
// have changed a word, which then counts for neither).
func (c *boundaryCounts) add(reference, got []boundaryWord) {
	for _, pair := range alignWords(reference, got) {
		if pair[0] == 0 || reference[pair[0]].unknown {
			continue
		}
		want, have := reference[pair[0]].start, got[pair[1]].start
		switch {
		case want && have:
			c.hits++
		case have:
			c.extra++
			printBoundary("extra", reference, pair[0])
		case want:
			c.missed++
			printBoundary("missed", reference, pair[0])
		}
	}
}

// alignWords pairs the indices of equal words of a and b along a longest common subsequence.
func alignWords(a, b []boundaryWord) [][2]int {
	n, m := len(a), len(b)
	lcs := make([][]int, n+1)
	for i := range lcs {
		lcs[i] = make([]int, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if a[i].text == b[j].text {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	var out [][2]int
	for i, j := 0, 0; i < n && j < m; {
		switch {
		case a[i].text == b[j].text:
			out = append(out, [2]int{i, j})
			i++
			j++
		case lcs[i+1][j] >= lcs[i][j+1]:
			i++
		default:
			j++
		}
	}
	return out
}

// printBoundary prints a start the correction got wrong, with three reference words either side.
func printBoundary(kind string, reference []boundaryWord, i int) {
	if !*boundaryDetails {
		return
	}
	words := func(from, to int) string {
		var out []string
		for _, w := range reference[max(from, 0):min(to, len(reference))] {
			out = append(out, w.text)
		}
		return strings.Join(out, " ")
	}
	fmt.Printf("boundary %s: %s | %s\n", kind, words(i-3, i), words(i, i+3))
}
