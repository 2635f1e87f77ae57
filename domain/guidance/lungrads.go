package guidance

import (
	"math"

	"github.com/radscribe/radscribe/domain/report"
)

// Lung-RADS names the guideline and where it is published.
const (
	LungRADSGuideline = "ACR Lung-RADS v2022"
	LungRADSCitation  = "American College of Radiology Committee on Lung-RADS. Lung-RADS v2022 Assessment Categories. " +
		"Reston, VA: American College of Radiology; 2022. Christensen J, Prosper AE, Wu CC, et al. ACR Lung-RADS v2022: " +
		"Assessment Categories and Management Recommendations. J Am Coll Radiol 2024;21(3):473-488. doi:10.1016/j.jacr.2023.09.009"
)

// NoduleCourse is what a screening CT says about a nodule since the last one.
type NoduleCourse int

const (
	Baseline  NoduleCourse = iota // first screening, or no comparison dictated
	NewNodule                     // not on the previous screening CT
	Growing                       // mean diameter up by more than 1.5 mm, or called growing
	Stable                        // unchanged or smaller
)

// ScreeningNodule is one pulmonary nodule of a lung cancer screening CT.
type ScreeningNodule struct {
	Type NoduleType // TypeNotDictated is read as solid
	// MeanDiameter and SolidComponent are mean diameters in millimetres (0: not dictated).
	MeanDiameter, SolidComponent float64
	Small                        bool // no size, but "tiny", "millimetric": below 6 mm
	Course                       NoduleCourse
	Spiculated                   bool
	// Juxtapleural: perifissural or juxtapleural; a solid one below 10 mm is benign (category
	// 2) at baseline or new, assuming the smooth margin and oval, lentiform or triangular shape
	// the word stands for.
	Juxtapleural bool
}

// ScreeningFacts are the pulmonary nodules of a lung cancer screening CT; none is a negative
// screen.
type ScreeningFacts struct {
	Nodules []ScreeningNodule
}

// lungRADSCategory is an assessment category, in order of suspicion.
type lungRADSCategory int

const (
	notGraded lungRADSCategory = iota
	category1
	category2
	category3
	category4A
	category4B
	category4X
)

var lungRADSIDs = map[lungRADSCategory]string{category1: "1", category2: "2", category3: "3", category4A: "4a", category4B: "4b", category4X: "4x"}

// Why a nodule could not be graded.
const (
	notGradedSize           = "size"
	notGradedSolidComponent = "solid-component"
	notGradedSubsolid       = "subsolid"
)

// roundTenth rounds a mean diameter to one decimal, as v2022 measures.
func roundTenth(mm float64) float64 { return math.Round(mm*10) / 10 }

// categoryOf grades one nodule by v2022, or says why it cannot.
func categoryOf(n ScreeningNodule) (lungRADSCategory, string) {
	d, solidPart := roundTenth(n.MeanDiameter), roundTenth(n.SolidComponent)
	if d == 0 && !(n.Small && (n.Course == Baseline || n.Course == Stable)) {
		return notGraded, notGradedSize
	}
	var c lungRADSCategory
	switch n.Type {
	case GroundGlass:
		switch {
		case n.Course == Growing || n.Course == Stable || d < 30:
			c = category2
		default:
			c = category3
		}
	case PartSolid:
		var why string
		if c, why = partSolidCategory(d, solidPart, n.Course); c == notGraded {
			return c, why
		}
	case Subsolid:
		if d >= 6 {
			return notGraded, notGradedSubsolid
		}
		c = category2
	default:
		c = solidCategory(d, n)
	}
	if n.Spiculated && c >= category3 {
		c = category4X
	}
	return c, ""
}

// solidCategory grades a solid nodule (or one whose attenuation was not dictated).
func solidCategory(d float64, n ScreeningNodule) lungRADSCategory {
	if n.Juxtapleural && !n.Spiculated && d < 10 && (n.Course == Baseline || n.Course == NewNodule) {
		return category2
	}
	switch n.Course {
	case NewNodule:
		return bySize(d, 4, 6, 8)
	case Growing:
		if d < 8 {
			return category4A
		}
		return category4B
	case Stable:
		return stepDown(bySize(d, 6, 8, 15))
	}
	return bySize(d, 6, 8, 15)
}

