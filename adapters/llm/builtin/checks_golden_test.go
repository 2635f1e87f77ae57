package builtin_test

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/llm/builtin"
	"github.com/radscribe/radscribe/adapters/sanitize"
	"github.com/radscribe/radscribe/application/reporting"
	"github.com/radscribe/radscribe/ports"
)

// TestGoldenChecks fills a library template with a dictation that the dictation checks must
// question (anatomy of another region, an implausible size, mixed units, a stated sex, a finding
// in only one of findings and impression) and compares the issues listed, as the application
// lists them with the contradictions, with testdata/checks/NAME.checks.txt.
func TestGoldenChecks(t *testing.T) {
	templates := libraryTemplates(t)
	cases := []struct{ name, language, template, dictation string }{
		{"en-ct-chest", "en", "ct-chest-en",
			"clinical information colon 67 year old man with cough period findings colon small right pleural effusion period " +
				"tear of the medial meniscus period suspicious nodule of 3 cm x 25 mm in the right upper lobe period " +
				"the ascending aorta measures zero point two millimeters period simple cyst of the right kidney measuring forty five centimeters period " +
				"impression colon small right pleural effusion period small pneumothorax period"},
		{"de-ct-chest", "de", "ct-chest-de",
			"klinische angaben doppelpunkt patientin mit husten punkt befund doppelpunkt kleiner pleuraerguss rechts punkt " +
				"riss des innenmeniskus punkt suspekter rundherd 3 cm x 25 mm im rechten oberlappen punkt " +
				"prostata vergrößert punkt nierenzyste links fünfundvierzig zentimeter punkt beurteilung doppelpunkt kleiner pleuraerguss rechts punkt kleiner pneumothorax punkt"},
	}
	w := builtin.New()
	ctx := context.Background()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			corrected, err := w.Correct(ctx, ports.CorrectionRequest{Text: c.dictation, Language: c.language})
			require.NoError(t, err)
			tpl := sanitize.New().Sanitize(templates[c.template])
			require.NotEmpty(t, tpl, "no library template %s", c.template)
			filled, err := w.Fill(ctx, ports.FillRequest{Transcript: corrected.Text, TemplateHTML: tpl, Language: c.language})
			require.NoError(t, err)
			var b strings.Builder
			for _, found := range reporting.Contradictions(c.language, filled.HTML, tpl) {
				b.WriteString(found.ID + ": " + found.Text + "\n")
			}
			golden(t, "checks/"+c.name+".checks.txt", b.String())
		})
	}
}
