package builtin_test

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/llm/builtin"
	"github.com/radscribe/radscribe/adapters/sanitize"
	"github.com/radscribe/radscribe/application/templates/library"
	"github.com/radscribe/radscribe/ports"
)

var update = flag.Bool("update", false, "rewrite the golden files from the engine's output")

// TestGolden runs every dictation in testdata (language-template.dictation.txt) through
// correct, format, generate, and fill with the library template of that name, and compares with
// the reviewed output next to it. Every HTML output must also pass the sanitizer unchanged.
func TestGolden(t *testing.T) {
	templates := libraryTemplates(t)
	files, err := filepath.Glob(filepath.Join("testdata", "*.dictation.txt"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	w := builtin.New()
	ctx := context.Background()
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".dictation.txt")
		code, key, _ := strings.Cut(name, "-")
		raw, err := os.ReadFile(file)
		require.NoError(t, err)
		dictation := string(raw)
		t.Run(name, func(t *testing.T) {
			corrected, err := w.Correct(ctx, ports.CorrectionRequest{Text: dictation, Language: code})
			require.NoError(t, err)
			golden(t, name+".correct.txt", correctionText(corrected))

			formatted, err := w.Format(ctx, ports.FormatRequest{Transcript: corrected.Text, Language: code})
			require.NoError(t, err)
			assert.Equal(t, builtin.PromptUsed, formatted.PromptUsed)
			golden(t, name+".format.html", formatted.HTML)

			generated, err := w.Generate(ctx, ports.GenerateRequest{Transcript: corrected.Text, Language: code})
			require.NoError(t, err)
			golden(t, name+".generate.html", generated.HTML)

			tpl, ok := templates[key+"-"+code]
			require.True(t, ok, "no library template %s-%s", key, code)
			// Templates are sanitized when saved, so the engine fills sanitized ones.
			filled, err := w.Fill(ctx, ports.FillRequest{Transcript: corrected.Text, TemplateHTML: sanitize.New().Sanitize(tpl), Language: code})
			require.NoError(t, err)
			golden(t, name+".fill.html", filled.HTML)
		})
	}
}

// golden compares got with a file in testdata, or writes it with -update.
func golden(t *testing.T, file, got string) {
	t.Helper()
	path := filepath.Join("testdata", file)
	if *update {
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, string(want), got, file)
	if strings.HasSuffix(file, ".html") {
		assert.Equal(t, got, sanitize.New().Sanitize(got), "%s must survive the sanitizer unchanged", file)
	}
}

// correctionText writes a correction result as the corrected text and one line per change.
func correctionText(res ports.CorrectionResult) string {
	var b strings.Builder
	b.WriteString(res.Text + "\n--- corrections\n")
	for _, c := range res.Corrections {
		b.WriteString(c.Source + ": " + c.Original + " -> " + c.Corrected + "\n")
	}
	return b.String()
}

func libraryTemplates(t testing.TB) map[string]string {
	t.Helper()
	list, err := library.Templates()
	require.NoError(t, err)
	out := map[string]string{}
	for _, tpl := range list {
		out[tpl.Key] = tpl.HTML
	}
	return out
}
