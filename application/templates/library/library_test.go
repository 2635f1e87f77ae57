package library_test

import (
	"encoding/xml"
	"fmt"
	"io"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/templates/library"
)

// sections are the five headings each template must carry, in order, per language; where a
// language has two customary words for a section, either is accepted.
var sections = map[string][5][]string{
	"en": {{"Clinical information"}, {"Technique"}, {"Comparison"}, {"Findings"}, {"Impression"}},
	"de": {{"Klinische Angaben", "Fragestellung", "Klinische Angaben / Fragestellung"}, {"Technik"}, {"Voruntersuchungen"}, {"Befund"}, {"Beurteilung"}},
	"es": {{"Información clínica"}, {"Técnica"}, {"Comparación"}, {"Hallazgos"}, {"Impresión", "Conclusión"}},
	"pt": {{"Informação clínica"}, {"Técnica"}, {"Comparação"}, {"Achados"}, {"Impressão", "Conclusão"}},
	"it": {{"Quesito clinico"}, {"Tecnica"}, {"Confronto"}, {"Reperto"}, {"Conclusioni"}},
	"fr": {{"Renseignements cliniques"}, {"Technique"}, {"Comparaison"}, {"Résultats"}, {"Conclusion"}},
}

const findings = 3 // index of the findings section in sections

// required are the studies the seed library promises in both English and German.
var required = []string{
	"ct-head", "ct-chest", "ct-abdomen-pelvis", "ct-pulmonary-angiography",
	"mri-brain", "mri-knee", "mri-lumbar-spine", "mri-shoulder",
	"us-abdomen", "us-thyroid", "us-kidneys",
	"mx-screening", "mx-diagnostic", "ir-ct-guided-biopsy", "xr-chest",
}

var modalities = []string{"CT", "MRI", "MX", "IR", "US", "other"}

func TestLibraryCoverage(t *testing.T) {
	ts, err := library.Templates()
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(ts), 30)

	keys := map[string]bool{}
	perLanguage := map[string]int{}
	modalitiesOf := map[string]map[string]bool{}
	for _, tpl := range ts {
		assert.False(t, keys[tpl.Key], "duplicate key %s", tpl.Key)
		keys[tpl.Key] = true
		perLanguage[tpl.Language]++
		if modalitiesOf[tpl.Language] == nil {
			modalitiesOf[tpl.Language] = map[string]bool{}
		}
		modalitiesOf[tpl.Language][tpl.Modality] = true
	}
	for _, lang := range []string{"en", "de"} {
		for _, m := range modalities {
			assert.True(t, modalitiesOf[lang][m], "%s has no %s template", lang, m)
		}
		for _, study := range required {
			assert.True(t, keys[study+"-"+lang], "missing %s-%s", study, lang)
		}
	}
	for _, lang := range []string{"es", "pt", "it", "fr"} {
		assert.GreaterOrEqual(t, perLanguage[lang], 3, "templates in %s", lang)
	}

	// Templates hands out a copy: changing it must not reach the next caller.
	ts[0].HTML = ""
	again, err := library.Templates()
	require.NoError(t, err)
	assert.NotEmpty(t, again[0].HTML)
}

func TestEveryTemplateIsWellFormed(t *testing.T) {
	ts, err := library.Templates()
	require.NoError(t, err)
	for _, tpl := range ts {
		t.Run(tpl.Key, func(t *testing.T) {
			assert.NotEmpty(t, tpl.Name)
			assert.NotEmpty(t, tpl.Type)
			assert.Contains(t, modalities, tpl.Modality)
			want, ok := sections[tpl.Language]
			require.True(t, ok, "no section headings known for %q", tpl.Language)
			checkStructure(t, tpl, want)
		})
	}
}

// block is one top-level element of a template with its exact source text.
type block struct {
	tag, text, raw string
}

