package guidance

import (
	"slices"
	"strings"
	"testing"

	"github.com/radscribe/radscribe/domain/report"
)

func recommendationIDs(rs []Recommendation) []string {
	var out []string
	for _, r := range rs {
		out = append(out, r.ID)
	}
	return out
}

// A radiologist's Lung-RADS v2022 table for one screening CT, nodule by nodule, with the
// edges: sizes are mean diameters rounded to one decimal, and a threshold counts from itself.
func TestLungRADSTable(t *testing.T) {
	solid := func(mm float64, c NoduleCourse) ScreeningNodule {
		return ScreeningNodule{Type: Solid, MeanDiameter: mm, Course: c}
	}
	partSolid := func(mm, solidPart float64, c NoduleCourse) ScreeningNodule {
		return ScreeningNodule{Type: PartSolid, MeanDiameter: mm, SolidComponent: solidPart, Course: c}
	}
	ggn := func(mm float64, c NoduleCourse) ScreeningNodule {
		return ScreeningNodule{Type: GroundGlass, MeanDiameter: mm, Course: c}
	}
	tests := []struct {
		name    string
		nodules []ScreeningNodule
		want    []string
	}{
		{"no nodules", nil, []string{"lung-rads-v2022-1"}},
		// Solid at baseline: < 6 mm 2, 6 to < 8 mm 3, 8 to < 15 mm 4A, 15 mm or more 4B.
		{"solid 5.9 mm", []ScreeningNodule{solid(5.9, Baseline)}, []string{"lung-rads-v2022-2"}},
		{"solid 5.94 mm rounds to 5.9", []ScreeningNodule{solid(5.94, Baseline)}, []string{"lung-rads-v2022-2"}},
		{"solid 5.96 mm rounds to 6.0", []ScreeningNodule{solid(5.96, Baseline)}, []string{"lung-rads-v2022-3"}},
		{"solid exactly 6 mm", []ScreeningNodule{solid(6, Baseline)}, []string{"lung-rads-v2022-3"}},
		{"solid 7.9 mm", []ScreeningNodule{solid(7.9, Baseline)}, []string{"lung-rads-v2022-3"}},
		{"solid exactly 8 mm", []ScreeningNodule{solid(8, Baseline)}, []string{"lung-rads-v2022-4a"}},
		{"solid 14.9 mm", []ScreeningNodule{solid(14.9, Baseline)}, []string{"lung-rads-v2022-4a"}},
		{"solid exactly 15 mm", []ScreeningNodule{solid(15, Baseline)}, []string{"lung-rads-v2022-4b"}},
		{"type not dictated reads as solid", []ScreeningNodule{{MeanDiameter: 7}}, []string{"lung-rads-v2022-3"}},
		{"tiny, no size", []ScreeningNodule{{Type: Solid, Small: true}}, []string{"lung-rads-v2022-2"}},
		// Solid, new: < 4 mm 2, 4 to < 6 mm 3, 6 to < 8 mm 4A, 8 mm or more 4B.
		{"new solid 3.9 mm", []ScreeningNodule{solid(3.9, NewNodule)}, []string{"lung-rads-v2022-2"}},
		{"new solid 4 mm", []ScreeningNodule{solid(4, NewNodule)}, []string{"lung-rads-v2022-3"}},
		{"new solid 6 mm", []ScreeningNodule{solid(6, NewNodule)}, []string{"lung-rads-v2022-4a"}},
		{"new solid 8 mm", []ScreeningNodule{solid(8, NewNodule)}, []string{"lung-rads-v2022-4b"}},
		// Solid, growing: < 8 mm 4A, 8 mm or more 4B.
		{"growing solid 7 mm", []ScreeningNodule{solid(7, Growing)}, []string{"lung-rads-v2022-4a"}},
		{"growing solid 8 mm", []ScreeningNodule{solid(8, Growing)}, []string{"lung-rads-v2022-4b"}},
		// Stable: category 3 and 4A step down one category; 4B stays.
		{"stable solid 7 mm", []ScreeningNodule{solid(7, Stable)}, []string{"lung-rads-v2022-2"}},
		{"stable solid 10 mm", []ScreeningNodule{solid(10, Stable)}, []string{"lung-rads-v2022-3"}},
		{"stable solid 16 mm", []ScreeningNodule{solid(16, Stable)}, []string{"lung-rads-v2022-4b"}},
		// Juxtapleural and spiculated.
		{"juxtapleural 9 mm", []ScreeningNodule{{Type: Solid, MeanDiameter: 9, Juxtapleural: true}}, []string{"lung-rads-v2022-2"}},
		{"juxtapleural 10 mm", []ScreeningNodule{{Type: Solid, MeanDiameter: 10, Juxtapleural: true}}, []string{"lung-rads-v2022-4a"}},
		{"spiculated 9 mm is 4X", []ScreeningNodule{{Type: Solid, MeanDiameter: 9, Spiculated: true}}, []string{"lung-rads-v2022-4x"}},
		{"spiculated 5 mm stays 2", []ScreeningNodule{{Type: Solid, MeanDiameter: 5, Spiculated: true}}, []string{"lung-rads-v2022-2"}},
		// Part solid at baseline: < 6 mm 2; solid part < 6 mm 3, 6 to < 8 mm 4A, 8 mm or more 4B.
		{"part solid 5 mm", []ScreeningNodule{partSolid(5, 2, Baseline)}, []string{"lung-rads-v2022-2"}},
		{"part solid, solid part 5 mm", []ScreeningNodule{partSolid(12, 5, Baseline)}, []string{"lung-rads-v2022-3"}},
		{"part solid, solid part exactly 6 mm", []ScreeningNodule{partSolid(12, 6, Baseline)}, []string{"lung-rads-v2022-4a"}},
		{"part solid, solid part 7.9 mm", []ScreeningNodule{partSolid(12, 7.9, Baseline)}, []string{"lung-rads-v2022-4a"}},
		{"part solid, solid part exactly 8 mm", []ScreeningNodule{partSolid(12, 8, Baseline)}, []string{"lung-rads-v2022-4b"}},
		{"part solid, solid part not dictated", []ScreeningNodule{partSolid(12, 0, Baseline)}, []string{"lung-rads-v2022-not-graded-solid-component"}},
		// Part solid, new or growing: new < 6 mm 3; solid part < 4 mm 4A, 4 mm or more 4B.
		{"new part solid 5 mm", []ScreeningNodule{partSolid(5, 0, NewNodule)}, []string{"lung-rads-v2022-3"}},
		{"new part solid, solid part 3 mm", []ScreeningNodule{partSolid(10, 3, NewNodule)}, []string{"lung-rads-v2022-4a"}},
		{"new part solid, solid part 4 mm", []ScreeningNodule{partSolid(10, 4, NewNodule)}, []string{"lung-rads-v2022-4b"}},
		{"growing part solid, solid part 3.9 mm", []ScreeningNodule{partSolid(10, 3.9, Growing)}, []string{"lung-rads-v2022-4a"}},
		// Ground glass: < 30 mm 2, 30 mm or more 3 at baseline or new; growing or stable 2.
		{"ground glass 29 mm", []ScreeningNodule{ggn(29, Baseline)}, []string{"lung-rads-v2022-2"}},
		{"ground glass 30 mm", []ScreeningNodule{ggn(30, Baseline)}, []string{"lung-rads-v2022-3"}},
		{"new ground glass 30 mm", []ScreeningNodule{ggn(30, NewNodule)}, []string{"lung-rads-v2022-3"}},
		{"growing ground glass 35 mm", []ScreeningNodule{ggn(35, Growing)}, []string{"lung-rads-v2022-2"}},
		{"subsolid below 6 mm", []ScreeningNodule{{Type: Subsolid, MeanDiameter: 5}}, []string{"lung-rads-v2022-2"}},
		{"subsolid 8 mm", []ScreeningNodule{{Type: Subsolid, MeanDiameter: 8}}, []string{"lung-rads-v2022-not-graded-subsolid"}},
		// The most suspicious nodule decides; what cannot be graded is said beside it.
		{"two solid nodules", []ScreeningNodule{solid(5, Baseline), solid(9, Baseline)}, []string{"lung-rads-v2022-4a"}},
		{"ground glass and solid", []ScreeningNodule{ggn(10, Baseline), solid(6, Baseline)}, []string{"lung-rads-v2022-3"}},
		{"size not dictated", []ScreeningNodule{{Type: Solid}}, []string{"lung-rads-v2022-not-graded-size"}},
		{"graded and not graded", []ScreeningNodule{solid(7, Baseline), {Type: Solid}}, []string{"lung-rads-v2022-3", "lung-rads-v2022-not-graded-size"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := LungRADS(ScreeningFacts{Nodules: tt.nodules}, "en")
			if !slices.Equal(recommendationIDs(got), tt.want) {
				t.Fatalf("got %v, want %v\n%+v", recommendationIDs(got), tt.want, got)
			}
			for _, r := range got {
				if r.Guideline != LungRADSGuideline || !strings.Contains(r.Citation, "J Am Coll Radiol 2024;21(3):473-488") || r.Finding == "" || r.Text == "" {
					t.Errorf("incomplete %+v", r)
				}
			}
		})
	}
}

