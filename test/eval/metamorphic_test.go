package main

import (
	"context"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/llm/builtin"
	"github.com/radscribe/radscribe/ports"
)

// findingsByLabel is a filled report's findings lines, label (case folded) to text.
func findingsByLabel(doc string) map[string]string {
	out := map[string]string{}
	for _, l := range readDoc(doc).lines {
		if l.heading || l.label == "" || isImpressionName(l.section) {
			continue
		}
		key := labelKey(l.context + " " + l.label)
		out[key] = strings.ToLower(collapseSpace(l.text))
	}
	return out
}

// The same dictation filled into the same template written in another house style (bold,
// plain or upper-case labels, list items, a table, lines under a 'Conclusion', no findings
// heading) gives the same text on the corresponding lines.
func TestFillingIsTheSameWhateverTheTemplatesStyle(t *testing.T) {
	corpus, err := loadCorpus()
	require.NoError(t, err)
	// The written templates of one modality and language are one template in several styles;
	// the lines they share (the same label under the same organ heading, with the same normal
	// text) are compared.
	groups := map[string][]corpusTemplate{}
	for _, tpl := range corpus {
		if tpl.style != "mrrt" {
			groups[tpl.modality+"/"+tpl.lang] = append(groups[tpl.modality+"/"+tpl.lang], tpl)
		}
	}
	for _, tpls := range groups {
		sort.Slice(tpls, func(i, j int) bool { return tpls[i].name < tpls[j].name })
	}
	w := builtin.New()
	ctx := context.Background()
	compared, lines := 0, 0
	for _, tpls := range groups {
		if len(tpls) < 2 {
			continue
		}
		for _, d := range invariantDictations {
			if d.modality != tpls[0].modality || d.lang != tpls[0].lang {
				continue
			}
			corrected, err := w.Correct(ctx, ports.CorrectionRequest{Text: d.text, Language: d.lang})
			require.NoError(t, err)
			var first, firstDefaults map[string]string
			for i, tpl := range tpls {
				defaults := findingsByLabel(tpl.html)
				filled, err := w.Fill(ctx, ports.FillRequest{Transcript: corrected.Text, TemplateHTML: tpl.html, Language: d.lang})
				require.NoError(t, err)
				got := findingsByLabel(filled.HTML)
				if i == 0 {
					first, firstDefaults = got, defaults
					continue
				}
				compared++
				for label, text := range first {
					if defaults[label] == "" || defaults[label] != firstDefaults[label] {
						continue
					}
					lines++
					if other := got[label]; other != text {
						t.Errorf("%s in %s: %q is %q, in %s %q", d.id, tpl.name, label, got[label], tpls[0].name, text)
					}
				}
			}
		}
	}
	require.Positive(t, compared, "no template is written in two styles")
	t.Logf("%d fills compared with the same template in another style, %d lines", compared, lines)
}
