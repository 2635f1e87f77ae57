package main

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"time"
	"unicode"

	"golang.org/x/net/html"

	"github.com/radscribe/radscribe/adapters/sanitize"
	"github.com/radscribe/radscribe/application/reporting"
	"github.com/radscribe/radscribe/application/templates/mrrt"
	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/ports"
)

// Benchmark 9, fill invariants over the template corpus (issue 28, "Safe fill on any real
// template"): what Fill does to templates of every shape, measured as violations of rules any
// filled report must keep, whatever its template looks like.
//
// The corpus is templates/: templates written in ten house styles (bold, plain and upper-case
// labels, list items, tables, organ headings with finding lines beneath, a Conclusion or
// Beurteilung instead of an Impression, no Findings heading, lines that name a finding instead
// of an organ, <br>-separated lines), in English and German, for ten modalities; and real IHE
// MRRT templates in templates/mrrt/, read through application/templates/mrrt as the app imports
// them. Every template is sanitised as the app stores it. Files are named
// style_modality_language.html (source_modality_language.html in mrrt/).
//
// Each template is filled, through the builtin engine exactly as benchmark 6 does (Correct,
// then Fill), with every dictation of its modality and language: the dictations of
// invariants_dictations.go, written for the corpus, and dictations derived at run time from the
// evaluation reports (Indiana findings and impression for chest radiograph templates, CT-RATE
// for CT chest templates; both dictated as benchmark 1 does). Each filled report is checked
// for:
//
//  1. html: every element closed and properly nested, and no text lost from structure (text
//     directly in a list, table or row; <li> outside a list; <tr> outside a table; a block
//     inside a paragraph or heading), read with x/net/html's tokenizer and a stack.
//  2. statements: every dictated statement placed exactly once. The statements are the
//     sentences of the corrected dictation (spoken punctuation applied, the text Fill is
//     given), less a leading spoken heading word and a dictated label ("liver: ..."), of two
//     words or more; each must appear in the report's words (lower case, runs of letters and
//     digits) as often as the dictation or the template has it, at least once: "missing" when
//     not at all, "twice" when more often, "echo" when the extra copies are all in an
//     impression the radiologist did not dictate (the engine summing up the findings; shown
//     apart, as the issue may or may not count it).
//  3. impression: exactly one impression section: headings, label lines or bold lines named
//     Impression, Conclusion, Assessment, Opinion, Summary, Beurteilung, Zusammenfassung and
//     their other languages' names, or headings naming one among other words ("Freitext &
//     Beurteilung").
//  4. options: no option text of an imported pick list left ("other options:", "weitere
//     Optionen" ...).
//  5. labels: every label of the template (headings, labels of lines, organ headings, first
//     cells of table rows) still in the report, as often as in the template.
//  6. unflagged denials: a template default sentence left standing that denies a dictated
//     positive finding, with no contradiction reported about it by
//     application/reporting.Contradictions. The judge (invariants_terms.go) is
//     independent of the engine: a positive finding is a term of invariantTerms stated
//     without negation in a dictated sentence; a template line denies it when its context
//     (organ heading), label or a sentence names the finding (or a broader one) and the
//     sentence is negative ("no", "none", "normal", "absent", "clear", "kein", "keine",
//     "unauffällig" ...), on the same side and site when both say one; an impression saying
//     the whole study is normal denies every finding. The denial counts when the report's
//     line with the same label still carries that sentence word for word and the dictation
//     does not say it too (what was dictated is no leftover); it is unflagged when no
//     reported contradiction names the line's label or sentence.
//
// -only=invariants runs it alone; -invariants-details lists every violation (evaluation
// text: terminal only).

//go:embed templates/*.html templates/mrrt/*.html
var corpusFS embed.FS

// corpusTemplate is one template of the corpus, as the app stores it (sanitised).
type corpusTemplate struct {
	name, style, modality, lang string
	html                        string
	changed                     bool // sanitising changed the file (written templates only)
}

