package main

import (
	"strings"
)

// ctRate is one CT-RATE chest CT report: its findings, its impression, and the abnormality
// labels (the CSV's 0/1 columns) that are 1 for it.
type ctRate struct {
	accession            string
	findings, impression string
	positive             map[string]bool
}

// readCTRate reads every report of the CT-RATE file. Its columns are AccessionNo, report_text
// and one column per abnormality label.
func readCTRate(path string) ([]ctRate, error) {
	rows, col, err := readTable(path, "AccessionNo", "report_text")
	if err != nil {
		return nil, err
	}
	var out []ctRate
	for _, r := range rows {
		findings, impression := splitCTRate(r[col["report_text"]])
		rep := ctRate{accession: r[col["AccessionNo"]], findings: findings, impression: impression, positive: map[string]bool{}}
		for name, i := range col {
			if name != "AccessionNo" && name != "report_text" && strings.TrimSpace(r[i]) == "1" {
				rep.positive[name] = true
			}
		}
		out = append(out, rep)
	}
	return out, nil
}

// splitCTRate splits a CT-RATE report where its impression starts: at the first quote or
// bullet, which is how the impression's items are set off in one running text. Reports without
// one are all findings (a few then end with impression phrases without punctuation).
//
// It is the rule of splitCTRate in domain/report/eval_test.go; that one lives in a test file
// of another package, so it cannot be called from here. Keep the two in step, so the rules and
// the engine are measured on the same findings.
func splitCTRate(text string) (string, string) {
	if i := strings.IndexAny(text, "\"•·"); i >= 0 {
		return text[:i], text[i:]
	}
	return text, ""
}
