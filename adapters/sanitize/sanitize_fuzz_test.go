package sanitize

import (
	"testing"

	"github.com/radscribe/radscribe/adapters/sanitize/sanitizetest"
)

// FuzzSanitize: whatever comes in, what comes out keeps to the policy, and sanitising it again
// changes nothing (a template saved twice, or a report re-sanitised after editing, stays put).
func FuzzSanitize(f *testing.F) {
	for _, vector := range xssVectors {
		f.Add(vector)
	}
	for _, html := range []string{
		`<h2 class="ql-align-center">Findings</h2><p style="text-align: right">Liver <strong>normal</strong>.</p>`,
		`<ol><li data-list="bullet" class="ql-indent-1">one</li><li data-list="ordered">two</li></ol>`,
		`<table><tbody><tr><td colspan="2" rowspan="1">a &amp; b</td></tr></tbody></table>`,
		`<p>5 &lt; 6 &gt; 4 "quoted" 'single' &#39;</p>`,
		"<p>\x00nul\u202ebidi</p>",
		`<p><<p>>text</p></p>`,
		`<div><p>unclosed<span>nest`,
		`<p><strong>Gallbladder:</strong> <span class="rs-pick" data-options="Normal|Not seen|6%7C8%3A &quot;x&quot;">Normal</span></p>`,
		`<span class="rs-pick" data-options="a|b"><span class="rs-pick" data-options="c|d">c</span></span>`,
	} {
		f.Add(html)
	}
	for _, html := range unbalanced {
		f.Add(html)
	}
	s := New()
	f.Fuzz(func(t *testing.T, in string) {
		out := s.Sanitize(in)
		if problems := sanitizetest.Violations(out); len(problems) > 0 {
			t.Fatalf("Sanitize(%q) = %q breaks the policy: %v", in, out, problems)
		}
		if problems := sanitizetest.Unbalanced(out); len(problems) > 0 {
			t.Fatalf("Sanitize(%q) = %q is not balanced: %v", in, out, problems)
		}
		if again := s.Sanitize(out); again != out {
			t.Fatalf("not stable: Sanitize(%q) = %q, sanitised again %q", in, out, again)
		}
	})
}
