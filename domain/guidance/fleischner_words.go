package guidance

import (
	"fmt"
	"strings"
)

// fleischnerWords words the guideline's table and findings in one language. Solid rows hold
// [low risk, high risk] per size band; subsolid rows [below 6 mm, 6 mm or more].
type fleischnerWords struct {
	solidSingle, solidMultiple                      [3][2]string
	groundGlassSingle, partSolidSingle              [2]string
	subsolidMultiple                                [2]string
	suspiciousSolidPart                             string
	lowRisk, highRisk, ifGroundGlass, ifPartSolid   string
	notApplied                                      string
	exclusions                                      map[Exclusion]string
	single, multiple                                map[NoduleType]string // "Single solid nodule"
	largest, small, solidComponent, riskNotDictated string
	decimalComma                                    bool
}

// finding describes the nodules the recommendation is for: "Single solid nodule, 7 mm".
func (w *fleischnerWords) finding(f NoduleFacts) string {
	var b strings.Builder
	if f.Multiple {
		b.WriteString(w.multiple[f.Type])
	} else {
		b.WriteString(w.single[f.Type])
	}
	switch {
	case f.MeanDiameter > 0:
		b.WriteString(", ")
		if f.Multiple {
			b.WriteString(w.largest)
		}
		b.WriteString(w.mm(f.MeanDiameter))
	case f.Small:
		b.WriteString(w.small)
	}
	if f.SolidComponent > 0 {
		fmt.Fprintf(&b, w.solidComponent, w.mm(f.SolidComponent))
	}
	if f.Risk == RiskNotDictated && (f.Type == Solid || f.Type == TypeNotDictated) && f.Exclusion == NoExclusion {
		b.WriteString(w.riskNotDictated)
	}
	return b.String()
}

// mm writes a size with the language's decimal mark: "6.5 mm", "6,5 mm".
func (w *fleischnerWords) mm(v float64) string {
	s := strings.TrimSuffix(strings.TrimRight(fmt.Sprintf("%.1f", v), "0"), ".")
	if w.decimalComma {
		s = strings.ReplaceAll(s, ".", ",")
	}
	return s + " mm"
}

// fleischnerWordings are the languages the guideline is worded in; others read English.
var fleischnerWordings = map[string]*fleischnerWords{"en": &englishFleischner, "de": &germanFleischner, "es": &spanishFleischner,
	"fr": &frenchFleischner, "it": &italianFleischner, "pt": &portugueseFleischner}

// fleischnerWordsFor returns language's words, else English's.
func fleischnerWordsFor(language string) *fleischnerWords {
	return forLanguage(fleischnerWordings, language)
}

var englishFleischner = fleischnerWords{
	solidSingle: [3][2]string{
		{"No routine follow-up.", "Optional CT at 12 months."},
		{"CT at 6-12 months, then consider CT at 18-24 months.", "CT at 6-12 months, then CT at 18-24 months."},
		{"Consider CT at 3 months, PET/CT, or tissue sampling.", "Consider CT at 3 months, PET/CT, or tissue sampling."},
	},
	solidMultiple: [3][2]string{
		{"No routine follow-up.", "Optional CT at 12 months."},
		{"CT at 3-6 months, then consider CT at 18-24 months.", "CT at 3-6 months, then at 18-24 months."},
		{"CT at 3-6 months, then consider CT at 18-24 months.", "CT at 3-6 months, then at 18-24 months."},
	},
	groundGlassSingle: [2]string{"No routine follow-up.",
		"CT at 6-12 months to confirm persistence, then CT every 2 years until 5 years."},
	partSolidSingle: [2]string{"No routine follow-up.",
		"CT at 3-6 months to confirm persistence. If unchanged and the solid component remains < 6 mm, annual CT should be performed for 5 years."},
	subsolidMultiple: [2]string{"CT at 3-6 months. If stable, consider CT at 2 and 4 years.",
		"CT at 3-6 months. Subsequent management based on the most suspicious nodule(s)."},
	suspiciousSolidPart: "A persistent part-solid nodule with a solid component of 6 mm or more is highly suspicious.",
	lowRisk:             "Low risk: ",
	highRisk:            "High risk: ",
	ifGroundGlass:       "If ground glass: ",
	ifPartSolid:         "If part solid: ",
	notApplied:          "Fleischner recommendations not applied: ",
	exclusions: map[Exclusion]string{
		Screening:         "the dictation says lung cancer screening (use Lung-RADS).",
		KnownCancer:       "the dictation names a known cancer; nodules are followed as possible metastases.",
		Immunocompromised: "the dictation names immunocompromise; nodules may be infectious.",
		YoungerThan35:     "the patient is younger than 35 years.",
		KnownNodule:       "the nodule is known or has a prior size; its course since the prior study decides the follow-up.",
	},
	single: map[NoduleType]string{
		TypeNotDictated: "Single nodule (type not dictated, read as solid)", Solid: "Single solid nodule",
		PartSolid: "Single part-solid nodule", GroundGlass: "Single ground-glass nodule", Subsolid: "Single subsolid nodule",
	},
	multiple: map[NoduleType]string{
		TypeNotDictated: "Multiple nodules (type not dictated, read as solid)", Solid: "Multiple solid nodules",
		PartSolid: "Multiple part-solid nodules", GroundGlass: "Multiple ground-glass nodules", Subsolid: "Multiple subsolid nodules",
	},
	largest:         "largest ",
	small:           ", millimetric (below 6 mm)",
	solidComponent:  " (solid component %s)",
	riskNotDictated: "; risk not dictated",
}

