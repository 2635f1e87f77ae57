package builtin

import (
	"html"
	"slices"
	"strconv"
	"strings"

	"github.com/radscribe/radscribe/domain/anatomy"
	"github.com/radscribe/radscribe/domain/document"
	"github.com/radscribe/radscribe/domain/guidance"
	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/domain/template"
	"github.com/radscribe/radscribe/ports"
)

// writtenImpression is the impression the engine writes when none was dictated, by the
// domain's impression policy over the dictated findings; context names the study (a
// template's title). False for a language the policy has no words for.
func writtenImpression(f formatted, context string) (report.Impression, bool) {
	code := f.lang.code
	var statements []report.ImpressionStatement
	for _, para := range f.sections[find] {
		for _, s := range para {
			// Guidance reads its own negation, so a critical finding beside a denial ("Small
			// left pneumothorax, no effusion.") is kept although the statement reads normal.
			critical := guidance.DetectCriticalFindings(code, []report.Section{{Name: report.SectionFindings, Text: s.text}})
			st := impressionStatement(withoutCoveredLabel(s.text, code), code)
			st.Critical = len(critical) > 0
			if clauses := subjectClauses(s.text, code); len(clauses) > 1 && !st.Critical {
				for _, c := range clauses {
					st.Clauses = append(st.Clauses, impressionStatement(c, code))
				}
			}
			statements = append(statements, st)
		}
	}
	for _, sec := range []string{tech, clin} {
		for _, para := range f.sections[sec] {
			context += "\n" + join(para)
		}
	}
	return report.WriteImpression(code, context, statements, f.impression)
}

// withoutCoveredLabel is a findings statement dictated under a label without that label when
// what follows names what the label names, or the label is the general line's: "Lung nodules:
// left lower lobe 5 mm solid nodule." is "Left lower lobe 5 mm solid nodule." in an impression;
// "Right lobe: 14 mm nodule." keeps the lobe it names.
func withoutCoveredLabel(text, code string) string {
	label := report.LineLabel(text)
	if label == "" {
		return text
	}
	_, rest, _ := strings.Cut(text, ":")
	if rest = strings.TrimSpace(rest); rest == "" {
		return text
	}
	if report.IsGeneralLabel(label, code) {
		return capitalise(rest)
	}
	named, said := regionsIn(label, code).Strong, regionsIn(rest, code).All()
	if len(named) == 0 {
		return text
	}
	body := anatomy.Tables()
	for _, r := range named {
		if !slices.ContainsFunc(said, func(s int) bool {
			in, _ := body.Reach(s, r)
			out, _ := body.Reach(r, s)
			return in >= 0 || out >= 0
		}) {
			return text
		}
	}
	return capitalise(rest)
}

// impressionStatement is a findings statement as the impression policy reads it: whether it
// reads normal and the organ it is about.
func impressionStatement(text, code string) report.ImpressionStatement {
	st := report.ImpressionStatement{Text: text, Normal: !abnormal(text, code) && !report.AffirmsFinding(code, text)}
	if r := firstRegion(text, code); r >= 0 {
		st.Organ = anatomy.Tables().Name(r, code)
	}
	return st
}

// subjectClauses splits a sentence that opens with a finding at the commas and semicolons
// after which a clause opens with an organ or structure of its own, within its first three
// words and says something of it ("Heart size mildly enlarged, pulmonary vascularity within
// normal limits."), not a list's next item ("..., pneumothorax, or effusion"). A sentence
// that opens with a denial or with structures alone ("The heart, mediastinum and hila are
// normal.", "No effusion, pleural thickening or pneumothorax.") stays one clause.
func subjectClauses(text, code string) []string {
	var out []string
	start := 0
	for i := 0; i < len(text); i++ {
		if (text[i] != ',' && text[i] != ';') || i+1 >= len(text) || text[i+1] != ' ' {
			continue
		}
		if start == 0 && (!abnormal(text[:i], code) || wordsBesideAnatomy(text[:i], code) < 2) {
			return []string{text}
		}
		if start > 0 && !abnormal(text[start:i], code) {
			break // a denial's list runs on: "..., without consolidation, pneumothorax, or effusion"
		}
		rest := strings.Fields(text[i+1:])
		clause, _, _ := strings.Cut(strings.ReplaceAll(text[i+1:], ";", ","), ",")
		// An organ or structure by anatomy opens the next clause; a finding that only suggests
		// one ("echoarmer Knoten" after "ein 14 mm großer solider") is the same one's noun.
		if len(rest) < 2 || len(regionsIn(strings.Join(rest[:min(3, len(rest))], " "), code).Anatomical()) == 0 || wordsBesideAnatomy(clause, code) < 2 {
			continue
		}
		out = append(out, strings.TrimSpace(text[start:i]))
		start = i + 1
	}
	return append(out, strings.TrimSpace(text[start:]))
}

// wordsBesideAnatomy counts the words of text that name no organ or structure: "Heart size
// mildly enlarged" has three, "The cardiac silhouette" one.
func wordsBesideAnatomy(text, code string) int {
	idx := anatomy.Tables().Language(code)
	words := anatomy.Words(text)
	if idx == nil {
		return len(words)
	}
	n := 0
	for i := 0; i < len(words); {
		if t := idx.LongestAt(words, i); t != nil {
			i += len(t.Words)
			continue
		}
		n++
		i++
	}
	return n
}

