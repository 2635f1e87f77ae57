package reporting

import (
	"context"
	"html"
	"strconv"
	"strings"
	"unicode"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/document"
	"github.com/radscribe/radscribe/domain/lang"
	"github.com/radscribe/radscribe/domain/phi"
	"github.com/radscribe/radscribe/domain/prompt"
	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/domain/template"
	"github.com/radscribe/radscribe/ports"
)

// The messages of "Write impression", shown to users verbatim.
const (
	MsgNoReport        = "Please write or fill a report before writing its impression."
	MsgReportTooLarge  = "The report must be at most 200 KB to write its impression."
	MsgNoFindings      = "The report has no findings to write an impression from."
	MsgFindingsTooLong = "The findings are too long to write an impression from: at most 50,000 characters."
	MsgNoImpression    = "No impression could be written from these findings. Please write it yourself."
)

// maxImpressionLines bounds the lines a writer's impression may have; a model that answers more
// is cut, not trusted to fill the report.
const maxImpressionLines = 30

var writingImpression = action{prompt.NameImpression, func(c prompt.Custom) (string, bool) { return c.Impression, c.UseImpression }}

// ImpressionInput is a report as the editor holds it, whose impression is written anew from
// its findings.
type ImpressionInput struct {
	ReportHTML string
	Language   string
	Checks
}

// WrittenImpression is the impression written from a report's findings: its lines (numbered
// "1.", "2." when more than one) and their markup, a paragraph each; Report is the report with
// that impression, which the checks read, with the checks' findings and the prompt used.
type WrittenImpression struct {
	Lines  []string
	HTML   string
	Report ports.ReportResult
}

// WriteImpression writes a report's impression from its findings as they stand, after the
// radiologist's edits: the report is sanitised and read through domain/document, its findings
// lines go to the writer (the built-in engine's impression policy, or a model with the
// impression prompt), and the report with the new impression is checked as every action's
// report is. Nothing is corrected: the radiologist has read the text already. The request is
// taken from the report budget; an empty, oversized or findings-less report is refused before.
func (s *Service) WriteImpression(ctx context.Context, user account.User, in ImpressionInput) (WrittenImpression, error) {
	doc, language, err := s.readForImpression(in)
	if err != nil {
		return WrittenImpression{}, err
	}
	findings := findingLines(doc)
	if len(findings) == 0 {
		return WrittenImpression{}, apperr.New(apperr.Invalid, MsgNoFindings)
	}
	if report.CheckTranscript(findingsText(findings)) != nil {
		return WrittenImpression{}, apperr.New(apperr.TooLarge, MsgFindingsTooLong)
	}
	if err := s.takeBudget(ctx, user); err != nil {
		return WrittenImpression{}, err
	}
	prefs, err := s.stores.Preferences.Get(ctx, user.ID)
	if err != nil {
		return WrittenImpression{}, err
	}
	book := promptBook{language: language}
	if s.writerFollowsPrompts() {
		if book, err = s.loadPrompts(ctx, prefs, language); err != nil {
			return WrittenImpression{}, err
		}
	}
	leaving := make([]ports.FindingLine, len(findings))
	for i, f := range findings {
		leaving[i] = ports.FindingLine{Label: s.leaving(f.Label, language), Text: s.leaving(f.Text, language)}
	}
	result, err := s.writer.WriteImpression(ctx, ports.ImpressionRequest{
		Findings: leaving, Study: s.leaving(studyOf(doc), language), Language: language, Prompt: book.choice(writingImpression),
		Impression: prefs.Impression,
	})
	if err != nil {
		return WrittenImpression{}, writerFailed(err)
	}
	lines := plainLines(result.Lines)
	if prefs.Impression.OrDefault().Numbered {
		lines = numbered(lines)
	}
	if len(lines) == 0 {
		return WrittenImpression{}, apperr.New(apperr.Invalid, MsgNoImpression)
	}
	written := WrittenImpression{Lines: lines, HTML: s.sanitizer.Sanitize(paragraphsOf(lines))}
	out := readSanitised(s.sanitizer.SanitizeTokens(withImpression(doc, lines, language)))
	written.Report = ports.ReportResult{
		HTML:           out.doc.Source,
		Contradictions: checked(in.DetectContradictions, language, out, report.Template{}, nil),
		PHIWarnings:    phi.Detect(findingsText(findings), language),
		PromptUsed:     result.PromptUsed,
		FallbackReason: result.FallbackReason,
		Language:       language,
	}
	if in.Guidance {
		written.Report.Recommendations, written.Report.CriticalFindings = guideIn(language, out)
	}
	return written, nil
}

// readForImpression checks and reads the report: its size, that it has text, its language
// (the report's own headings' language when it is written in another selectable one, as a fill
// takes its template's), and sanitises it before anything reads it.
func (s *Service) readForImpression(in ImpressionInput) (document.Document, string, error) {
	if template.CheckHTMLSize(in.ReportHTML) != nil {
		return document.Document{}, "", apperr.New(apperr.TooLarge, MsgReportTooLarge)
	}
	doc := report.ReadTokenised(s.sanitizer.SanitizeTokens(in.ReportHTML))
	if !hasText(doc) {
		return document.Document{}, "", apperr.New(apperr.Invalid, MsgNoReport)
	}
	language, err := lang.DictationLanguage(in.Language)
	if err != nil {
		return document.Document{}, "", apperr.New(apperr.Invalid, err.Error())
	}
	if own, ok := report.LanguageOfDocument(doc); ok && own != lang.Base(language) && lang.IsSelectable(own) {
		language = own
	}
	return doc, language, nil
}

