package guidance

import (
	"fmt"
	"strings"
)

// tiradsWords words the TI-RADS chart and its suggestions in one language; words/tirads.json holds
// them.
type tiradsWords struct {
	Nodule, SizeNotDictatedFinding string
	Composition                    byName[Composition]
	Echogenicity                   byName[Echogenicity]
	Shape                          byName[Shape]
	Margin                         byName[Margin]
	Foci                           byName[EchogenicFoci]
	SpongiformNote                 string // after a spongiform nodule's 0
	// Absent introduces the categories counted as absent; AbsentShape, AbsentMargin and
	// AbsentFoci name them, AbsentCalcification the foci when calcifications had no kind.
	Absent, AbsentShape, AbsentMargin, AbsentFoci, AbsentCalcification string
	Levels                                                             map[int]string
	Point, PointsWord                                                  string
	Schedules                                                          map[int]string
	// %s: FNA threshold; schedule, follow-up threshold, FNA threshold; follow-up, FNA
	// threshold; FNA threshold, schedule, follow-up threshold.
	Fna, FollowUp, NoFollowUp, SizeNotDictated string
	NoFNA                                      string
	DecimalComma                               bool
}

func (w *tiradsWords) cm(mm float64) string { return centimetres(mm, w.DecimalComma) }

func (w *tiradsWords) points(n int) string {
	if n == 1 {
		return "1 " + w.Point
	}
	return fmt.Sprintf("%d %s", n, w.PointsWord)
}

// finding lists the nodule's size and the points of each dictated feature, then what was
// counted as absent: "Thyroid nodule, 1.2 cm: solid (2), hypoechoic (2); not dictated, counted
// as absent: taller-than-wide shape".
func (w *tiradsWords) finding(n ThyroidNodule) string {
	var b strings.Builder
	b.WriteString(w.Nodule)
	if n.MaxDiameter > 0 {
		b.WriteString(", " + w.cm(n.MaxDiameter))
	} else {
		b.WriteString(w.SizeNotDictatedFinding)
	}
	if n.Composition == Spongiform {
		fmt.Fprintf(&b, ": %s (0%s)", w.Composition[Spongiform], w.SpongiformNote)
		return b.String()
	}
	var parts, absent []string
	add := func(name string, points int) { parts = append(parts, fmt.Sprintf("%s (%d)", name, points)) }
	add(w.Composition[n.Composition], compositionPoints[n.Composition])
	add(w.Echogenicity[n.Echogenicity], echogenicityPoints[n.Echogenicity])
	if n.Shape != ShapeNotDictated {
		add(w.Shape[n.Shape], shapePoints[n.Shape])
	} else {
		absent = append(absent, w.AbsentShape)
	}
	if n.Margin != MarginNotDictated {
		add(w.Margin[n.Margin], marginPoints[n.Margin])
	} else {
		absent = append(absent, w.AbsentMargin)
	}
	for _, f := range fociOrder {
		if n.Foci&f != 0 {
			add(w.Foci[f], fociPoints[f])
		}
	}
	switch {
	case n.Foci != 0:
	case n.CalcificationTypeNotDictated:
		absent = append(absent, w.AbsentCalcification)
	default:
		absent = append(absent, w.AbsentFoci)
	}
	b.WriteString(": " + strings.Join(parts, ", "))
	if len(absent) > 0 {
		b.WriteString(w.Absent + strings.Join(absent, ", "))
	}
	return b.String()
}

// tiradsWordings are the wordings by language; a language without one reads English.
var tiradsWordings = loadWords[tiradsWords]("tirads.json")

func tiradsWordsFor(language string) *tiradsWords { return forLanguage(tiradsWordings, language) }
