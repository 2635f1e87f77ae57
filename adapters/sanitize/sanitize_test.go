package sanitize

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/sanitize/sanitizetest"
	"github.com/radscribe/radscribe/application/templates/library"
)

// Vectors after the OWASP XSS filter evasion cheat sheet: none may leave anything that runs,
// loads or styles.
var xssVectors = []string{
	`<script>alert('XSS')</script>`,
	`<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>`,
	`<IMG SRC="javascript:alert('XSS');">`,
	`<IMG SRC=javascript:alert('XSS')>`,
	`<IMG SRC=JaVaScRiPt:alert('XSS')>`,
	"<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>",
	`<a onmouseover="alert(document.cookie)">xxs link</a>`,
	`<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\>`,
	`<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
	`<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
	`<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
	`<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>`,
	`<BODY onload!#$%&()*~+-_.,:;?@[/|\]^` + "`" + `=alert("XSS")>`,
	`<<SCRIPT>alert("XSS");//\<</SCRIPT>`,
	`<iframe src=http://xss.rocks/scriptlet.html <`,
	`<svg/onload=alert('XSS')>`,
	`<BODY BACKGROUND="javascript:alert('XSS')">`,
	`<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
	`<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
	`<STYLE>@import'http://xss.rocks/xss.css';</STYLE>`,
	`<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
	`<TABLE BACKGROUND="javascript:alert('XSS')"><TR><TD BACKGROUND="javascript:alert('XSS')">cell</TD></TR></TABLE>`,
	`<DIV STYLE="background-image: url(javascript:alert('XSS'))">div</DIV>`,
	`<DIV STYLE="width: expression(alert('XSS'));">div</DIV>`,
	`<p style="text-align: center; background: url(https://evil.example/track.png)">p</p>`,
	`<p class="ql-align-center evil">p</p>`,
	`<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>`,
	`<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
	`<form action="javascript:alert(1)"><button>go</button></form>`,
	`<a href="javascript:alert(1)">click</a>`,
	`<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
	`<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
	`<img src="data:image/png;base64,iVBORw0KGgo=">`,
	`<span data-x="1" id="a" contenteditable="true">span</span>`,
}

var forbidden = []string{"<script", "<img", "<iframe", "<svg", "<style", "<link", "<meta", "<object", "<embed", "<form",
	"<input", "<a ", "<body", "<math", "onerror", "onload", "onmouseover", "javascript:", "expression(", "url(", "background", "evil", "contenteditable", "data-x", " id="}

func TestXSSVectorsLeaveNothingActive(t *testing.T) {
	s := New()
	for _, vector := range xssVectors {
		got := strings.ToLower(s.Sanitize(vector))
		for _, bad := range forbidden {
			assert.NotContains(t, got, bad, "vector %s gave %s", vector, got)
		}
	}
}

func TestQuillOutputSurvivesUnchanged(t *testing.T) {
	quill := []string{
		`<h1>CT Head</h1><h2>Findings</h2><h3>Brain</h3>`,
		`<p><strong>Liver:</strong> Normal size and echotexture.</p><p><br></p>`,
		`<p class="ql-align-center"><em>Impression</em></p><p class="ql-align-right"><u>right</u></p><p class="ql-align-justify"><s>old</s></p>`,
		`<ol><li data-list="bullet">one</li><li data-list="ordered" class="ql-indent-1">two</li></ol>`,
		`<ul><li>one</li><li class="ql-align-center ql-indent-2">two</li></ul>`,
		`<p style="text-align: center">centred</p>`,
		`<table><thead><tr><th colspan="2">Lesion</th></tr></thead><tbody><tr><td rowspan="2">1</td><td>12 mm</td></tr></tbody></table>`,
		`<blockquote>quote</blockquote><hr><p>H<sub>2</sub>O and m<sup>2</sup></p><div><span>plain</span></div>`,
		`<p><b>bold</b> <i>italic</i></p>`,
	}
	s := New()
	for _, html := range quill {
		assert.Equal(t, html, s.Sanitize(html))
	}
}

func TestDroppedTagsKeepTheirText(t *testing.T) {
	s := New()
	assert.Equal(t, `<p>see report</p>`, s.Sanitize(`<p><a href="https://example.com">see report</a></p>`))
	assert.Equal(t, `<p>cell</p>`, s.Sanitize(`<p style="color: red">cell</p>`))
	assert.Equal(t, `<p>x</p>`, s.Sanitize(`<p class="ql-size-huge">x</p>`))
}

