package guidance

import (
	"slices"
	"strings"
	"testing"

	"github.com/radscribe/radscribe/domain/report"
)

func TestReadNodules(t *testing.T) {
	tests := []struct {
		name, language string
		sections       []report.Section
		want           []NoduleFacts
	}{
		// English
		{"en single solid", "en", sections("A 7 mm solid nodule in the right upper lobe.", "Right upper lobe nodule."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7}}},
		{"en type not dictated", "en", sections("4 mm nodule in the left lower lobe.", ""),
			[]NoduleFacts{{Type: TypeNotDictated, MeanDiameter: 4}}},
		{"en spoken size", "en", sections("six millimeter nodule in the lingula.", ""),
			[]NoduleFacts{{Type: TypeNotDictated, MeanDiameter: 6}}},
		{"en mean of two axes", "en", sections("Solid nodule of 9 x 7 mm in the right lower lobe.", ""),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 8}}},
		{"en centimetres", "en", sections("1.2 cm solid pulmonary nodule.", ""),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 12}}},
		{"en multiple by plural", "en", sections("Several solid nodules in both lungs, the largest 5 mm.", ""),
			[]NoduleFacts{{Type: Solid, Multiple: true, MeanDiameter: 5}}},
		{"en multiple by sentences", "en", sections("A 6 mm nodule in the right upper lobe. A 4 mm nodule in the left lower lobe.", ""),
			[]NoduleFacts{{Type: TypeNotDictated, Multiple: true, MeanDiameter: 6}}},
		{"en part solid with its solid part", "en", sections("Part-solid nodule of 12 mm in the left upper lobe with a solid component of 6 mm.", ""),
			[]NoduleFacts{{Type: PartSolid, MeanDiameter: 12, SolidComponent: 6}}},
		{"en ground glass with a solid part is part solid", "en", sections("Ground glass nodule of 10 mm in the right upper lobe with a 4 mm solid component.", ""),
			[]NoduleFacts{{Type: PartSolid, MeanDiameter: 10, SolidComponent: 4}}},
		{"en ground glass", "en", sections("Pure ground-glass nodule in the right upper lobe measuring 8 mm.", ""),
			[]NoduleFacts{{Type: GroundGlass, MeanDiameter: 8}}},
		{"en two kinds", "en", sections("Solid 5 mm nodule in the right lower lobe. Ground glass nodule of 7 mm in the left upper lobe.", ""),
			[]NoduleFacts{{Type: Solid, Multiple: true, MeanDiameter: 5}, {Type: GroundGlass, Multiple: true, MeanDiameter: 7}}},
		{"en high risk smoker", "en", sections("7 mm solid nodule in the right upper lobe.", "", "Heavy smoker, 40 pack years."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Risk: HighRisk}}},
		{"en low risk non-smoker", "en", sections("7 mm solid nodule in the right upper lobe.", "", "Non-smoker. Chest pain."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Risk: LowRisk}}},
		{"en denied smoking is low risk", "en", sections("7 mm solid nodule in the right upper lobe.", "", "No smoking history."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Risk: LowRisk}}},
		{"en family history is a risk, not a known cancer", "en", sections("7 mm solid nodule in the right upper lobe.", "", "Family history of lung cancer."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Risk: HighRisk}}},
		// Not applied
		{"en screening", "en", sections("6 mm solid nodule in the right upper lobe.", "", "Lung cancer screening."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 6, Exclusion: Screening}}},
		{"en known cancer", "en", sections("6 mm solid nodule in the right upper lobe.", "", "Breast cancer."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 6, Exclusion: KnownCancer}}},
		{"en known cancer in findings", "en", sections("6 mm nodule in the right upper lobe. Known metastatic colon carcinoma.", ""),
			[]NoduleFacts{{Type: TypeNotDictated, MeanDiameter: 6, Exclusion: KnownCancer}}},
		{"en suspected cancer is no known cancer", "en", sections("9 mm solid nodule in the right upper lobe.", "", "Rule out malignancy."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 9}}},
		{"en no history of cancer", "en", sections("9 mm solid nodule in the right upper lobe.", "", "No history of cancer."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 9}}},
		{"en immunocompromised", "en", sections("6 mm solid nodule in the right upper lobe.", "", "Renal transplant recipient, fever."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 6, Exclusion: Immunocompromised}}},
		{"en young", "en", sections("6 mm solid nodule in the right upper lobe.", "", "28-year-old with cough."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 6, Exclusion: YoungerThan35}}},
		{"en years are no age", "en", sections("6 mm solid nodule in the right upper lobe. Follow-up in 2 years.", "", "Smoker for 20 years."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 6, Risk: HighRisk}}},
		{"en stable nodule", "en", sections("Stable 6 mm nodule in the left lower lobe.", ""),
			[]NoduleFacts{{Type: TypeNotDictated, MeanDiameter: 6, Exclusion: KnownNodule}}},
		{"en prior size", "en", sections("Solid nodule in the left lower lobe measures 7 mm, previously 5 mm.", ""),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Exclusion: KnownNodule}}},
		// Nothing to suggest
		{"en no nodule", "en", sections("No pulmonary nodules.", "Normal chest CT."), nil},
		{"en calcified granuloma", "en", sections("Calcified 5 mm nodule in the right lower lobe.", ""), nil},
		{"en thyroid nodule", "en", sections("Lungs are clear. 12 mm nodule in the left thyroid lobe.", ""), nil},
		{"en possible nodule", "en", sections("Possible 4 mm nodule in the right upper lobe.", ""), nil},
		{"en impression only", "en", sections("Lungs: see impression.", "8 mm solid nodule in the right upper lobe."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 8}}},
		// German
		{"de solide", "de", sections("Solider Rundherd im rechten Oberlappen, 7 mm.", ""),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7}}},
		{"de gesprochene Größe", "de", sections("Rundherd im Unterlappen links, sechs Millimeter.", ""),
			[]NoduleFacts{{Type: TypeNotDictated, MeanDiameter: 6}}},
		{"de Dezimalkomma", "de", sections("Rundherd im Oberlappen rechts von 0,8 cm.", ""),
			[]NoduleFacts{{Type: TypeNotDictated, MeanDiameter: 8}}},
		{"de teilsolide", "de", sections("Teilsolider Rundherd im Oberlappen links, 14 mm, solider Anteil 6 mm.", ""),
			[]NoduleFacts{{Type: PartSolid, MeanDiameter: 14, SolidComponent: 6}}},
		{"de Milchglas", "de", sections("Milchglasherd im Mittellappen von 9 mm.", ""),
			[]NoduleFacts{{Type: GroundGlass, MeanDiameter: 9}}},
		{"de mehrere", "de", sections("Mehrere solide Rundherde in beiden Lungen, der größte 4 mm.", ""),
			[]NoduleFacts{{Type: Solid, Multiple: true, MeanDiameter: 4}}},
		{"de Raucher", "de", sections("Solider Rundherd im Oberlappen rechts, 7 mm.", "", "Raucher, 30 Packungsjahre."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Risk: HighRisk}}},
		{"de kein Nikotinabusus", "de", sections("Solider Rundherd im Oberlappen rechts, 7 mm.", "", "Kein Nikotinabusus."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Risk: LowRisk}}},
		{"de Nichtraucher", "de", sections("Solider Rundherd im Oberlappen rechts, 7 mm.", "", "Nichtraucherin."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Risk: LowRisk}}},
		{"de Karzinom", "de", sections("Solider Rundherd im Oberlappen rechts, 7 mm.", "", "Bekanntes Mammakarzinom."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Exclusion: KnownCancer}}},
		{"de Z. n.", "de", sections("Solider Rundherd im Oberlappen rechts, 7 mm.", "", "Z. n. Kolonkarzinom 2019."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Exclusion: KnownCancer}}},
		{"de Screening", "de", sections("Solider Rundherd im Oberlappen rechts, 7 mm.", "", "Lungenkrebsfrüherkennung."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Exclusion: Screening}}},
		{"de Immunsuppression", "de", sections("Solider Rundherd im Oberlappen rechts, 7 mm.", "", "Immunsuppression nach Nierentransplantation."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Exclusion: Immunocompromised}}},
		{"de Alter", "de", sections("Solider Rundherd im Oberlappen rechts, 7 mm.", "", "30-jährige Patientin mit Husten."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Exclusion: YoungerThan35}}},
		{"de Lymphknoten", "de", sections("Lymphknoten paratracheal 8 mm. Keine Rundherde.", ""), nil},
		{"de größenkonstant", "de", sections("Größenkonstanter Rundherd im Unterlappen links, 6 mm.", ""),
			[]NoduleFacts{{Type: TypeNotDictated, MeanDiameter: 6, Exclusion: KnownNodule}}},
		{"de ohne Lungenbezug", "de", sections("Rundherd von 5 mm.", ""), nil},
		{"de Zeilenbezeichnung Lunge", "de", sections("Lunge: Rundherd von 5 mm.", ""),
			[]NoduleFacts{{Type: TypeNotDictated, MeanDiameter: 5}}},
		{"de verkalkt", "de", sections("Verkalkter Rundherd im Unterlappen links, 6 mm.", ""), nil},
		{"de Verdacht", "de", sections("Fraglicher Rundherd im Unterlappen links, 4 mm.", ""), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ReadNodules(tt.language, tt.sections)
			if !slices.Equal(got, tt.want) {
				t.Errorf("got  %+v\nwant %+v", got, tt.want)
			}
		})
	}
}

