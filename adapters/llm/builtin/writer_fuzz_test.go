package builtin_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/radscribe/radscribe/adapters/llm/builtin"
	"github.com/radscribe/radscribe/adapters/sanitize"
	"github.com/radscribe/radscribe/adapters/sanitize/sanitizetest"
	"github.com/radscribe/radscribe/ports"
)

// dictationSeeds are the golden dictations with their language, and a few awkward ones.
func dictationSeeds(f *testing.F) [][2]string {
	f.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "*.dictation.txt"))
	if err != nil || len(files) == 0 {
		f.Fatalf("no dictations in testdata: %v", err)
	}
	var out [][2]string
	for _, file := range files {
		raw, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		code, _, _ := strings.Cut(filepath.Base(file), "-")
		out = append(out, [2]string{string(raw), code})
	}
	return append(out,
		[2]string{"Findings: lesion <3 cm & stable. <script>alert(1)</script> Impression: 1. One. 2. Two.", "en"},
		[2]string{"impression colon one period pneumonia period two period effusion period new paragraph", "en"},
		[2]string{"Befund: \x00 \u202e Leber: o.B. Beurteilung: unauffällig.", "de"},
		[2]string{"", "xx"},
	)
}

// reportHTML checks one answer of the engine: no error, and HTML that keeps to the policy and
// that the sanitiser leaves as it is.
func reportHTML(t *testing.T, action string, res ports.ReportResult, err error) {
	t.Helper()
	if err != nil {
		t.Fatalf("%s: %v", action, err)
	}
	if problems := sanitizetest.Violations(res.HTML); len(problems) > 0 {
		t.Fatalf("%s wrote %q, which breaks the policy: %v", action, res.HTML, problems)
	}
	if clean := sanitize.New().Sanitize(res.HTML); clean != res.HTML {
		t.Fatalf("%s wrote %q, which the sanitiser changes to %q", action, res.HTML, clean)
	}
}

// transcripts are what an action may receive: the text as dictated, and as Correct returns it,
// which is what the pipeline passes on.
func transcripts(t *testing.T, text, language string) []string {
	t.Helper()
	corrected, err := builtin.New().Correct(context.Background(), ports.CorrectionRequest{Text: text, Language: language})
	if err != nil {
		t.Fatalf("Correct: %v", err)
	}
	return []string{text, corrected.Text}
}

func FuzzFormat(f *testing.F) {
	for _, seed := range dictationSeeds(f) {
		f.Add(seed[0], seed[1])
	}
	f.Fuzz(func(t *testing.T, text, language string) {
		for _, transcript := range transcripts(t, text, language) {
			res, err := builtin.New().Format(context.Background(), ports.FormatRequest{Transcript: transcript, Language: language})
			reportHTML(t, "Format", res, err)
		}
	})
}

func FuzzGenerate(f *testing.F) {
	for _, seed := range dictationSeeds(f) {
		f.Add(seed[0], seed[1])
	}
	f.Fuzz(func(t *testing.T, text, language string) {
		for _, transcript := range transcripts(t, text, language) {
			res, err := builtin.New().Generate(context.Background(), ports.GenerateRequest{Transcript: transcript, Language: language})
			reportHTML(t, "Generate", res, err)
		}
	})
}

// FuzzFill fills any template, sanitised as every saved template is, with any dictation.
func FuzzFill(f *testing.F) {
	templates := libraryTemplates(f)
	for _, seed := range dictationSeeds(f) {
		tpl := templates["us-abdomen-"+seed[1]]
		if tpl == "" {
			tpl = styledTemplate
		}
		f.Add(seed[0], tpl, seed[1])
	}
	f.Add("findings: left effusion.", `<p><strong>Pleura:</strong><br>No effusion.<table><tr><td colspan="2"><strong>Lungs:</strong> Clear.</td></tr></table></p>`, "en")
	sanitizer := sanitize.New()
	f.Fuzz(func(t *testing.T, text, templateHTML, language string) {
		template := sanitizer.Sanitize(templateHTML)
		for _, transcript := range transcripts(t, text, language) {
			res, err := builtin.New().Fill(context.Background(), ports.FillRequest{Transcript: transcript, TemplateHTML: template, Language: language})
			reportHTML(t, "Fill", res, err)
		}
	})
}
