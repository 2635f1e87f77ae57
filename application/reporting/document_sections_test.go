package reporting

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// The checks read a report in whatever shape its template had: a table's rows and a label line
// that names the impression ("<strong>Impression:</strong> ...") are read as a radiologist
// reads them.
func TestContradictionsReadEveryTemplateShape(t *testing.T) {
	tests := []struct{ name, html, want string }{
		{
			name: "a table row denies what the impression label line reports",
			html: `<table><tr><td><strong>Pleura</strong></td><td>No effusion or pneumothorax.</td></tr></table><p><strong>Impression:</strong> Small right pneumothorax.</p>`,
			want: "pneumothorax",
		},
		{
			name: "an upper-case impression line",
			html: `<p>PLEURA: No pleural effusion.</p><p>IMPRESSION: Moderate right pleural effusion.</p>`,
			want: "effusion",
		},
		{
			name: "a finding line under an organ heading keeps the heading's side",
			html: `<h3>Findings</h3><p><strong>Left kidney</strong></p><p>Hydronephrosis: None.</p><h3>Impression</h3><p>Moderate right hydronephrosis.</p>`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var texts []string
			for _, c := range Contradictions("en", tt.html, "") {
				texts = append(texts, c.Text)
			}
			joined := strings.ToLower(strings.Join(texts, "\n"))
			if tt.want == "" && len(texts) > 0 {
				t.Errorf("flagged %q", texts)
			}
			if tt.want != "" && !strings.Contains(joined, tt.want) {
				t.Errorf("want a flag naming %q, got %q", tt.want, texts)
			}
		})
	}
}

// A German template filled while English is still selected is filled with German rules: the
// correction and the writer get German, and the answer says so.
func TestATemplateIsFilledInItsOwnLanguage(t *testing.T) {
	e := newEnv()
	got, err := e.service.Fill(context.Background(), anna, FillInput{
		Transcript:   "befund doppelpunkt kleiner pleuraerguss rechts punkt",
		TemplateHTML: `<h3>Befund</h3><p><strong>Pleura:</strong> Kein Pleuraerguss.</p><h3>Beurteilung</h3><p>Unauffälliger Befund.</p>`,
		Language:     "en",
	})
	if err != nil {
		t.Fatal(err)
	}
	if got.Language != "de" || e.writer.fills[0].Language != "de" || e.writer.corrections[0].Language != "de" {
		t.Errorf("answered %q, filled in %q, corrected in %q; want de", got.Language, e.writer.fills[0].Language, e.writer.corrections[0].Language)
	}

	got, err = e.service.Fill(context.Background(), anna, FillInput{
		Transcript: "kleiner pleuraerguss rechts", TemplateHTML: `<h3>Befund</h3><p>Pleura: Kein Erguss.</p>`, Language: "de-ch",
	})
	if err != nil || got.Language != "de-ch" {
		t.Errorf("a template in the selected language keeps the selection: %q, %v", got.Language, err)
	}
}

// A report never carries two impressions, whatever wrote it: a second one, as a heading or a
// label line, is listed for review.
func TestASecondImpressionIsFlagged(t *testing.T) {
	two := `<p>IMPRESSION: Negative chest.</p><h3>Impression</h3><p>Moderate right pleural effusion.</p>`
	if got := Contradictions("en", two, ""); !strings.Contains(fmt.Sprint(got), "The report has 2 impressions.") {
		t.Errorf("two impressions not flagged: %+v", got)
	}
	one := `<h3>Findings</h3><p>Lungs: Clear.</p><h3>Impression</h3><p>Normal.</p>`
	if got := Contradictions("en", one, ""); len(got) > 0 {
		t.Errorf("one impression flagged: %+v", got)
	}
}

// A report whose headings are in two languages is flagged; one in one language is not.
func TestMixedLanguagesAreFlagged(t *testing.T) {
	mixed := `<h3>Befund</h3><p>Kleiner Pleuraerguss rechts.</p><h3>Findings</h3><p>Small right effusion.</p>`
	if got := fmt.Sprint(Contradictions("de", mixed, "")); !strings.Contains(got, "verschiedenen Sprachen") {
		t.Errorf("mixed headings not flagged: %s", got)
	}
	for _, one := range []string{
		`<h3>Befund</h3><p>Kleiner Pleuraerguss rechts.</p><h3>Beurteilung</h3><p>Pleuraerguss rechts.</p>`,
		`<h3>Findings</h3><p>Small right effusion.</p><h3>Impression</h3><p>Right effusion.</p>`,
	} {
		if got := Contradictions("en", one, ""); len(got) > 0 {
			t.Errorf("%s flagged: %+v", one, got)
		}
	}
}