var germanFleischner = fleischnerWords{
	solidSingle: [3][2]string{
		{"Keine routinemäßige Verlaufskontrolle.", "Optional CT nach 12 Monaten."},
		{"CT nach 6-12 Monaten, dann CT nach 18-24 Monaten erwägen.", "CT nach 6-12 Monaten, dann CT nach 18-24 Monaten."},
		{"CT nach 3 Monaten, PET/CT oder Gewebeentnahme erwägen.", "CT nach 3 Monaten, PET/CT oder Gewebeentnahme erwägen."},
	},
	solidMultiple: [3][2]string{
		{"Keine routinemäßige Verlaufskontrolle.", "Optional CT nach 12 Monaten."},
		{"CT nach 3-6 Monaten, dann CT nach 18-24 Monaten erwägen.", "CT nach 3-6 Monaten, dann nach 18-24 Monaten."},
		{"CT nach 3-6 Monaten, dann CT nach 18-24 Monaten erwägen.", "CT nach 3-6 Monaten, dann nach 18-24 Monaten."},
	},
	groundGlassSingle: [2]string{"Keine routinemäßige Verlaufskontrolle.",
		"CT nach 6-12 Monaten zur Bestätigung der Persistenz, dann CT alle 2 Jahre bis 5 Jahre."},
	partSolidSingle: [2]string{"Keine routinemäßige Verlaufskontrolle.",
		"CT nach 3-6 Monaten zur Bestätigung der Persistenz. Bei unveränderter Größe und solidem Anteil < 6 mm jährliche CT über 5 Jahre."},
	subsolidMultiple: [2]string{"CT nach 3-6 Monaten. Bei Stabilität CT nach 2 und 4 Jahren erwägen.",
		"CT nach 3-6 Monaten. Weiteres Vorgehen nach dem suspektesten Knoten."},
	suspiciousSolidPart: "Ein persistierender teilsolider Knoten mit solidem Anteil von 6 mm oder mehr ist hochgradig suspekt.",
	lowRisk:             "Niedriges Risiko: ",
	highRisk:            "Hohes Risiko: ",
	ifGroundGlass:       "Falls Milchglas: ",
	ifPartSolid:         "Falls teilsolide: ",
	notApplied:          "Fleischner-Empfehlungen nicht angewandt: ",
	exclusions: map[Exclusion]string{
		Screening:         "laut Diktat Lungenkrebs-Screening (Lung-RADS verwenden).",
		KnownCancer:       "laut Diktat bekannte Tumorerkrankung; Rundherde werden als mögliche Metastasen verfolgt.",
		Immunocompromised: "laut Diktat Immunsuppression; Rundherde können infektiös sein.",
		YoungerThan35:     "Patient jünger als 35 Jahre.",
		KnownNodule:       "der Rundherd ist vorbekannt oder hat eine Vorgröße; sein Verlauf seit der Voraufnahme bestimmt die Kontrolle.",
	},
	single: map[NoduleType]string{
		TypeNotDictated: "Einzelner Rundherd (Art nicht diktiert, als solide gewertet)", Solid: "Einzelner solider Rundherd",
		PartSolid: "Einzelner teilsolider Rundherd", GroundGlass: "Einzelner Milchglasrundherd", Subsolid: "Einzelner subsolider Rundherd",
	},
	multiple: map[NoduleType]string{
		TypeNotDictated: "Multiple Rundherde (Art nicht diktiert, als solide gewertet)", Solid: "Multiple solide Rundherde",
		PartSolid: "Multiple teilsolide Rundherde", GroundGlass: "Multiple Milchglasrundherde", Subsolid: "Multiple subsolide Rundherde",
	},
	largest:         "größter ",
	small:           ", millimetrisch (unter 6 mm)",
	solidComponent:  " (solider Anteil %s)",
	riskNotDictated: "; Risiko nicht diktiert",
	decimalComma:    true,
}