func TestLungRADSWording(t *testing.T) {
	one := func(n ScreeningNodule, language string) Recommendation {
		return LungRADS(ScreeningFacts{Nodules: []ScreeningNodule{n}}, language)[0]
	}
	r := one(ScreeningNodule{Type: Solid, MeanDiameter: 9}, "en")
	if r.Finding != "Solid nodule, 9 mm, baseline" || r.Text != "Lung-RADS 4A (suspicious): 3-month LDCT; PET/CT may be considered (solid nodule or solid component of 8 mm or more)." {
		t.Errorf("en 4A %q / %q", r.Finding, r.Text)
	}
	r = one(ScreeningNodule{Type: PartSolid, MeanDiameter: 12, SolidComponent: 7, Course: NewNodule}, "en")
	if r.Finding != "Part-solid nodule, 12 mm (solid component 7 mm), new" || r.Text != "Lung-RADS 4B (very suspicious): diagnostic chest CT with or without contrast, tissue sampling and/or referral for further clinical evaluation." {
		t.Errorf("en 4B %q / %q", r.Finding, r.Text)
	}
	r = one(ScreeningNodule{Type: Solid, MeanDiameter: 16, Spiculated: true}, "en")
	if r.Text != "Lung-RADS 4X (very suspicious, with additional features): diagnostic chest CT with or without contrast, PET/CT (solid nodule or solid component of 8 mm or more), tissue sampling and/or referral for further clinical evaluation." ||
		r.Finding != "Solid nodule, 16 mm, baseline, spiculated" {
		t.Errorf("en 4X %q / %q", r.Finding, r.Text)
	}
	r = one(ScreeningNodule{MeanDiameter: 6.5}, "en")
	if r.Finding != "Nodule (type not dictated, read as solid), 6.5 mm, baseline" || r.Text != "Lung-RADS 3 (probably benign): 6-month LDCT." {
		t.Errorf("en 3 %q / %q", r.Finding, r.Text)
	}
	several := LungRADS(ScreeningFacts{Nodules: []ScreeningNodule{{Type: Solid, MeanDiameter: 4}, {Type: Solid, MeanDiameter: 5}}}, "en")[0]
	if several.Finding != "Solid nodule, 5 mm, baseline; the most suspicious of 2 nodules" || several.Text != "Lung-RADS 2 (benign): 12-month screening LDCT." {
		t.Errorf("en several %q / %q", several.Finding, several.Text)
	}
	neg := LungRADS(ScreeningFacts{}, "en")[0]
	if neg.Finding != "No lung nodules" || neg.Text != "Lung-RADS 1 (negative): 12-month screening LDCT." {
		t.Errorf("en 1 %q / %q", neg.Finding, neg.Text)
	}

	de := one(ScreeningNodule{Type: Solid, MeanDiameter: 9.5}, "de")
	if de.Finding != "Solider Rundherd, 9,5 mm, Baseline" || de.Text != "Lung-RADS 4A (suspekt): Niedrigdosis-CT nach 3 Monaten; PET/CT kann erwogen werden (solider Rundherd oder solider Anteil ab 8 mm)." {
		t.Errorf("de 4A %q / %q", de.Finding, de.Text)
	}
	de = one(ScreeningNodule{Type: Solid, MeanDiameter: 7, Course: Stable}, "de")
	if de.Finding != "Solider Rundherd, 7 mm, stabil" || de.Text != "Lung-RADS 2 (benigne): Screening-Niedrigdosis-CT nach 12 Monaten." {
		t.Errorf("de stable %q / %q", de.Finding, de.Text)
	}
	de = one(ScreeningNodule{Type: PartSolid, MeanDiameter: 12}, "de")
	if !strings.HasPrefix(de.Text, "Keine Lung-RADS-Kategorie: der solide Anteil des teilsoliden Rundherds ist nicht diktiert") {
		t.Errorf("de not graded %q", de.Text)
	}
	romance := map[string][2]string{
		"es": {"Nódulo sólido, 9,5 mm, basal", "Lung-RADS 4A (sospechoso): TC de baja dosis a los 3 meses; puede considerarse PET/TC (nódulo sólido o componente sólido de 8 mm o más)."},
		"fr": {"Nodule solide, 9,5 mm, initial", "Lung-RADS 4A (suspect): TDM faible dose à 3 mois; une TEP-TDM peut être envisagée (nodule solide ou composante solide de 8 mm ou plus)."},
		"it": {"Nodulo solido, 9,5 mm, basale", "Lung-RADS 4A (sospetto): TC a bassa dose a 3 mesi; si può considerare PET/TC (nodulo solido o componente solida di 8 mm o più)."},
		"pt": {"Nódulo sólido, 9,5 mm, inicial", "Lung-RADS 4A (suspeito): TC de baixa dose aos 3 meses; pode considerar-se PET/TC (nódulo sólido ou componente sólido de 8 mm ou mais)."},
	}
	for language, want := range romance {
		if r := one(ScreeningNodule{Type: Solid, MeanDiameter: 9.5}, language); r.Finding != want[0] || r.Text != want[1] {
			t.Errorf("%s 4A %q / %q", language, r.Finding, r.Text)
		}
	}
	if nl := one(ScreeningNodule{Type: Solid, MeanDiameter: 9}, "nl"); nl.Text != englishText4A(t) {
		t.Errorf("nl %q", nl.Text)
	}
}

