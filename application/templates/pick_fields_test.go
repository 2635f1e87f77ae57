package templates

import "testing"

func TestWithoutPickFieldsKeepsTheValueOnly(t *testing.T) {
	tests := []struct{ in, want string }{
		{`<p>Gallbladder: <span class="rs-pick" data-options="Normal|Not seen">Normal</span>.</p>`, `<p>Gallbladder: Normal.</p>`},
		{`<p><span class="rs-pick" data-options="a|b"><strong>a</strong></span> and <span style="text-align: left;">kept</span></p>`, `<p><strong>a</strong> and <span style="text-align: left;">kept</span></p>`},
		{`<p>No fields &amp; entities stay as written.</p>`, `<p>No fields &amp; entities stay as written.</p>`},
	}
	for _, tt := range tests {
		if got := withoutPickFields(tt.in); got != tt.want {
			t.Errorf("%s:\n got %s\nwant %s", tt.in, got, tt.want)
		}
	}
}