// loadCorpus reads every template of templates/: the written ones as they are, the MRRT ones
// through mrrt.Import; each then sanitised.
func loadCorpus() ([]corpusTemplate, error) {
	s := sanitize.New()
	var out []corpusTemplate
	for _, dir := range []string{"templates", "templates/mrrt"} {
		entries, err := corpusFS.ReadDir(dir)
		if err != nil {
			return nil, err
		}
		for _, e := range entries {
			if e.IsDir() || !strings.HasSuffix(e.Name(), ".html") {
				continue
			}
			src, err := corpusFS.ReadFile(path.Join(dir, e.Name()))
			if err != nil {
				return nil, err
			}
			parts := strings.Split(strings.TrimSuffix(e.Name(), ".html"), "_")
			if len(parts) != 3 {
				return nil, fmt.Errorf("corpus file %s: want style_modality_language.html", e.Name())
			}
			t := corpusTemplate{name: e.Name(), style: parts[0], modality: parts[1], lang: parts[2]}
			body := string(src)
			if dir == "templates/mrrt" {
				t.style = "mrrt"
				imported, err := mrrt.Import(src)
				if err != nil {
					return nil, fmt.Errorf("import %s: %w", e.Name(), err)
				}
				if imported.Language != t.lang {
					return nil, fmt.Errorf("import %s: language %s, named %s", e.Name(), imported.Language, t.lang)
				}
				body = imported.HTML
			}
			t.html = s.Sanitize(body)
			t.changed = dir == "templates" && t.html != sanitizedForm(body)
			out = append(out, t)
		}
	}
	return out, nil
}

// sanitizedForm is what the sanitiser writes for characters it escapes but keeps.
func sanitizedForm(s string) string {
	return strings.NewReplacer("'", "&#39;", `"`, "&#34;").Replace(s)
}

// invDictation is one dictation crossed with the templates of its modality and language.
type invDictation struct {
	id, source, modality, lang string
	text                       string // as spoken
}

// derivedDictations are the Indiana reports as chest radiograph dictations (every stride-th
// report with findings and impression) and the CT-RATE reports as CT chest dictations.
func derivedDictations(indianaReports []indiana, ctRates []ctRate, stride int) []invDictation {
	var out []invDictation
	for i, r := range indianaReports {
		if i%stride == 0 {
			out = append(out, invDictation{id: fmt.Sprintf("indiana-%d", i), source: "indiana", modality: "chest-xr", lang: "en",
				text: dictate(indiana{findings: r.findings, impression: r.impression})})
		}
	}
	for _, r := range ctRates {
		out = append(out, invDictation{id: "ct-rate-" + r.accession, source: "ct-rate", modality: "ct-chest", lang: "en",
			text: dictate(indiana{findings: r.findings, impression: r.impression})})
	}
	return out
}

// The invariants, in the order they are printed.
const (
	invHTML = iota
	invMissing
	invTwice
	invEcho
	invImpression
	invOptions
	invLabels
	invDenied
	invUnflagged
	invCount
)

var invNames = [invCount]string{"html", "missing", "twice", "echo", "impr!=1", "options", "labels", "denied", "unflagged"}

// violation is one broken invariant of one filled report, for -invariants-details.
type violation struct {
	invariant          int
	template, dictated string
	what               string
}

// invCounts are violations per invariant, and the fills (and their reports with any).
type invCounts struct {
	fills, failing int
	n              [invCount]int
}

func (c *invCounts) add(v [invCount]int) {
	c.fills++
	failing := false
	for i, x := range v {
		c.n[i] += x
		// denied without unflagged is reported to the user, and echo is the impression the
		// engine writes from the findings when none was dictated: figures, not failures
		if x > 0 && i != invDenied && i != invEcho {
			failing = true
		}
	}
	if failing {
		c.failing++
	}
}

// invariantRun holds benchmark 9's figures.
type invariantRun struct {
	templates  []corpusTemplate
	dictations map[string]int // by source
	perRow     map[string]*invCounts
	perSource  map[string]*invCounts
	perLang    map[string]*invCounts
	overall    invCounts
	violations []violation
	elapsed    time.Duration
	// templateImpressions are the templates whose own impression count is not 1.
	templateImpressions []string
}

// runInvariants fills every template with every dictation of its modality and language.
// invariantsDump selects fills of benchmark 9 to print whole (-invariants-dump).
var invariantsDump string

