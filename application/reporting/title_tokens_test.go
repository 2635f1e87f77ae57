package reporting

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"golang.org/x/net/html"

	"github.com/radscribe/radscribe/adapters/sanitize"
	"github.com/radscribe/radscribe/domain/report"
)

// titleInputs have headings that are easy to read wrongly: nested, broken, with entities,
// inline markup, control characters, carriage returns, raw text and what the sanitiser drops
// inside them.
var titleInputs = []string{
	"<h1>CT\r\nChest &amp lung &#x41;\x00</h1><h2><script>a</h2>b</script></h2><h3><textarea></h3>x</textarea></h3>",
	"<h1>CT <b>Chest</b> &amp; Abdomen</h1><h2>Findings</h2><p>x</p><h2>Low-dose<br>screening</h2>",
	"<h1>a<h2>b</h2></h1><h3>c<p>d</p></h3><h4/>e</h4>",
	"<h2>Sono \x0b Hals<script>x</script></h2><h3>Befund</h3><p>Schilddrüse</p><h2>\u00a0MRT &nbsp;Knie </h2>",
	"<h2>Title<!-- c --> one</h2><h5>'quoted' \"title\"</h5><table><tr><td><h3>in a cell</h3></td></tr></table>",
}

// titleTokenised is how a title was read before it was read from tokens: straight off
// x/net/html's tokenizer. It is the oracle browserTokens is checked against.
func titleTokenised(doc string) string {
	var titles []string
	var heading *strings.Builder
	z := html.NewTokenizer(strings.NewReader(doc))
	for {
		switch z.Next() {
		case html.ErrorToken:
			return strings.Join(titles, "\n")
		case html.StartTagToken:
			if name, _ := z.TagName(); isHeading(string(name)) {
				heading = &strings.Builder{}
			}
		case html.EndTagToken:
			name, _ := z.TagName()
			if !isHeading(string(name)) || heading == nil {
				continue
			}
			text := strings.TrimSpace(heading.String())
			if _, isSection := report.SectionOfHeading(text); !isSection && text != "" {
				titles = append(titles, text)
			}
			heading = nil
		case html.TextToken:
			if heading != nil {
				heading.Write(z.Text())
			}
		}
	}
}

// checkTitle: the title read from HTML tokenised as a browser does is the one the tokenizer
// gave before, and the title read from the tokens the sanitiser wrote a report with is the one
// read from what it wrote, tokenised as a browser does.
func checkTitle(t *testing.T, s *sanitize.Sanitizer, in string) {
	t.Helper()
	if got, want := titleOf(browserTokens(in)), titleTokenised(in); got != want {
		t.Fatalf("the title of %q is %q, was %q", in, got, want)
	}
	clean := s.SanitizeTokens(in)
	if got, want := titleOf(slices.Values(clean.Tokens)), titleOf(browserTokens(clean.Source)); got != want {
		t.Fatalf("the title of %q is %q from its tokens, %q from its text", clean.Source, got, want)
	}
}

func TestTitleFromTokens(t *testing.T) {
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

func FuzzTitleFromTokens(f *testing.F) {
	for _, in := range titleInputs {
		f.Add(in)
	}
	s := sanitize.New()
	f.Fuzz(func(t *testing.T, in string) {
		checkTitle(t, s, in)
	})
}
