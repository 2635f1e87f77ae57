package sanitize

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/templates/library"
	"github.com/radscribe/radscribe/domain/document"
	"github.com/radscribe/radscribe/domain/report"
)

// tokenInputs are inputs whose tokens are easy to get wrong: text split by what the policy
// drops, entities, characters the document reader cannot read, and every shape of line.
var tokenInputs = []string{
	`<p>before<!-- a comment -->after</p>`,
	`<p>a<script>x</script>b<a href="x">c</a>d</p>`,
	`<p>5 &lt; 6 &gt; 4 &amp; "quoted" 'single' &#39; &nbsp; &eacute;</p>`,
	`<p><![CDATA[x]]> and ]]&gt; </p>`,
	"<p>a\r\nb\rc</p>",
	"<p>\x00nul\u202ebidi</p><p>after</p>",
	"<p>vertical\vtab</p><p>after</p>",
	"<p>bad \xff byte</p><p>after</p>",
	"<p>\ufffe not a character</p><p>after</p>",
	`<p><span class="rs-pick" data-options="a|b` + "\ufffe" + `">a</span></p><p>after</p>`,
	`<h2>Findings</h2><p><strong>Liver:</strong> Normal.<br>Spleen: normal.</p><ul><li>Right kidney<ul><li>Hydronephrosis: None.</li></ul></li></ul>`,
	`<table><tr><th>Organ</th><th>Finding</th></tr><tr><td><b>Lungs</b></td><td>Clear<br>no nodule</td></tr></table><hr><p>IMPRESSION: Negative.</p>`,
	`<P>Upper <STRONG>case</STRONG></P><DIV>div</DIV>`,
}

// checkTokens: what SanitizeTokens gives is what Sanitize gives, with the tokens the document
// reader finds in it (all of them, or more than it reads where it stops at a character it
// cannot read), and read through them the report is the report read afresh.
func checkTokens(t *testing.T, s *Sanitizer, in string) {
	t.Helper()
	got := s.SanitizeTokens(in)
	if want := s.Sanitize(in); got.Source != want {
		t.Fatalf("SanitizeTokens(%q) wrote %q, Sanitize %q", in, got.Source, want)
	}
	found := document.Tokenise(got.Source).Tokens
	if len(found) > len(got.Tokens) || !slices.Equal(found, got.Tokens[:len(found)]) {
		t.Fatalf("SanitizeTokens(%q) = %q gave the tokens\n%v\nthe reader finds\n%v", in, got.Source, got.Tokens, found)
	}
	if read, afresh := report.ReadTokenised(got), report.ReadDocument(got.Source); !reflect.DeepEqual(read, afresh) {
		t.Fatalf("SanitizeTokens(%q) = %q reads as\n%+v\nnot as\n%+v", in, got.Source, read, afresh)
	}
}

func TestTokensAreThoseTheReaderFinds(t *testing.T) {
	templates, err := library.Templates()
	require.NoError(t, err)
	inputs := slices.Concat(tokenInputs, xssVectors, unbalanced)
	for _, tpl := range templates {
		inputs = append(inputs, tpl.HTML)
	}
	s := New()
	for _, in := range inputs {
		checkTokens(t, s, in)
	}
}

func FuzzSanitizeTokens(f *testing.F) {
	for _, in := range slices.Concat(tokenInputs, xssVectors, unbalanced) {
		f.Add(in)
	}
	f.Add(strings.Repeat("<p><strong>Lungs:</strong> clear.</p>", 3))
	s := New()
	f.Fuzz(func(t *testing.T, in string) {
		checkTokens(t, s, in)
	})
}
