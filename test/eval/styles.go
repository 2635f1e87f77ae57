package main

import (
	"context"
	"errors"
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

// styleScores accumulates one style on one set of reports.
type styleScores struct {
	scores
	boundaries boundaryCounts
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
	fmt.Println("11. dictation styles (a: no punctuation, lower case, bare headings; b: written punctuation):")
	w := builtin.New()
	for _, set := range sets {
		if len(set.reports) == 0 {
			fmt.Printf("   %s: no reports found in %s\n", set.name, dir)
			continue
		}
		for _, style := range []struct {
			name    string
			dictate func(styledReport) string
		}{
			{"a", styledReport.unpunctuated},
			{"b", styledReport.written},
		} {
			s := runStyle(w, set.reports, style.dictate)
			fmt.Printf("   %-8s style %s: placement %.4f, fidelity %.4f, boundary F1 %.4f (precision %.4f, recall %.4f), %d reports\n",
				set.name, style.name, s.placement(), s.fidelity(), s.boundaries.f1(), s.boundaries.precision(), s.boundaries.recall(), s.reports)
		}
	}
}

// runStyle dictates every report in one style and scores the formatted reports.
func runStyle(w ports.ReportWriter, reports []styledReport, dictateIn func(styledReport) string) styleScores {
	var s styleScores
	for _, r := range reports {
		dictation := dictateIn(r)
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
		if contains(secs["Findings"], r.findings) && contains(secs["Impression"], r.impression) {
			s.placed++
		}
		ref := normWords(r.original())
		s.refWords += len(ref)
		s.errors += editDistance(ref, normWords(strings.Join(secs[""], " ")))
	}
	return s
}
