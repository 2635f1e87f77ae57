package guidance

import (
	"strings"
	"testing"
)

func TestFleischnerTable(t *testing.T) {
	tests := []struct {
		name  string
		facts NoduleFacts
		id    string
		text  string
	}{
		// Solid, single: every band, both risks and the edges.
		{"solid single 4 mm low", NoduleFacts{Type: Solid, MeanDiameter: 4, Risk: LowRisk}, "fleischner-2017-solid-single-lt6mm", "Low risk: No routine follow-up."},
		{"solid single 4 mm high", NoduleFacts{Type: Solid, MeanDiameter: 4, Risk: HighRisk}, "fleischner-2017-solid-single-lt6mm", "High risk: Optional CT at 12 months."},
		{"solid single 4 mm risk unknown shows both", NoduleFacts{Type: Solid, MeanDiameter: 4}, "fleischner-2017-solid-single-lt6mm", "Low risk: No routine follow-up. High risk: Optional CT at 12 months."},
		{"solid single 5.4 mm rounds below 6", NoduleFacts{Type: Solid, MeanDiameter: 5.4, Risk: LowRisk}, "fleischner-2017-solid-single-lt6mm", "Low risk: No routine follow-up."},
		{"solid single 5.5 mm rounds to 6", NoduleFacts{Type: Solid, MeanDiameter: 5.5, Risk: LowRisk}, "fleischner-2017-solid-single-6-8mm", "Low risk: CT at 6-12 months, then consider CT at 18-24 months."},
		{"solid single exactly 6 mm", NoduleFacts{Type: Solid, MeanDiameter: 6}, "fleischner-2017-solid-single-6-8mm", "Low risk: CT at 6-12 months, then consider CT at 18-24 months. High risk: CT at 6-12 months, then CT at 18-24 months."},
		{"solid single exactly 8 mm high", NoduleFacts{Type: Solid, MeanDiameter: 8, Risk: HighRisk}, "fleischner-2017-solid-single-6-8mm", "High risk: CT at 6-12 months, then CT at 18-24 months."},
		{"solid single 8.4 mm rounds to 8", NoduleFacts{Type: Solid, MeanDiameter: 8.4, Risk: HighRisk}, "fleischner-2017-solid-single-6-8mm", "High risk: CT at 6-12 months, then CT at 18-24 months."},
		{"solid single 8.5 mm rounds to 9", NoduleFacts{Type: Solid, MeanDiameter: 8.5}, "fleischner-2017-solid-single-gt8mm", "Consider CT at 3 months, PET/CT, or tissue sampling."},
		{"solid single 15 mm", NoduleFacts{Type: Solid, MeanDiameter: 15, Risk: LowRisk}, "fleischner-2017-solid-single-gt8mm", "Low risk: Consider CT at 3 months, PET/CT, or tissue sampling."},
		{"type not dictated reads as solid", NoduleFacts{MeanDiameter: 7, Risk: HighRisk}, "fleischner-2017-solid-single-6-8mm", "High risk: CT at 6-12 months, then CT at 18-24 months."},
		// Solid, multiple.
		{"solid multiple below 6", NoduleFacts{Type: Solid, Multiple: true, MeanDiameter: 5}, "fleischner-2017-solid-multiple-lt6mm", "Low risk: No routine follow-up. High risk: Optional CT at 12 months."},
		{"solid multiple 6-8 low", NoduleFacts{Type: Solid, Multiple: true, MeanDiameter: 6, Risk: LowRisk}, "fleischner-2017-solid-multiple-6-8mm", "Low risk: CT at 3-6 months, then consider CT at 18-24 months."},
		{"solid multiple 6-8 high", NoduleFacts{Type: Solid, Multiple: true, MeanDiameter: 8, Risk: HighRisk}, "fleischner-2017-solid-multiple-6-8mm", "High risk: CT at 3-6 months, then at 18-24 months."},
		{"solid multiple above 8", NoduleFacts{Type: Solid, Multiple: true, MeanDiameter: 12}, "fleischner-2017-solid-multiple-gt8mm", "Low risk: CT at 3-6 months, then consider CT at 18-24 months. High risk: CT at 3-6 months, then at 18-24 months."},
		// Subsolid.
		{"ground glass single below 6", NoduleFacts{Type: GroundGlass, MeanDiameter: 5}, "fleischner-2017-ground-glass-single-lt6mm", "No routine follow-up."},
		{"ground glass single exactly 6", NoduleFacts{Type: GroundGlass, MeanDiameter: 6, Risk: HighRisk}, "fleischner-2017-ground-glass-single-ge6mm", "CT at 6-12 months to confirm persistence, then CT every 2 years until 5 years."},
		{"part solid single below 6", NoduleFacts{Type: PartSolid, MeanDiameter: 5}, "fleischner-2017-part-solid-single-lt6mm", "No routine follow-up."},
		{"part solid single 8 with 4 mm solid part", NoduleFacts{Type: PartSolid, MeanDiameter: 8, SolidComponent: 4}, "fleischner-2017-part-solid-single-ge6mm", "CT at 3-6 months to confirm persistence. If unchanged and the solid component remains < 6 mm, annual CT should be performed for 5 years."},
		{"part solid with a 6 mm solid part", NoduleFacts{Type: PartSolid, MeanDiameter: 12, SolidComponent: 6}, "fleischner-2017-part-solid-single-ge6mm", "CT at 3-6 months to confirm persistence. If unchanged and the solid component remains < 6 mm, annual CT should be performed for 5 years. A persistent part-solid nodule with a solid component of 6 mm or more is highly suspicious."},
		{"part solid with a 5.4 mm solid part", NoduleFacts{Type: PartSolid, MeanDiameter: 12, SolidComponent: 5.4}, "fleischner-2017-part-solid-single-ge6mm", "CT at 3-6 months to confirm persistence. If unchanged and the solid component remains < 6 mm, annual CT should be performed for 5 years."},
		{"subsolid multiple below 6", NoduleFacts{Type: GroundGlass, Multiple: true, MeanDiameter: 4}, "fleischner-2017-ground-glass-multiple-lt6mm", "CT at 3-6 months. If stable, consider CT at 2 and 4 years."},
		{"subsolid multiple 6 or more", NoduleFacts{Type: PartSolid, Multiple: true, MeanDiameter: 7}, "fleischner-2017-part-solid-multiple-ge6mm", "CT at 3-6 months. Subsequent management based on the most suspicious nodule(s)."},
		{"subsolid without its kind shows both", NoduleFacts{Type: Subsolid, MeanDiameter: 7}, "fleischner-2017-subsolid-single-ge6mm", "If ground glass: CT at 6-12 months to confirm persistence, then CT every 2 years until 5 years. If part solid: CT at 3-6 months to confirm persistence. If unchanged and the solid component remains < 6 mm, annual CT should be performed for 5 years."},
		// Not applied, with the reason.
		{"screening", NoduleFacts{Type: Solid, MeanDiameter: 7, Exclusion: Screening}, "fleischner-2017-not-applied-screening", "Fleischner recommendations not applied: the dictation says lung cancer screening (use Lung-RADS)."},
		{"known cancer", NoduleFacts{Type: Solid, MeanDiameter: 7, Exclusion: KnownCancer}, "fleischner-2017-not-applied-known-cancer", "Fleischner recommendations not applied: the dictation names a known cancer; nodules are followed as possible metastases."},
		{"immunocompromised", NoduleFacts{Type: Solid, MeanDiameter: 7, Exclusion: Immunocompromised}, "fleischner-2017-not-applied-immunocompromised", "Fleischner recommendations not applied: the dictation names immunocompromise; nodules may be infectious."},
		{"young", NoduleFacts{Type: Solid, MeanDiameter: 7, Exclusion: YoungerThan35}, "fleischner-2017-not-applied-younger-than-35", "Fleischner recommendations not applied: the patient is younger than 35 years."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Fleischner(tt.facts, "en")
			if r.ID != tt.id || r.Text != tt.text {
				t.Errorf("got %q\n%q\nwant %q\n%q", r.ID, r.Text, tt.id, tt.text)
			}
			if r.Guideline != "Fleischner Society 2017" || !strings.Contains(r.Citation, "Radiology 2017;284") || r.Finding == "" {
				t.Errorf("incomplete %+v", r)
			}
		})
	}
}