func runInvariants(w ports.ReportWriter, corpus []corpusTemplate, dictations []invDictation, details bool) (invariantRun, error) {
	start := time.Now()
	run := invariantRun{templates: corpus, dictations: map[string]int{}, perRow: map[string]*invCounts{},
		perSource: map[string]*invCounts{}, perLang: map[string]*invCounts{}}
	type prepared struct {
		corpusTemplate
		doc         docModel
		impressions int
	}
	var templates []prepared
	for _, t := range corpus {
		doc := readDoc(t.html)
		p := prepared{corpusTemplate: t, doc: doc, impressions: doc.impressions()}
		if p.impressions != 1 {
			run.templateImpressions = append(run.templateImpressions, fmt.Sprintf("%s (%d)", t.name, p.impressions))
		}
		templates = append(templates, p)
	}
	ctx := context.Background()
	for _, d := range dictations {
		if d.source == "" {
			d.source = "written"
		}
		run.dictations[d.source]++
		corrected, err := w.Correct(ctx, ports.CorrectionRequest{Text: d.text, Language: d.lang})
		if err != nil {
			return run, err
		}
		statements := statementsOf(corrected.Text)
		positives := positivesIn(corrected.Text, d.modality)
		for _, t := range templates {
			if t.modality != d.modality || t.lang != d.lang {
				continue
			}
			filled, err := w.Fill(ctx, ports.FillRequest{Transcript: corrected.Text, TemplateHTML: t.html, Language: d.lang})
			if err != nil {
				return run, err
			}
			var v [invCount]int
			report := func(inv int, what string) {
				v[inv]++
				if details {
					run.violations = append(run.violations, violation{inv, t.name, d.id, what})
				}
			}
			for _, p := range htmlProblems(filled.HTML) {
				report(invHTML, p)
			}
			if invariantsDump != "" && strings.Contains(t.name+" <- "+d.id, invariantsDump) {
				fmt.Printf("--- %s <- %s\n%s\n--- filled:\n%s\n", t.name, d.id, corrected.Text, filled.HTML)
			}
			out := readDoc(filled.HTML)
			for _, st := range statements {
				switch placed(st, statements, t.doc, out) {
				case "missing":
					report(invMissing, strings.Join(st.words, " "))
				case "twice":
					report(invTwice, strings.Join(st.words, " "))
				case "echo":
					report(invEcho, strings.Join(st.words, " "))
				}
			}
			if n := out.impressions(); n != 1 {
				report(invImpression, fmt.Sprintf("%d impression sections", n))
			}
			for _, m := range optionText.FindAllString(out.text, -1) {
				report(invOptions, m)
			}
			for _, l := range lostLabels(t.doc, out) {
				report(invLabels, l)
			}
			contradictions := reporting.Contradictions(d.lang, filled.HTML, t.html)
			for _, dn := range denials(t.doc, out, positives) {
				if dictatedSentence(corrected.Text, dn.sentence) {
					continue
				}
				report(invDenied, dn.String())
				if !flagged(contradictions, dn) {
					report(invUnflagged, dn.String())
				}
			}
			for _, c := range []struct {
				m   map[string]*invCounts
				key string
			}{{run.perRow, t.style + " " + t.lang}, {run.perSource, d.source}, {run.perLang, t.lang}} {
				if c.m[c.key] == nil {
					c.m[c.key] = &invCounts{}
				}
				c.m[c.key].add(v)
			}
			run.overall.add(v)
		}
	}
	run.elapsed = time.Since(start)
	return run, nil
}

// print writes the counts per house style and language, per dictation source and overall;
// with details every violation.
func (r invariantRun) print(out io.Writer, details bool) {
	styles := map[string]int{}
	for _, t := range r.templates {
		styles[t.style]++
	}
	var sources []string
	for s, n := range r.dictations {
		sources = append(sources, fmt.Sprintf("%d %s", n, s))
	}
	sort.Strings(sources)
	fmt.Fprintf(out, "9. fill invariants over the template corpus (%d templates in %d styles; dictations: %s; %d fills in %.1f s):\n",
		len(r.templates), len(styles), strings.Join(sources, ", "), r.overall.fills, r.elapsed.Seconds())
	header := fmt.Sprintf("   %-16s %6s", "", "fills")
	for _, n := range invNames {
		header += fmt.Sprintf(" %9s", n)
	}
	fmt.Fprintln(out, header+"  failing")
	row := func(name string, c invCounts) {
		line := fmt.Sprintf("   %-16s %6d", name, c.fills)
		for _, n := range c.n {
			line += fmt.Sprintf(" %9d", n)
		}
		fmt.Fprintf(out, "%s  %d (%.0f %%)\n", line, c.failing, 100*ratio(c.failing, c.fills))
	}
	for _, group := range []struct {
		prefix string
		m      map[string]*invCounts
	}{{"", r.perRow}, {"from ", r.perSource}, {"all ", r.perLang}} {
		var keys []string
		for k := range group.m {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			row(group.prefix+k, *group.m[k])
		}
	}
	row("overall", r.overall)
	fmt.Fprintln(out, "   (violations per invariant, target 0 each except denied, which counts denials whether or not flagged,")
	fmt.Fprintln(out, "   and echo, findings repeated in the impression the engine writes when none was dictated;")
	fmt.Fprintln(out, "   failing: fills with any violation other than a flagged denial or an echo)")
	if len(r.templateImpressions) > 0 {
		fmt.Fprintf(out, "   templates without exactly one impression of their own: %s\n", strings.Join(r.templateImpressions, ", "))
	}
	if !details {
		return
	}
	for _, v := range r.violations {
		fmt.Fprintf(out, "   %-9s %s <- %s: %s\n", invNames[v.invariant], v.template, v.dictated, v.what)
	}
}

