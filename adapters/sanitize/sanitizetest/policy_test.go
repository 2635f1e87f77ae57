package sanitizetest

import "testing"

func TestViolationsAcceptsReportMarkup(t *testing.T) {
	for _, fragment := range []string{
		"<h3>Findings</h3>\n<p>Lungs clear &amp; heart &lt;normal&gt;.</p>",
		`<p class="ql-align-center ql-indent-2">c</p><p style="text-align: right;">r</p>`,
		`<ol><li data-list="bullet">a</li></ol><table><tbody><tr><td colspan="2">x</td></tr></tbody></table>`,
		"<p>a<br/>b</p><hr/><p><strong><em><u><s>x</s></u></em></strong><sub>1</sub><sup>2</sup></p>",
		"text with javascript: in it, which is only text",
		`<p><strong>Gallbladder:</strong> <span class="rs-pick" data-options="Normal|Not seen|100%25 &amp; 6%7C8%3A &lt;x&gt;">Normal</span></p>`,
	} {
		if got := Violations(fragment); len(got) != 0 {
			t.Errorf("%s: %v", fragment, got)
		}
	}
}

func TestViolationsFindsWhatThePolicyRefuses(t *testing.T) {
	for _, fragment := range []string{
		"<script>alert(1)</script>",
		"<SCRIPT>alert(1)</SCRIPT>",
		`<img src=x onerror=alert(1)>`,
		`<p onclick="x()">p</p>`,
		`<a href="javascript:alert(1)">a</a>`,
		`<p style="text-align: center; background: url(x)">p</p>`,
		`<p class="ql-align-center evil">p</p>`,
		`<span class="ql-align-center">s</span>`,
		`<td colspan="2;x">c</td>`,
		`<li data-list="java&#x09;script:x">l</li>`,
		"<!-- comment -->",
		"<!DOCTYPE html>",
		"</iframe>",
		`<p id="a">p</p>`,
		`<span class="rs-pick">no options</span>`,
		`<span data-options="a|b">no class</span>`,
		`<span class="rs-pick other" data-options="a|b">a</span>`,
		`<p class="rs-pick" data-options="a|b">a</p>`,
		`<span class="rs-pick" data-options="one">one option</span>`,
		`<span class="rs-pick" data-options="javascript:alert(1)|b">a colon</span>`,
		`<span class="rs-pick" data-options="a%|b">a bare percent</span>`,
		`<span class="rs-pick" data-options="a||b">an empty option</span>`,
		`<span class="rs-pick" data-options="a|b" data-chosen="">chosen is the editor's own</span>`,
	} {
		if got := Violations(fragment); len(got) == 0 {
			t.Errorf("%s: no violation found", fragment)
		}
	}
}
