package report

import (
	"fmt"
	"slices"
	"testing"
)

func TestTermReader(t *testing.T) {
	terms := []Term{{Key: "ptx", Phrases: []string{"pneumothora", "ptx$"}}, {Key: "air", Phrases: []string{"free air$", "freie luft"}}}
	readers := map[string]*TermReader{"en": NewTermReader("en", terms), "de": NewTermReader("de", terms)}
	tests := []struct {
		language, text string
		want           []string // key:negation per mention
	}{
		{"en", "Shallow right pneumothorax.", []string{"ptx:0"}},
		{"en", "No pneumothorax.", []string{"ptx:1"}},
		{"en", "No pleural effusion, pneumothorax or free air.", []string{"ptx:1", "air:1"}},
		{"en", "No large pneumothorax.", []string{"ptx:2"}},
		{"en", "A pneumothorax is not seen.", []string{"ptx:1"}},
		{"en", "Possible pneumothorax.", []string{"ptx:0"}},
		{"en", "No effusion. Pneumothorax.", []string{"ptx:0"}},
		{"de", "Kein Pneumothorax.", []string{"ptx:1"}},
		{"de", "Spannungspneumothorax rechts.", []string{"ptx:0"}},
		{"de", "Keine freie Luft, kein Pneumothorax.", []string{"air:1", "ptx:1"}},
	}
	for _, tt := range tests {
		var got []string
		for _, m := range readers[tt.language].Read([]Section{{Name: SectionFindings, Text: tt.text}}) {
			got = append(got, fmt.Sprintf("%s:%d", m.Key, m.Negation))
			if m.Section != SectionFindings || m.Sentence == "" || m.End <= m.Start {
				t.Errorf("%q: incomplete mention %+v", tt.text, m)
			}
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s %q: got %v, want %v", tt.language, tt.text, got, tt.want)
		}
	}
}

func TestTermReaderJoinsAbbreviations(t *testing.T) {
	r := NewTermReader("de", []Term{{Key: "lae", Phrases: []string{"lungenembol"}}})
	got := r.Read([]Section{{Name: SectionFindings, Text: "Z. n. Lungenembolie. V. a. Lungenembolie?"}})
	if len(got) != 2 || got[0].Sentence != "Z. n. Lungenembolie" || got[0].Words[0] != "z" {
		t.Fatalf("got %+v", got)
	}
	if !got[1].Question || got[1].Sentence != "V. a. Lungenembolie" {
		t.Errorf("second mention %+v", got[1])
	}
}
