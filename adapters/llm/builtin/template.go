package builtin

import (
	stdhtml "html"
	"strings"
	"sync"

	"golang.org/x/net/html"

	"github.com/radscribe/radscribe/domain/anatomy"
	"github.com/radscribe/radscribe/domain/document"
	"github.com/radscribe/radscribe/domain/report"
)

// line is one line of a template as the document model reads it (domain/document): a
// labelled line ("Liver: Normal.", in a paragraph, a list item or a table row) or a plain one,
// with the byte ranges of its text and of its whole element.
type line struct {
	section string
	// label is the line's label with the organ heading it sits under ("Right kidney
	// Hydronephrosis"), for reading what the line is about.
	label string
	// own is the line's own label, and group the organ heading it sits under; their stems
	// what labelNames looks for of them.
	own, group           string
	ownStems, groupStems []string
	// groupRegions are the regions the organ heading names ("L4-L5", "Right kidney").
	groupRegions []int
	// asks is the finding own asks about, read once with the template.
	asks report.FindingLabel
	// regions are what the label names; defaults what its normal text is about, and normals
	// the regions each of its normal sentences names by anatomy.
	regions, defaults anatomy.Named
	normals           [][]int
	side              int  // the sides the label names (see sideOf)
	general           bool // a line for findings of no particular region ("Other findings")
	// field: an impression line for one part of it, a grading system's category ("BI-RADS
	// category:") or the recommendation, not for the impression's statements.
	field bool
	// grading is the grading system whose category a findings line holds ("ACR TI-RADS:
	// TR1."), "" for other lines.
	grading        string
	textFrom, text int
	from, to       int
	// normalText is the line's text in the template, its normal sentences; normalStems its
	// findingStems, read once with the template.
	normalText  string
	normalStems map[string]bool
	// kept are its normal sentences as a filled line keeps them (lineText), read once with
	// the template; nil when its text carries markup of its own.
	kept  []keptSentence
	shape document.Shape
}

// keptSentence is a normal sentence of a line: escaped as a filled line writes it, and the
// regions it names by anatomy, which decide whether it gives way to a dictated statement.
type keptSentence struct {
	text    string
	escaped string
	named   []int
	// labelStems are those of the finding label the sentence opens with ("Calculi: None." in
	// a kidney's line); labelled tells such a sentence.
	labelStems []string
	labelled   bool
	// attribute tells a sentence labelled with a property of the line's organ, no finding and
	// no region ("Size: Normal.", "Contour: Smooth.").
	attribute bool
	// side is the side the sentence's label names when the label is nothing but a side
	// ("Right: Not dilated." on the ureters' line), 0 otherwise (sideOf's bits).
	side int
	// denials is the sentence read as a list of denials ("No pleural effusion or
	// pneumothorax."), nil when it is none.
	denials *report.DenialList
}

// block is a template section's lines, where its content starts and where its last element
// ends; inline for a section headed by a label line ("IMPRESSION: Negative chest.").
type block struct {
	lines  []line
	start  int // start of the heading
	from   int // start of the first element after the heading
	end    int // end of the last element
	inline bool

	// denying reads the lines for denials once; a block is read for one language, kept and
	// shared by the fills of its template.
	denying      sync.Once
	denyingRead  *report.TemplateLines
	denyingIndex []int
}

// parseTemplate reads a template through the one document model and returns its sections'
// lines by byte offset, so filling can change text and leave every tag as it was. A template
// without a findings heading is all findings until a heading says otherwise.
func parseTemplate(doc string, l *language) map[string]*block {
	d := report.ReadDocument(doc)
	hasFindings := len(d.SectionsOf(find)) > 0
	blocks := map[string]*block{}
	for _, sec := range d.Sections {
		kind := sec.Kind
		if kind == "" && !hasFindings {
			kind = find
		}
		if kind == "" {
			continue
		}
		b := blocks[kind]
		if b == nil {
			b = &block{start: sec.HeadingSpan.From, from: sec.HeadingSpan.To, end: sec.End, inline: sec.Inline}
			blocks[kind] = b
		}
		b.end = max(b.end, sec.End)
		for _, dl := range sec.Lines {
			b.lines = append(b.lines, newLine(doc, kind, dl, l))
		}
	}
	return blocks
}

