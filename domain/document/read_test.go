package document

import (
	"strings"
	"testing"
)

// classify knows a few headings, as the report package's table does for every language.
func classify(heading string, _ bool) (string, bool) {
	switch strings.ToLower(strings.TrimSpace(heading)) {
	case "findings", "befund":
		return "findings", true
	case "impression", "conclusion", "beurteilung":
		return "impression", true
	case "technique":
		return "technique", true
	case "comparison":
		return "comparison", true
	}
	return "", false
}

// want is a line as a test writes it: "Group > Label: Text" (group and label optional), and
// the source text its TextSpan covers.
type want struct {
	section, line, spanText string
}

func TestReadRecognisesTheShapesTemplatesComeIn(t *testing.T) {
	tests := []struct {
		name, html, title string
		want              []want
	}{
		{
			name:  "headings and bold labels",
			html:  `<h2>CT Chest</h2><h3>Findings</h3><p><strong>Lungs:</strong> Clear.</p><p><strong>Pleura:</strong> No effusion.</p><h3>Impression</h3><p>Normal study.</p>`,
			title: "CT Chest",
			want: []want{
				{"findings", "Lungs: Clear.", "Clear."}, {"findings", "Pleura: No effusion.", "No effusion."},
				{"impression", "Normal study.", "Normal study."},
			},
		},
		{
			name: "upper-case plain labels and an impression label line",
			html: `<p>LUNGS: Clear.</p><p>PLEURA: No effusion.</p><p>HEART: Normal size.</p><p>IMPRESSION: Negative chest.</p>`,
			want: []want{
				{"", "LUNGS: Clear.", "Clear."}, {"", "PLEURA: No effusion.", "No effusion."}, {"", "HEART: Normal size.", "Normal size."},
				{"impression", "Negative chest.", "Negative chest."},
			},
		},
		{
			name: "bold label with the colon outside, and an entity",
			html: `<p><strong>Liver</strong>: Normal &amp; homogeneous.</p>`,
			want: []want{{"", "Liver: Normal & homogeneous.", "Normal &amp; homogeneous."}},
		},
		{
			name:  "label-line sections hold their own line; the next labelled line is the findings' again",
			html:  `<h2>Chest</h2><p><strong>Comparison:</strong> None.</p><p><strong>Lungs:</strong> Clear.</p><p>IMPRESSION: Normal.</p><p>Follow-up not needed.</p>`,
			title: "Chest",
			want: []want{
				{"comparison", "None.", "None."}, {"", "Lungs: Clear.", "Clear."},
				{"impression", "Normal.", "Normal."}, {"impression", "Follow-up not needed.", "Follow-up not needed."},
			},
		},
		{
			name: "list items",
			html: `<h3>Findings</h3><ul><li>Liver: Normal.</li><li><strong>Spleen:</strong> Normal size.</li></ul>`,
			want: []want{{"findings", "Liver: Normal.", "Normal."}, {"findings", "Spleen: Normal size.", "Normal size."}},
		},
		{
			name: "nested list with organ headings and finding lines",
			html: `<ul><li>Right kidney<ul><li>Hydronephrosis: None.</li><li>Calculi: None.</li></ul></li><li>Left kidney<ul><li>Hydronephrosis: None.</li></ul></li></ul>`,
			want: []want{
				{"", "Right kidney > Hydronephrosis: None.", "None."}, {"", "Right kidney > Calculi: None.", "None."},
				{"", "Left kidney > Hydronephrosis: None.", "None."},
			},
		},
		{
			name: "organ headings as bold paragraphs and as h4",
			html: `<h3>Findings</h3><p><strong>Right kidney</strong></p><p>Hydronephrosis: None.</p><h4>Left kidney</h4><p>Hydronephrosis: None.</p>`,
			want: []want{{"findings", "Right kidney > Hydronephrosis: None.", "None."}, {"findings", "Left kidney > Hydronephrosis: None.", "None."}},
		},
		{
			name: "table rows with bold first cells and an impression paragraph",
			html: `<table><tbody><tr><td><strong>Pleura</strong></td><td>No effusion or pneumothorax.</td></tr><tr><td>Bones</td><td>Unremarkable</td></tr></tbody></table><p><strong>Impression:</strong> Normal.</p>`,
			want: []want{
				{"", "Pleura: No effusion or pneumothorax.", "No effusion or pneumothorax."}, {"", "Bones: Unremarkable", "Unremarkable"},
				{"impression", "Normal.", "Normal."},
			},
		},
		{
			name: "a middle cell naming a property stays; the text is the last cell",
			html: `<table><tr><td><strong>Right kidney</strong></td><td>Size</td><td>Normal, no hydronephrosis.</td></tr><tr><td>Liver</td><td>Normal size.</td><td>No focal lesion.</td></tr></table>`,
			want: []want{
				{"", "Right kidney: Normal, no hydronephrosis.", "Normal, no hydronephrosis."},
				{"", "Liver: Normal size. No focal lesion.", "Normal size.</td><td>No focal lesion."},
			},
		},
		{
			name: "a header row heads the rows below it",
			html: `<table><tr><th>Structure</th><th>Finding</th></tr><tr><td>Liver</td><td>Normal.</td></tr></table>`,
			want: []want{{"", "Liver: Normal.", "Normal."}},
		},
		{
			name: "lines separated by br in one paragraph",
			html: `<p><strong>Findings:</strong><br>Liver: Normal.<br>Spleen: Normal.</p>`,
			want: []want{{"findings", "Liver: Normal.", "Normal."}, {"findings", "Spleen: Normal.", "Normal."}},
		},
		{
			name: "finding lines and a German conclusion",
			html: `<h3>Befund</h3><p>Intrakranielle Blutung: Keine.</p><p>Mittellinienverlagerung: Keine.</p><h3>Beurteilung</h3><p>Unauffälliger Befund.</p>`,
			want: []want{
				{"findings", "Intrakranielle Blutung: Keine.", "Keine."}, {"findings", "Mittellinienverlagerung: Keine.", "Keine."},
				{"impression", "Unauffälliger Befund.", "Unauffälliger Befund."},
			},
		},
		{
			name: "a label with a pick field in it and nothing after is a line, not an organ heading",
			html: `<p><span class="rs-pick" data-options="keine|vorliegend">keine</span> Vergleichsuntersuchung: </p><p><strong>Knochen:</strong> unauffällig</p>`,
			want: []want{{"", "keine Vergleichsuntersuchung: ", ""}, {"", "Knochen: unauffällig", "unauffällig"}},
		},
		{
			name: "sentences with colons are not labels",
			html: `<p>There is no effusion. Note: the heart is normal.</p><p>Measurements 3.2 cm: stable.</p>`,
			want: []want{{"", "There is no effusion. Note: the heart is normal.", "There is no effusion. Note: the heart is normal."}, {"", "Measurements 3.2 cm: stable.", "Measurements 3.2 cm: stable."}},
		},
		{
			name: "bold emphasis inside a sentence is no label",
			html: `<p>Small <strong>right</strong> effusion.</p>`,
			want: []want{{"", "Small right effusion.", "Small <strong>right</strong> effusion."}},
		},
		{
			name: "a section's name alone on a plain line heads it",
			html: `<p>FINDINGS</p><p>Lungs: Clear.</p><p>IMPRESSION:</p><div>Normal study.</div>`,
			want: []want{{"findings", "Lungs: Clear.", "Clear."}, {"impression", "Normal study.", "Normal study."}},
		},
		{
			name: "the name of the section a line stands in is a line of it",
			html: `<h3>Impression</h3><p>Impression</p>`,
			want: []want{{"impression", "Impression", "Impression"}},
		},
		{
			name: "labels before a dash, plain and bold, entity or character",
			html: `<p>FINDINGS</p><div>Right kidney - 11 cm, no hydronephrosis.</div><div>Left kidney &ndash; 11 cm.</div><p><b>Bladder</b> — Normal.</p>`,
			want: []want{
				{"findings", "Right kidney: 11 cm, no hydronephrosis.", "11 cm, no hydronephrosis."},
				{"findings", "Left kidney: 11 cm.", "11 cm."},
				{"findings", "Bladder: Normal.", "Normal."},
			},
		},
		{
			name: "an organ before a dash heads the finding labels after it",
			html: `<p>Rechte Niere - Größe: 11 cm. Harnstau: Keiner.</p><p>Harnleiter - Rechts: Nicht erweitert. Links: Nicht erweitert.</p>`,
			want: []want{
				{"", "Rechte Niere: Größe: 11 cm. Harnstau: Keiner.", "Größe: 11 cm. Harnstau: Keiner."},
				{"", "Harnleiter: Rechts: Nicht erweitert. Links: Nicht erweitert.", "Rechts: Nicht erweitert. Links: Nicht erweitert."},
			},
		},
		{
			name: "dot leaders and tabs separate labels",
			html: `<p>Liver ........ Normal size.</p><p>Spleen......normal</p><p>Pancreas` + "\t" + `Unremarkable.</p>`,
			want: []want{{"", "Liver: Normal size.", "Normal size."}, {"", "Spleen: normal", "normal"}, {"", "Pancreas: Unremarkable.", "Unremarkable."}},
		},
		{
			name: "numbered and lettered lines keep their number before the label",
			html: `<p>1. Liver: Normal.</p><p>2) LUNGS: Clear.</p><p><b>3. Spleen:</b> Normal.</p><p>b) Kidneys: Normal.</p>`,
			want: []want{{"", "Liver: Normal.", "Normal."}, {"", "LUNGS: Clear.", "Clear."}, {"", "Spleen: Normal.", "Normal."}, {"", "Kidneys: Normal.", "Normal."}},
		},
		{
			name: "bold labels ending with a full stop, the template's style",
			html: `<p><b>Kidneys.</b> Symmetric enhancement.</p><p><b>Bowel.</b> No obstruction.</p><p><b>No acute abnormality is seen.</b> Follow-up advised.</p>`,
			want: []want{{"", "Kidneys: Symmetric enhancement.", "Symmetric enhancement."}, {"", "Bowel: No obstruction.", "No obstruction."},
				{"", "No acute abnormality is seen. Follow-up advised.", "<b>No acute abnormality is seen.</b> Follow-up advised."}},
		},
		{
			name: "one bold sentence is no label",
			html: `<p><b>Kidneys.</b> Symmetric enhancement.</p><p>Lungs: Clear.</p>`,
			want: []want{{"", "Kidneys. Symmetric enhancement.", "<b>Kidneys.</b> Symmetric enhancement."}, {"", "Lungs: Clear.", "Clear."}},
		},
		{
			name: "one sentence with a dash is no label",
			html: `<p>Small effusion - likely reactive.</p><p>Lungs: Clear.</p>`,
			want: []want{{"", "Small effusion - likely reactive.", "Small effusion - likely reactive."}, {"", "Lungs: Clear.", "Clear."}},
		},
		{
			name: "a dash after a number or a long phrase is no label",
			html: `<p>Nodule 4 mm - stable.</p><p>Small effusion at the right base - likely reactive.</p><p>Liver - Normal.</p><p>Spleen - Normal.</p>`,
			want: []want{
				{"", "Nodule 4 mm - stable.", "Nodule 4 mm - stable."},
				{"", "Small effusion at the right base - likely reactive.", "Small effusion at the right base - likely reactive."},
				{"", "Liver: Normal.", "Normal."}, {"", "Spleen: Normal.", "Normal."},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := Read(tt.html, classify)
			if doc.Title != tt.title {
				t.Errorf("title %q, want %q", doc.Title, tt.title)
			}
			var got []want
			for _, s := range doc.Sections {
				for _, l := range s.Lines {
					text := l.Text
					if l.Label != "" {
						text = l.Label + ": " + text
					}
					if l.Group != "" {
						text = l.Group + " > " + text
					}
					got = append(got, want{s.Kind, text, tt.html[l.TextSpan.From:l.TextSpan.To]})
				}
			}
			if len(got) != len(tt.want) {
				t.Fatalf("lines:\n got %q\nwant %q", got, tt.want)
			}
			for i := range got {
				if got[i] != tt.want[i] {
					t.Errorf("line %d:\n got %q\nwant %q", i, got[i], tt.want[i])
				}
			}
		})
	}
}