// englishText4A is the English 4A text, which languages without their own wording show.
func englishText4A(t *testing.T) string {
	t.Helper()
	return LungRADS(ScreeningFacts{Nodules: []ScreeningNodule{{Type: Solid, MeanDiameter: 9}}}, "en")[0].Text
}

func TestReadScreening(t *testing.T) {
	tests := []struct {
		name, language string
		sections       []report.Section
		screening      bool
		want           []ScreeningNodule
	}{
		// English.
		{"en baseline solid", "en", sections("7 mm solid nodule in the right upper lobe.", "", "Lung cancer screening."), true,
			[]ScreeningNodule{{Type: Solid, MeanDiameter: 7}}},
		{"en negative screen", "en", titled("Low-dose CT chest for lung cancer screening", sections("No pulmonary nodules.", "")), true, nil},
		{"en part solid", "en", sections("Part-solid nodule in the left upper lobe, 14 mm, solid component 7 mm.", "", "LDCT lung screening."), true,
			[]ScreeningNodule{{Type: PartSolid, MeanDiameter: 14, SolidComponent: 7}}},
		{"en new", "en", sections("New 5 mm solid nodule in the right lower lobe.", "", "Follow-up lung cancer screening."), true,
			[]ScreeningNodule{{Type: Solid, MeanDiameter: 5, Course: NewNodule}}},
		{"en grown", "en", sections("Solid nodule in the left lower lobe has grown to 9 mm.", "", "Lung cancer screening."), true,
			[]ScreeningNodule{{Type: Solid, MeanDiameter: 9, Course: Growing}}},
		{"en grown by more than 1.5 mm", "en", sections("Solid nodule in the right upper lobe measures 7 mm, previously 5 mm.", "", "Lung cancer screening."), true,
			[]ScreeningNodule{{Type: Solid, MeanDiameter: 7, Course: Growing}}},
		{"en 1 mm is no growth", "en", sections("Solid nodule in the right upper lobe measures 7 mm, previously 6 mm.", "", "Lung cancer screening."), true,
			[]ScreeningNodule{{Type: Solid, MeanDiameter: 7, Course: Stable}}},
		{"en stable", "en", sections("Stable 7 mm solid nodule in the right upper lobe.", "", "Lung cancer screening."), true,
			[]ScreeningNodule{{Type: Solid, MeanDiameter: 7, Course: Stable}}},
		{"en spiculated", "en", sections("Spiculated solid nodule in the right upper lobe, 16 mm.", "", "Lung cancer screening."), true,
			[]ScreeningNodule{{Type: Solid, MeanDiameter: 16, Spiculated: true}}},
		{"en perifissural", "en", sections("Perifissural solid nodule along the right major fissure, 6 mm.", "", "Lung cancer screening."), true,
			[]ScreeningNodule{{Type: Solid, MeanDiameter: 6, Juxtapleural: true}}},
		{"en ground glass", "en", sections("Ground glass nodule in the right upper lobe, 12 mm.", "", "Lung cancer screening."), true,
			[]ScreeningNodule{{Type: GroundGlass, MeanDiameter: 12}}},
		{"en calcified granuloma only", "en", sections("Calcified granuloma in the right upper lobe, 5 mm.", "", "Lung cancer screening."), true, nil},
		{"en two nodules", "en", sections("5 mm solid nodule in the right upper lobe. 9 mm solid nodule in the left lower lobe.", "", "Lung cancer screening."), true,
			[]ScreeningNodule{{Type: Solid, MeanDiameter: 5}, {Type: Solid, MeanDiameter: 9}}},
		{"en screening in the title", "en", titled("CT Chest Lung Cancer Screening", sections("6 mm nodule in the lingula.", "")), true,
			[]ScreeningNodule{{MeanDiameter: 6}}},
		{"en screening said once, nodules read", "en", sections("6 mm solid nodule in the right upper lobe.", "", "Screening."), true,
			[]ScreeningNodule{{Type: Solid, MeanDiameter: 6}}},
		// Not lung screening.
		{"en no screening", "en", sections("7 mm solid nodule in the right upper lobe.", ""), false, nil},
		{"en screening mammography", "en", titled("Screening Mammography", sections("No suspicious mass.", "", "Routine screening.")), false, nil},
		{"en colorectal screening", "en", sections("6 mm nodule in the right lower lobe.", "", "Colorectal cancer screening, CT colonography."), false, nil},
		{"en screening without lungs", "en", sections("No acute abnormality.", "", "Screening."), false, nil},
		{"en tuberculosis screening", "en", sections("6 mm solid nodule in the right lower lobe.", "", "Screening for pulmonary tuberculosis."), false, nil},
		{"en screening radiograph", "en", titled("Chest Radiograph", sections("2 cm nodular density in the right lower lobe on the lateral view.", "", "Screening exam.")), false, nil},
		{"en screening denied", "en", sections("7 mm solid nodule in the right upper lobe.", "", "Not a screening examination. Cough."), false, nil},
		// German.
		{"de Baseline", "de", sections("Solider Rundherd im Oberlappen rechts, 7 mm.", "", "Lungenkrebsscreening."), true,
			[]ScreeningNodule{{Type: Solid, MeanDiameter: 7}}},
		{"de negativ", "de", titled("Low-Dose-CT Thorax (Lungenkrebsfrüherkennung)", sections("Keine Lungenrundherde.", "")), true, nil},
		{"de neu", "de", sections("Neuer solider Rundherd im Unterlappen links, 6 mm.", "", "LDCT-Screening, Folgeuntersuchung."), true,
			[]ScreeningNodule{{Type: Solid, MeanDiameter: 6, Course: NewNodule}}},
		{"de teilsolide", "de", sections("Teilsolider Rundherd im Oberlappen links, 14 mm, solider Anteil 8 mm.", "", "Lungenkrebsscreening."), true,
			[]ScreeningNodule{{Type: PartSolid, MeanDiameter: 14, SolidComponent: 8}}},
		{"de größenprogredient", "de", sections("Größenprogredienter solider Rundherd im Mittellappen, jetzt 9 mm, zuvor 6 mm.", "", "Lungenkrebsscreening."), true,
			[]ScreeningNodule{{Type: Solid, MeanDiameter: 9, Course: Growing}}},
		{"de größenkonstant", "de", sections("Größenkonstanter solider Rundherd im Unterlappen rechts, 7 mm.", "", "Lungenkrebsscreening."), true,
			[]ScreeningNodule{{Type: Solid, MeanDiameter: 7, Course: Stable}}},
		{"de Screening-Mammographie", "de", titled("Screening-Mammographie", sections("Kein suspekter Herdbefund.", "")), false, nil},
		{"de kein Screening", "de", sections("Solider Rundherd im Oberlappen rechts, 7 mm.", ""), false, nil},
		// Spanish, French, Italian, Portuguese.
		{"es basal", "es", sections("Nódulo sólido de 7 mm en el lóbulo superior derecho.", "", "Cribado de cáncer de pulmón."), true,
			[]ScreeningNodule{{Type: Solid, MeanDiameter: 7}}},
		{"es negativo", "es", titled("TC de tórax de baja dosis para cribado de cáncer de pulmón", sections("Sin nódulos pulmonares.", "")), true, nil},
		{"es nuevo", "es", sections("Nuevo nódulo sólido de 6 mm en el lóbulo inferior izquierdo.", "", "Cribado de cáncer de pulmón, control anual."), true,
			[]ScreeningNodule{{Type: Solid, MeanDiameter: 6, Course: NewNodule}}},
		{"es crecimiento", "es", sections("Nódulo sólido en el lóbulo medio de 9 mm, previamente 6 mm.", "", "Cribado de cáncer de pulmón."), true,
			[]ScreeningNodule{{Type: Solid, MeanDiameter: 9, Course: Growing}}},
		{"es espiculado", "es", sections("Nódulo sólido espiculado de 16 mm en el lóbulo superior derecho.", "", "Cribado de cáncer de pulmón."), true,
			[]ScreeningNodule{{Type: Solid, MeanDiameter: 16, Spiculated: true}}},
		{"es mamografía", "es", titled("Mamografía de cribado", sections("Sin nódulos sospechosos.", "")), false, nil},
		{"fr initial", "fr", sections("Nodule solide de 7 mm du lobe supérieur droit.", "", "Dépistage du cancer du poumon."), true,
			[]ScreeningNodule{{Type: Solid, MeanDiameter: 7}}},
		{"fr négatif", "fr", titled("Scanner thoracique faible dose de dépistage du cancer du poumon", sections("Pas de nodule pulmonaire.", "")), true, nil},
		{"fr stable", "fr", sections("Nodule solide du lobe inférieur droit de 7 mm, stable.", "", "Dépistage du cancer du poumon."), true,
			[]ScreeningNodule{{Type: Solid, MeanDiameter: 7, Course: Stable}}},
		{"fr partiellement solide", "fr", sections("Nodule partiellement solide du lobe supérieur gauche de 14 mm, composante solide de 8 mm.", "", "Dépistage du cancer du poumon."), true,
			[]ScreeningNodule{{Type: PartSolid, MeanDiameter: 14, SolidComponent: 8}}},
		{"fr mammographie", "fr", titled("Mammographie de dépistage", sections("Pas de masse suspecte.", "")), false, nil},
		{"it basale", "it", sections("Nodulo solido di 7 mm nel lobo superiore destro.", "", "Screening del tumore polmonare."), true,
			[]ScreeningNodule{{Type: Solid, MeanDiameter: 7}}},
		{"it perifissurale", "it", sections("Nodulo solido perifissurale di 6 mm.", "", "Screening del tumore polmonare con TC a bassa dose."), true,
			[]ScreeningNodule{{Type: Solid, MeanDiameter: 6, Juxtapleural: true}}},
		{"it aumentato", "it", sections("Nodulo solido aumentato di dimensioni nel lobo inferiore sinistro, ora 10 mm.", "", "Screening polmonare."), true,
			[]ScreeningNodule{{Type: Solid, MeanDiameter: 10, Course: Growing}}},
		{"it mammografia", "it", titled("Mammografia di screening", sections("Non noduli sospetti.", "")), false, nil},
		{"pt inicial", "pt", sections("Nódulo sólido de 7 mm no lobo superior direito.", "", "Rastreio do cancro do pulmão."), true,
			[]ScreeningNodule{{Type: Solid, MeanDiameter: 7}}},
		{"pt vidro fosco", "pt", sections("Nódulo em vidro fosco de 12 mm no lobo superior direito.", "", "Rastreio do cancro do pulmão."), true,
			[]ScreeningNodule{{Type: GroundGlass, MeanDiameter: 12}}},
		{"pt novo", "pt-br", sections("Nódulo sólido novo de 5 mm no lobo inferior direito.", "", "Rastreamento de câncer de pulmão, controle anual."), true,
			[]ScreeningNodule{{Type: Solid, MeanDiameter: 5, Course: NewNodule}}},
		{"pt mamografia", "pt", titled("Mamografia de rastreio", sections("Sem nódulos suspeitos.", "")), false, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := ReadScreening(tt.language, tt.sections)
			if ok != tt.screening || !slices.Equal(got.Nodules, tt.want) {
				t.Errorf("got %v %+v\nwant %v %+v", ok, got.Nodules, tt.screening, tt.want)
			}
		})
	}
}

