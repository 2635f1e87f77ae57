package reporting

import (
	"os"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/sanitize"
)

// titleInputs have headings that are easy to read wrongly: nested, broken, with entities, inline
// markup, control characters and what the sanitiser drops inside them.
var titleInputs = []string{
	"<h1>CT <b>Chest</b> &amp; Abdomen</h1><h2>Findings</h2><p>x</p><h2>Low-dose<br>screening</h2>",
	"<h1>a<h2>b</h2></h1><h3>c<p>d</p></h3><h4/>e</h4>",
	"<h2>Sono \x0b Hals<script>x</script></h2><h3>Befund</h3><p>Schilddrüse</p><h2>\u00a0MRT &nbsp;Knie </h2>",
	"<h2>Title<!-- c --> one</h2><h5>'quoted' \"title\"</h5><table><tr><td><h3>in a cell</h3></td></tr></table>",
}

// checkTitle: the title read from the tokens the sanitiser wrote a report with is the one read
// from what it wrote, tokenised as a browser does.
func checkTitle(t *testing.T, s *sanitize.Sanitizer, in string) {
	t.Helper()
	clean := s.SanitizeTokens(in)
	if got, want := titleOf(slices.Values(clean.Tokens)), titleOf(browserTokens(clean.Source)); got != want {
		t.Fatalf("the title of %q is %q from its tokens, %q from its text", clean.Source, got, want)
	}
}

func TestTitleFromTheSanitisersTokens(t *testing.T) {
	s := sanitize.New()
	inputs := slices.Clone(titleInputs)
	dir := "../templates/library/html"
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	for _, e := range entries {
		doc, err := os.ReadFile(dir + "/" + e.Name())
		require.NoError(t, err)
		inputs = append(inputs, string(doc))
	}
	for _, in := range inputs {
		checkTitle(t, s, in)
	}
}

func FuzzTitleFromTheSanitisersTokens(f *testing.F) {
	for _, in := range titleInputs {
		f.Add(in)
	}
	s := sanitize.New()
	f.Fuzz(func(t *testing.T, in string) {
		checkTitle(t, s, in)
	})
}
