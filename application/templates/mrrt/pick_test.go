package mrrt_test

import (
	"os"
	"strings"
	"testing"

	"github.com/radscribe/radscribe/application/templates/mrrt"
	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/domain/template"
)

// TestPickFieldsReadAsTheirValue: the checks read a template (and a report filled from it)
// through the one document model, which reads text nodes: a pick field is its value shown,
// never its other options.
func TestPickFieldsReadAsTheirValue(t *testing.T) {
	src, err := os.ReadFile("testdata/pick-lists.en.html")
	if err != nil {
		t.Fatal(err)
	}
	imported, err := mrrt.Import(src)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, s := range report.ReadDocument(imported.HTML).Sections {
		for _, l := range s.Lines {
			got[l.Label] = l.Text
		}
	}
	want := map[string]string{
		"Gallbladder": "Normal", "Liver": "Enlarged", "Ascites": "Small", "Gallstones": "no",
		"Common bile duct": "<6 mm", "": "No acute abnormality.",
	}
	for label, text := range want {
		if got[label] != text {
			t.Errorf("%q reads %q, want %q (all: %q)", label, got[label], text, got)
		}
	}
	for label, text := range got {
		if strings.Contains(text, "cholecystectomy") || strings.Contains(text, "Not seen") || strings.Contains(text, "|") {
			t.Errorf("%q reads an option not chosen: %q", label, text)
		}
	}
}

// TestPickFieldsRoundTrip imports every test file, exports the result and imports it again: the
// pick fields come back with the same options and value shown, and the export writes each as
// an MRRT select with its options, the value shown selected.
func TestPickFieldsRoundTrip(t *testing.T) {
	for _, name := range []string{"chest-xray.en.html", "knochen.de.html", "pick-lists.en.html"} {
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile("testdata/" + name)
			if err != nil {
				t.Fatal(err)
			}
			first, err := mrrt.Import(src)
			if err != nil {
				t.Fatal(err)
			}
			tpl := template.Template{Name: first.Title, Modality: template.Modality(first.Modality), Language: first.Language, HTML: first.HTML}
			exported := mrrt.Export(tpl)
			if picks, selects := strings.Count(first.HTML, `class="rs-pick"`), strings.Count(exported, "<select "); picks == 0 || picks != selects {
				t.Errorf("%d pick fields exported as %d selects:\n%s", picks, selects, exported)
			}
			if strings.Count(exported, "<option selected>") != strings.Count(exported, "<select ") {
				t.Errorf("not one selected option per select:\n%s", exported)
			}
			again, err := mrrt.Import([]byte(exported))
			if err != nil {
				t.Fatal(err)
			}
			if again.HTML != first.HTML {
				t.Errorf("changed:\nfirst  %s\nsecond %s", first.HTML, again.HTML)
			}
		})
	}
}