// measureInvariants runs benchmark 9: the written dictations always, the derived ones when the
// evaluation files are there.
func measureInvariants(w ports.ReportWriter, dir string, ctRates []ctRate, details bool) error {
	corpus, err := loadCorpus()
	if err != nil {
		return err
	}
	indianaReports, err := readIndiana(filepath.Join(dir, "indiana_reports.csv"))
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	dictations := append(slices.Clone(invariantDictations), derivedDictations(indianaReports, ctRates, indianaStride)...)
	run, err := runInvariants(w, corpus, dictations, details)
	if err != nil {
		return err
	}
	run.print(os.Stdout, details)
	if len(indianaReports) == 0 || len(ctRates) == 0 {
		fmt.Fprintf(os.Stdout, "   (evaluation reports not all found in %s: derived dictations partly skipped)\n", dir)
	}
	return nil
}

// indianaStride keeps the benchmark to seconds: every tenth Indiana report (about 330), each
// filled into every English chest radiograph template.
const indianaStride = 10

// --- the document model: lines with their labels -------------------------------------------

// docLine is a line of a template or report: a heading, a paragraph, list item or table row,
// or one of the <br>-separated lines inside one of them.
type docLine struct {
	heading bool
	label   string // as written, without its colon; "" when the line has none
	text    string // after the label
	context string // the organ heading above the line (h4-h6, or a paragraph of bold text only)
	section string // the section heading above the line (h1-h3, or a label line with no text)
}

// docModel is a document read as lines, and its words.
type docModel struct {
	lines []docLine
	text  string // every text of the document, spaced at element boundaries
	words string // the text as " w1 w2 ... " (normWords), for counting statements
	// impressionWords are the words of the impression's lines, likewise
	impressionWords string
}

// readDoc reads a template or report.
func readDoc(doc string) docModel {
	root, err := html.Parse(strings.NewReader(doc))
	if err != nil {
		return docModel{}
	}
	var m docModel
	var all strings.Builder
	var context, section string
	var visit func(n *html.Node)
	visit = func(n *html.Node) {
		switch {
		case n.Type == html.TextNode:
			all.WriteString(n.Data)
			return
		case n.Type != html.ElementNode:
		case isHeading(n.Data):
			t := collapseSpace(textOf(n))
			all.WriteString(" " + t + " ")
			l := docLine{heading: true, label: strings.TrimSpace(strings.TrimSuffix(t, ":")), section: section, context: context}
			if n.Data[1] <= '3' {
				section, context = l.label, ""
				l.section = section
			} else {
				context = l.label
			}
			m.lines = append(m.lines, l)
			return
		case n.Data == "tr":
			var cells []string
			for c := n.FirstChild; c != nil; c = c.NextSibling {
				if c.Type == html.ElementNode && (c.Data == "td" || c.Data == "th") {
					cells = append(cells, collapseSpace(textOf(c)))
				}
			}
			all.WriteString(" " + strings.Join(cells, " ") + " ")
			if len(cells) >= 2 {
				m.lines = append(m.lines, docLine{label: strings.TrimSuffix(cells[0], ":"), text: strings.Join(cells[1:], " "), context: context, section: section})
				return
			}
			for _, l := range splitLines(n) {
				m.lines = append(m.lines, readLabel(l, context, section))
			}
			return
		case n.Data == "p" || n.Data == "li" || n.Data == "td" || n.Data == "th" || n.Data == "div" || n.Data == "blockquote":
			if hasBlockChild(n) {
				break
			}
			all.WriteString(" " + textOf(n) + " ")
			for _, l := range splitLines(n) {
				line := readLabel(l, context, section)
				switch {
				case line.label != "" && line.text == "" && l.bold && !isImpressionName(line.label) && !isSectionWord(line.label):
					context = line.label // an organ heading in bold
				case line.label != "" && line.text == "" && isSectionWord(line.label) || isImpressionName(line.label):
					// FINDINGS: as a label line; an impression's label line opens its section
					section, context = line.label, ""
					line.section, line.context = section, ""
				}
				m.lines = append(m.lines, line)
			}
			return
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			visit(c)
		}
	}
	visit(root)
	m.text = collapseSpace(all.String())
	m.words = " " + strings.Join(normWords(m.text), " ") + " "
	var imp []string
	for _, l := range m.lines {
		if !l.heading && (isImpressionName(l.section) || namesImpression(l.section) || isImpressionName(l.label)) {
			imp = append(imp, normWords(l.text)...)
		}
	}
	m.impressionWords = " " + strings.Join(imp, " ") + " "
	return m
}

func isHeading(tag string) bool {
	return len(tag) == 2 && tag[0] == 'h' && tag[1] >= '1' && tag[1] <= '6'
}