func TestReadNeverFailsOnBrokenMarkup(t *testing.T) {
	for _, html := range []string{"", "<p>", "<p><strong>Liver:", "</p></td>", "<p>a & b < c</p>", "<table><td>x</td>", "<li>x<li>y", "<p><table>--></p>"} {
		doc := Read(html, classify)
		for _, s := range doc.Sections {
			for _, l := range s.Lines {
				if l.TextSpan.From > l.TextSpan.To || l.TextSpan.To > len(html) || l.TextSpan.From < 0 {
					t.Errorf("%q: span %v out of the source", html, l.TextSpan)
				}
			}
		}
	}
}

// Any input reads without a panic, and every line's ranges lie inside the source, the text
// range inside the line's.
func FuzzRead(f *testing.F) {
	for _, seed := range []string{
		`<h3>Findings</h3><p><strong>Lungs:</strong> Clear.</p>`, `<ul><li>Right kidney<ul><li>Hydronephrosis: None.</li></ul></li></ul>`,
		`<table><tr><td>Pleura</td><td>No effusion.</td></tr></table>`, `<p>LUNGS: Clear.<br>HEART: Normal.</p><p>IMPRESSION: Normal.</p>`,
		`<p><strong>Liver</strong>: Normal &amp; <em>homogeneous</em>.</p>`, `<p><table>--></p>`, "<p>a\x00b</p>",
		`<p>FINDINGS</p><div>Liver &ndash; Normal.</div><div>Spleen ...... normal</div><p>Kidney` + "\t" + `Normal.</p>`,
		`<p>1. Liver: Normal.</p><p>2) <b>Spleen.</b> Normal.</p><p><b>Kidneys.</b> Normal.</p><p>Right kidney - Size: 11 cm. Calculi: None.</p>`,
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, html string) {
		doc := Read(html, classify)
		for _, s := range doc.Sections {
			for _, l := range s.Lines {
				if l.TextSpan.From < 0 || l.TextSpan.From > l.TextSpan.To || l.TextSpan.To > len(html) {
					t.Fatalf("text range %v outside the source of %d bytes", l.TextSpan, len(html))
				}
				if l.Span.From < 0 || l.Span.To > len(html) || l.Span.From > l.Span.To {
					t.Fatalf("line range %v outside the source of %d bytes", l.Span, len(html))
				}
			}
		}
	})
}