// Fleischner and Lung-RADS read screening the same way: where Lung-RADS answers, Fleischner is
// silent (a screening examination gets Lung-RADS, never Fleischner), and where Lung-RADS does
// not, Fleischner is not held back for screening.
func TestLungRADSAndFleischnerAgree(t *testing.T) {
	reports := map[string][]report.Section{
		"lung screening":       sections("7 mm solid nodule in the right upper lobe.", "", "Lung cancer screening."),
		"screening title":      titled("LDCT Lung Screening", sections("9 mm solid nodule in the left lower lobe.", "")),
		"screening said once":  sections("6 mm solid nodule in the right upper lobe.", "", "Screening."),
		"colorectal screening": sections("6 mm nodule in the right lower lobe.", "", "Colorectal cancer screening, CT colonography."),
		"no screening":         sections("7 mm solid nodule in the right upper lobe.", ""),
		"tuberculosis":         sections("6 mm solid nodule in the right lower lobe.", "", "Screening for pulmonary tuberculosis."),
		"radiograph":           titled("Chest Radiograph", sections("2 cm nodular density in the right lower lobe on the lateral view.", "", "Screening exam.")),
		"de Screening":         sections("Solider Rundherd im Oberlappen rechts, 7 mm.", "", "Lungenkrebsscreening."),
		"de Mammographie":      sections("Solider Rundherd im Oberlappen rechts, 7 mm.", "", "Screening-Mammographie."),
	}
	for name, s := range reports {
		language := "en"
		if strings.HasPrefix(name, "de") {
			language = "de"
		}
		fleischner := FleischnerRecommendations(language, s)
		heldBack := slices.ContainsFunc(fleischner, func(r Recommendation) bool {
			return r.ID == "fleischner-2017-not-applied-screening"
		})
		lungRADS := len(LungRADSRecommendations(language, s)) > 0
		if heldBack || lungRADS == (len(fleischner) > 0) {
			t.Errorf("%s: Fleischner %+v, Lung-RADS given %v", name, fleischner, lungRADS)
		}
	}
}

func TestLungRADSRecommendations(t *testing.T) {
	got := LungRADSRecommendations("en", sections("5 mm solid nodule in the right upper lobe. 9 mm solid nodule in the left lower lobe.", "", "Lung cancer screening."))
	if len(got) != 1 || got[0].ID != "lung-rads-v2022-4a" || got[0].Finding != "Solid nodule, 9 mm, baseline; the most suspicious of 2 nodules" {
		t.Errorf("got %+v", got)
	}
	if none := LungRADSRecommendations("en", sections("7 mm solid nodule in the right upper lobe.", "")); len(none) != 0 {
		t.Errorf("no screening got %+v", none)
	}
	de := LungRADSRecommendations("de", titled("Niedrigdosis-CT Thorax, Lungenkrebsscreening", sections("Keine Rundherde.", "")))
	if len(de) != 1 || de[0].ID != "lung-rads-v2022-1" || de[0].Finding != "Keine Lungenrundherde" {
		t.Errorf("de %+v", de)
	}
}
