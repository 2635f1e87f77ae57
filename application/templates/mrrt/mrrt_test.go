package mrrt_test

import (
	"errors"
	"os"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/radscribe/radscribe/application/templates/library"
	"github.com/radscribe/radscribe/application/templates/mrrt"
	"github.com/radscribe/radscribe/domain/template"
	"github.com/stretchr/testify/require"
)

// TestRoundTripSeededTemplates exports every default template as MRRT and imports it back:
// the HTML, name, language, modality and type come back as they were.
func TestRoundTripSeededTemplates(t *testing.T) {
	seeded, err := library.Templates()
	if err != nil {
		t.Fatal(err)
	}
	if len(seeded) == 0 {
		t.Fatal("no seeded templates")
	}
	for _, s := range seeded {
		t.Run(s.Key, func(t *testing.T) {
			tpl := template.Template{Name: s.Name, Type: s.Type, Modality: template.Modality(s.Modality), Language: s.Language, HTML: s.HTML}
			got, err := mrrt.Import([]byte(mrrt.Export(tpl)))
			if err != nil {
				t.Fatal(err)
			}
			if want := strings.TrimSpace(s.HTML); got.HTML != want {
				t.Errorf("HTML changed:\n got %q\nwant %q", got.HTML, want)
			}
			if got.Title != s.Name || got.Language != s.Language || got.Modality != s.Modality || got.Type != s.Type {
				t.Errorf("got %q %q %q %q, want %q %q %q %q", got.Title, got.Language, got.Modality, got.Type, s.Name, s.Language, s.Modality, s.Type)
			}
			if len(got.Warnings) != 0 {
				t.Errorf("warnings %q", got.Warnings)
			}
		})
	}
}

func TestImportFiles(t *testing.T) {
	tests := []struct {
		file     string
		title    string
		language string
		modality string
		html     []string
		warnings []string
	}{
		{
			file: "chest-xray.en.html", title: "Chest Radiograph", language: "en", modality: "other",
			html: []string{
				"<h2>Chest Radiograph</h2>",
				"<h3>Clinical information</h3>",
				"<p><strong>Indication:</strong> Cough.</p>",
				"<h3>Findings</h3>",
				`<p><strong>Heart size:</strong> <span class="rs-pick" data-options="normal|enlarged|borderline">normal</span></p>`,
				"<p><strong>Cardiothoracic ratio:</strong> 0.45</p>",
				`<p><strong>Pleural effusion:</strong> <span class="rs-pick" data-options="yes|no">no</span></p>`,
				"<h4>Lungs</h4>",
				"<p><strong>Opacities:</strong> none</p>",
				"<h3>Impression</h3>",
				"<p>No acute cardiopulmonary process.</p>",
			},
			warnings: []string{mrrt.WarnCoded},
		},
		{
			file: "knochen.de.html", title: "Röntgen Handgelenk", language: "de", modality: "other",
			html: []string{
				"<h2>Röntgen Handgelenk</h2>",
				"<h3>Technik</h3>",
				"<p>Handgelenk in zwei Ebenen.</p>",
				"<h3>Befund</h3>",
				`<p><strong>Fraktur:</strong> <span class="rs-pick" data-options="keine|distale Radiusfraktur|Skaphoidfraktur">distale Radiusfraktur</span></p>`,
				`<p><strong>Stellung:</strong> <span class="rs-pick" data-options="regelrecht|disloziert">regelrecht</span></p>`,
				`<p><strong>Weichteile:</strong> <span class="rs-pick" data-options="ja|nein">ja</span></p>`,
				"<h3>Beurteilung</h3>",
				"<p>Kein Nachweis einer frischen knöchernen Verletzung.</p>",
			},
		},
		{
			// Pick lists are fields: the chosen (else first) option shown, every option in
			// data-options, escaped; a repeated option once; never "other options" in the text.
			file: "pick-lists.en.html", title: "US Abdomen Pick Lists", language: "en", modality: "US",
			html: []string{
				"<h2>US Abdomen Pick Lists</h2>",
				"<h3>Findings</h3>",
				`<p><strong>Gallbladder:</strong> <span class="rs-pick" data-options="Normal|Prior cholecystectomy|Not seen|Abnormal">Normal</span></p>`,
				`<p><strong>Liver:</strong> <span class="rs-pick" data-options="Normal size|Enlarged">Enlarged</span></p>`,
				`<p><strong>Ascites:</strong> <span class="rs-pick" data-options="None|Small|Large">Small</span></p>`,
				`<p><strong>Gallstones:</strong> <span class="rs-pick" data-options="yes|no">no</span></p>`,
				`<p><strong>Common bile duct:</strong> <span class="rs-pick" data-options="&lt;6 mm|6%7C8 mm%3A &quot;borderline&quot; &amp; more|100%25 dilated">&lt;6 mm</span></p>`,
				`<p>The spleen is <span class="rs-pick" data-options="normal|enlarged">normal</span> in size.</p>`,
				"<h3>Impression</h3>",
				"<p>No acute abnormality.</p>",
			},
		},
		{
			// A row holding a table of its own heads that table's rows, each read once: never
			// the whole row flattened and then every field again.
			file: "nested-tables.en.html", title: "CT Renal Stone Form", language: "en", modality: "CT",
			html: []string{
				"<h2>CT Renal Stone Form</h2>",
				"<h3>Findings</h3>",
				"<p><strong>Right kidney</strong></p>",
				`<p><strong>Calculi:</strong> <span class="rs-pick" data-options="none|present">none</span></p>`,
				`<p><strong>Hydronephrosis:</strong> <span class="rs-pick" data-options="none|mild">none</span></p>`,
				"<p><strong>Left kidney</strong></p>",
				`<p><strong>Hydronephrosis:</strong> <span class="rs-pick" data-options="none|mild">none</span></p>`,
				"<p><strong>Bladder:</strong> unremarkable</p>",
			},
			warnings: []string{mrrt.WarnTable},
		},
		{
			file: "unsupported.en.html", title: "CT Abdomen Follow-up", language: "en", modality: "CT",
			html: []string{
				"<h2>CT Abdomen Follow-up</h2>",
				"<h3>Patient</h3>",
				"<h3>Findings</h3>",
				"<p>The liver measures 15 cm in craniocaudal span.</p>",
				"<p>Lesion 1 12 mm</p>",
				"<p>Lesion 2 8 mm</p>",
			},
			warnings: []string{
				mrrt.WarnStyle, mrrt.WarnScript, mrrt.WarnMedia, mrrt.WarnTable,
				mrrt.WarnMerge + "Patient name.", mrrt.WarnFieldType + "Key image (file).",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			src, err := os.ReadFile("testdata/" + tt.file)
			if err != nil {
				t.Fatal(err)
			}
			got, err := mrrt.Import(src)
			if err != nil {
				t.Fatal(err)
			}
			if got.Title != tt.title || got.Language != tt.language || got.Modality != tt.modality {
				t.Errorf("got %q %q %q", got.Title, got.Language, got.Modality)
			}
			if want := strings.Join(tt.html, "\n"); got.HTML != want {
				t.Errorf("HTML:\n got %s\nwant %s", got.HTML, want)
			}
			if !reflect.DeepEqual(got.Warnings, tt.warnings) && (len(got.Warnings) > 0 || len(tt.warnings) > 0) {
				t.Errorf("warnings:\n got %q\nwant %q", got.Warnings, tt.warnings)
			}
		})
	}
}

