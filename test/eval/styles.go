package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/radscribe/radscribe/adapters/llm/builtin"
	"github.com/radscribe/radscribe/ports"
)

// Benchmark "dictation styles": the Indiana and CT-RATE reports with findings and an impression,
// dictated as two speech engines return them: (a) without punctuation, lower case, headings
// as bare words, (b) with written punctuation and capitals. Placement and fidelity are those of
// benchmarks 1 and 2; boundary F1 compares the sentence starts of the corrected dictation (the
// segmenter's output) with those of the report as written, word by word.

// stylesDetails prints, for style (c), each report whose formatted text kept a filler or a
// stutter or lost its placement (evaluation text, terminal only).
var stylesDetails = flag.Bool("styles-details", false, "print the reports of benchmark 11 style c that kept a hesitation or lost placement (evaluation text, terminal only)")

// styleScores accumulates one style on one set of reports.
type styleScores struct {
	scores
	boundaries boundaryCounts
	disfluency disfluencyCounts
}

// namedReports is one set of evaluation reports.
type namedReports struct {
	name    string
	reports []styledReport
}

// measureStyles prints the benchmark for both sets found in dir.
func measureStyles(dir string) {
	indianaReports, err := readIndiana(filepath.Join(dir, "indiana_reports.csv"))
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var indianaStyled []styledReport
	for _, r := range indianaReports {
		indianaStyled = append(indianaStyled, styledIndiana(r))
	}
	ctRates, err := readCTRate(filepath.Join(dir, "ct_rate_val.csv"))
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var ctStyled []styledReport
	for _, r := range ctRates {
		if hasWords(r.findings) && hasWords(r.impression) {
			ctStyled = append(ctStyled, styledCTRate(r))
		}
	}
	sets := []namedReports{{"Indiana", indianaStyled}, {"CT-RATE", ctStyled}}
	fmt.Println("11. dictation styles (a: no punctuation, lower case, bare headings; b: written punctuation;")
	fmt.Println("    s: spoken punctuation; c: spoken with fillers, stutters and self-corrections of sides):")
	w := builtin.New()
	for _, set := range sets {
		if len(set.reports) == 0 {
			fmt.Printf("   %s: no reports found in %s\n", set.name, dir)
			continue
		}
		for _, style := range []struct {
			name    string
			dictate func(styledReport, int) dictated
		}{
			{"a", func(r styledReport, _ int) dictated { return dictated{text: r.unpunctuated()} }},
			{"b", func(r styledReport, _ int) dictated { return dictated{text: r.written()} }},
			{"s", styledReport.spokenPlain},
			{"c", styledReport.disfluent},
		} {
			s := runStyle(w, set.reports, style.dictate)
			fmt.Printf("   %-8s style %s: placement %.4f, fidelity %.4f, boundary F1 %.4f (precision %.4f, recall %.4f), %d reports\n",
				set.name, style.name, s.placement(), s.fidelity(), s.boundaries.f1(), s.boundaries.precision(), s.boundaries.recall(), s.reports)
			if d := s.disfluency; d.selfCorrections > 0 {
				fmt.Printf("   %-8s style %s: self-corrections resolved %d of %d (%.4f), applied unasked %d, fillers left %d, repeats left %d\n",
					set.name, style.name, d.resolved, d.selfCorrections, ratio(d.resolved, d.selfCorrections), d.unasked, d.fillersLeft, d.repeatsLeft)
			}
		}
	}
}

// runStyle dictates every report in one style and scores the formatted reports.
func runStyle(w ports.ReportWriter, reports []styledReport, dictateIn func(styledReport, int) dictated) styleScores {
	var s styleScores
	for n, r := range reports {
		said := dictateIn(r, n)
		dictation := said.text
		corrected, err := w.Correct(context.Background(), ports.CorrectionRequest{Text: dictation, Language: "en"})
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		s.boundaries.add(r.referenceWords(), wordsWithStarts(corrected.Text, ".?!:"))
		res, took := format(w, dictation)
		s.reports++
		s.elapsed += took
		secs := sectionsOf(res.HTML)
		placed := placedAsEdited(secs, r, corrected.Corrections)
		if placed {
			s.placed++
		}
		ref := normWords(r.original())
		got := normWords(strings.Join(secs[""], " "))
		s.refWords += len(ref)
		s.errors += editDistance(ref, got)
		left := s.disfluency.fillersLeft + s.disfluency.repeatsLeft
		s.disfluency.add(said, corrected.Corrections, ref, got)
		if *stylesDetails && said.text != strings.Join(r.spokenWords(), " ") && strings.Contains(said.text, " period") &&
			(left != s.disfluency.fillersLeft+s.disfluency.repeatsLeft || !placed) {
			fmt.Printf("---\nsaid:      %s\ncorrected: %s\nplaced: %v\n", said.text, corrected.Text, placed)
		}
	}
	return s
}
