package guidance

import (
	"fmt"
	"strings"
)

// tiradsWords words the TI-RADS chart and its suggestions in one language.
type tiradsWords struct {
	nodule, sizeNotDictatedFinding string
	composition                    map[Composition]string
	echogenicity                   map[Echogenicity]string
	shape                          map[Shape]string
	margin                         map[Margin]string
	foci                           map[EchogenicFoci]string
	spongiformNote                 string // after a spongiform nodule's 0
	// absent introduces the categories counted as absent; absentShape, absentMargin and
	// absentFoci name them, absentCalcification the foci when calcifications had no kind.
	absent, absentShape, absentMargin, absentFoci, absentCalcification string
	levels                                                             map[int]string
	point, pointsWord                                                  string
	schedules                                                          map[int]string
	// %s: FNA threshold; schedule, follow-up threshold, FNA threshold; follow-up, FNA
	// threshold; FNA threshold, schedule, follow-up threshold.
	fna, followUp, noFollowUp, sizeNotDictated string
	noFNA                                      string
	decimalComma                               bool
}

func (w *tiradsWords) cm(mm float64) string { return centimetres(mm, w.decimalComma) }

func (w *tiradsWords) points(n int) string {
	if n == 1 {
		return "1 " + w.point
	}
	return fmt.Sprintf("%d %s", n, w.pointsWord)
}

// finding lists the nodule's size and the points of each dictated feature, then what was
// counted as absent: "Thyroid nodule, 1.2 cm: solid (2), hypoechoic (2); not dictated, counted
// as absent: taller-than-wide shape".
func (w *tiradsWords) finding(n ThyroidNodule) string {
	var b strings.Builder
	b.WriteString(w.nodule)
	if n.MaxDiameter > 0 {
		b.WriteString(", " + w.cm(n.MaxDiameter))
	} else {
		b.WriteString(w.sizeNotDictatedFinding)
	}
	if n.Composition == Spongiform {
		fmt.Fprintf(&b, ": %s (0%s)", w.composition[Spongiform], w.spongiformNote)
		return b.String()
	}
	var parts, absent []string
	add := func(name string, points int) { parts = append(parts, fmt.Sprintf("%s (%d)", name, points)) }
	add(w.composition[n.Composition], compositionPoints[n.Composition])
	add(w.echogenicity[n.Echogenicity], echogenicityPoints[n.Echogenicity])
	if n.Shape != ShapeNotDictated {
		add(w.shape[n.Shape], shapePoints[n.Shape])
	} else {
		absent = append(absent, w.absentShape)
	}
	if n.Margin != MarginNotDictated {
		add(w.margin[n.Margin], marginPoints[n.Margin])
	} else {
		absent = append(absent, w.absentMargin)
	}
	for _, f := range fociOrder {
		if n.Foci&f != 0 {
			add(w.foci[f], fociPoints[f])
		}
	}
	switch {
	case n.Foci != 0:
	case n.CalcificationTypeNotDictated:
		absent = append(absent, w.absentCalcification)
	default:
		absent = append(absent, w.absentFoci)
	}
	b.WriteString(": " + strings.Join(parts, ", "))
	if len(absent) > 0 {
		b.WriteString(w.absent + strings.Join(absent, ", "))
	}
	return b.String()
}

// tiradsWordings are the languages TI-RADS is worded in; others read English.
var tiradsWordings = map[string]*tiradsWords{"en": &englishTIRADS, "de": &germanTIRADS, "es": &spanishTIRADS, "fr": &frenchTIRADS,
	"it": &italianTIRADS, "pt": &portugueseTIRADS}

func tiradsWordsFor(language string) *tiradsWords { return forLanguage(tiradsWordings, language) }