// hasBlockChild tells whether an element holds blocks (a list item with paragraphs), whose
// lines are read one by one.
func hasBlockChild(n *html.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && (c.Data == "p" || isHeading(c.Data) || c.Data == "ul" || c.Data == "ol" || c.Data == "table" || c.Data == "div") {
			return true
		}
	}
	return false
}

// rawLine is a line's text and whether it opens with bold text, and that bold text.
type rawLine struct {
	text, boldText string
	bold           bool
}

// splitLines splits a block's inline content at <br>.
func splitLines(n *html.Node) []rawLine {
	var out []rawLine
	cur := rawLine{}
	var b strings.Builder
	first := true
	flush := func() {
		cur.text = collapseSpace(b.String())
		if cur.text != "" {
			out = append(out, cur)
		}
		cur, first = rawLine{}, true
		b.Reset()
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.ElementNode && c.Data == "br":
			flush()
			continue
		case c.Type == html.TextNode && strings.TrimSpace(c.Data) == "":
			b.WriteString(c.Data)
			continue
		case first && c.Type == html.ElementNode && (c.Data == "strong" || c.Data == "b"):
			cur.bold, cur.boldText = true, collapseSpace(textOf(c))
		}
		first = false
		b.WriteString(textOf(c))
	}
	flush()
	return out
}

// plainLabel is a label at the start of a line: up to six words before a colon, starting with
// a letter ("Liver:", "LUNGS:", "Intracranial hemorrhage:").
var plainLabel = regexp.MustCompile(`^(\pL[^:.;!?]{0,60}?):(\s+|$)`)

// readLabel reads a line's label: its opening bold text when that ends in a colon or is all of
// the line (an organ heading), else a plain label.
func readLabel(l rawLine, context, section string) docLine {
	line := docLine{context: context, section: section, text: l.text}
	if l.bold {
		bt := strings.TrimSpace(l.boldText)
		switch {
		case strings.HasSuffix(bt, ":"):
			line.label = strings.TrimSpace(strings.TrimSuffix(bt, ":"))
			line.text = strings.TrimSpace(strings.TrimPrefix(l.text, bt))
			return line
		case bt == l.text:
			line.label, line.text = bt, ""
			return line
		}
	}
	if m := plainLabel.FindStringSubmatch(l.text); m != nil && len(strings.Fields(m[1])) <= 6 {
		line.label = strings.TrimSpace(m[1])
		line.text = strings.TrimSpace(l.text[len(m[0]):])
		if d := dashLabel.FindStringSubmatch(l.text); d != nil && len(d[0]) < len(m[0]) && len(strings.Fields(d[1])) <= 4 {
			// "Right kidney - Size: 11 cm. Hydronephrosis: None.": the organ is the label, its
			// finding labels the text.
			line.label, line.text = strings.TrimSpace(d[1]), strings.TrimSpace(l.text[len(d[0]):])
		}
		return line
	}
	if m := dashLabel.FindStringSubmatch(l.text); m != nil && len(strings.Fields(m[1])) <= 4 {
		line.label = strings.TrimSpace(m[1])
		line.text = strings.TrimSpace(l.text[len(m[0]):])
		return line
	}
	if name := strings.TrimSpace(strings.TrimSuffix(l.text, ":")); (isImpressionName(name) || isSectionWord(name)) && !strings.EqualFold(name, section) &&
		!(isImpressionName(name) && (isImpressionName(section) || namesImpression(section))) {
		// "IMPRESSION" alone on its line heads its section, as a plain-text template writes it;
		// the name of the section it stands in is a line of it (an imported form's field label).
		line.label, line.text = name, ""
	}
	return line
}

// dashLabel is a label before a spaced dash ("Liver - Normal.", "BLADDER – normal"): up to four
// words without digits.
var dashLabel = regexp.MustCompile(`^(\pL[^:.;!?\d]{0,40}?)\s+[-–—]\s+`)

func collapseSpace(s string) string { return strings.Join(strings.Fields(s), " ") }

// count is how often a word sequence appears in the document's words, and in its impression.
func (m docModel) count(words []string) (all, impression int) {
	if len(words) == 0 {
		return 0, 0
	}
	seq := " " + strings.Join(words, " ") + " "
	return strings.Count(m.words, seq), strings.Count(m.impressionWords, seq)
}

// impressionNames are the names of an impression section, lower case.
var impressionNames = map[string]bool{
	"impression": true, "impressions": true, "conclusion": true, "conclusions": true, "assessment": true,
	"opinion": true, "summary": true, "beurteilung": true, "zusammenfassung": true, "conclusión": true,
	"conclusiones": true, "conclusione": true, "conclusioni": true, "conclusão": true, "conclusões": true,
	"impressão": true, "impressões": true, "impresión": true,
}