// newLine reads what a document line is about.
func newLine(doc, section string, dl document.Line, l *language) line {
	label := strings.TrimSpace(dl.Group + " " + dl.Label)
	ln := line{section: section, label: label, own: dl.Label, group: dl.Group, textFrom: dl.TextSpan.From, text: dl.TextSpan.To, from: dl.Span.From, to: dl.Span.To, shape: dl.Shape}
	ln.regions = regionsIn(label, l.code)
	ln.asks = report.ReadFindingLabel(l.code, dl.Label)
	ln.field = section == impr && (report.GradingSystemOf(dl.Label) != "" || report.IsRecommendationLabel(l.code, dl.Label))
	normal := plainText(doc[ln.textFrom:ln.text])
	ln.normalText = normal
	if section == find && report.GradingField(dl.Label, normal) {
		ln.grading = report.GradingSystemOf(dl.Label)
	}
	ln.normalStems = findingStems(normal)
	ln.defaults = regionsIn(normal, l.code)
	for _, para := range paragraphs(normal) {
		for _, s := range para {
			if measuredValue(s.text, l.code) {
				continue // "Prostate volume 35 mL." denies no prostate finding
			}
			ln.normals = append(ln.normals, regionsIn(s.text, l.code).Anatomical())
		}
	}
	if raw := doc[ln.textFrom:ln.text]; !strings.Contains(raw, "<") {
		for _, para := range paragraphs(stdhtml.UnescapeString(raw)) {
			for _, s := range para {
				own := report.LineLabel(s.text)
				k := keptSentence{text: s.text, escaped: stdhtml.EscapeString(s.text), named: regionsIn(s.text, l.code).Anatomical(),
					labelStems: labelStems(own, l.code), labelled: report.ReadFindingLabel(l.code, own).Asks()}
				if own != "" && len(k.labelStems) == 0 {
					k.side = sideOf(own, l.code)
				}
				k.attribute = own != "" && !k.labelled && k.side == 0 && len(k.named) == 0
				if !k.labelled && !k.attribute {
					k.denials, _ = report.ReadDenialList(l.code, s.text)
				}
				if k.attribute && len(k.labelStems) == 0 {
					// A short property ("Size") is looked for whole.
					k.labelStems = []string{strings.ToLower(own)}
				}
				ln.kept = append(ln.kept, k)
			}
		}
	}
	ln.ownStems, ln.groupStems = labelStems(dl.Label, l.code), labelStems(dl.Group, l.code)
	if dl.Group != "" {
		ln.groupRegions = regionsIn(dl.Group, l.code).Anatomical()
	}
	ln.side = sideOf(label, l.code)
	ln.general = label == "" || report.IsGeneralLabel(dl.Label, l.code)
	if dl.Label == "" {
		ln.label = ""
	}
	return ln
}

// measuredValue tells a normal sentence that gives a measured value and names no finding
// ("Prostate volume 35 mL.", "Aorta 2.8 cm."): a value, not a denial of what the organ may hold.
func measuredValue(text, code string) bool {
	return strings.ContainsAny(text, "0123456789") && !report.NamesFinding(code, anatomy.Words(strings.ToLower(text)))
}

// plainText is the text of an HTML fragment without its tags, entities decoded.
func plainText(fragment string) string {
	var b strings.Builder
	z := html.NewTokenizer(strings.NewReader(fragment))
	for {
		switch z.Next() {
		case html.ErrorToken:
			return b.String()
		case html.TextToken:
			b.Write(z.Text())
		}
	}
}