// What is added after a section's last line goes after the list or table that holds it, so
// that a paragraph never lands inside a <ul> or a <tbody>.
func TestASectionEndsAfterTheListOrTableOfItsLastLine(t *testing.T) {
	for _, html := range []string{
		`<h3>Findings</h3><ul><li>Liver: Normal.</li><li>Spleen: Normal.</li></ul>`,
		`<h3>Findings</h3><table><tbody><tr><td>Liver</td><td>Normal.</td></tr></tbody></table>`,
		`<h3>Findings</h3><ol><li>Kidneys<ul><li>Hydronephrosis: None.</li></ul></li></ol>`,
	} {
		doc := Read(html, classify)
		if got := doc.Sections[len(doc.Sections)-1].End; got != len(html) {
			t.Errorf("%s: section ends at %d, want %d", html, got, len(html))
		}
	}
}

// A title that contains a section's word ("Protocol") is the title, and the organ lines after
// its label-line sections are the findings' again: a template without a Findings heading.
func TestATitleNamingASectionWordIsTheTitle(t *testing.T) {
	containing := func(heading string, label bool) (string, bool) {
		if !label && strings.Contains(strings.ToLower(heading), "protocol") {
			return "technique", true
		}
		return classify(heading, label)
	}
	src := `<h2>CT KUB, Urolithiasis Protocol</h2><p><strong>Technique:</strong> Low-dose CT.</p>` +
		`<p><strong>Comparison:</strong> None.</p><p><strong>Left kidney:</strong> No calculi.</p><h3>Impression</h3><p>Normal.</p>`
	doc := Read(src, containing)
	if doc.Title != "CT KUB, Urolithiasis Protocol" {
		t.Fatalf("title = %q", doc.Title)
	}
	var kinds []string
	for _, s := range doc.Sections {
		for _, l := range s.Lines {
			kinds = append(kinds, s.Kind+" "+l.Label)
		}
	}
	if got := strings.Join(kinds, "|"); got != "technique |comparison | Left kidney|impression " {
		t.Errorf("sections of the lines = %q", got)
	}
}

