package main

import (
	"hash/fnv"
	"strconv"
	"strings"

	"github.com/radscribe/radscribe/domain/report"
)

// Style (c): the spoken dictation of benchmarks 1 and 2 ("the lungs are clear period") as a
// radiologist really says it, with hesitations ("uh", "um"), stutters ("the the") and spoken
// self-corrections of sides ("left comma sorry comma right", where the report says "right").
// What is inserted is chosen by a hash of the report's number and the word's place, so every
// run dictates the same text; the expected output is the report as written.

// dictated is a dictation and the self-corrections it says, wrong word first.
type dictated struct {
	text            string
	selfCorrections []report.Correction
}

// spokenWords is style (s), the plain spoken punctuation of benchmark 1: lower case, XXXX
// dropped, each mark said as its word, each section after its heading word.
func (r styledReport) spokenWords() []string {
	var parts []string
	for _, s := range r.sections {
		parts = append(parts, s.heading, spoken.Replace(strings.ToLower(dropXXXX(s.text))))
	}
	return strings.Fields(strings.Join(parts, " "))
}

func (r styledReport) spokenPlain(int) dictated {
	return dictated{text: strings.Join(r.spokenWords(), " ")}
}

// Rates per hundred words; a self-correction is said for every other side the report names.
const (
	fillerRate = 6
	stutterPct = 25 // of the words radiologists stutter on
	sideRate   = 50
)

// stuttered are the short words a speaker repeats while finding the next one.
var stuttered = map[string]bool{"the": true, "a": true, "there": true, "of": true, "in": true, "and": true, "no": true, "with": true}

// selfCorrectionCues are the English cues said between the wrong side and the right one, in
// turn: set off by spoken commas, or not.
var selfCorrectionCues = [][]string{{"comma", "sorry", "comma"}, {"i", "mean"}, {"comma", "no", "comma"}}

var otherSide = map[string]string{"left": "right", "right": "left"}

// disfluent is style (c) of report number n.
func (r styledReport) disfluent(n int) dictated {
	var out dictated
	var words []string
	fillers := []string{"uh", "um"}
	sides := 0
	for i, w := range r.spokenWords() {
		if i > 0 && !spokenMark(w) && draw(n, i, "filler") < fillerRate {
			words = append(words, fillers[draw(n, i, "which")%2])
		}
		if other, ok := otherSide[w]; ok && draw(n, i, "side") < sideRate {
			words = append(words, other)
			words = append(words, selfCorrectionCues[sides%len(selfCorrectionCues)]...)
			out.selfCorrections = append(out.selfCorrections, report.Correction{Original: other, Corrected: w})
			sides++
		}
		if stuttered[w] && draw(n, i, "stutter") < stutterPct {
			words = append(words, w)
		}
		words = append(words, w)
	}
	out.text = strings.Join(words, " ")
	return out
}

func spokenMark(w string) bool { return w == "period" || w == "comma" || w == "colon" }

// draw is a number from 0 to 99 fixed by the report's number, the word's place and what is
// drawn.
func draw(n, i int, what string) int {
	h := fnv.New32a()
	_, _ = h.Write([]byte(strconv.Itoa(n) + "/" + strconv.Itoa(i) + "/" + what))
	return int(h.Sum32() % 100)
}

// disfluencyCounts are what style (c) left behind and how its self-corrections came out.
type disfluencyCounts struct {
	fillersLeft, repeatsLeft  int
	selfCorrections, resolved int
	unasked                   int // self-corrections applied where none was said
}

// add counts one report: the fillers and repeated words of the formatted text beyond those of
// the report as written, and the dictated self-corrections found, in order, among the ones the
// correction step listed.
func (c *disfluencyCounts) add(want dictated, got []report.Correction, original, formatted []string) {
	c.fillersLeft += max(0, countFillers(formatted)-countFillers(original))
	c.repeatsLeft += max(0, countRepeats(formatted)-countRepeats(original))
	c.selfCorrections += len(want.selfCorrections)
	next := 0
	for _, g := range got {
		if g.Source != "self-correction" {
			continue
		}
		if next < len(want.selfCorrections) && strings.EqualFold(g.Original, want.selfCorrections[next].Original) &&
			strings.EqualFold(g.Corrected, want.selfCorrections[next].Corrected) {
			c.resolved++
			next++
			continue
		}
		c.unasked++
	}
}

func countFillers(words []string) int {
	n := 0
	for _, w := range words {
		if w == "uh" || w == "um" {
			n++
		}
	}
	return n
}

// countRepeats counts words said twice in a row, numbers aside ("2 2 cm" is kept by design).
func countRepeats(words []string) int {
	n := 0
	for i := 1; i < len(words); i++ {
		if words[i] == words[i-1] && strings.Trim(words[i], "0123456789") != "" {
			n++
		}
	}
	return n
}