// partSolidCategory grades a part-solid nodule by its whole and solid part.
func partSolidCategory(d, solidPart float64, course NoduleCourse) (lungRADSCategory, string) {
	switch course {
	case NewNodule, Growing:
		switch {
		case course == NewNodule && d < 6:
			return category3, ""
		case solidPart == 0:
			return notGraded, notGradedSolidComponent
		case solidPart < 4:
			return category4A, ""
		}
		return category4B, ""
	}
	c := category2
	switch {
	case d < 6:
	case solidPart == 0:
		return notGraded, notGradedSolidComponent
	case solidPart < 6:
		c = category3
	case solidPart < 8:
		c = category4A
	default:
		c = category4B
	}
	if course == Stable {
		c = stepDown(c)
	}
	return c, ""
}

// bySize grades a size against the thresholds of categories 3, 4A and 4B.
func bySize(d, three, fourA, fourB float64) lungRADSCategory {
	switch {
	case d < three:
		return category2
	case d < fourA:
		return category3
	case d < fourB:
		return category4A
	}
	return category4B
}

// stepDown is v2022's stepped management of a nodule stable at follow-up: a category 3 nodule
// stable at its 6-month CT is category 2, a 4A stable at its 3-month CT is category 3; a 4B
// nodule stays 4B until proven benign.
func stepDown(c lungRADSCategory) lungRADSCategory {
	if c == category3 || c == category4A {
		return c - 1
	}
	return c
}

// LungRADS returns the ACR Lung-RADS v2022 category of a screening CT, graded by its most
// suspicious nodule (category 1 without nodules), with its management; nodules that cannot be
// graded (no size, a part-solid nodule without its solid part) add a recommendation saying
// why. Text is in language when it has the guideline's wording, else in English.
func LungRADS(f ScreeningFacts, language string) []Recommendation {
	w := lungRADSWordsFor(language)
	rec := func(id, finding, text string) Recommendation {
		return Recommendation{ID: "lung-rads-v2022-" + id, Guideline: LungRADSGuideline, Finding: finding, Text: text, Citation: LungRADSCitation}
	}
	if len(f.Nodules) == 0 {
		return []Recommendation{rec(lungRADSIDs[category1], w.NoNodules, w.text(category1, false))}
	}
	var out []Recommendation
	best, worst := -1, notGraded
	var reasons []string
	for i, n := range f.Nodules {
		c, why := categoryOf(n)
		if c == notGraded {
			if !containsString(reasons, why) {
				reasons = append(reasons, why)
				out = append(out, rec("not-graded-"+why, w.nodule(n, 1), w.NotGraded[why]))
			}
			continue
		}
		// At equal category, the larger nodule is the one to name.
		if c > worst || c == worst && n.MeanDiameter > f.Nodules[best].MeanDiameter {
			best, worst = i, c
		}
	}
	if best < 0 {
		return out
	}
	n := f.Nodules[best]
	petSize := (n.Type == Solid || n.Type == TypeNotDictated) && roundTenth(n.MeanDiameter) >= 8 || roundTenth(n.SolidComponent) >= 8
	graded := rec(lungRADSIDs[worst], w.nodule(n, len(f.Nodules)), w.text(worst, petSize))
	return append([]Recommendation{graded}, out...)
}

func containsString(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// LungRADSRecommendations reads a lung cancer screening CT and returns its Lung-RADS category
// and management; nothing for a report that is no lung cancer screening (ReadScreening).
func LungRADSRecommendations(language string, sections []report.Section) []Recommendation {
	return lungRADSRecommendations(newReading(language, sections))
}

func lungRADSRecommendations(t *reading) []Recommendation {
	f, ok := readScreening(t)
	if !ok {
		return nil
	}
	return LungRADS(f, t.language)
}
