package report

import "testing"

// A template's title names the parts of the body it examines through the anatomy: a structure
// names the part it lies in, the preferred way up first.
func TestRegionsIn(t *testing.T) {
	tests := []struct {
		language, text string
		want           []region
	}{
		{"en", "CT Chest with Contrast", []region{regionChest}},
		{"en", "MRI Left Knee", []region{regionKnee}},
		{"en", "MRI Lumbar Spine", []region{regionSpine}},
		{"en", "CT Head (non-contrast)", []region{regionHead}},
		{"en", "MRI Brain", []region{regionHead}},
		{"en", "CT Abdomen and Pelvis", []region{regionAbdomen}},
		{"en", "Ultrasound Thyroid", []region{regionNeck}},
		{"en", "Mammography", []region{regionBreast}},
		{"en", "CT Chest, Abdomen and Pelvis", []region{regionChest, regionAbdomen}},
		{"en", "Rib series", []region{regionChest}},
		{"en", "Pleural effusion follow-up", []region{regionChest}},
		{"en", "Effusion", nil},
		{"de", "CT-Thorax", []region{regionChest}},
		{"de", "MRT-Kniegelenk rechts", []region{regionKnee}},
		{"de", "MRT Schädel", []region{regionHead}},
		{"de", "MRT Lendenwirbelsäule", []region{regionSpine}},
		{"de", "CT-Pulmonalisangiographie", []region{regionChest}},
		{"de-ch", "Sonographie Oberbauch", []region{regionAbdomen}},
		{"pl", "CT Chest", []region{regionChest}},
		{"fr", "TDM thoracique", []region{regionChest}},
		{"es", "RM de rodilla", []region{regionKnee}},
		{"it", "TC addome e pelvi", []region{regionAbdomen}},
		{"pt", "TC de crânio", []region{regionHead}},
	}
	for _, tt := range tests {
		var want regionSet
		for _, r := range tt.want {
			want |= 1 << r
		}
		if got := regionsIn(tt.language, tt.text); got != want {
			t.Errorf("regionsIn(%q, %q) = %b, want %b", tt.language, tt.text, got, want)
		}
	}
}

// Only a part's own name or a word for where in it something lies names a part of the body:
// never a structure within it nor a finding there.
func TestNamesBodyPart(t *testing.T) {
	tests := []struct {
		language, word string
		want           bool
	}{
		{"en", "chest", true}, {"en", "thoracic", true}, {"en", "knee", true}, {"en", "pelvis", true}, {"en", "brain", true},
		{"en", "lung", false}, {"en", "infarct", false}, {"en", "hemorrhage", false}, {"en", "osteopenia", false},
		{"en", "effusion", false}, {"en", "meniscus", false},
		{"de", "kniegelenk", true}, {"de", "thorax", true}, {"de", "lunge", false}, {"de", "blutung", false},
	}
	for _, tt := range tests {
		if got := namesBodyPart(tt.language, tt.word); got != tt.want {
			t.Errorf("namesBodyPart(%q, %q) = %v, want %v", tt.language, tt.word, got, tt.want)
		}
	}
}

// A template without a title is named by its parts in the report's language.
func TestTemplateNameFromItsParts(t *testing.T) {
	for _, tt := range []struct{ language, want string }{{"en", "Chest, Abdomen"}, {"de", "Thorax, Abdomen"}} {
		a := newAnalysis(tt.language)
		a.regions = 1<<regionChest | 1<<regionAbdomen
		if got := a.templateName(); got != tt.want {
			t.Errorf("%s: templateName() = %q, want %q", tt.language, got, tt.want)
		}
	}
}
