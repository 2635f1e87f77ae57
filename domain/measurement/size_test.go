package measurement

import (
	"slices"
	"strings"
	"testing"
)

func TestParseMillimetres(t *testing.T) {
	tests := []struct {
		in   string
		want []float64
		ok   bool
	}{
		{"2.5 cm", []float64{25}, true},
		{"25 mm", []float64{25}, true},
		{"2,5 cm", []float64{25}, true},
		{"3 x 4 mm", []float64{3, 4}, true},
		{"3x4mm", []float64{3, 4}, true},
		{"1.9 x 1.8 x 2 cm", []float64{19, 18, 20}, true},
		{"3 cm x 4 mm", []float64{30, 4}, true},
		{"12 by 8 mm", []float64{12, 8}, true},
		{"12 millimeters", []float64{12}, true},
		{" 6 Zentimeter ", []float64{60}, true},
		{"40 HU", nil, false},
		{"20 cm/s", nil, false},
		{"120 mL", nil, false},
		{"12", nil, false},
		{"12 mm nodule", nil, false},
		{"T2 mm", nil, false},
	}
	for _, tt := range tests {
		got, ok := ParseMillimetres(tt.in)
		if ok != tt.ok || !slices.Equal(got, tt.want) {
			t.Errorf("ParseMillimetres(%q) = %v, %v; want %v, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}

func TestFindSizes(t *testing.T) {
	text := "Nodule 6-8 mm in segment 3, 5 and 7; a 1,2 cm cyst (series 4 image 12), mass 3 x 4 cm and density 40 HU, flow 20 cm/s. Page 2.5"
	var got []string
	for _, s := range FindSizes(text) {
		got = append(got, s.Text)
		if text[s.Start:s.End] != s.Text {
			t.Errorf("offsets %d:%d do not cover %q", s.Start, s.End, s.Text)
		}
	}
	want := []string{"8 mm", "1,2 cm", "3 x 4 cm"}
	if !slices.Equal(got, want) {
		t.Errorf("FindSizes = %q, want %q", got, want)
	}
}

func TestSizeDiameters(t *testing.T) {
	s := FindSizes("8 x 9 mm")[0]
	if s.MeanDiameter() != 8.5 || s.Largest() != 9 {
		t.Errorf("mean %v largest %v, want 8.5 and 9", s.MeanDiameter(), s.Largest())
	}
	if one := FindSizes("0.7 cm")[0]; one.MeanDiameter() != 7 {
		t.Errorf("mean of one dimension %v, want 7", one.MeanDiameter())
	}
}

func TestSameSize(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"2.5 cm", "25 mm", true},
		{"2,5 cm", "2.5 cm", true},
		{"1.2 cm", "12 mm", true},
		{"12 mm", "13 mm", true},
		{"8 mm", "12 mm", false},
		{"3 x 4 mm", "4 mm", true},
		{"2.5 cm", "40 HU", false},
	}
	for _, tt := range tests {
		if got := SameSize(tt.a, tt.b); got != tt.want {
			t.Errorf("SameSize(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

func BenchmarkFindSizes(b *testing.B) {
	sentence := "A nodule of 2.5 cm, another of 3 x 4 mm and 2,5 cm; segments 3, 5 and 7 and 40 HU. "
	text := strings.Repeat(sentence, 50000/len(sentence)+1)[:50000]
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		FindSizes(text)
	}
}
