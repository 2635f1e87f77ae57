package report

import (
	"encoding/csv"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// evalDir holds the evaluation reports (../shared/eval from the repository); they are read at
// run time and never copied into the repository.
var evalDir = filepath.Join("..", "..", "..", "shared", "eval")

// evalReport is a signed report split into findings and impression.
type evalReport struct{ findings, impression string }

// readEvalReports reads both evaluation files, skipping the test when they are absent.
func readEvalReports(t *testing.T) map[string][]evalReport {
	t.Helper()
	out := map[string][]evalReport{}
	rows := readCSV(t, "indiana_reports.csv")
	for _, r := range rows {
		if f, i := strings.TrimSpace(r["findings"]), strings.TrimSpace(r["impression"]); f != "" && i != "" {
			out["indiana"] = append(out["indiana"], evalReport{clean(f), clean(i)})
		}
	}
	for _, r := range readCSV(t, "ct_rate_val.csv") {
		f, i := splitCTRate(r["report_text"])
		out["ct-rate"] = append(out["ct-rate"], evalReport{f, i})
	}
	return out
}

func readCSV(t *testing.T, name string) []map[string]string {
	t.Helper()
	file, err := os.Open(filepath.Join(evalDir, name))
	if os.IsNotExist(err) {
		t.Skipf("evaluation file %s absent", name)
	}
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	records, err := csv.NewReader(file).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var out []map[string]string
	for _, rec := range records[1:] {
		row := map[string]string{}
		for i, col := range records[0] {
			row[col] = rec[i]
		}
		out = append(out, row)
	}
	return out
}

// clean drops the de-identification marks.
func clean(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(s, "XXXX", "")), " ")
}

// splitCTRate splits a CT-RATE report where its impression starts: at the first quote or bullet.
// Reports without one are all findings.
func splitCTRate(text string) (string, string) {
	if i := strings.IndexAny(text, "\"•·"); i >= 0 {
		return text[:i], text[i:]
	}
	return text, ""
}

var sideNamed = regexp.MustCompile(`(?i)\b(left|right)\b`)

// swapSides exchanges left and right, keeping the case of the first letter.
func swapSides(s string) string {
	return sideNamed.ReplaceAllStringFunc(s, func(w string) string {
		swapped := map[string]string{"left": "right", "right": "left"}[strings.ToLower(w)]
		if w[0] >= 'A' && w[0] <= 'Z' {
			swapped = strings.ToUpper(swapped[:1]) + swapped[1:]
		}
		return swapped
	})
}

func sectionsOf(r evalReport, impression string) []Section {
	return []Section{{Name: SectionFindings, Text: r.findings}, {Name: SectionImpression, Text: impression}}
}

// TestEvaluationReports measures the rules on real signed reports: the share with any
// contradiction (false alarms, at most 2 %) and the share flagged after swapping left and right
// in the impression of reports that name a side in both sections (recall, at least 95 %).
func TestEvaluationReports(t *testing.T) {
	sets := readEvalReports(t)
	var reports, alarms, swapped, caught int
	for _, name := range []string{"indiana", "ct-rate"} {
		var n, a, s, c, missedFlagged int
		perRule := map[string]int{}
		for _, r := range sets[name] {
			n++
			found := DetectContradictions("en", sectionsOf(r, r.impression))
			if len(found) > 0 {
				a++
				for _, f := range found {
					perRule[strings.SplitN(f.ID, "-", 2)[0]]++
					if testing.Verbose() && os.Getenv("RADSCRIBE_EVAL_SHOW") != "" {
						t.Logf("%s %s: %s", name, f.ID, f.Text)
					}
				}
			}
			if !sideNamed.MatchString(r.findings) || !sideNamed.MatchString(r.impression) {
				continue
			}
			s++
			if len(DetectContradictions("en", sectionsOf(r, swapSides(r.impression)))) > 0 {
				c++
				continue
			}
			if len(found) > 0 {
				missedFlagged++ // the signed report already disagreed; the swap may have made it agree
			}
			if testing.Verbose() && os.Getenv("RADSCRIBE_EVAL_MISSED") != "" {
				t.Logf("missed swap:\n F: %s\n I: %s", sided(r.findings), sided(swapSides(r.impression)))
			}
		}
		t.Logf("%s: %d reports, false alarms %d (%.2f %%) by rule %v; swaps %d, flagged %d (%.2f %%), missed %d of which %d flagged before the swap",
			name, n, a, percent(a, n), perRule, s, c, percent(c, s), s-c, missedFlagged)
		reports, alarms, swapped, caught = reports+n, alarms+a, swapped+s, caught+c
	}
	falseAlarms, recall := percent(alarms, reports), percent(caught, swapped)
	t.Logf("all: false alarms %.2f %% (%d of %d), left/right swap recall %.2f %% (%d of %d)",
		falseAlarms, alarms, reports, recall, caught, swapped)
	if falseAlarms > 2 {
		t.Errorf("false alarms %.2f %%, want at most 2 %%", falseAlarms)
	}
	if recall < 95 {
		t.Errorf("swap recall %.2f %%, want at least 95 %%", recall)
	}
}

func percent(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return 100 * float64(a) / float64(b)
}

// sided keeps the sentences that name a side, to keep the missed-swap log short.
func sided(text string) string {
	var out []string
	for _, s := range splitSentences("", text) {
		if sideNamed.MatchString(s.text) {
			out = append(out, s.text)
		}
	}
	return strings.Join(out, " | ")
}