// impressionLines are the impression's lines as text, numbered "1.", "2." when more than one,
// unless the markup numbers them (an ordered list).
func impressionLines(im report.Impression, listNumbers bool) []string {
	lines := im.Lines()
	if im.Numbered() && !listNumbers {
		for i := range lines {
			lines[i] = strconv.Itoa(i+1) + ". " + lines[i]
		}
	}
	return lines
}

// generatedImpression is the impression of a generated report when none was dictated: the
// policy's lines, each a paragraph, else the abnormal statements.
func generatedImpression(f formatted) [][]sentence {
	im, ok := writtenImpression(f, "")
	if !ok {
		return abnormalStatements(f)
	}
	var para []sentence
	for _, l := range impressionLines(im, false) {
		para = append(para, sentence{text: l})
	}
	return [][]sentence{para}
}

// writtenImpressionEdit writes the policy's impression into a template when none was
// dictated, one line per finding in the template's own markup: a paragraph or list item
// repeated per line; running text where the impression's first line carries a label or
// stands in a table row. A normal study keeps the template's own normal impression. False
// for a language the policy does not cover.
func writtenImpressionEdit(doc string, b *block, f formatted, end int) (e edit, reports, ok bool) {
	im, ok := writtenImpression(f, report.ReadDocument(doc).Title)
	if !ok {
		return edit{}, false, false
	}
	if len(im.Items) == 0 && im.Others == "" && len(f.advice) == 0 && b != nil && hasText(doc, b) {
		return edit{end, end, ""}, false, true
	}
	reports = len(im.Items) > 0
	lines := append(impressionLines(im, b != nil && len(b.lines) > 0 && inOrderedList(doc, b.lines[0])), f.adviceLines()...)
	escaped := make([]string, len(lines))
	for i, l := range lines {
		escaped[i] = html.EscapeString(l)
	}
	running := strings.Join(escaped, " ")
	switch {
	case b == nil:
		return edit{end, end, "\n<h3>" + html.EscapeString(f.lang.titles[impr]) + "</h3>\n<p>" + strings.Join(escaped, "</p>\n<p>") + "</p>"}, reports, true
	case len(b.lines) == 0 && b.inline:
		return edit{b.from, b.from, " " + running}, reports, true
	case len(b.lines) == 0:
		return edit{b.from, b.from, "\n<p>" + strings.Join(escaped, "</p>\n<p>") + "</p>"}, reports, true
	case len(b.impressionLines()) == 0:
		// Fields only ("BI-RADS category:", "Recommendation:"): the impression stands above them.
		return edit{b.lines[0].from, b.lines[0].from, "<p>" + strings.Join(escaped, "</p>\n<p>") + "</p>\n"}, reports, true
	}
	own := b.impressionLines()
	first, last := own[0], own[len(own)-1]
	open, closing := doc[first.from:first.textFrom], doc[first.text:first.to]
	if b.inline || first.label != "" || first.shape == document.TableRow || !strings.HasPrefix(open, "<") || !strings.HasSuffix(closing, ">") {
		return edit{first.textFrom, last.text, running}, reports, true
	}
	return edit{first.from, last.to, open + strings.Join(escaped, closing+"\n"+open) + closing}, reports, true
}

// hasText tells whether a template's impression has text of its own: a placeholder ("[***]")
// is none, and the policy writes the impression in its place.
func hasText(doc string, b *block) bool {
	for _, l := range b.lines {
		text := plainText(doc[l.textFrom:l.text])
		for _, mark := range template.Placeholders(text) {
			text = strings.Replace(text, mark, "", 1)
		}
		if strings.Trim(text, " \t\n.:;,-") != "" {
			return true
		}
	}
	return false
}

// inOrderedList tells a list item of an ordered list, which numbers its items itself.
func inOrderedList(doc string, l line) bool {
	if l.shape != document.ListItem {
		return false
	}
	before := strings.ToLower(doc[:l.from])
	return strings.LastIndex(before, "<ol") > strings.LastIndex(before, "<ul")
}

// findingsOf reads a report's findings lines as the engine reads a dictation's findings: each
// line's sentences in order. A sentence that names no organ of its own takes its line's label
// ("Heart: Enlarged." reads "Heart: Enlarged."), so that what it is about stays with it.
func findingsOf(lines []ports.FindingLine, l *language) formatted {
	f := formatted{lang: l, sections: map[string][][]sentence{}}
	for _, line := range lines {
		label := strings.TrimSpace(line.Label)
		for _, para := range paragraphs(strings.ReplaceAll(line.Text, "\x00", "")) {
			for i := range para {
				if label != "" && firstRegion(para[i].text, l.code) < 0 && firstRegion(label, l.code) >= 0 {
					para[i].text = label + ": " + para[i].text
				}
			}
			f.sections[find] = append(f.sections[find], para)
		}
	}
	return f
}

// impressionFromFindings is the impression the policy writes from a report's findings as they
// stand; for a language the policy has no words for, the abnormal findings; with none, the
// language's normal sentence.
func impressionFromFindings(req ports.ImpressionRequest) []string {
	f := findingsOf(req.Findings, languageOf(req.Language))
	f.impression = req.Impression
	if im, ok := writtenImpression(f, req.Study); ok {
		if lines := im.Lines(); len(lines) > 0 {
			return lines
		}
	}
	var lines []string
	for _, para := range abnormalStatements(f) {
		for _, s := range para {
			lines = append(lines, s.text)
		}
	}
	if len(lines) == 0 {
		lines = []string{f.lang.normal}
	}
	return lines
}
