package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/radscribe/radscribe/domain/guidance"
	"github.com/radscribe/radscribe/domain/report"
)

// Benchmark 7, guidance: the domain rules run on the evaluation reports as written (English,
// the data's only language), findings and impression in their sections and the Indiana
// indication and comparison in theirs, as the application reads a finished report.
//
//   - Fleischner: of the reports whose labels name a lung nodule (CT-RATE "Lung nodule";
//     Indiana's Problems "Nodule", chest radiographs), how many get a Fleischner suggestion: a
//     follow-up, or the reason the guideline does not apply (known nodule, cancer, screening).
//   - False critical findings: of the Indiana reports whose Problems name no critical finding
//     (pneumothorax, hydro- or hemopneumothorax, pneumoperitoneum: the labels the data has for
//     the findings flagged), the share flagged with one; target under 1 %. CT-RATE labels no
//     critical finding, so its flagged reports are counted, not judged.
//   - The measurement round trip (roundtrip.go) on both sets.

// labelledReport is one report of either set with the labels the benchmark reads.
type labelledReport struct {
	sections []report.Section
	nodule   bool // the labels name a lung nodule
	critical bool // the labels name a critical finding
}

// criticalProblems are the Indiana Problems labels of critical findings the rules flag.
var criticalProblems = map[string]bool{"pneumothorax": true, "hydropneumothorax": true, "hemopneumothorax": true,
	"pneumoperitoneum": true}

// readIndianaLabelled reads the Indiana reports that have findings or an impression, with their
// Problems labels.
func readIndianaLabelled(path string) ([]labelledReport, error) {
	rows, col, err := readTable(path, "Problems", "indication", "comparison", "findings", "impression")
	if err != nil {
		return nil, err
	}
	var out []labelledReport
	for _, r := range rows {
		findings, impression := dropXXXX(r[col["findings"]]), dropXXXX(r[col["impression"]])
		if !hasWords(findings) && !hasWords(impression) {
			continue
		}
		rep := labelledReport{sections: []report.Section{
			{Name: report.SectionClinical, Text: dropXXXX(r[col["indication"]])},
			{Name: report.SectionComparison, Text: dropXXXX(r[col["comparison"]])},
			{Name: report.SectionFindings, Text: findings},
			{Name: report.SectionImpression, Text: impression},
		}}
		for _, p := range strings.Split(r[col["Problems"]], ";") {
			p = strings.ToLower(strings.TrimSpace(p))
			rep.nodule = rep.nodule || p == "nodule"
			rep.critical = rep.critical || criticalProblems[p]
		}
		out = append(out, rep)
	}
	return out, nil
}

// ctRateLabelled is a CT-RATE report as the benchmark reads it; none is labelled critical.
func ctRateLabelled(r ctRate) labelledReport {
	return labelledReport{
		sections: []report.Section{{Name: report.SectionFindings, Text: r.findings}, {Name: report.SectionImpression, Text: r.impression}},
		nodule:   r.positive["Lung nodule"],
	}
}

// guidanceScores are benchmark 7's figures for one set of reports.
type guidanceScores struct {
	name                            string
	reports                         int
	nodules, followUp, notApplied   int      // reports labelled with a nodule; with a follow-up; with a reason
	withoutCritical, falselyFlagged int      // reports labelled without a critical finding; those flagged
	flagged                         int      // reports flagged with a critical finding
	flags                           []string // the notices on reports labelled without one, for -guidance-details
}

func scoreGuidance(name string, reports []labelledReport) guidanceScores {
	s := guidanceScores{name: name, reports: len(reports)}
	for _, r := range reports {
		if r.nodule {
			s.nodules++
			recommendations := guidance.FleischnerRecommendations("en", r.sections)
			switch {
			case len(recommendations) == 0:
			case strings.Contains(recommendations[0].ID, "not-applied"):
				s.notApplied++
			default:
				s.followUp++
			}
		}
		critical := guidance.DetectCriticalFindings("en", r.sections)
		if len(critical) > 0 {
			s.flagged++
		}
		if !r.critical {
			s.withoutCritical++
			if len(critical) > 0 {
				s.falselyFlagged++
			}
			for _, c := range critical {
				s.flags = append(s.flags, c.Text)
			}
		}
	}
	return s
}

func (s guidanceScores) print(out io.Writer, labelsNameCritical, details bool) {
	fmt.Fprintf(out, "   %s: Fleischner on %d reports with lung nodules: %d suggested (%.4f; %d a follow-up, %d why not applied)\n",
		s.name, s.nodules, s.followUp+s.notApplied, ratio(s.followUp+s.notApplied, s.nodules), s.followUp, s.notApplied)
	if labelsNameCritical {
		fmt.Fprintf(out, "   %s: false critical findings: %.4f (%d of %d reports labelled without one; target under 0.01)\n",
			s.name, ratio(s.falselyFlagged, s.withoutCritical), s.falselyFlagged, s.withoutCritical)
	} else {
		fmt.Fprintf(out, "   %s: critical findings flagged on %d of %d reports (no labels for them in the data)\n",
			s.name, s.flagged, s.reports)
	}
	if details {
		for _, f := range s.flags {
			fmt.Fprintf(out, "      %s\n", f)
		}
	}
}

// reportText is a report's text, its sections in order.
func reportText(sections []report.Section) string {
	var parts []string
	for _, s := range sections {
		if hasWords(s.Text) {
			parts = append(parts, s.Text)
		}
	}
	return strings.Join(parts, " ")
}
