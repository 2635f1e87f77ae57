package lang

import "testing"

func TestBase(t *testing.T) {
	for in, want := range map[string]string{"pt-br": "pt", "de-CH": "de", " EN ": "en", "el": "el", "": "", "pt_BR": "pt"} {
		if got := Base(in); got != want {
			t.Errorf("Base(%q) = %q, want %q", in, got, want)
		}
	}
}
