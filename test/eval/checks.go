package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/radscribe/radscribe/application/reporting"
	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/ports"
)

// Benchmark 8, the dictation checks: the reports were signed by radiologists and are taken as
// consistent, so every report a check flags counts as a false alarm of that check (a few of
// CT-RATE's are real inconsistencies). Indiana reports are formatted and checked as if filled
// from the seeded chest radiograph template (its title only, so the template's normal text plays
// no part); CT-RATE reports are filled into the seeded chest CT template with contrast and
// checked against it, as the Fill endpoint does. Target: under 1 % per check.

// checkRules are the dictation checks, by the rule name their IDs start with.
var checkRules = []string{"template-anatomy", "implausible-size", "mixed-units", "stated-sex", "impression-only", "significant-missing"}

// checkAlarms counts the reports each check flags.
type checkAlarms struct {
	name      string
	reports   int
	flagged   map[string]int
	anyCheck  int
	issueText []string // with details: what was flagged
}

func newCheckAlarms(name string) *checkAlarms {
	return &checkAlarms{name: name, flagged: map[string]int{}}
}

// add counts one report's contradictions.
func (c *checkAlarms) add(found []report.Contradiction, details bool) {
	c.reports++
	seen, any := map[string]bool{}, false
	for _, x := range found {
		rule := x.ID[:max(0, strings.LastIndexByte(x.ID, '-'))]
		if !isCheckRule(rule) {
			continue
		}
		any = true
		if !seen[rule] {
			seen[rule] = true
			c.flagged[rule]++
		}
		if details {
			c.issueText = append(c.issueText, rule+": "+x.Text)
		}
	}
	if any {
		c.anyCheck++
	}
}

func isCheckRule(rule string) bool {
	for _, r := range checkRules {
		if r == rule {
			return true
		}
	}
	return false
}

func (c *checkAlarms) print(out io.Writer, details bool) {
	fmt.Fprintf(out, "   %s (%d reports): any check %.2f %% (%d)\n", c.name, c.reports, 100*ratio(c.anyCheck, c.reports), c.anyCheck)
	for _, rule := range checkRules {
		fmt.Fprintf(out, "     %-20s %6.2f %% (%d of %d)\n", rule, 100*ratio(c.flagged[rule], c.reports), c.flagged[rule], c.reports)
	}
	if details {
		for _, t := range c.issueText {
			fmt.Fprintln(out, "       ", t)
		}
	}
}

// measureChecks runs benchmark 8 on the reports read (either may be empty).
func measureChecks(w ports.ReportWriter, indianaReports []indiana, ctRates []ctRate, details bool) error {
	fmt.Println("8. dictation checks, false alarms on signed reports (target under 1 % each):")
	if len(indianaReports) > 0 {
		xr, err := seededTemplate("xr-chest-en")
		if err != nil {
			return err
		}
		// The template's title heading alone ("<h2>Chest Radiograph</h2>"): no normal text.
		title, _, _ := strings.Cut(xr, "\n")
		c := newCheckAlarms("Indiana, formatted, chest radiograph")
		for _, r := range indianaReports {
			res, _ := format(w, dictate(r))
			c.add(reporting.Contradictions("en", res.HTML, title), details)
		}
		c.print(os.Stdout, details)
	}
	if len(ctRates) > 0 {
		tmpl, err := seededTemplate(safeTemplateKey)
		if err != nil {
			return err
		}
		c := newCheckAlarms("CT-RATE, filled, chest CT")
		ctx := context.Background()
		for _, r := range ctRates {
			corrected, err := w.Correct(ctx, ports.CorrectionRequest{Text: dictate(indiana{findings: r.findings, impression: r.impression}), Language: "en"})
			if err != nil {
				return err
			}
			filled, err := w.Fill(ctx, ports.FillRequest{Transcript: corrected.Text, TemplateHTML: tmpl, Language: "en"})
			if err != nil {
				return err
			}
			c.add(reporting.Contradictions("en", filled.HTML, tmpl), details)
		}
		c.print(os.Stdout, details)
	}
	return nil
}
