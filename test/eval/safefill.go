package main

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/radscribe/radscribe/application/reporting"
	"github.com/radscribe/radscribe/application/templates/library"
	"github.com/radscribe/radscribe/ports"
)

// Benchmark 6, safe fill (../shared/eval/README.md): a filled template must not keep a normal
// sentence that denies what the radiologist dictated. Each CT-RATE report is dictated as the
// README says (findings, then impression, each after its spoken heading), corrected and filled
// into the seeded English chest CT with contrast, and every abnormality label below that is 1
// for the report is looked up on the template lines where that finding belongs.
//
// Definitions, per positive label:
//
//   - Its denying sentences, per target line, are the sentences of that line's normal text in
//     the template that contain the label's keyword (case-insensitive), found at run time, so
//     the benchmark follows the template: Pleura's "No pleural effusion or pneumothorax.",
//     Heart's "Normal heart size." (cardiomegaly) or "No pericardial effusion.", Mediastinum's
//     "No lymphadenopathy." and Chest wall's "No axillary lymphadenopathy.", Lungs' "No
//     consolidation, mass or suspicious pulmonary nodule." (nodule, consolidation), Airways'
//     "No bronchiectasis." (bronchiectasis) and both its sentences (keyword "bronch",
//     peribronchial thickening), Upper abdomen's "Imaged portions unremarkable." (hiatal
//     hernia). A label whose keyword is in no sentence of its lines (emphysema: the template
//     denies it nowhere) cannot be denied; the table shows "-" for it.
//   - Written: a target line's filled text, less the sentences of its template normal text
//     that it still carries, holds an affirmative statement of the finding (affirm.go).
//   - Stated: the report's own findings hold one. Labels not stated (the report says them only
//     in the impression, or in words the pattern misses) are counted apart and left out of
//     (b); they stay in (a), where the pattern plays no part unless the finding is written.
//   - (a) Still denied: the line(s) where the finding is written, or its first target line when
//     it is written on none, still carry one of their denying sentences as a sentence, word for
//     word (carries). A second line keeping its own normal sentence is not a denial ("No
//     axillary lymphadenopathy." stays true when the nodes are mediastinal).
//   - (b) Written on its line: a stated label written on one of its target lines.
//
// The reports counted are those with at least one of these labels.

// safeTemplateKey is the seeded template the benchmark fills.
const safeTemplateKey = "ct-chest-en"

// target is a template line a finding belongs on and the keyword that picks, among the
// sentences of the line's normal text, those that deny the finding.
type target struct{ line, keyword string }

// finding is a CT-RATE label and where the template puts it: its usual line first.
type finding struct {
	label   string
	targets []target
	says    statement
}

var safeFindings = []finding{
	{"Pleural effusion", []target{{"Pleura", "pleural effusion"}}, saysPleuralEffusion},
	{"Pericardial effusion", []target{{"Heart and pericardium", "pericardial effusion"}}, saysPericardialEffusion},
	{"Cardiomegaly", []target{{"Heart and pericardium", "heart size"}}, saysCardiomegaly},
	{"Lymphadenopathy", []target{{"Mediastinum and hila", "lymphadenopathy"}, {"Chest wall and axillae", "lymphadenopathy"}}, saysLymphadenopathy},
	{"Lung nodule", []target{{"Lungs", "nodule"}}, saysLungNodule},
	{"Consolidation", []target{{"Lungs", "consolidation"}}, saysConsolidation},
	{"Emphysema", []target{{"Lungs", "emphysem"}}, saysEmphysema},
	{"Bronchiectasis", []target{{"Airways", "bronchiectasis"}, {"Lungs", "bronchiectasis"}}, saysBronchiectasis},
	{"Peribronchial thickening", []target{{"Airways", "bronch"}, {"Lungs", "peribronch"}}, saysPeribronchialThickening},
	{"Hiatal hernia", []target{{"Upper abdomen", "unremarkable"}, {"Mediastinum and hila", "hernia"}}, saysHiatalHernia},
}

// labelCounts are one label's figures.
type labelCounts struct {
	positives, denied, stated, written int
	deniable                           bool // some target line of the template denies it
}

// safeFailure is one positive label the fill got wrong, for -safefill-details.
type safeFailure struct {
	accession, label, what string
	lines                  []string // "Label: filled text" of its target lines
	stated                 []string // the findings sentences that state it
	elsewhere              []string // the other lines that state it
}

// safeFill holds benchmark 6's figures.
type safeFill struct {
	reports  int
	perLabel map[string]*labelCounts
	failures []safeFailure
	// flaggedFilled and flaggedFormatted count the reports with a contradiction listed after
	// the fill and, for comparison, after formatting the same dictation: what the fill adds
	// beyond the report's own inconsistencies is the difference.
	flaggedFilled, flaggedFormatted int
}