func TestImportRefuses(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want error
	}{
		{"plain text", "Findings: normal.", mrrt.ErrNotMRRT},
		{"html without sections", "<!DOCTYPE html><html><head><title>X</title></head><body><p>Hi</p></body></html>", mrrt.ErrNotMRRT},
		{"no title", "<!DOCTYPE html><html><head></head><body><section><p>Hi</p></section></body></html>", mrrt.ErrNotMRRT},
		{"not UTF-8", "<html><head><title>\xff</title></head><body><section>x</section></body></html>", mrrt.ErrNotMRRT},
		{"too large", "<html>" + strings.Repeat("a", mrrt.MaxFileBytes) + "</html>", mrrt.ErrTooLarge},
		{"empty sections", "<html><head><title>X</title></head><body><section></section></body></html>", mrrt.ErrEmpty},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := mrrt.Import([]byte(tt.src)); !errors.Is(err, tt.want) {
				t.Errorf("got %v, want %v", err, tt.want)
			}
		})
	}
}

func TestImportLanguage(t *testing.T) {
	tests := []struct{ meta, lang, want string }{
		{`<meta name="dcterms.language" content="fr-CA">`, "", "fr"},
		{"", "pt-BR", "pt"},
		{"", "", "en"},
		{`<meta name="dcterms.language" content="nl">`, "", "en"},
	}
	for _, tt := range tests {
		src := `<html lang="` + tt.lang + `"><head><title>T</title>` + tt.meta + `</head><body><section><p>x</p></section></body></html>`
		got, err := mrrt.Import([]byte(src))
		if err != nil {
			t.Fatal(err)
		}
		if got.Language != tt.want {
			t.Errorf("%s %s: got %q, want %q", tt.meta, tt.lang, got.Language, tt.want)
		}
	}
}