func TestFleischnerRecommendations(t *testing.T) {
	got := FleischnerRecommendations("en", sections("A 7 mm solid nodule in the right upper lobe.", "", "Former smoker."))
	if len(got) != 1 || got[0].ID != "fleischner-2017-solid-single-6-8mm" || got[0].Text != "High risk: CT at 6-12 months, then CT at 18-24 months." {
		t.Errorf("got %+v", got)
	}
	de := FleischnerRecommendations("de", sections("Teilsolider Rundherd im Oberlappen links, 14 mm, solider Anteil 6 mm.", ""))
	if len(de) != 1 || de[0].ID != "fleischner-2017-part-solid-single-ge6mm" || de[0].Finding != "Einzelner teilsolider Rundherd, 14 mm (solider Anteil 6 mm)" {
		t.Errorf("got %+v", de)
	}
	if none := FleischnerRecommendations("en", sections("No pulmonary nodules.", "")); len(none) != 0 {
		t.Errorf("got %+v for no nodules", none)
	}
}

func BenchmarkFleischnerRecommendations(b *testing.B) {
	paragraph := "A 7 mm solid nodule in the right upper lobe, previously 5 mm. Several ground glass nodules in both lungs, " +
		"the largest 4 mm. No pneumothorax. Part-solid nodule of 12 mm with a solid component of 6 mm in the left upper lobe. "
	text := strings.Repeat(paragraph, 50000/len(paragraph)+1)[:50000]
	for b.Loop() {
		FleischnerRecommendations("en", sections(text, "", "Former smoker, 30 pack years."))
	}
}
