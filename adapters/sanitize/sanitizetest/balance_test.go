package sanitizetest

import "testing"

func TestUnbalancedAcceptsBalancedMarkup(t *testing.T) {
	for _, fragment := range []string{
		"",
		"text only &lt;p&gt;",
		"<h3>Findings</h3>\n<p>Lungs <strong>clear</strong>.</p>",
		"<p>a<br>b<br/>c</p><hr><hr/>",
		"<table><tbody><tr><td>x</td></tr></tbody></table>",
		"<ol><li>a</li><li><p>b</p></li></ol>",
	} {
		if got := Unbalanced(fragment); len(got) != 0 {
			t.Errorf("%s: %v", fragment, got)
		}
	}
}

func TestUnbalancedFindsUnbalancedMarkup(t *testing.T) {
	for _, fragment := range []string{
		"<p>",
		"</p>",
		"<p><table>--&gt;</p>",
		"<b><i>x</b></i>",
		"<div><p>unclosed<span>nest",
		"<p/>",
		"<p>a</br></p>",
		"<p>x</p></div>",
	} {
		if got := Unbalanced(fragment); len(got) == 0 {
			t.Errorf("%s: found balanced", fragment)
		}
	}
}