// TestExportEscapes keeps markup in names and values as text.
func TestExportEscapes(t *testing.T) {
	tpl := template.Template{Name: `A "quoted" <b>name</b>`, Modality: template.CT, Language: "en",
		HTML: "<h2>T &amp; U</h2><h3>S</h3><p><strong>L &lt;x&gt;:</strong> 5 &lt; 6 \"q\"</p><ul><li>item</li></ul>"}
	out := mrrt.Export(tpl)
	if strings.Contains(out, "<b>") {
		t.Errorf("markup in the name was not escaped: %s", out)
	}
	got, err := mrrt.Import([]byte(out))
	if err != nil {
		t.Fatal(err)
	}
	want := "<h2>T &amp; U</h2>\n<h3>S</h3>\n<p><strong>L &lt;x&gt;:</strong> 5 &lt; 6 \"q\"</p>\n<p>item</p>"
	if got.HTML != want || got.Title != tpl.Name {
		t.Errorf("got %q %q", got.Title, got.HTML)
	}
}

// TestBoldLinesRoundTrip: a line wholly in bold (a table group's head, or a paragraph in bold)
// stays bold through export and a second import; it was exported as plain text (found by
// FuzzImport).
func TestBoldLinesRoundTrip(t *testing.T) {
	for name, body := range map[string]string{
		"group row": `<table><tr><td>Kidneys<table><tr><td><label for="a">Right</label><input id="a" value="Normal"></td></tr></table></td></tr></table>`,
		"bold line": `<p><b>Kidneys</b></p><p><label for="a">Right</label><input id="a" value="Normal"></p>`,
	} {
		src := "<html><head><title>T</title></head><body><h1>0</h1><section data-section-name=\"S\">" + body + "</section></body></html>"
		got, err := mrrt.Import([]byte(src))
		require.NoError(t, err, name)
		require.Contains(t, got.HTML, "<p><strong>Kidneys</strong></p>", name)
		again, err := mrrt.Import([]byte(mrrt.Export(template.Template{Name: got.Title, Language: "en", HTML: got.HTML})))
		require.NoError(t, err, name)
		require.Equal(t, got.HTML, again.HTML, name)
	}
}

// FuzzImport: no input makes Import panic, and what it imports survives our export and a
// second import unchanged.
func FuzzImport(f *testing.F) {
	for _, name := range []string{"chest-xray.en.html", "knochen.de.html", "unsupported.en.html", "pick-lists.en.html"} {
		src, err := os.ReadFile("testdata/" + name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src)
	}
	f.Add([]byte("<html><head><title>T</title></head><body><section><p><label>a<input value=b></label></p></section></body></html>"))
	f.Fuzz(func(t *testing.T, src []byte) {
		got, err := mrrt.Import(src)
		if err != nil {
			return
		}
		tpl := template.Template{Name: got.Title, Type: got.Type, Modality: template.Modality(got.Modality), Language: got.Language, HTML: got.HTML}
		again, err := mrrt.Import([]byte(mrrt.Export(tpl)))
		if err != nil {
			t.Fatalf("our export of an import is refused: %v", err)
		}
		if again.HTML != got.HTML {
			t.Fatalf("not stable:\nfirst  %q\nsecond %q", got.HTML, again.HTML)
		}
	})
}

// TestImportLargeFileIsQuick: a file at the limit full of labelled fields, and one nested as
// deep as the HTML parser allows (512 open elements), import quickly.
func TestImportLargeFileIsQuick(t *testing.T) {
	var b strings.Builder
	b.WriteString(`<html><head><title>Big</title></head><body><section data-section-name="S">`)
	for i := 0; b.Len() < mrrt.MaxFileBytes-200; i++ {
		b.WriteString(`<p><label for="f` + strconv.Itoa(i) + `">L</label><select id="f` + strconv.Itoa(i) + `"><option>a<option>b</select></p>`)
	}
	b.WriteString(`</section></body></html>`)
	deep := `<html><head><title>Deep</title></head><body>` + strings.Repeat(`<section><header>H</header><div>`, 250) + `<p>x</p></body></html>`
	for name, src := range map[string]string{"fields": b.String(), "nesting": deep} {
		start := time.Now()
		if _, err := mrrt.Import([]byte(src)); err != nil {
			t.Fatal(err)
		}
		if took := time.Since(start); took > 5*time.Second {
			t.Errorf("a file of %d bytes of %s took %v", len(src), name, took)
		} else {
			t.Logf("a file of %d bytes of %s took %v", len(src), name, took)
		}
	}
}
