// Command eval runs the report-engine benchmark of ../shared/eval/README.md on the builtin
// writer: real reports are turned into dictations, formatted, and compared with the original.
// The evaluation files are read at run time only; nothing from them is kept in the repository.
//
// Measured on the Indiana reports that have findings and an impression. Words are runs of
// letters and digits, compared in lower case; the text of a formatted report is what a reader
// sees without its headings, so an ordered list's numbers count as words. Placement needs
// every findings sentence, word for word, under the Findings heading and every impression
// sentence under the Impression heading. Speed is the engine's own time per Format call, and
// the whole application's throughput over HTTP (sign-in, JSON, correction, format, rules,
// sanitising) with the embedded defaults.
//
// Benchmark 6, safe fill, is measured on the CT-RATE reports (safefill.go says how);
// -only=safefill runs it alone, in about a second, and -safefill-details lists its failures.
// Benchmark 7, guidance (Fleischner suggestions, false critical findings, the measurement
// round trip), runs the domain rules on both sets (guidance.go, roundtrip.go); -only=guidance
// runs it alone and -guidance-details lists the critical findings flagged and the lengths that
// did not come back. Benchmark 8, the dictation checks' false alarms on both sets (checks.go);
// -only=checks runs it alone and -checks-details lists what each check flagged. Benchmark 9,
// the fill invariants over the template corpus of templates/ (invariants.go), fills templates
// of every house style with written and derived dictations; -only=invariants runs it alone and
// -invariants-details lists every violation. Benchmark 10, the impression written when none is
// dictated, against the radiologists' own (impression.go; -only=impression). Benchmark 11, the
// dictation styles speech engines produce (no punctuation; written punctuation), with section
// placement, fidelity and sentence-boundary F1 (styles.go; -only=styles).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"github.com/radscribe/radscribe/adapters/llm/builtin"
	"github.com/radscribe/radscribe/application/reporting"
	"github.com/radscribe/radscribe/ports"
)

func main() {
	dir := flag.String("data", filepath.Join("..", "shared", "eval"), "folder holding indiana_reports.csv and ct_rate_val.csv")
	only := flag.String("only", "", `run one benchmark only: "safefill" (6), "guidance" (7), "checks" (8), "invariants" (9), "impression" (10) or "styles" (11)`)
	details := flag.Bool("safefill-details", false, "print every failure of benchmark 6 (evaluation text, terminal only)")
	guidanceDetails := flag.Bool("guidance-details", false, "print the critical findings and lengths behind benchmark 7 (evaluation text, terminal only)")
	checksDetails := flag.Bool("checks-details", false, "print what each check of benchmark 8 flagged (evaluation text, terminal only)")
	invariantsDetails := flag.Bool("invariants-details", false, "print every violation of benchmark 9 (evaluation text, terminal only)")
	flag.StringVar(&invariantsDump, "invariants-dump", "", `print the dictation and filled report of benchmark 9 fills whose "template <- dictation id" contains this text (evaluation text, terminal only)`)
	flag.StringVar(&safeFillDump, "safefill-dump", "", "print the dictation and filled report of the benchmark 6 report with this accession, in each dictation style (evaluation text, terminal only)")
	impressionDetails := flag.Bool("impression-details", false, "print every disagreement and missed finding of benchmark 10 (evaluation text, terminal only)")
	flag.Parse()
	switch *only {
	case "":
		measureIndiana(*dir)
	case "safefill", "guidance", "checks", "invariants", "impression", "styles":
	default:
		fmt.Fprintf(os.Stderr, "-only %q: want safefill, guidance, checks, invariants, impression or styles\n", *only)
		os.Exit(2)
	}
	ctRates, err := readCTRate(filepath.Join(*dir, "ct_rate_val.csv"))
	switch {
	case errors.Is(err, fs.ErrNotExist):
		fmt.Printf("ct_rate_val.csv not found in %s: benchmark 6 skipped\n", *dir)
	case err != nil:
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	case *only == "checks" || *only == "invariants" || *only == "impression" || *only == "styles":
	case *only != "guidance":
		sf, err := runSafeFill(builtin.New(), ctRates, spokenCTRate)
		if err != nil {
			fmt.Fprintln(os.Stderr, "safe fill:", err)
			os.Exit(1)
		}
		sf.print(os.Stdout, *details)
		bare, err := runSafeFill(builtin.New(), ctRates, unpunctuatedCTRate)
		if err != nil {
			fmt.Fprintln(os.Stderr, "safe fill:", err)
			os.Exit(1)
		}
		bare.printBrief(os.Stdout, "dictated without punctuation (style a of benchmark 11)", *details)
	}
	if *only == "" || *only == "guidance" {
		measureGuidance(*dir, ctRates, *guidanceDetails)
	}
	if *only == "" || *only == "checks" {
		indianaReports, err := readIndiana(filepath.Join(*dir, "indiana_reports.csv"))
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		if err := measureChecks(builtin.New(), indianaReports, ctRates, *checksDetails); err != nil {
			fmt.Fprintln(os.Stderr, "checks:", err)
			os.Exit(1)
		}
	}
	if *only == "" || *only == "invariants" {
		if err := measureInvariants(builtin.New(), *dir, ctRates, *invariantsDetails); err != nil {
			fmt.Fprintln(os.Stderr, "invariants:", err)
			os.Exit(1)
		}
	}
	if *only == "" || *only == "impression" {
		measureImpressionOrExit(builtin.New(), *dir, ctRates, *impressionDetails)
	}
	if *only == "" || *only == "styles" {
		measureStyles(*dir)
	}
}