// An unknown heading after the technique starts the report's body: its organ lines are not
// the technique's, in a template without a Findings heading; a deeper heading stays a group.
func TestTextOutsideElementsIsALine(t *testing.T) {
	doc := Read(`Findings<p>Liver: Normal.</p>Impression<p>Normal.</p>`, classify)
	got := sectionLines(doc, func(l Line) string { return l.Label + ": " + l.Text })
	if want := "findings > Liver: Normal.|impression > : Normal."; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// sectionLines lists each line of doc as its section's kind, then what show makes of the line,
// joined by "|".
func sectionLines(doc Document, show func(Line) string) string {
	var got []string
	for _, s := range doc.Sections {
		for _, l := range s.Lines {
			got = append(got, s.Kind+" > "+show(l))
		}
	}
	return strings.Join(got, "|")
}

func TestAnyUnknownHeadingAfterALabelLineSectionOpensTheBody(t *testing.T) {
	src := `<h2>TC cranio</h2><p><strong>Quesito:</strong> Cefalea.</p><h4>Encefalo</h4><p>Nei limiti.</p><h3>Conclusione</h3><p>Nella norma.</p>`
	doc := Read(src, func(text string, label bool) (string, bool) {
		switch strings.ToLower(text) {
		case "quesito":
			return "clinical", true
		case "conclusione":
			return "impression", true
		}
		return "", false
	}, "clinical")
	got := sectionLines(doc, func(l Line) string { return l.Group + " > " + l.Text })
	if want := "clinical >  > Cefalea.| > Encefalo > Nei limiti.|impression >  > Nella norma."; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestAnUnknownHeadingAfterTheTechniqueOpensTheBody(t *testing.T) {
	src := `<h2>CT Abdomen</h2><h3>Technique</h3><p>Portal venous phase.</p><h4>Contrast</h4><p>Dose: 80 ml.</p>` +
		`<h3>Organs</h3><p>Liver: Normal.</p><h3>Impression</h3><p>Normal.</p>`
	doc := Read(src, classify, "technique", "comparison")
	got := sectionLines(doc, func(l Line) string { return l.Group + " > " + l.Label })
	if want := "technique >  > |technique > Contrast > Dose| > Organs > Liver|impression >  > "; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