func TestFleischnerWording(t *testing.T) {
	en := Fleischner(NoduleFacts{Type: PartSolid, Multiple: true, MeanDiameter: 9.5, SolidComponent: 6}, "en")
	if want := "Multiple part-solid nodules, largest 9.5 mm (solid component 6 mm)"; en.Finding != want {
		t.Errorf("en finding %q, want %q", en.Finding, want)
	}
	if got := Fleischner(NoduleFacts{MeanDiameter: 7}, "en").Finding; got != "Single nodule (type not dictated, read as solid), 7 mm; risk not dictated" {
		t.Errorf("en finding %q", got)
	}
	de := Fleischner(NoduleFacts{Type: Solid, MeanDiameter: 6.5}, "de-ch")
	if de.Finding != "Einzelner solider Rundherd, 6,5 mm; Risiko nicht diktiert" {
		t.Errorf("de finding %q", de.Finding)
	}
	if want := "Niedriges Risiko: CT nach 6-12 Monaten, dann CT nach 18-24 Monaten erwägen. Hohes Risiko: CT nach 6-12 Monaten, dann CT nach 18-24 Monaten."; de.Text != want {
		t.Errorf("de text %q, want %q", de.Text, want)
	}
	if got := Fleischner(NoduleFacts{Type: Solid, MeanDiameter: 7, Exclusion: KnownCancer}, "de").Text; !strings.HasPrefix(got, "Fleischner-Empfehlungen nicht angewandt: laut Diktat bekannte Tumorerkrankung") {
		t.Errorf("de exclusion %q", got)
	}
}
