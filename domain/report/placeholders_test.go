package report

import (
	"strings"
	"testing"
)

func TestCheckPlaceholders(t *testing.T) {
	tests := []struct {
		name, language, html string
		want                 []string // each entry's text, in order
		sections             []string
	}{
		{
			name: "inline headings and labelled lines", language: "en",
			html: `<p><strong>Clinical history:</strong> [***]</p><h3>Findings</h3><p><strong>Liver:</strong> Normal.</p>` +
				`<p><strong>Spleen:</strong> Normal, measuring [ ] cm.</p><h3>Impression</h3><p>Cholelithiasis.</p>`,
			want: []string{
				"The template's placeholder [***] is still in “Clinical history: [***]”.",
				"The template's placeholder [ ] is still in “Spleen: Normal, measuring [ ] cm.”.",
			},
			sections: []string{SectionClinical, SectionFindings},
		},
		{
			name: "German, a mark named once per line", language: "de",
			html: `<p><b>BEFUND:</b></p><p>Niere rechts … cm, links … cm. Kein Harnstau.</p><p><b>BEURTEILUNG:</b></p><p>xxx</p>`,
			want: []string{
				"Der Platzhalter … der Vorlage steht noch in „Niere rechts … cm, links … cm. Kein Harnstau.“.",
				"Der Platzhalter xxx der Vorlage steht noch in „xxx“.",
			},
			sections: []string{SectionFindings, SectionImpression},
		},
		{
			name: "a filled report", language: "en",
			html: `<h3>Findings</h3><p>Liver ........ normal.</p><p>Nodule of 3 x 4 cm, unchanged...</p><h3>Impression</h3><p>[x] Stable nodule.</p>`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := CheckPlaceholders(tt.language, ReadDocument(tt.html))
			if len(got) != len(tt.want) {
				t.Fatalf("got %d entries %+v, want %d", len(got), got, len(tt.want))
			}
			for i, c := range got {
				if c.Text != tt.want[i] || len(c.Sections) != 1 || c.Sections[0] != tt.sections[i] || c.SuggestedFix == "" {
					t.Errorf("entry %d = %q in %v, want %q in %s", i, c.Text, c.Sections, tt.want[i], tt.sections[i])
				}
			}
		})
	}
}

func TestCheckPlaceholdersCountsLinesBeyondThoseQuoted(t *testing.T) {
	var b strings.Builder
	for _, organ := range []string{"Liver", "Spleen", "Pancreas", "Kidneys", "Bladder", "Aorta", "Bones"} {
		b.WriteString("<p><strong>" + organ + ":</strong> [***]</p>")
	}
	got := CheckPlaceholders("en", ReadDocument(b.String()))
	if len(got) != placeholderLinesShown {
		t.Fatalf("got %d entries, want %d", len(got), placeholderLinesShown)
	}
	if last := got[len(got)-1].Text; !strings.HasSuffix(last, " 2 more lines hold placeholders.") {
		t.Errorf("last entry = %q, want the 2 lines not quoted counted", last)
	}
}