// TestPickFields: a pick field (domain/template/pick.go) is kept exactly; its class or options
// alone, other values, other elements and other attributes are not.
func TestPickFields(t *testing.T) {
	const field = `<span class="rs-pick" data-options="Normal|Prior cholecystectomy|Not seen|Abnormal">Normal</span>`
	tests := []struct{ name, in, want string }{
		{"a field", `<p><strong>Gallbladder:</strong> ` + field + `</p>`, `<p><strong>Gallbladder:</strong> ` + field + `</p>`},
		{"escaped options", `<p><span class="rs-pick" data-options="&lt;6 mm|6%7C8 mm%3A &quot;x&quot; &amp; y|100%25">&lt;6 mm</span></p>`,
			`<p><span class="rs-pick" data-options="&lt;6 mm|6%7C8 mm%3A &#34;x&#34; &amp; y|100%25">&lt;6 mm</span></p>`},
		{"German options", `<span class="rs-pick" data-options="unauffällig|vergrößert">unauffällig</span>`, `<span class="rs-pick" data-options="unauffällig|vergrößert">unauffällig</span>`},
		{"class alone", `<span class="rs-pick">Normal</span>`, `<span>Normal</span>`},
		{"options alone", `<span data-options="a|b">a</span>`, `<span>a</span>`},
		{"another class too", `<span class="rs-pick x" data-options="a|b">a</span>`, `<span>a</span>`},
		{"one option", `<span class="rs-pick" data-options="a">a</span>`, `<span>a</span>`},
		{"a colon", `<span class="rs-pick" data-options="javascript:alert(1)|b">a</span>`, `<span>a</span>`},
		{"a bare percent", `<span class="rs-pick" data-options="100%|b">a</span>`, `<span>a</span>`},
		{"an empty option", `<span class="rs-pick" data-options="a||b">a</span>`, `<span>a</span>`},
		{"a line break in an option", "<span class=\"rs-pick\" data-options=\"a\nb|c\">a</span>", `<span>a</span>`},
		{"on a paragraph", `<p class="rs-pick" data-options="a|b">a</p>`, `<p>a</p>`},
		{"other data attributes", `<span class="rs-pick" data-options="a|b" data-chosen="" data-x="1" title="t" style="color:red" onclick="x()">a</span>`,
			`<span class="rs-pick" data-options="a|b">a</span>`},
		{"nested markup kept", `<span class="rs-pick" data-options="a|b"><strong>a</strong></span>`, `<span class="rs-pick" data-options="a|b"><strong>a</strong></span>`},
	}
	s := New()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := s.Sanitize(tt.in)
			assert.Equal(t, tt.want, got)
			assert.Empty(t, sanitizetest.Violations(got))
			assert.Equal(t, got, s.Sanitize(got), "stable")
		})
	}
}

// unbalanced are inputs whose markup does not close or nest; a browser repairs them, each in
// its own way, and a template saved like this could spill its open elements into the page.
var unbalanced = []string{
	`<p><table>--></p>`,
	`<div><p>unclosed<span>nest`,
	`<b><i>both</b> closed wrongly</i>`,
	`</p></div>stray end tags`,
	`<p>a <div>block</div> in a paragraph</p>`,
	`<ol><li>one<li>two</ol>`,
	`<table><tr><td>cell<td>cell</table>`,
	`<table>text in a table<tr><td>x</td></tr></table>`,
	`<h1>heading <h2>in a heading</h2></h1>`,
	`<p/>self-closed<br></br><hr></hr>`,
	`<script>x</script><p>after a dropped <a href="x">link`,
	strings.Repeat("<div>", 600) + "deeper than a browser keeps open",
}

func TestOutputIsBalanced(t *testing.T) {
	s := New()
	for _, in := range unbalanced {
		out := s.Sanitize(in)
		assert.Empty(t, sanitizetest.Unbalanced(out), "Sanitize(%q) = %q", in, out)
		assert.Empty(t, sanitizetest.Violations(out), "Sanitize(%q) = %q", in, out)
		assert.Equal(t, out, s.Sanitize(out), "sanitising %q again changes it", out)
	}
	// As a browser reads each: a table closes the paragraph, the text it cannot hold goes before
	// it, and the stray </p> is an empty paragraph.
	assert.Equal(t, `<p></p>--&gt;<p></p><table></table>`, s.Sanitize(`<p><table>--></p>`))
	assert.Equal(t, `<div><p>unclosed<span>nest</span></p></div>`, s.Sanitize(`<div><p>unclosed<span>nest`))
	assert.Equal(t, `<b><i>both</i></b><i> closed wrongly</i>`, s.Sanitize(`<b><i>both</b> closed wrongly</i>`))
	assert.Equal(t, `<ol><li>one</li><li>two</li></ol>`, s.Sanitize(`<ol><li>one<li>two</ol>`))
	assert.Equal(t, `<table><tbody><tr><td>cell</td><td>cell</td></tr></tbody></table>`, s.Sanitize(`<table><tr><td>cell<td>cell</table>`))
	assert.Equal(t, `<p>after a dropped link</p>`, s.Sanitize(`<script>x</script><p>after a dropped <a href="x">link`))
	assert.Equal(t, "deeper than a browser keeps open", s.Sanitize(unbalanced[len(unbalanced)-1]), "too deep to read: the text alone")
}

// TestLibraryTemplatesPassUnchanged: the default templates are seeded sanitised; that keeps
// every element, attribute and character (only an apostrophe or quote in text is written as
// its character reference, &#39; or &#34;), and is as stable and balanced as any output.
func TestLibraryTemplatesPassUnchanged(t *testing.T) {
	templates, err := library.Templates()
	require.NoError(t, err)
	require.NotEmpty(t, templates)
	s := New()
	for _, tpl := range templates {
		seeded := s.Sanitize(tpl.HTML)
		assert.Equal(t, tpl.HTML, strings.NewReplacer("&#39;", "'", "&#34;", `"`).Replace(seeded), tpl.Key)
		assert.Equal(t, seeded, s.Sanitize(seeded), tpl.Key)
		assert.Empty(t, sanitizetest.Unbalanced(tpl.HTML), tpl.Key)
	}
}
