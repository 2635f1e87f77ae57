package document

import "testing"

// A label's bold ends with its closing tag in any case of its letters, and only then.
func TestHasPrefixFold(t *testing.T) {
	cases := []struct {
		s, prefix string
		want      bool
	}{
		{"</strong> Normal.", "</strong>", true},
		{"</STRONG>", "</strong>", true},
		{"</Strong>x", "</strong>", true},
		{"</B> Normal.", "</b>", true},
		{"</b>", "</b>", true},
		{"</br>", "</b>", false},
		{"</stron", "</strong>", false},
		{"", "</b>", false},
		{"</ſtrong>", "</strong>", false}, // a long s lowers to itself, not to "s"
		{"Normal.</strong>", "</strong>", false},
	}
	for _, c := range cases {
		if got := hasPrefixFold(c.s, c.prefix); got != c.want {
			t.Errorf("hasPrefixFold(%q, %q) = %v, want %v", c.s, c.prefix, got, c.want)
		}
	}
}