func (s safeFill) total() (positives, denied, stated, written int) {
	for _, c := range s.perLabel {
		positives, denied, stated, written = positives+c.positives, denied+c.denied, stated+c.stated, written+c.written
	}
	return
}

// spokenCTRate is a CT-RATE report dictated as the benchmark says: spoken marks and headings.
func spokenCTRate(r ctRate) string {
	return dictate(indiana{findings: r.findings, impression: r.impression})
}

// unpunctuatedCTRate is a CT-RATE report as a speech engine without punctuation returns it.
func unpunctuatedCTRate(r ctRate) string { return styledCTRate(r).unpunctuated() }

// safeFillDump selects fills of benchmark 6 to print whole (-safefill-dump).
var safeFillDump string

// runSafeFill fills the template with every report, dictated by dictateIn, and scores the
// positive labels.
func runSafeFill(w ports.ReportWriter, reports []ctRate, dictateIn func(ctRate) string) (safeFill, error) {
	tmpl, err := seededTemplate(safeTemplateKey)
	if err != nil {
		return safeFill{}, err
	}
	normal, err := labelledLines(tmpl)
	if err != nil {
		return safeFill{}, err
	}
	// denying[label][line] are the sentences of the line's normal text that deny the label.
	denying := map[string]map[string][]string{}
	s := safeFill{perLabel: map[string]*labelCounts{}}
	for _, f := range safeFindings {
		denying[f.label] = map[string][]string{}
		c := &labelCounts{}
		for _, t := range f.targets {
			text, ok := normal[t.line]
			if !ok {
				return safeFill{}, fmt.Errorf("template %s has no %q line", safeTemplateKey, t.line)
			}
			for _, sent := range sentencesOf(text) {
				if strings.Contains(strings.ToLower(sent), t.keyword) {
					denying[f.label][t.line] = append(denying[f.label][t.line], sent)
					c.deniable = true
				}
			}
		}
		s.perLabel[f.label] = c
	}

	ctx := context.Background()
	for _, r := range reports {
		var positive []finding
		for _, f := range safeFindings {
			if r.positive[f.label] {
				positive = append(positive, f)
			}
		}
		if len(positive) == 0 {
			continue
		}
		s.reports++
		corrected, err := w.Correct(ctx, ports.CorrectionRequest{Text: dictateIn(r), Language: "en"})
		if err != nil {
			return safeFill{}, err
		}
		filled, err := w.Fill(ctx, ports.FillRequest{Transcript: corrected.Text, TemplateHTML: tmpl, Language: "en"})
		if err != nil {
			return safeFill{}, err
		}
		if safeFillDump != "" && r.accession == safeFillDump {
			fmt.Printf("--- %s\n%s\n--- corrected:\n%s\n--- filled:\n%s\n", r.accession, dictateIn(r), corrected.Text, filled.HTML)
		}
		lines, err := labelledLines(filled.HTML)
		if err != nil {
			return safeFill{}, err
		}
		if len(reporting.Contradictions("en", filled.HTML, tmpl)) > 0 {
			s.flaggedFilled++
		}
		if formatted, _ := format(w, dictateIn(r)); len(formatted.Contradictions) > 0 {
			s.flaggedFormatted++
		}
		for _, f := range positive {
			c := s.perLabel[f.label]
			c.positives++
			var writtenOn []target
			for _, t := range f.targets {
				if f.says.in(withoutNormal(lines[t.line], normal[t.line])) {
					writtenOn = append(writtenOn, t)
				}
			}
			checked := writtenOn
			if len(checked) == 0 {
				checked = f.targets[:1]
			}
			denied := slices.ContainsFunc(checked, func(t target) bool {
				return slices.ContainsFunc(denying[f.label][t.line], func(sent string) bool { return carries(lines[t.line], sent) })
			})
			stated := f.says.in(r.findings)
			if denied {
				c.denied++
			}
			if stated {
				c.stated++
				if len(writtenOn) > 0 {
					c.written++
				}
			}
			var what []string
			if denied {
				what = append(what, "still denied")
			}
			if stated && len(writtenOn) == 0 {
				what = append(what, "not written")
			}
			if len(what) > 0 {
				s.failures = append(s.failures, safeFailure{
					accession: r.accession, label: f.label, what: strings.Join(what, ", "),
					lines: targetLines(f, lines), stated: statingSentences(f.says, r.findings),
					elsewhere: linesStating(f, lines, normal),
				})
			}
		}
	}
	return s, nil
}