var (
	// labelled is the convention filling relies on: <p><strong>Label:</strong> text</p>.
	labelled = regexp.MustCompile(`^<p><strong>([^<>:]+):</strong> ([^<>]+)</p>$`)
	// Quill marks alignment with these classes; nothing else may carry a class.
	quillAlign  = regexp.MustCompile(`^ql-align-(center|right|justify)$`)
	allowedTags = map[string]bool{"h1": true, "h2": true, "h3": true, "p": true, "strong": true,
		"em": true, "u": true, "ul": true, "ol": true, "li": true, "br": true}
	placeholders = []string{"[", "]", "{", "}", "...", "___", "TODO", "XXX"}
)

func checkStructure(t *testing.T, tpl library.Template, want [5][]string) {
	t.Helper()
	blocks := parse(t, tpl.HTML)
	require.NotEmpty(t, blocks)
	require.Equal(t, "h2", blocks[0].tag, "a template starts with its title")
	assert.Equal(t, tpl.Name, blocks[0].text, "the title is the template's name")

	var bodies [5][]block
	next := 0
	for _, b := range blocks[1:] {
		if b.tag == "h3" {
			require.Less(t, next, len(want), "unexpected heading %q", b.text)
			require.Contains(t, want[next], b.text, "section %d heading", next+1)
			next++
			continue
		}
		require.Positive(t, next, "content %q before the first section", b.raw)
		bodies[next-1] = append(bodies[next-1], b)
	}
	require.Equal(t, len(want), next, "all five sections present")

	labels := map[string]bool{}
	for i, body := range bodies {
		assert.NotEmpty(t, body, "section %q is empty", want[i][0])
		for _, b := range body {
			m := labelled.FindStringSubmatch(b.raw)
			if i == findings {
				assert.NotNil(t, m, "findings line is not labelled: %s", b.raw)
			}
			if m == nil {
				continue
			}
			assert.False(t, labels[m[1]], "label %q used twice", m[1])
			labels[m[1]] = true
			assert.True(t, strings.HasSuffix(m[2], "."), "default text ends a sentence: %s", b.raw)
		}
	}
	assert.GreaterOrEqual(t, countLabelled(bodies[findings]), 3, "findings need organ lines")
	for _, p := range placeholders {
		assert.False(t, strings.Contains(tpl.HTML, p), "placeholder-like text %q", p)
	}
}

func countLabelled(body []block) int {
	n := 0
	for _, b := range body {
		if labelled.MatchString(b.raw) {
			n++
		}
	}
	return n
}

// parse reads the template as strict XML, which Quill's output is when written with care; that
// also proves it is well-formed. It rejects any tag or attribute outside the allowed set.
func parse(t *testing.T, html string) []block {
	t.Helper()
	src := "<root>" + html + "</root>"
	dec := xml.NewDecoder(strings.NewReader(src))
	var (
		blocks []block
		depth  int
		start  int64
		text   strings.Builder
	)
	for {
		pos := dec.InputOffset()
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		require.NoError(t, err)
		switch tk := tok.(type) {
		case xml.StartElement:
			if tk.Name.Local == "root" {
				continue
			}
			require.True(t, allowedTags[tk.Name.Local], "tag <%s> not allowed", tk.Name.Local)
			for _, a := range tk.Attr {
				ok := a.Name.Local == "class" && quillAlign.MatchString(a.Value)
				require.True(t, ok, "attribute %s=%q not allowed", a.Name.Local, a.Value)
			}
			if depth == 0 {
				start = pos
				text.Reset()
			}
			depth++
		case xml.EndElement:
			if tk.Name.Local == "root" {
				continue
			}
			depth--
			if depth == 0 {
				blocks = append(blocks, block{
					tag:  tk.Name.Local,
					text: strings.TrimSpace(text.String()),
					raw:  src[start:dec.InputOffset()],
				})
			}
		case xml.CharData:
			if depth > 0 {
				text.Write(tk)
			} else {
				require.Empty(t, strings.TrimSpace(string(tk)), "text outside a block")
			}
		default:
			require.Fail(t, fmt.Sprintf("unexpected token %T", tok))
		}
	}
	return blocks
}
