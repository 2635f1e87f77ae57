package guidance

import (
	"fmt"

	"github.com/radscribe/radscribe/domain/report"
)

// TI-RADS names the guideline and where it is published.
const (
	TIRADSGuideline = "ACR TI-RADS 2017"
	TIRADSCitation  = "Tessler FN, Middleton WD, Grant EG, et al. ACR Thyroid Imaging, Reporting and Data System " +
		"(TI-RADS): White Paper of the ACR TI-RADS Committee. J Am Coll Radiol 2017;14(5):587-595. " +
		"doi:10.1016/j.jacr.2017.01.046"
)

// Composition is a thyroid nodule's composition (choose one).
type Composition int

const (
	CompositionNotDictated Composition = iota
	Cystic                             // cystic or almost completely cystic: 0 points
	Spongiform                         // 0 points, and no points are added for the other categories
	MixedCysticSolid                   // 1 point
	SolidComposition                   // solid or almost completely solid: 2 points
)

// Echogenicity is a thyroid nodule's echogenicity, of its solid part when mixed (choose one).
type Echogenicity int

const (
	EchogenicityNotDictated Echogenicity = iota
	Anechoic                             // 0 points
	Hyperechoic                          // 1 point
	Isoechoic                            // 1 point
	Hypoechoic                           // 2 points
	VeryHypoechoic                       // more hypoechoic than the strap muscles: 3 points
)

// Shape is a thyroid nodule's shape on a transverse image.
type Shape int

const (
	ShapeNotDictated Shape = iota
	WiderThanTall          // 0 points
	TallerThanWide         // 3 points
)

// Margin is a thyroid nodule's margin (choose one).
type Margin int

const (
	MarginNotDictated       Margin = iota
	SmoothMargin                   // 0 points
	IllDefinedMargin               // 0 points
	LobulatedOrIrregular           // 2 points
	ExtrathyroidalExtension        // 3 points
)

// EchogenicFoci are the echogenic foci a nodule has (choose all that apply); none set is not
// dictated.
type EchogenicFoci uint8

const (
	NoEchogenicFoci     EchogenicFoci = 1 << iota // dictated as none: 0 points
	CometTail                                     // large comet-tail artifacts: 0 points
	Macrocalcifications                           // 1 point
	RimCalcifications                             // peripheral (rim) calcifications: 2 points
	PunctateFoci                                  // punctate echogenic foci: 3 points
)

// ThyroidNodule is what the chart needs to know about one thyroid nodule on ultrasound, read
// from the dictation (ReadThyroidNodules) or given directly.
type ThyroidNodule struct {
	Composition  Composition
	Echogenicity Echogenicity
	Shape        Shape
	Margin       Margin
	Foci         EchogenicFoci
	// CalcificationTypeNotDictated: calcifications were named without saying which kind, so
	// they give no points and the finding says so.
	CalcificationTypeNotDictated bool
	MaxDiameter                  float64 // the largest dimension in millimetres, 0 when not dictated
}

var compositionPoints = map[Composition]int{MixedCysticSolid: 1, SolidComposition: 2}
var echogenicityPoints = map[Echogenicity]int{Hyperechoic: 1, Isoechoic: 1, Hypoechoic: 2, VeryHypoechoic: 3}
var shapePoints = map[Shape]int{TallerThanWide: 3}
var marginPoints = map[Margin]int{LobulatedOrIrregular: 2, ExtrathyroidalExtension: 3}
var fociPoints = map[EchogenicFoci]int{Macrocalcifications: 1, RimCalcifications: 2, PunctateFoci: 3}

// fociOrder lists the echogenic foci in the chart's order.
var fociOrder = []EchogenicFoci{NoEchogenicFoci, CometTail, Macrocalcifications, RimCalcifications, PunctateFoci}

// TIRADSPoints adds the points of the five categories; what was not dictated counts 0, and a
// spongiform nodule gets no further points.
func TIRADSPoints(n ThyroidNodule) int {
	if n.Composition == Spongiform {
		return 0
	}
	points := compositionPoints[n.Composition] + echogenicityPoints[n.Echogenicity] + shapePoints[n.Shape] + marginPoints[n.Margin]
	for _, f := range fociOrder {
		if n.Foci&f != 0 {
			points += fociPoints[f]
		}
	}
	return points
}

// tiradsLevel is the TR level of a total: 0 or 1 point TR1 (the chart gives 0 points for TR1
// and 2 for TR2; a single point, which only a cystic nodule with a macrocalcification reaches,
// is read as TR1, and neither level is aspirated), 2 TR2, 3 TR3, 4 to 6 TR4, 7 or more TR5.
func tiradsLevel(points int) int {
	switch {
	case points <= 1:
		return 1
	case points <= 3:
		return points
	case points <= 6:
		return 4
	}
	return 5
}

// tiradsThresholds are the sizes in millimetres from which a level is aspirated or followed.
var tiradsThresholds = map[int]struct{ fna, followUp float64 }{3: {25, 15}, 4: {15, 10}, 5: {10, 5}}

// TIRADS returns the ACR TI-RADS level and the FNA or follow-up suggestion for a thyroid
// nodule, false when composition or echogenicity was not dictated (a spongiform nodule needs
// no echogenicity: it gets no further points). The finding lists the points of what was
// dictated and the categories counted as absent because they were not.
func TIRADS(n ThyroidNodule, language string) (Recommendation, bool) {
	if n.Composition == CompositionNotDictated || n.Echogenicity == EchogenicityNotDictated && n.Composition != Spongiform {
		return Recommendation{}, false
	}
	w := tiradsWordsFor(language)
	points := TIRADSPoints(n)
	level := tiradsLevel(points)
	rule, action := "no-fna", w.NoFNA
	if t, ok := tiradsThresholds[level]; ok {
		fna, followUp := w.cm(t.fna), w.cm(t.followUp)
		switch {
		case n.MaxDiameter == 0:
			rule, action = "size-not-dictated", fmt.Sprintf(w.SizeNotDictated, fna, w.Schedules[level], followUp)
		case n.MaxDiameter >= t.fna:
			rule, action = "fna", fmt.Sprintf(w.Fna, fna)
		case n.MaxDiameter >= t.followUp:
			rule, action = "follow-up", fmt.Sprintf(w.FollowUp, w.Schedules[level], followUp, fna)
		default:
			rule, action = "no-follow-up", fmt.Sprintf(w.NoFollowUp, followUp, fna)
		}
	}
	return Recommendation{
		ID:        fmt.Sprintf("acr-tirads-2017-tr%d-%s", level, rule),
		Guideline: TIRADSGuideline,
		Finding:   w.finding(n),
		Text:      fmt.Sprintf("%s, %s. %s", w.Levels[level], w.points(points), action),
		Citation:  TIRADSCitation,
	}, true
}

// TIRADSRecommendations reads the thyroid nodules an ultrasound report describes and returns
// the TI-RADS suggestion for each that can be graded, in report order. Only nodules placed in
// the thyroid count: by their sentence ("left thyroid lobe"), by the sentences before them, or
// by the report's title or technique when their sentence names no other organ; a lung nodule
// never does.
func TIRADSRecommendations(language string, sections []report.Section) []Recommendation {
	return tiradsRecommendations(newReading(language, sections))
}

func tiradsRecommendations(t *reading) []Recommendation {
	return recommendEach(readThyroidNodules(t), t.language, TIRADS)
}