// seededTemplate is the body of a template of the seeded library.
func seededTemplate(key string) (string, error) {
	all, err := library.Templates()
	if err != nil {
		return "", err
	}
	for _, t := range all {
		if t.Key == key {
			return t.HTML, nil
		}
	}
	return "", fmt.Errorf("template library has no %s", key)
}

// withoutNormal is a filled line's text less the sentences of its normal text it still
// carries, so what is left is what the fill wrote.
func withoutNormal(text, normal string) string {
	var kept []string
	for _, sent := range sentencesOf(text) {
		if !carries(normal, sent) {
			kept = append(kept, sent)
		}
	}
	return strings.Join(kept, " ")
}

// carries tells whether some sentence of text is sent, word for word (case and punctuation
// aside). A whole sentence, not a phrase: a dictated "No lymphadenopathy in the axillae." is
// the radiologist's, not the template's.
func carries(text, sent string) bool {
	want := strings.Join(normWords(sent), " ")
	return slices.ContainsFunc(sentencesOf(text), func(s string) bool { return strings.Join(normWords(s), " ") == want })
}

func targetLines(f finding, lines map[string]string) []string {
	var out []string
	for _, t := range f.targets {
		out = append(out, t.line+": "+lines[t.line])
	}
	return out
}

// linesStating are the labels of the lines other than the finding's that state it.
func linesStating(f finding, lines, normal map[string]string) []string {
	var out []string
	for label, text := range lines {
		if !slices.ContainsFunc(f.targets, func(t target) bool { return t.line == label }) && f.says.in(withoutNormal(text, normal[label])) {
			out = append(out, label)
		}
	}
	slices.Sort(out)
	return out
}

func statingSentences(st statement, text string) []string {
	var out []string
	for _, s := range sentencesOf(text) {
		if st.in(s) {
			out = append(out, s)
		}
	}
	return out
}

// printBrief is the two figures of a second dictation style on one line, and with details
// every failure.
func (s safeFill) printBrief(out io.Writer, style string, details bool) {
	positives, denied, stated, written := s.total()
	fmt.Fprintf(out, "   %s: (a) still denied %.1f %% (%d of %d), (b) written %.1f %% (%d of %d)\n",
		style, 100*ratio(denied, positives), denied, positives, 100*ratio(written, stated), written, stated)
	if details {
		s.printFailures(out)
	}
}

// print writes the figures in the style of the other benchmarks, the table per label, and with
// details every failure.

func (s safeFill) print(out io.Writer, details bool) {
	positives, denied, stated, written := s.total()
	fmt.Fprintf(out, "6. safe fill (CT-RATE, %d positive findings in %d reports):\n", positives, s.reports)
	fmt.Fprintf(out, "   (a) still denied on their line: %.1f %% (%d of %d)\n", 100*ratio(denied, positives), denied, positives)
	fmt.Fprintf(out, "   (b) written on their line:      %.1f %% (%d of %d)\n", 100*ratio(written, stated), written, stated)
	fmt.Fprintf(out, "       not stated in findings:     %d (left out of (b))\n", positives-stated)
	fmt.Fprintf(out, "   (c) contradictions listed:      %.1f %% of filled reports (%d of %d); %.1f %% when formatted (%d)\n",
		100*ratio(s.flaggedFilled, s.reports), s.flaggedFilled, s.reports, 100*ratio(s.flaggedFormatted, s.reports), s.flaggedFormatted)
	fmt.Fprintf(out, "   %-26s %9s %7s %8s %11s\n", "label", "positives", "denied", "written", "not stated")
	for _, f := range safeFindings {
		c := s.perLabel[f.label]
		deniedText := "-"
		if c.deniable {
			deniedText = fmt.Sprint(c.denied)
		}
		fmt.Fprintf(out, "   %-26s %9d %7s %8s %11d\n", f.label, c.positives, deniedText,
			fmt.Sprintf("%d/%d", c.written, c.stated), c.positives-c.stated)
	}
	fmt.Fprintln(out, `   ("-": no sentence of its template lines denies it; written: of those stated in findings)`)
	if details {
		s.printFailures(out)
	}
}

func (s safeFill) printFailures(out io.Writer) {
	for _, f := range s.failures {
		fmt.Fprintf(out, "   %s %s: %s\n", f.accession, f.label, f.what)
		for _, l := range f.lines {
			fmt.Fprintf(out, "      line   %s\n", l)
		}
		for _, st := range f.stated {
			fmt.Fprintf(out, "      stated %s\n", st)
		}
		if len(f.elsewhere) > 0 {
			fmt.Fprintf(out, "      on     %s\n", strings.Join(f.elsewhere, "; "))
		}
	}
}
