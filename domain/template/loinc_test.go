package template

import (
	"errors"
	"strings"
	"testing"
)

func TestValidLOINCCode(t *testing.T) {
	tests := []struct {
		code string
		want bool
	}{
		{"24627-2", true}, {"30799-1", true}, {"36813-4", true}, {"24587-8", true}, {"24558-9", true},
		{"36643-5", true}, {"18748-4", true}, {"1-8", true},
		{"24627-3", false}, {"24627", false}, {"24627-", false}, {"-2", false}, {"24627-22", false},
		{"12345678-1", false}, {"2462a-2", false}, {"24627_2", false}, {" 24627-2", false}, {"", false},
	}
	for _, tt := range tests {
		if got := ValidLOINCCode(tt.code); got != tt.want {
			t.Errorf("ValidLOINCCode(%q) = %v, want %v", tt.code, got, tt.want)
		}
	}
}

func TestNewLOINC(t *testing.T) {
	tests := []struct {
		name, code, display string
		want                LOINC
		err                 string
	}{
		{"none", "", "", LOINC{}, ""},
		{"code and display, trimmed", " 24627-2 ", " CT Chest ", LOINC{Code: "24627-2", Display: "CT Chest"}, ""},
		{"code alone", "24627-2", "", LOINC{Code: "24627-2"}, ""},
		{"wrong check digit", "24627-3", "CT Chest", LOINC{}, MsgLOINCCodeInvalid},
		{"not a code", "CT-CHEST", "", LOINC{}, MsgLOINCCodeInvalid},
		{"display without code", "", "CT Chest", LOINC{}, MsgLOINCDisplayNoCode},
		{"display of 200", "24627-2", strings.Repeat("ä", 200), LOINC{Code: "24627-2", Display: strings.Repeat("ä", 200)}, ""},
		{"display of 201", "24627-2", strings.Repeat("a", 201), LOINC{}, MsgLOINCDisplayTooLong},
		{"control character", "24627-2", "CT\x00Chest", LOINC{}, "LOINC display contains an invisible control character (U+0000). Please remove it."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := NewLOINC(tt.code, tt.display)
			if tt.err == "" && err != nil || tt.err != "" && (err == nil || err.Error() != tt.err) {
				t.Fatalf("error %v, want %q", err, tt.err)
			}
			var p Problem
			if err != nil && !errors.As(err, &p) {
				t.Errorf("error %T is no Problem", err)
			}
			if got != tt.want {
				t.Errorf("got %+v, want %+v", got, tt.want)
			}
		})
	}
}

func TestChangeKeepsOrSetsLOINC(t *testing.T) {
	d := Draft{Name: "CT Chest", Type: "Chest", Modality: "CT", Language: "en", HTML: body, LOINC: &LOINC{Code: "24627-2", Display: "CT Chest"}}
	m, err := NewMaster("m1", d, now)
	if err != nil || m.LOINC.Code != "24627-2" {
		t.Fatalf("new master: %v %+v", err, m.LOINC)
	}
	d.LOINC = nil
	if err := m.Change(d, now); err != nil || m.LOINC.Code != "24627-2" {
		t.Fatalf("a draft without a code keeps it: %v %+v", err, m.LOINC)
	}
	d.LOINC = &LOINC{Code: "24627-9"}
	if err := m.Change(d, now); err == nil || m.LOINC.Code != "24627-2" {
		t.Fatalf("a wrong code is refused and changes nothing: %v %+v", err, m.LOINC)
	}
	d.LOINC = &LOINC{}
	if err := m.Change(d, now); err != nil || !m.LOINC.IsZero() {
		t.Fatalf("an empty code removes it: %v %+v", err, m.LOINC)
	}
	d.LOINC = &LOINC{Code: "24627-2"}
	own, err := NewOwn("o1", "u1", d, now)
	if err != nil || !own.LOINC.IsZero() {
		t.Fatalf("own templates keep no code: %v %+v", err, own.LOINC)
	}
}
