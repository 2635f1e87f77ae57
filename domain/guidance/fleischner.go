package guidance

import (
	"fmt"
	"math"
	"strings"
)

// Fleischner names the guideline and where it is published.
const (
	FleischnerGuideline = "Fleischner Society 2017"
	FleischnerCitation  = "MacMahon H, Naidich DP, Goo JM, et al. Guidelines for Management of Incidental Pulmonary " +
		"Nodules Detected on CT Images: From the Fleischner Society 2017. Radiology 2017;284(1):228-243. " +
		"doi:10.1148/radiol.2017161659"
)

// NoduleType is a pulmonary nodule's attenuation.
type NoduleType int

const (
	// TypeNotDictated is read as solid, and the finding says so.
	TypeNotDictated NoduleType = iota
	Solid
	PartSolid
	GroundGlass
	// Subsolid is part-solid or ground glass, not said which: both recommendations are shown.
	Subsolid
)

// Risk is the patient's risk of lung cancer as dictated.
type Risk int

const (
	// RiskNotDictated shows the low- and the high-risk recommendation.
	RiskNotDictated Risk = iota
	LowRisk
	HighRisk
)

// Exclusion is why the guideline does not apply to a patient or a nodule.
type Exclusion int

const (
	NoExclusion       Exclusion = iota
	Screening                   // lung cancer screening: Lung-RADS applies
	KnownCancer                 // nodules may be metastases
	Immunocompromised           // nodules may be infections
	YoungerThan35               // cancer is rare, radiation matters more
	KnownNodule                 // a nodule with a prior size or called stable: its course decides
	Radiograph                  // seen on a radiograph: the guideline is for nodules found on CT
)

// NoduleFacts is what the guideline needs to know about the nodules of one report, read from
// the dictation (ReadNodules) or given directly.
type NoduleFacts struct {
	Type     NoduleType
	Multiple bool
	// MeanDiameter is the mean of the long and short axis in millimetres (the size of a
	// nodule measured once); with several nodules, the largest one's.
	MeanDiameter float64
	// Small: no size was dictated, but a word that puts it below 6 mm ("millimetric", "tiny").
	Small bool
	// SolidComponent is the largest diameter of a part-solid nodule's solid part in
	// millimetres, 0 when not dictated.
	SolidComponent float64
	Risk           Risk
	Exclusion      Exclusion
}

// sizeBand is the guideline's size class: the mean diameter rounded to the nearest millimetre
// (as the Fleischner Society measures), below 6, 6 to 8, or above 8 mm.
type sizeBand int

const (
	below6 sizeBand = iota
	from6to8
	above8
)

// bandOf rounds the mean diameter to the nearest millimetre and grades it: 5.5 is 6 mm,
// 8.4 is 8 mm (6-8 mm) and 8.5 is 9 mm (above 8 mm).
func bandOf(mm float64) sizeBand {
	switch r := math.Round(mm); {
	case r < 6:
		return below6
	case r <= 8:
		return from6to8
	}
	return above8
}

// Fleischner returns the Fleischner Society 2017 recommendation for the nodules f describes,
// or, for an excluded patient or nodule, a recommendation whose text says why the guideline
// does not apply. Text is in language when it has the guideline's wording, else in English.
func Fleischner(f NoduleFacts, language string) Recommendation {
	w := fleischnerWordsFor(language)
	r := Recommendation{Guideline: FleischnerGuideline, Citation: FleischnerCitation, Finding: w.finding(f)}
	if f.Exclusion != NoExclusion {
		r.ID = "fleischner-2017-not-applied-" + exclusionIDs[f.Exclusion]
		r.Text = w.NotApplied + w.Exclusions[f.Exclusion]
		return r
	}
	band := bandOf(f.MeanDiameter)
	if f.MeanDiameter == 0 && f.Small {
		band = below6
	}
	count := "single"
	if f.Multiple {
		count = "multiple"
	}
	var text string
	switch f.Type {
	case PartSolid, GroundGlass:
		text = w.subsolidText(f.Type, f.Multiple, band, f.SolidComponent)
	case Subsolid:
		groundGlass := w.subsolidText(GroundGlass, f.Multiple, band, 0)
		partSolid := w.subsolidText(PartSolid, f.Multiple, band, f.SolidComponent)
		text = w.IfGroundGlass + groundGlass + " " + w.IfPartSolid + partSolid
		r.Branches = []Branch{branch("ground-glass", w.IfGroundGlass, groundGlass), branch("part-solid", w.IfPartSolid, partSolid)}
	default:
		text = w.solidText(f.Multiple, band, f.Risk)
		r.Branches = w.riskBranches(f.Multiple, band, f.Risk)
	}
	r.ID = fmt.Sprintf("fleischner-2017-%s-%s-%s", typeIDs[f.Type], count, w.bandID(f.Type, band))
	r.Text = text
	return r
}

var typeIDs = map[NoduleType]string{
	TypeNotDictated: "solid", Solid: "solid", PartSolid: "part-solid", GroundGlass: "ground-glass", Subsolid: "subsolid",
}

var exclusionIDs = map[Exclusion]string{
	Screening: "screening", KnownCancer: "known-cancer", Immunocompromised: "immunocompromised",
	YoungerThan35: "younger-than-35", KnownNodule: "known-nodule", Radiograph: "radiograph",
}

// bandID names the size band in an ID; subsolid nodules have two bands, below and from 6 mm.
func (w *fleischnerWords) bandID(t NoduleType, b sizeBand) string {
	switch {
	case b == below6:
		return "lt6mm"
	case t == PartSolid || t == GroundGlass || t == Subsolid:
		return "ge6mm"
	case b == from6to8:
		return "6-8mm"
	}
	return "gt8mm"
}

// solidText is the solid nodule table's cell for the count, band and risk: the low- and the
// high-risk text when risk was not dictated and they differ.
func (w *fleischnerWords) solidText(multiple bool, b sizeBand, risk Risk) string {
	row := w.SolidSingle
	if multiple {
		row = w.SolidMultiple
	}
	low, high := row[b][0], row[b][1]
	switch {
	case risk == LowRisk:
		return w.LowRisk + low
	case risk == HighRisk:
		return w.HighRisk + high
	case low == high:
		return low
	}
	return w.LowRisk + low + " " + w.HighRisk + high
}

// riskBranches are the low- and the high-risk recommendation apart, when solidText holds both.
func (w *fleischnerWords) riskBranches(multiple bool, b sizeBand, risk Risk) []Branch {
	row := w.SolidSingle
	if multiple {
		row = w.SolidMultiple
	}
	low, high := row[b][0], row[b][1]
	if risk != RiskNotDictated || low == high {
		return nil
	}
	return []Branch{branch("low-risk", w.LowRisk, low), branch("high-risk", w.HighRisk, high)}
}

// subsolidText is the subsolid nodule table's cell; a part-solid nodule's solid part of 6 mm
// or more adds the guideline's warning that it is highly suspicious.
func (w *fleischnerWords) subsolidText(t NoduleType, multiple bool, b sizeBand, solidPart float64) string {
	band := 0
	if b != below6 {
		band = 1
	}
	var text string
	switch {
	case multiple:
		text = w.SubsolidMultiple[band]
	case t == GroundGlass:
		text = w.GroundGlassSingle[band]
	default:
		text = w.PartSolidSingle[band]
	}
	if t == PartSolid && band == 1 && math.Round(solidPart) >= 6 {
		text += " " + w.SuspiciousSolidPart
	}
	return strings.TrimSpace(text)
}