var englishTIRADS = tiradsWords{
	nodule:                 "Thyroid nodule",
	sizeNotDictatedFinding: ", size not dictated",
	composition:            map[Composition]string{Cystic: "cystic", Spongiform: "spongiform", MixedCysticSolid: "mixed cystic and solid", SolidComposition: "solid"},
	echogenicity: map[Echogenicity]string{Anechoic: "anechoic", Hyperechoic: "hyperechoic", Isoechoic: "isoechoic", Hypoechoic: "hypoechoic",
		VeryHypoechoic: "very hypoechoic"},
	shape: map[Shape]string{WiderThanTall: "wider-than-tall", TallerThanWide: "taller-than-wide"},
	margin: map[Margin]string{SmoothMargin: "smooth margin", IllDefinedMargin: "ill-defined margin", LobulatedOrIrregular: "lobulated or irregular margin",
		ExtrathyroidalExtension: "extrathyroidal extension"},
	foci: map[EchogenicFoci]string{NoEchogenicFoci: "no echogenic foci", CometTail: "large comet-tail artifacts", Macrocalcifications: "macrocalcifications",
		RimCalcifications: "peripheral (rim) calcifications", PunctateFoci: "punctate echogenic foci"},
	spongiformNote:      "; no further points",
	absent:              "; not dictated, counted as absent: ",
	absentShape:         "taller-than-wide shape",
	absentMargin:        "lobulated or irregular margin or extrathyroidal extension",
	absentFoci:          "echogenic foci",
	absentCalcification: "echogenic foci (calcifications of a type not dictated)",
	levels: map[int]string{1: "TR1 (benign)", 2: "TR2 (not suspicious)", 3: "TR3 (mildly suspicious)", 4: "TR4 (moderately suspicious)",
		5: "TR5 (highly suspicious)"},
	point:           "point",
	pointsWord:      "points",
	schedules:       map[int]string{3: "at 1, 3 and 5 years", 4: "at 1, 2, 3 and 5 years", 5: "annually for up to 5 years"},
	fna:             "FNA (from %s).",
	followUp:        "Ultrasound follow-up %s (from %s; FNA from %s).",
	noFollowUp:      "No FNA or follow-up (follow-up from %s; FNA from %s).",
	sizeNotDictated: "Size not dictated: FNA from %s; ultrasound follow-up %s from %s.",
	noFNA:           "No FNA.",
}

var germanTIRADS = tiradsWords{
	nodule:                 "Schilddrüsenknoten",
	sizeNotDictatedFinding: ", Größe nicht diktiert",
	composition:            map[Composition]string{Cystic: "zystisch", Spongiform: "spongiform", MixedCysticSolid: "gemischt zystisch-solide", SolidComposition: "solide"},
	echogenicity: map[Echogenicity]string{Anechoic: "echofrei", Hyperechoic: "echoreich", Isoechoic: "echogleich", Hypoechoic: "echoarm",
		VeryHypoechoic: "stark echoarm"},
	shape: map[Shape]string{WiderThanTall: "breiter als hoch", TallerThanWide: "höher als breit"},
	margin: map[Margin]string{SmoothMargin: "glatt begrenzt", IllDefinedMargin: "unscharf begrenzt", LobulatedOrIrregular: "lobuliert oder unregelmäßig begrenzt",
		ExtrathyroidalExtension: "extrathyreoidale Ausdehnung"},
	foci: map[EchogenicFoci]string{NoEchogenicFoci: "keine echogenen Foci", CometTail: "große Kometenschweifartefakte", Macrocalcifications: "Makroverkalkungen",
		RimCalcifications: "Randverkalkungen", PunctateFoci: "punktförmige echogene Foci"},
	spongiformNote:      ", keine weiteren Punkte",
	absent:              "; nicht diktiert, als fehlend gewertet: ",
	absentShape:         "Form höher als breit",
	absentMargin:        "lobulierte oder unregelmäßige Begrenzung oder extrathyreoidale Ausdehnung",
	absentFoci:          "echogene Foci",
	absentCalcification: "echogene Foci (Art der Verkalkungen nicht diktiert)",
	levels: map[int]string{1: "TR1 (benigne)", 2: "TR2 (nicht suspekt)", 3: "TR3 (gering suspekt)", 4: "TR4 (mäßig suspekt)",
		5: "TR5 (hochsuspekt)"},
	point:           "Punkt",
	pointsWord:      "Punkte",
	schedules:       map[int]string{3: "nach 1, 3 und 5 Jahren", 4: "nach 1, 2, 3 und 5 Jahren", 5: "jährlich über bis zu 5 Jahre"},
	fna:             "Feinnadelpunktion (ab %s).",
	followUp:        "Sonographische Verlaufskontrolle %s (ab %s; Feinnadelpunktion ab %s).",
	noFollowUp:      "Keine Feinnadelpunktion oder Verlaufskontrolle (Verlaufskontrolle ab %s; Feinnadelpunktion ab %s).",
	sizeNotDictated: "Größe nicht diktiert: Feinnadelpunktion ab %s; sonographische Verlaufskontrolle %s ab %s.",
	noFNA:           "Keine Feinnadelpunktion.",
	decimalComma:    true,
}
