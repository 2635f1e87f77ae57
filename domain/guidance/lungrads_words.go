package guidance

import (
	"fmt"
	"strings"
)

// lungRADSWords words the categories, their management and the nodules in one language.
type lungRADSWords struct {
	names                 map[lungRADSCategory]string // "4A (suspicious)"
	management            map[lungRADSCategory]string // %s in 4B and 4X: the PET/CT clause or nothing
	petCT4A, petCT4B      string
	notGraded             map[string]string
	noNodules             string
	types                 map[NoduleType]string
	small, solidComponent string // solidComponent: %s the size
	courses               map[NoduleCourse]string
	spiculated            string
	juxtapleural          string
	mostSuspicious        string // %d: the number of nodules
	decimalComma          bool
}

// text is a category's management: "Lung-RADS 4A (suspicious): 3-month LDCT; PET/CT may be
// considered (...)." petSize: the nodule or its solid part measures 8 mm or more.
func (w *lungRADSWords) text(c lungRADSCategory, petSize bool) string {
	management := w.management[c]
	switch {
	case c == category4A && petSize:
		management = strings.TrimSuffix(management, ".") + w.petCT4A
	case c == category4B || c == category4X:
		pet := ""
		if petSize {
			pet = w.petCT4B
		}
		management = fmt.Sprintf(management, pet)
	}
	return "Lung-RADS " + w.names[c] + ": " + management
}

// nodule describes the nodule a category or a note is about: "Solid nodule, 9 mm, baseline;
// the most suspicious of 2 nodules".
func (w *lungRADSWords) nodule(n ScreeningNodule, count int) string {
	var b strings.Builder
	b.WriteString(w.types[n.Type])
	switch {
	case n.MeanDiameter > 0:
		b.WriteString(", " + millimetres(roundTenth(n.MeanDiameter), w.decimalComma))
	case n.Small:
		b.WriteString(w.small)
	}
	if n.SolidComponent > 0 {
		fmt.Fprintf(&b, w.solidComponent, millimetres(roundTenth(n.SolidComponent), w.decimalComma))
	}
	b.WriteString(", " + w.courses[n.Course])
	if n.Spiculated {
		b.WriteString(", " + w.spiculated)
	}
	if n.Juxtapleural {
		b.WriteString(", " + w.juxtapleural)
	}
	if count > 1 {
		fmt.Fprintf(&b, w.mostSuspicious, count)
	}
	return b.String()
}

var lungRADSWordings = map[string]*lungRADSWords{"en": &englishLungRADS, "de": &germanLungRADS, "es": &spanishLungRADS,
	"fr": &frenchLungRADS, "it": &italianLungRADS, "pt": &portugueseLungRADS}

func lungRADSWordsFor(language string) *lungRADSWords { return forLanguage(lungRADSWordings, language) }

var englishLungRADS = lungRADSWords{
	names: map[lungRADSCategory]string{category1: "1 (negative)", category2: "2 (benign)", category3: "3 (probably benign)",
		category4A: "4A (suspicious)", category4B: "4B (very suspicious)", category4X: "4X (very suspicious, with additional features)"},
	management: map[lungRADSCategory]string{
		category1:  "12-month screening LDCT.",
		category2:  "12-month screening LDCT.",
		category3:  "6-month LDCT.",
		category4A: "3-month LDCT.",
		category4B: "diagnostic chest CT with or without contrast, %stissue sampling and/or referral for further clinical evaluation.",
		category4X: "diagnostic chest CT with or without contrast, %stissue sampling and/or referral for further clinical evaluation.",
	},
	petCT4A: "; PET/CT may be considered (solid nodule or solid component of 8 mm or more).",
	petCT4B: "PET/CT (solid nodule or solid component of 8 mm or more), ",
	notGraded: map[string]string{
		notGradedSize:           "No Lung-RADS category: the nodule's size is not dictated.",
		notGradedSolidComponent: "No Lung-RADS category: the solid component of the part-solid nodule is not dictated; its mean diameter decides between category 3, 4A and 4B.",
		notGradedSubsolid:       "No Lung-RADS category: it is not dictated whether the subsolid nodule is ground glass (category 2 below 30 mm) or part solid (graded by its solid component).",
	},
	noNodules: "No lung nodules",
	types: map[NoduleType]string{TypeNotDictated: "Nodule (type not dictated, read as solid)", Solid: "Solid nodule",
		PartSolid: "Part-solid nodule", GroundGlass: "Ground-glass nodule", Subsolid: "Subsolid nodule"},
	small:          ", millimetric (below 6 mm)",
	solidComponent: " (solid component %s)",
	courses:        map[NoduleCourse]string{Baseline: "baseline", NewNodule: "new", Growing: "growing", Stable: "stable"},
	spiculated:     "spiculated",
	juxtapleural:   "perifissural or juxtapleural",
	mostSuspicious: "; the most suspicious of %d nodules",
}

var germanLungRADS = lungRADSWords{
	names: map[lungRADSCategory]string{category1: "1 (negativ)", category2: "2 (benigne)", category3: "3 (wahrscheinlich benigne)",
		category4A: "4A (suspekt)", category4B: "4B (hochsuspekt)", category4X: "4X (hochsuspekt, mit zusätzlichen Merkmalen)"},
	management: map[lungRADSCategory]string{
		category1:  "Screening-Niedrigdosis-CT nach 12 Monaten.",
		category2:  "Screening-Niedrigdosis-CT nach 12 Monaten.",
		category3:  "Niedrigdosis-CT nach 6 Monaten.",
		category4A: "Niedrigdosis-CT nach 3 Monaten.",
		category4B: "diagnostische Thorax-CT mit oder ohne Kontrastmittel, %sGewebeentnahme und/oder weitere klinische Abklärung.",
		category4X: "diagnostische Thorax-CT mit oder ohne Kontrastmittel, %sGewebeentnahme und/oder weitere klinische Abklärung.",
	},
	petCT4A: "; PET/CT kann erwogen werden (solider Rundherd oder solider Anteil ab 8 mm).",
	petCT4B: "PET/CT (solider Rundherd oder solider Anteil ab 8 mm), ",
	notGraded: map[string]string{
		notGradedSize:           "Keine Lung-RADS-Kategorie: die Größe des Rundherds ist nicht diktiert.",
		notGradedSolidComponent: "Keine Lung-RADS-Kategorie: der solide Anteil des teilsoliden Rundherds ist nicht diktiert; sein mittlerer Durchmesser entscheidet zwischen Kategorie 3, 4A und 4B.",
		notGradedSubsolid:       "Keine Lung-RADS-Kategorie: nicht diktiert, ob der subsolide Rundherd ein Milchglasrundherd (Kategorie 2 unter 30 mm) oder teilsolide ist (nach seinem soliden Anteil).",
	},
	noNodules: "Keine Lungenrundherde",
	types: map[NoduleType]string{TypeNotDictated: "Rundherd (Art nicht diktiert, als solide gewertet)", Solid: "Solider Rundherd",
		PartSolid: "Teilsolider Rundherd", GroundGlass: "Milchglasrundherd", Subsolid: "Subsolider Rundherd"},
	small:          ", millimetrisch (unter 6 mm)",
	solidComponent: " (solider Anteil %s)",
	courses:        map[NoduleCourse]string{Baseline: "Baseline", NewNodule: "neu", Growing: "wachsend", Stable: "stabil"},
	spiculated:     "spikuliert",
	juxtapleural:   "perifissural oder juxtapleural",
	mostSuspicious: "; der suspekteste von %d Rundherden",
	decimalComma:   true,
}