// measureGuidance runs benchmark 7 on the Indiana reports and the CT-RATE reports read.
func measureGuidance(dir string, ctRates []ctRate, details bool) {
	indiana, err := readIndianaLabelled(filepath.Join(dir, "indiana_reports.csv"))
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var ctReports []labelledReport
	for _, r := range ctRates {
		ctReports = append(ctReports, ctRateLabelled(r))
	}
	fmt.Println("7. guidance (domain rules on the reports as written):")
	var texts []string
	if len(indiana) > 0 {
		scoreGuidance("Indiana", indiana).print(os.Stdout, true, details)
		for _, r := range indiana {
			texts = append(texts, reportText(r.sections))
		}
	}
	if len(ctReports) > 0 {
		scoreGuidance("CT-RATE", ctReports).print(os.Stdout, false, details)
		for _, r := range ctReports {
			texts = append(texts, reportText(r.sections))
		}
	}
	rt, err := measureRoundTrip(builtin.New(), texts)
	if err != nil {
		fmt.Fprintln(os.Stderr, "round trip:", err)
		os.Exit(1)
	}
	rt.print(os.Stdout, details)
}

// measureIndiana runs benchmarks 1 to 5 on the Indiana reports.
func measureIndiana(dir string) {
	reports, err := readIndiana(filepath.Join(dir, "indiana_reports.csv"))
	if errors.Is(err, fs.ErrNotExist) {
		fmt.Printf("indiana_reports.csv not found in %s: benchmarks 1 to 5 skipped\n", dir)
		return
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	s := run(builtin.New(), reports)
	fmt.Printf("reports (with findings and impression): %d\n", s.reports)
	fmt.Printf("1. section placement:          %.4f\n", s.placement())
	fmt.Printf("2. text fidelity (1 - WER):    %.4f\n", s.fidelity())
	fmt.Printf("3. contradiction false alarms: %.4f (%d of %d reports)\n", s.falseAlarmRate(), s.falseAlarms, s.reports)
	fmt.Printf("4. recall on left/right swaps: %.4f (%d of %d swapped reports)\n", s.recall(), s.flagged, s.swapped)
	fmt.Printf("5. speed inside the engine:    %.0f reports/s (%.3f ms per report, one core)\n",
		float64(s.reports)/s.elapsed.Seconds(), s.elapsed.Seconds()*1000/float64(s.reports))
	dictations := make([]string, len(reports))
	for i, r := range reports {
		dictations[i] = dictate(r)
	}
	perSecond, err := httpSpeed(dictations, runtime.GOMAXPROCS(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, "HTTP speed:", err)
		os.Exit(1)
	}
	fmt.Printf("   through the HTTP API:       %.0f reports/s (%d reports, %d concurrent clients, loopback)\n",
		perSecond, len(dictations), runtime.GOMAXPROCS(0))
}

// indiana is one report of the Indiana chest X-ray set.
type indiana struct {
	indication, comparison, findings, impression string
}

// readIndiana reads the reports that have both findings and an impression.
func readIndiana(path string) ([]indiana, error) {
	rows, col, err := readTable(path, "indication", "comparison", "findings", "impression")
	if err != nil {
		return nil, err
	}
	var out []indiana
	for _, r := range rows {
		rep := indiana{r[col["indication"]], r[col["comparison"]], r[col["findings"]], r[col["impression"]]}
		if hasWords(rep.findings) && hasWords(rep.impression) {
			out = append(out, rep)
		}
	}
	return out, nil
}

// format runs the engine the way the Format endpoint does for an English dictation: correction
// first, then formatting, then the shared contradiction rules on the report.
func format(w ports.ReportWriter, dictation string) (ports.ReportResult, time.Duration) {
	start := time.Now()
	corrected, err := w.Correct(context.Background(), ports.CorrectionRequest{Text: dictation, Language: "en"})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	res, err := w.Format(context.Background(), ports.FormatRequest{Transcript: corrected.Text, Language: "en", DetectContradictions: true})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	res.Contradictions = reporting.Contradictions("en", res.HTML, "")
	return res, time.Since(start)
}