// TestExportPickFields: how each place a pick field can sit in template HTML is exported, and
// what importing that gives back.
func TestExportPickFields(t *testing.T) {
	const pick = `<span class="rs-pick" data-options="Normal|Prior cholecystectomy|Not seen|Abnormal">`
	tests := []struct {
		name   string
		html   string
		export []string // in the exported body
		back   string   // the body imported again, after the heading
	}{
		{
			name:   "labelled line",
			html:   `<h3>Findings</h3><p><strong>Gallbladder:</strong> ` + pick + `Normal</span></p>`,
			export: []string{`<p><label for="f1">Gallbladder:</label> <select id="f1" name="Gallbladder"><option selected>Normal</option><option>Prior cholecystectomy</option><option>Not seen</option><option>Abnormal</option></select></p>`},
			back:   `<p><strong>Gallbladder:</strong> ` + pick + `Normal</span></p>`,
		},
		{
			name:   "the value chosen is selected",
			html:   `<h3>Findings</h3><p><strong>Gallbladder:</strong> ` + pick + `Not seen</span></p>`,
			export: []string{`<option>Normal</option><option>Prior cholecystectomy</option><option selected>Not seen</option>`},
			back:   `<p><strong>Gallbladder:</strong> ` + pick + `Not seen</span></p>`,
		},
		{
			name:   "a value typed over is kept as the first option",
			html:   `<h3>Findings</h3><p><strong>Gallbladder:</strong> <span class="rs-pick" data-options="Normal|Abnormal">Contracted</span></p>`,
			export: []string{`<option selected>Contracted</option><option>Normal</option><option>Abnormal</option>`},
			back:   `<p><strong>Gallbladder:</strong> <span class="rs-pick" data-options="Contracted|Normal|Abnormal">Contracted</span></p>`,
		},
		{
			name:   "in running text",
			html:   `<h3>Findings</h3><p>The spleen is <span class="rs-pick" data-options="normal|enlarged">normal</span> in size.</p>`,
			export: []string{`<p>The spleen is <select id="f1" name="f1"><option selected>normal</option><option>enlarged</option></select> in size.</p>`},
			back:   `<p>The spleen is <span class="rs-pick" data-options="normal|enlarged">normal</span> in size.</p>`,
		},
		{
			name:   "in a list item",
			html:   `<h3>Findings</h3><ul><li>Kidneys <span class="rs-pick" data-options="normal|small">normal</span></li></ul>`,
			export: []string{`<p>Kidneys <select id="f1" name="f1"><option selected>normal</option><option>small</option></select></p>`},
			back:   `<p>Kidneys <span class="rs-pick" data-options="normal|small">normal</span></p>`,
		},
		{
			name:   "options escaped in the file and back",
			html:   `<h3>F</h3><p><strong>CBD:</strong> <span class="rs-pick" data-options="&lt;6 mm|6%7C8 mm%3A &quot;x&quot; &amp; y|100%25">&lt;6 mm</span></p>`,
			export: []string{`<option selected>&lt;6 mm</option><option>6|8 mm: "x" &amp; y</option><option>100%</option>`},
			back:   `<p><strong>CBD:</strong> <span class="rs-pick" data-options="&lt;6 mm|6%7C8 mm%3A &quot;x&quot; &amp; y|100%25">&lt;6 mm</span></p>`,
		},
		{
			name:   "text and a field after a label: a paragraph, the label as text",
			html:   `<h3>F</h3><p><strong>Spleen:</strong> <span class="rs-pick" data-options="12|14">12</span> cm</p>`,
			export: []string{`<p>Spleen: <select id="f1" name="f1"><option selected>12</option><option>14</option></select> cm</p>`},
			back:   `<p>Spleen: <span class="rs-pick" data-options="12|14">12</span> cm</p>`,
		},
		{
			name:   "a span without valid options is text",
			html:   `<h3>F</h3><p><strong>Liver:</strong> <span class="rs-pick" data-options="only one">normal</span></p><p><span class="rs-pick" data-options="a:b|c">a</span></p>`,
			export: []string{`<input type="text" id="f1" name="Liver" value="normal">`, `<p>a</p>`},
			back:   "<p><strong>Liver:</strong> normal</p>\n<p>a</p>",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := mrrt.Export(template.Template{Name: "T", Modality: template.US, Language: "en", HTML: "<h2>T</h2>" + tt.html})
			for _, want := range tt.export {
				if !strings.Contains(out, want) {
					t.Errorf("export lacks %s:\n%s", want, out)
				}
			}
			got, err := mrrt.Import([]byte(out))
			if err != nil {
				t.Fatal(err)
			}
			_, body, _ := strings.Cut(got.HTML, "\n")
			_, body, _ = strings.Cut(body, "\n") // the section heading
			if body != tt.back {
				t.Errorf("imported back:\n got %s\nwant %s", body, tt.back)
			}
			if strings.Contains(got.HTML, "other options") {
				t.Errorf("option text in the report's text: %s", got.HTML)
			}
		})
	}
}

// A radio group whose choices are each wrapped in their own label, inside a row with the
// group's label (a common form layout), is one pick list on one line: the chosen choice shown,
// every choice an option, no choice left as text.
func TestRadioChoicesWrappedInLabelsAreOnePickList(t *testing.T) {
	src := `<html><head><title>CT Urolithiasis</title></head><body><section data-section-name="Findings">
<div class="row"><span class="lbl">Urolithiasis present</span>
  <div class="choices">
    <label><input type="radio" name="uro" value="no" checked="checked" /> No urolithiasis</label>
    <label><input type="radio" name="uro" value="yes" /> Calculi present</label>
  </div>
</div></section></body></html>`
	imported, err := mrrt.Import([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := `<p>Urolithiasis present <span class="` + template.PickClass + `" ` + template.PickOptions + `="No urolithiasis|Calculi present">No urolithiasis</span></p>`
	if !strings.Contains(imported.HTML, want) {
		t.Errorf("imported:\n%s\nwant a line:\n%s", imported.HTML, want)
	}
}
