package lang

import (
	"strings"
	"testing"
)

func TestLowerAligned(t *testing.T) {
	tests := []struct {
		text    string
		aligned bool
	}{
		{"Small LEFT Pleural Effusion.", true},
		{"Kleiner Pleuraerguss LINKS, Größe 3 cm.", true},
		{"ÉPANCHEMENT pleural", true},
		{"İzmir", false},         // İ is two bytes, its lower case three
		{"K-Wert \u212a", false}, // the Kelvin sign is three bytes, k one
		{"bad \xff byte", false},
		{"", true},
	}
	for _, tt := range tests {
		lower, aligned := LowerAligned(tt.text)
		if aligned != tt.aligned {
			t.Errorf("LowerAligned(%q) aligned = %v, want %v", tt.text, aligned, tt.aligned)
			continue
		}
		if !aligned {
			continue
		}
		if lower != strings.ToLower(tt.text) {
			t.Errorf("LowerAligned(%q) = %q, want %q", tt.text, lower, strings.ToLower(tt.text))
		}
		for i := range tt.text {
			for j := i; j <= len(tt.text); j++ {
				if part := tt.text[i:j]; strings.ToLower(part) != lower[i:j] && isBoundary(tt.text, i) && isBoundary(tt.text, j) {
					t.Errorf("LowerAligned(%q)[%d:%d] = %q, want %q", tt.text, i, j, lower[i:j], strings.ToLower(part))
				}
			}
		}
	}
}

// isBoundary tells whether i starts a character of s or ends s.
func isBoundary(s string, i int) bool {
	return i == len(s) || s[i]&0xC0 != 0x80
}