func isImpressionName(s string) bool { return impressionNames[strings.ToLower(strings.TrimSpace(s))] }

// sectionWords name the other sections, when written as a label line ("FINDINGS:").
var sectionWords = map[string]bool{
	"findings": true, "finding": true, "befund": true, "befunde": true, "technique": true, "technik": true,
	"indication": true, "history": true, "comparison": true, "clinical information": true,
	"fragestellung": true, "voruntersuchungen": true, "voraufnahmen": true, "klinische angaben": true,
}

func isSectionWord(s string) bool { return sectionWords[strings.ToLower(strings.TrimSpace(s))] }

// impressions counts the impression sections: headings and labels named as one, and headings
// that name one among other words ("Freitext & Beurteilung").
func (m docModel) impressions() int {
	n := 0
	for _, l := range m.lines {
		if isImpressionName(l.label) || l.heading && namesImpression(l.label) {
			n++
		}
	}
	return n
}

// namesImpression tells a heading with an impression's name among its words.
func namesImpression(heading string) bool {
	for _, w := range strings.FieldsFunc(heading, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if isImpressionName(w) {
			return true
		}
	}
	return false
}

// optionText is what an imported pick list writes of the options not chosen.
var optionText = regexp.MustCompile(`(?i)(other options|weitere optionen|autres options|otras opciones|altre opzioni|outras opções)\s*:?`)

// lostLabels are the template's labels the report has fewer times than the template.
func lostLabels(tmpl, out docModel) []string {
	have := map[string]int{}
	for _, l := range out.lines {
		if k := labelKey(l.label); k != "" {
			have[k]++
		}
	}
	want := map[string]int{}
	var order []string
	for _, l := range tmpl.lines {
		if k := labelKey(l.label); k != "" {
			if want[k] == 0 {
				order = append(order, l.label)
			}
			want[k]++
		}
	}
	var lost []string
	for _, label := range order {
		k := labelKey(label)
		for i := have[k]; i < want[k]; i++ {
			lost = append(lost, label)
		}
	}
	return lost
}

func labelKey(label string) string { return strings.Join(normWords(label), " ") }

// --- statements ----------------------------------------------------------------------------

// spokenHeading is a section word the radiologist says before a section, and dictatedLabel a
// label said before a statement ("liver: normal"): neither is part of the statement.
var (
	spokenHeading = regexp.MustCompile(`(?i)^(findings|finding|impression|impressions|conclusion|indication|comparison|befund|befunde|beurteilung|zusammenfassung)\b[\s:]*`)
	dictatedLabel = regexp.MustCompile(`^\pL[^:.;!?]{0,40}?:\s+`)
	headingInside = regexp.MustCompile(`(?i)\s(impression|findings)\s+\S`)
)

// dictatedStatement is a dictated statement's words, and whether it was dictated in the impression.
type dictatedStatement struct {
	words      []string
	impression bool
}

// statementsOf are the dictated statements of a corrected dictation; statements of fewer
// than two words are left out ("Normal."). Those after a spoken impression heading are the
// impression's.
func statementsOf(corrected string) []dictatedStatement {
	var out []dictatedStatement
	impression := false
	var sentences []string
	for _, s := range sentencesOf(corrected) {
		// a findings sentence without its stop runs into the spoken impression heading
		if loc := headingInside.FindStringIndex(s); loc != nil {
			sentences = append(sentences, s[:loc[0]], s[loc[0]+1:])
			continue
		}
		sentences = append(sentences, s)
	}
	for _, s := range sentences {
		s = strings.TrimSpace(s)
		if h := spokenHeading.FindStringSubmatch(s); h != nil {
			impression = isImpressionName(h[1])
			s = s[len(h[0]):]
		}
		if m := dictatedLabel.FindString(s); m != "" && len(strings.Fields(m)) <= 4 {
			s = s[len(m):]
		}
		if w := normWords(s); len(w) >= 2 {
			out = append(out, dictatedStatement{w, impression})
		}
	}
	return out
}

// placed classifies how often a statement is in the report: missing (not at all), twice (more
// often than the dictation and the template together say it, at least once), or echo (the
// extra copies are all in an impression the radiologist did not dictate: the engine's own
// summary of the findings); "" when placed once.
func placed(st dictatedStatement, all []dictatedStatement, tmpl, out docModel) string {
	seq := " " + strings.Join(st.words, " ") + " "
	dictated, dictatedInImpression := 0, 0
	for _, o := range all {
		n := strings.Count(" "+strings.Join(o.words, " ")+" ", seq)
		dictated += n
		if o.impression {
			dictatedInImpression += n
		}
	}
	inTemplate, _ := tmpl.count(st.words)
	total, inImpression := out.count(st.words)
	allowed := max(1, dictated, inTemplate)
	switch {
	case total == 0 && splitPlaced(st.words, out):
		return ""
	case total == 0:
		return "missing"
	case total <= allowed:
		return ""
	case dictatedInImpression == 0 && total-inImpression <= allowed:
		return "echo"
	}
	return "twice"
}

