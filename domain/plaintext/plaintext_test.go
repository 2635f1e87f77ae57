package plaintext

import "testing"

func TestForbidden(t *testing.T) {
	tests := []struct {
		name string
		text string
		kind Kind
		want rune
		bad  bool
	}{
		{"plain", "Anna-Lena O'Neil", Line, 0, false},
		{"letters of any script", "Łukasz Müller 山田 محمد", Line, 0, false},
		{"emoji with joiners", "👩‍⚕️", Line, 0, false},
		{"right-to-left marks people use", "שלום\u200fabc\u061c", Line, 0, false},
		{"empty", "", Line, 0, false},
		{"NUL", "Anna\x00", Line, 0x00, true},
		{"escape", "\x1b[31mAnna", Line, 0x1b, true},
		{"DEL", "Anna\x7f", Line, 0x7f, true},
		{"C1 control", "Anna\u0085", Line, 0x85, true},
		{"tab in a line", "Anna\tBerg", Line, '\t', true},
		{"line feed in a line", "Anna\nBerg", Line, '\n', true},
		{"carriage return in a line", "Anna\rBerg", Line, '\r', true},
		{"tab, line feed and carriage return in lines", "Findings:\r\n\t- none", Lines, 0, false},
		{"NUL in lines", "Findings:\n\x00", Lines, 0x00, true},
		{"vertical tab in lines", "a\vb", Lines, '\v', true},
		{"left-to-right embedding", "a\u202ab", Line, 0x202a, true},
		{"right-to-left override", "evil\u202etxt.exe", Lines, 0x202e, true},
		{"pop directional formatting", "a\u202cb", Line, 0x202c, true},
		{"left-to-right isolate", "a\u2066b", Lines, 0x2066, true},
		{"pop directional isolate", "a\u2069b", Line, 0x2069, true},
		{"first of several", "a\u2067b\x00", Line, 0x2067, true},
		{"just outside the bidi ranges", "a\u2029b\u206ac\u2065", Line, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, found := Forbidden(tt.text, tt.kind)
			if found != tt.bad || got != tt.want {
				t.Errorf("Forbidden(%q) = %U, %v; want %U, %v", tt.text, got, found, tt.want, tt.bad)
			}
		})
	}
}

func TestProblemNamesTheFieldAndTheCharacter(t *testing.T) {
	if got := Problem("First name", "Anna\u202e", Line); got != "First name contains an invisible control character (U+202E). Please remove it." {
		t.Errorf("got %q", got)
	}
	if got := Problem("Prompt text", "a\x00", Lines); got != "Prompt text contains an invisible control character (U+0000). Please remove it." {
		t.Errorf("got %q", got)
	}
	if got := Problem("Prompt text", "line one\nline two", Lines); got != "" {
		t.Errorf("got %q", got)
	}
}

func TestField(t *testing.T) {
	field := Field{Label: "Macro name", Kind: Line, Max: 5, Required: "Name is required", TooLong: "Name is too long"}
	tests := []struct{ name, value, want string }{
		{"fine", "chest", ""},
		{"empty", "", "Name is required"},
		{"too long, counted in characters", "größer", "Name is too long"},
		{"five characters with umlauts", "größe", ""},
		{"a control character", "a\u202eb", "Macro name contains an invisible control character (U+202E). Please remove it."},
		{"a line break in a line", "a\nb", "Macro name contains an invisible control character (U+000A). Please remove it."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := field.Problem(tt.value); got != tt.want {
				t.Errorf("Problem(%q) = %q, want %q", tt.value, got, tt.want)
			}
		})
	}
}
