package document

import (
	"strings"
	"testing"
)

func TestReplaceKeepsUnbalancedTags(t *testing.T) {
	tests := []struct {
		name, source, old, text, want string
	}{
		{"balanced text", "<p><strong>Liver:</strong> Normal.</p>", " Normal.", " Enlarged.", "<p><strong>Liver:</strong> Enlarged.</p>"},
		{"text inside the label's bold", "<p><strong>Kidney: Normal.</strong></p>", " Normal.</strong>", " Cyst.", "<p><strong>Kidney: Cyst.</strong></p>"},
		{"bold closed mid-text", "<p><strong>Liver: normal</strong> in size.</p>", " normal</strong> in size.", " Enlarged.", "<p><strong>Liver: Enlarged.</strong></p>"},
		{"wrapper opened between lines", "<p>A</p><strong>\n<p>B</p><p>C</p></strong>", "<p>A</p><strong>\n<p>B</p>", "<p>X</p>", "<p>X</p><strong><p>C</p></strong>"},
		{"inner elements closed inside", "<p>a <em>b <u>c</u></em> d</p>", "a <em>b <u>c</u></em> d", "x", "<p>x</p>"},
		{"line break and attributes", `<p class="ql-align-center">a<br>b</p>`, `a<br>b`, "c", `<p class="ql-align-center">c</p>`},
		{"end tag of an element the range did not open, then an open one", "<p><em>a</em></p><p><u>b</u></p>", "a</em></p><p><u>", "x", "<p><em>x</em></p><p><u>b</u></p>"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			from := strings.Index(tt.source, tt.old)
			if from < 0 {
				t.Fatalf("%q not in %q", tt.old, tt.source)
			}
			if got := Replace(tt.source, from, from+len(tt.old), tt.text); got != tt.want {
				t.Errorf("Replace = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestReplaceAllIsReplaceOneAfterAnother(t *testing.T) {
	source := "<p><strong>Liver:</strong> Normal.</p><p>Spleen: <em>Normal.</em></p><p>Kidneys: Normal.</p>"
	oneByOne := func(edits []Edit) string {
		out := source
		for _, e := range edits {
			out = Replace(out, e.From, e.To, e.Text)
		}
		return out
	}
	kidneys, spleen, liver := strings.Index(source, "Kidneys: ")+9, strings.Index(source, "<em>"), strings.Index(source, " Normal.")
	tests := map[string][]Edit{
		"apart":                   {{kidneys, kidneys + 7, "Cyst."}, {spleen, spleen + 15, "Enlarged."}, {liver, liver + 8, " Steatosis."}},
		"insertions at one place": {{len(source), len(source), "<p>A</p>"}, {len(source), len(source), "<p>B</p>"}, {kidneys, kidneys, "Small "}},
		"touching":                {{spleen + 4, spleen + 11, "x"}, {spleen, spleen + 4, "y"}},
		"overlapping":             {{spleen + 4, spleen + 11, "x"}, {spleen, spleen + 8, "y"}},
		"none":                    nil,
	}
	for name, edits := range tests {
		t.Run(name, func(t *testing.T) {
			if got, want := ReplaceAll(source, edits), oneByOne(edits); got != want {
				t.Errorf("ReplaceAll = %q, want %q", got, want)
			}
		})
	}
}