// clauseWords join two clauses a writer may place on two lines, each part once, the word
// dropped ("hematoma with midline shift" on "Intracranial hemorrhage:" and "Midline shift:").
var clauseWords = map[string]bool{"with": true, "and": true, "und": true, "con": true, "y": true, "avec": true,
	"et": true, "e": true, "com": true}

// splitPlaced tells a statement the report holds cut at one clause word, both parts present.
func splitPlaced(words []string, out docModel) bool {
	for i := 2; i < len(words)-2; i++ {
		if !clauseWords[words[i]] {
			continue
		}
		if a, _ := out.count(words[:i]); a > 0 {
			if b, _ := out.count(words[i+1:]); b > 0 {
				return true
			}
		}
	}
	return false
}

// --- HTML validity -------------------------------------------------------------------------

var voidElement = map[string]bool{"br": true, "hr": true, "img": true, "wbr": true, "col": true, "input": true,
	"meta": true, "link": true, "area": true, "base": true, "embed": true, "source": true, "track": true, "param": true}

var blockElement = map[string]bool{"p": true, "h1": true, "h2": true, "h3": true, "h4": true, "h5": true, "h6": true,
	"ul": true, "ol": true, "li": true, "table": true, "tr": true, "td": true, "th": true, "tbody": true, "thead": true,
	"tfoot": true, "div": true, "blockquote": true, "hr": true}

// htmlProblems reads doc with the tokenizer and reports every element not closed or closed
// out of order, and text or elements where the structure has no room for them.
func htmlProblems(doc string) []string {
	z := html.NewTokenizer(strings.NewReader(doc))
	var stack, problems []string
	parent := func() string {
		if len(stack) == 0 {
			return ""
		}
		return stack[len(stack)-1]
	}
	for {
		tt := z.Next()
		switch tt {
		case html.ErrorToken:
			for i := len(stack) - 1; i >= 0; i-- {
				problems = append(problems, "<"+stack[i]+"> not closed")
			}
			return problems
		case html.TextToken:
			if strings.TrimSpace(string(z.Text())) == "" {
				continue
			}
			switch p := parent(); p {
			case "ul", "ol", "table", "tbody", "thead", "tfoot", "tr":
				problems = append(problems, "text directly in <"+p+">")
			}
		case html.StartTagToken, html.SelfClosingTagToken:
			name, _ := z.TagName()
			tag := string(name)
			if p := misplaced(tag, parent(), stack); p != "" {
				problems = append(problems, p)
			}
			if tt == html.SelfClosingTagToken && !voidElement[tag] {
				problems = append(problems, "<"+tag+"/> self-closed")
				continue
			}
			if !voidElement[tag] {
				stack = append(stack, tag)
			}
		case html.EndTagToken:
			name, _ := z.TagName()
			tag := string(name)
			if voidElement[tag] {
				problems = append(problems, "</"+tag+"> end tag of a void element")
				continue
			}
			i := len(stack) - 1
			for i >= 0 && stack[i] != tag {
				i--
			}
			switch {
			case i < 0:
				problems = append(problems, "</"+tag+"> without <"+tag+">")
			case i < len(stack)-1:
				problems = append(problems, "</"+tag+"> closes <"+strings.Join(stack[i+1:], "><")+">")
				stack = stack[:i]
			default:
				stack = stack[:i]
			}
		}
	}
}

// misplaced says why an element cannot open where it does, or "".
func misplaced(tag, parent string, stack []string) string {
	switch tag {
	case "li":
		if parent != "ul" && parent != "ol" {
			return "<li> outside a list (in <" + parent + ">)"
		}
		return ""
	case "tr":
		if parent != "table" && parent != "tbody" && parent != "thead" && parent != "tfoot" {
			return "<tr> outside a table (in <" + parent + ">)"
		}
		return ""
	case "td", "th":
		if parent != "tr" {
			return "<" + tag + "> outside a row (in <" + parent + ">)"
		}
		return ""
	case "tbody", "thead", "tfoot":
		if parent != "table" {
			return "<" + tag + "> outside a table (in <" + parent + ">)"
		}
		return ""
	}
	switch parent {
	case "ul", "ol":
		return "<" + tag + "> directly in <" + parent + ">"
	case "table", "tbody", "thead", "tfoot", "tr":
		return "<" + tag + "> directly in <" + parent + ">"
	}
	if blockElement[tag] {
		for _, open := range stack {
			if open == "p" || isHeading(open) || open == "strong" || open == "b" || open == "em" || open == "i" || open == "u" || open == "span" {
				return "<" + tag + "> inside <" + open + ">"
			}
		}
	}
	return ""
}

