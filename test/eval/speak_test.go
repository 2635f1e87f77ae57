package main

import (
	"slices"
	"strings"
	"testing"
)

func TestSpeakMeasurements(t *testing.T) {
	tests := []struct{ written, spoken string }{
		{"a 1.5 cm nodule", "a one point five centimeters nodule"},
		{"3 x 4 mm", "three by four millimeters"},
		{"3x4mm.", "three by four millimeters ."},
		{"3 cm x 4 cm", "three centimeters by four centimeters"},
		{"6-8 mm", "six to eight millimeters"},
		{"measures .5 cm", "measures point five centimeters"},
		{"2.05 cm", "two point zero five centimeters"},
		{"120 mm", "one hundred twenty millimeters"},
		{"1000 mm", "one thousand millimeters"},
		{"10.0 cm", "ten point zero centimeters"},
		{"T11 and L1 are normal, 2 cm", "T11 and L1 are normal, two centimeters"},
		{"no measurement in 2020", "no measurement in 2020"},
	}
	for _, tt := range tests {
		if got := strings.Join(strings.Fields(speakMeasurements(tt.written)), " "); got != tt.spoken {
			t.Errorf("speakMeasurements(%q) = %q, want %q", tt.written, got, tt.spoken)
		}
	}
}

func TestMeasurementsIn(t *testing.T) {
	got, _ := measurementsIn("Nodule .5 cm, mass 3 x 4 mm, range 6-8 mm, T11 cm, 12mm.")
	want := [][]string{{"0.5", "cm"}, {"3", "4", "mm"}, {"6", "8", "mm"}, {"12", "mm"}}
	if !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("got %q, want %q", got, want)
	}
}