func hasText(doc document.Document) bool {
	if strings.TrimSpace(doc.Title) != "" {
		return true
	}
	for _, s := range doc.Sections {
		for _, l := range s.Lines {
			if strings.TrimSpace(l.Text) != "" || strings.TrimSpace(l.Label) != "" {
				return true
			}
		}
	}
	return false
}

// findingLines are the report's findings lines that hold text, as the radiologist reads them:
// the lines of its findings sections and of any text before the first heading (a dictation's
// findings), with their organ heading and label.
func findingLines(doc document.Document) []ports.FindingLine {
	var out []ports.FindingLine
	for _, s := range doc.Sections {
		if s.Kind != report.SectionFindings && s.Kind != "" {
			continue
		}
		for _, l := range s.Lines {
			if strings.TrimSpace(l.Text) == "" {
				continue
			}
			out = append(out, ports.FindingLine{Label: strings.TrimSpace(strings.TrimSpace(l.Group) + " " + l.Label), Text: strings.TrimSpace(l.Text)})
		}
	}
	return out
}

// findingsText is the findings as the checks and the limits read them, a line each.
func findingsText(lines []ports.FindingLine) string {
	var b strings.Builder
	for _, l := range lines {
		if l.Label != "" {
			b.WriteString(l.Label + ": ")
		}
		b.WriteString(l.Text + "\n")
	}
	return b.String()
}

// studyOf is what names the examination: the report's title, technique and clinical
// information, a line each.
func studyOf(doc document.Document) string {
	parts := []string{doc.Title}
	for _, s := range doc.Sections {
		if s.Kind != report.SectionTechnique && s.Kind != report.SectionClinical {
			continue
		}
		for _, l := range s.Lines {
			parts = append(parts, strings.TrimSpace(l.Label+" "+l.Text))
		}
	}
	return strings.TrimSpace(strings.Join(parts, "\n"))
}

// plainLines are a writer's lines as plain text on one line each: control characters and
// list numbers or bullets a model added dropped, blank lines left out, at most
// maxImpressionLines.
func plainLines(lines []string) []string {
	var out []string
	for _, l := range lines {
		l = strings.Join(strings.Fields(strings.Map(func(r rune) rune {
			if unicode.IsControl(r) || unicode.In(r, unicode.Cf) {
				return ' '
			}
			return r
		}, l)), " ")
		l = strings.TrimSpace(withoutListMark(l))
		if l == "" {
			continue
		}
		out = append(out, l)
		if len(out) == maxImpressionLines {
			break
		}
	}
	return out
}

// withoutListMark drops a leading "1.", "2)", "-" or "•"; "1.5 cm nodule" keeps its number.
func withoutListMark(l string) string {
	for _, bullet := range []string{"- ", "• ", "* "} {
		if strings.HasPrefix(l, bullet) {
			return l[len(bullet):]
		}
	}
	digits := 0
	for digits < len(l) && digits < 3 && l[digits] >= '0' && l[digits] <= '9' {
		digits++
	}
	if digits == 0 || digits >= len(l) || (l[digits] != '.' && l[digits] != ')') {
		return l
	}
	if rest := l[digits+1:]; rest == "" || rest[0] == ' ' {
		return rest // "1.5 cm" is a measurement, "1. " a list number
	}
	return l
}

// numbered numbers two or more lines "1.", "2.", as the engine numbers an impression in
// running text; one line stands alone.
func numbered(lines []string) []string {
	if len(lines) < 2 {
		return lines
	}
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = strconv.Itoa(i+1) + ". " + l
	}
	return out
}

// paragraphsOf is lines of text as paragraphs.
func paragraphsOf(lines []string) string {
	var b strings.Builder
	for _, l := range lines {
		b.WriteString("<p>" + html.EscapeString(l) + "</p>")
	}
	return b.String()
}

// withImpression is the report with lines as its impression: the last impression section's
// lines replaced (the text after its label, for a label line: "IMPRESSION: ..."), lines added
// to an impression section without any, or an impression section in the language added at
// the end of a report without one. The checks read it; the editor makes the same change.
func withImpression(doc document.Document, lines []string, language string) string {
	src := doc.Source
	sections := doc.SectionsOf(report.SectionImpression)
	if len(sections) == 0 {
		title := report.HeadingsOf(language).Titles[report.SectionImpression]
		return src + "<h3>" + html.EscapeString(title) + "</h3>" + paragraphsOf(lines)
	}
	s := sections[len(sections)-1]
	if len(s.Lines) == 0 {
		return document.Replace(src, s.End, s.End, paragraphsOf(lines))
	}
	first, last := s.Lines[0], s.Lines[len(s.Lines)-1]
	if s.Inline || first.Label != "" {
		running := html.EscapeString(strings.Join(lines, " "))
		if len(s.Lines) == 1 {
			return document.Replace(src, first.TextSpan.From, first.TextSpan.To, running)
		}
		rest := document.Replace(src, first.Span.To, last.Span.To, "")
		return document.Replace(rest, first.TextSpan.From, first.TextSpan.To, running)
	}
	return document.Replace(src, first.Span.From, last.Span.To, paragraphsOf(lines))
}