// --- denials -------------------------------------------------------------------------------

// denial is a template sentence denying a dictated positive finding that the report keeps.
type denial struct {
	term     string
	label    string // the line's label ("" for a line without one)
	sentence string
}

func (d denial) String() string {
	if d.label == "" {
		return d.term + ": " + d.sentence
	}
	return d.term + ": " + d.label + ": " + d.sentence
}

// flagged tells whether some contradiction names the denial's label or sentence.
func flagged(found []report.Contradiction, d denial) bool {
	label, sentence := normWords(d.label), normWords(d.sentence)
	for _, c := range found {
		said := " " + strings.Join(normWords(strings.Join(append(append([]string{c.Text, c.SuggestedFix}, c.Options...), c.Sections...), " ")), " ") + " "
		if len(label) > 0 && strings.Contains(said, " "+strings.Join(label, " ")+" ") {
			return true
		}
		if len(sentence) >= 2 && strings.Contains(said, " "+strings.Join(sentence, " ")+" ") {
			return true
		}
	}
	return false
}

// positive is a finding stated in a dictated sentence, with the sides and sites it names.
type positive struct {
	term  *findingTerm
	where map[string]bool // right/left, medial/lateral, kidney/ureter/bladder
}

// positivesIn are the findings of the modality the corrected dictation states, one per term,
// with the places of all the phrases stating it.
func positivesIn(corrected, modality string) []positive {
	var out []positive
	for i := range invariantTerms {
		t := &invariantTerms[i]
		if !t.appliesTo(modality) {
			continue
		}
		var p *positive
		for _, s := range sentencesOf(corrected) {
			for _, phrase := range t.statingPhrases(s) {
				if p == nil {
					p = &positive{term: t, where: map[string]bool{}}
				}
				for k := range whereOf(phrase) {
					p.where[k] = true
				}
			}
		}
		if p != nil {
			out = append(out, *p)
		}
	}
	return out
}

// denials are the template's denying sentences that the report's line keeps, per positive.
func denials(tmpl, out docModel, positives []positive) []denial {
	var found []denial
	seen := map[string]bool{}
	for _, p := range positives {
		occurrence := map[string]int{}
		for _, l := range tmpl.lines {
			key := lineKey(l)
			occurrence[key]++
			if l.heading || l.text == "" || furtherOnes.MatchString(l.label) {
				continue
			}
			for _, sent := range p.term.denyingSentences(l, p.where) {
				if !keeps(out, l, occurrence[key], sent) {
					continue
				}
				d := denial{term: p.term.name, label: l.label, sentence: sent}
				if !seen[d.String()] {
					seen[d.String()] = true
					found = append(found, d)
				}
			}
		}
	}
	return found
}

// furtherOnes labels ask about findings beside the ones described ("Weitere Konkremente:
// keine"): their denial leaves the described finding standing.
var furtherOnes = regexp.MustCompile(`(?i)^\s*(weitere|zusätzliche|sonstige|further|additional|other)\b`)

// dictatedSentence tells whether the radiologist dictated the sentence: "Mild cardiomegaly. No
// acute cardiopulmonary abnormality." keeps the template's impression word for word, and what
// was dictated is no leftover default.
func dictatedSentence(corrected, sentence string) bool {
	words := normWords(sentence)
	return len(words) >= 2 && strings.Contains(" "+strings.Join(normWords(corrected), " ")+" ", " "+strings.Join(words, " ")+" ")
}

func lineKey(l docLine) string { return labelKey(l.context) + "|" + labelKey(l.label) }

// keeps tells whether the report's line for a template line (the n-th with its organ heading
// and label; by label alone when the report has no such organ heading) carries the sentence;
// a line without a label, or one the report lost, is looked for everywhere when the sentence
// has three words or more.
func keeps(out docModel, l docLine, n int, sent string) bool {
	if l.label != "" {
		var same, byLabel []docLine
		for _, o := range out.lines {
			if labelKey(o.label) != labelKey(l.label) {
				continue
			}
			byLabel = append(byLabel, o)
			if lineKey(o) == lineKey(l) {
				same = append(same, o)
			}
		}
		if len(same) < n {
			same = byLabel
		}
		if len(same) >= n {
			return carries(same[n-1].text, sent)
		}
	}
	if len(normWords(sent)) < 3 {
		return false
	}
	return slices.ContainsFunc(out.lines, func(o docLine) bool { return carries(o.text, sent) })
}
