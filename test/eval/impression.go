package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/radscribe/radscribe/ports"
)

// Benchmark 10, the impression the engine writes when none is dictated (issue 31): each
// report's findings alone are dictated as benchmark 1 dictates them, a report is generated with
// the builtin writer (language en), and its impression is compared with the radiologist's:
//
//	(a) normal/abnormal agreement on the Indiana reports (impressionNormal judges both);
//	(b) recall, on the Indiana reports, of the finding groups (impression_groups.go) the
//	    radiologist's impression names without denying them;
//	(c) the median ratio of the engine's impression's words to the radiologist's, on the
//	    Indiana reports whose impression is abnormal;
//	(d) on CT-RATE, recall of the positive labels the radiologist's impression names.
//
// Targets: (a) >= 0.85, (b) >= 0.90, (c) <= 1.5, (d) >= 0.90. The line "before" is the engine
// that copied every abnormal findings statement, measured with this judge before the impression
// policy (domain/report/impression_policy.go) replaced it. -only=impression runs it alone.
func measureImpression(w ports.ReportWriter, dir string, ctRates []ctRate, details bool) error {
	reports, err := readIndiana(filepath.Join(dir, "indiana_reports.csv"))
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	fmt.Println("10. impression written when none is dictated (builtin Generate, findings dictated alone):")
	fmt.Println("   before the impression policy (abnormal statements copied): (a) 0.5926 (b) 0.8030 (c) 1.54 (d) 0.9417")
	if len(reports) > 0 {
		var agree, abnormalRef, named, found int
		var ratios []float64
		for _, r := range reports {
			got, err := generatedImpression(w, dictate(indiana{findings: r.findings}))
			if err != nil {
				return err
			}
			ref := dropXXXX(r.impression)
			refNormal := impressionNormal(ref)
			gotNormal := impressionNormal(got)
			if refNormal == gotNormal {
				agree++
			}
			refGroups, gotGroups := namedGroups(ref, findingGroups), namedGroups(got, findingGroups)
			named += len(refGroups)
			var missed []string
			for _, g := range refGroups {
				if slices.Contains(gotGroups, g) {
					found++
				} else {
					missed = append(missed, g)
				}
			}
			if details && (refNormal != gotNormal || len(missed) > 0) {
				printImpressionCase(r.findings, ref, got, refNormal, gotNormal, missed)
			}
			if !refNormal {
				abnormalRef++
				if n := len(normWords(ref)); n > 0 {
					ratios = append(ratios, float64(len(normWords(got)))/float64(n))
				}
			}
		}
		fmt.Printf("   (a) normal/abnormal agreement:  %.4f (%d of %d Indiana reports)\n", ratio(agree, len(reports)), agree, len(reports))
		fmt.Printf("   (b) recall of named findings:   %.4f (%d of %d finding groups)\n", ratio(found, named), found, named)
		fmt.Printf("   (c) median length ratio:        %.2f (words, %d abnormal impressions)\n", median(ratios), abnormalRef)
	}
	if len(ctRates) > 0 {
		var named, found int
		for _, r := range ctRates {
			ref := r.impression
			var want []string
			for label := range r.positive {
				if g, ok := labelGroups[label]; ok && len(namedGroups(ref, []findingGroup{g})) > 0 {
					want = append(want, label)
				}
			}
			if len(want) == 0 {
				continue
			}
			got, err := generatedImpression(w, dictate(indiana{findings: r.findings}))
			if err != nil {
				return err
			}
			named += len(want)
			var missed []string
			for _, label := range want {
				if len(namedGroups(got, []findingGroup{labelGroups[label]})) > 0 {
					found++
				} else {
					missed = append(missed, label)
				}
			}
			if details && len(missed) > 0 {
				printImpressionCase(r.findings, ref, got, false, false, missed)
			}
		}
		fmt.Printf("   (d) CT-RATE label recall:       %.4f (%d of %d positive labels the impression names)\n", ratio(found, named), found, named)
	}
	return nil
}

// generatedImpression corrects and generates a report from a dictation and returns the text of
// its impression.
func generatedImpression(w ports.ReportWriter, dictation string) (string, error) {
	corrected, err := w.Correct(context.Background(), ports.CorrectionRequest{Text: dictation, Language: "en"})
	if err != nil {
		return "", err
	}
	res, err := w.Generate(context.Background(), ports.GenerateRequest{Transcript: corrected.Text, Language: "en"})
	if err != nil {
		return "", err
	}
	return strings.Join(sectionsOf(res.HTML)["Impression"], " "), nil
}

// printImpressionCase prints one disagreement of benchmark 10 to the terminal (evaluation
// text: never into the repository).
func printImpressionCase(findings, ref, got string, refNormal, gotNormal bool, missed []string) {
	fmt.Printf("   ---\n   findings:  %s\n   reference: %s\n   engine:    %s\n", findings, ref, got)
	if refNormal != gotNormal {
		fmt.Printf("   normal: reference %v, engine %v\n", refNormal, gotNormal)
	}
	if len(missed) > 0 {
		fmt.Printf("   missed: %s\n", strings.Join(missed, ", "))
	}
}

// median of values, 0 for none.
func median(values []float64) float64 {
	if len(values) == 0 {
		return 0
	}
	s := slices.Clone(values)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// measureImpressionOrExit runs benchmark 10 and stops the program on an error.
func measureImpressionOrExit(w ports.ReportWriter, dir string, ctRates []ctRate, details bool) {
	if err := measureImpression(w, dir, ctRates, details); err != nil {
		fmt.Fprintln(os.Stderr, "impression:", err)
		os.Exit(1)
	}
}
