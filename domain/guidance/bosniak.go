package guidance

import (
	"math"
	"strings"

	"github.com/radscribe/radscribe/domain/report"
)

// Bosniak names the classification and where it is published.
const (
	BosniakGuideline = "Bosniak classification v2019"
	BosniakCitation  = "Silverman SG, Pedrosa I, Ellis JH, et al. Bosniak Classification of Cystic Renal Masses, Version 2019: " +
		"An Update Proposal and Needs Assessment. Radiology 2019;292(2):475-488. doi:10.1148/radiol.2019182646"
)

// BosniakClass is a cystic renal mass's class.
type BosniakClass int

const (
	BosniakNotClassified BosniakClass = iota
	BosniakI
	BosniakII
	BosniakIIF
	BosniakIII
	BosniakIV
)

var bosniakIDs = map[BosniakClass]string{BosniakI: "i", BosniakII: "ii", BosniakIIF: "iif", BosniakIII: "iii", BosniakIV: "iv"}

// Thickness is a wall's or septum's thickness: thin (2 mm or less), minimally thickened
// (3 mm), thick (4 mm or more).
type Thickness int

const (
	ThicknessNotDictated Thickness = iota
	Thin
	MinimallyThickened
	Thick
)

// thicknessOf grades a thickness measured in millimetres, rounded to the whole millimetre the
// classification counts in: 2.4 mm is thin, 2.5 mm minimally thickened, 3.5 mm thick.
func thicknessOf(mm float64) Thickness {
	switch r := math.Round(mm); {
	case r <= 2:
		return Thin
	case r == 3:
		return MinimallyThickened
	}
	return Thick
}

// SeptaCount is how many septa a cystic mass has.
type SeptaCount int

const (
	SeptaNotDictated SeptaCount = iota
	NoSepta
	FewSepta  // 1 to 3
	ManySepta // 4 or more
)

// Enhancement is whether a mass's walls, septa or nodules enhance.
type Enhancement int

const (
	EnhancementNotDictated Enhancement = iota
	Enhancing
	NotEnhancing
)

// RenalCyst is what the classification needs to know about one cystic renal mass on CT or MRI,
// read from the dictation (ReadRenalCysts) or given directly.
type RenalCyst struct {
	Size                float64 // the largest dimension in millimetres, 0 when not dictated
	Simple              bool    // "simple", simple fluid attenuation or signal
	Homogeneous         bool
	Attenuation         float64 // in Hounsfield units, when AttenuationDictated
	AttenuationDictated bool
	Hyperattenuating    bool // called hyperdense or hyperattenuating
	T1Hyperintense      bool // homogeneously hyperintense at T1-weighted MRI
	TooSmall            bool // too small to characterize
	Calcified           bool // calcification of any kind
	Wall                Thickness
	WallIrregular       bool
	Septa               SeptaCount
	// SeptaCountNotDictated: septa were named without a number ("septa") and are read as few.
	SeptaCountNotDictated bool
	SeptaThickness        Thickness
	SeptaIrregular        bool
	Nodule                bool // a nodule or soft-tissue component protruding into the mass
	Enhancement           Enhancement
	Stated                BosniakClass // the class the radiologist dictated
}

// bosniakClassOf classifies a cyst by its features; requiresEnhancement tells that the class
// rests on walls, septa or nodules that must enhance (IIF, III, IV).
func bosniakClassOf(c RenalCyst) (class BosniakClass, requiresEnhancement bool) {
	switch {
	case c.Nodule:
		return BosniakIV, true
	case c.Wall == Thick || c.SeptaThickness == Thick || c.WallIrregular || c.SeptaIrregular:
		return BosniakIII, true
	case c.Wall == MinimallyThickened || c.SeptaThickness == MinimallyThickened || c.Septa == ManySepta:
		return BosniakIIF, true
	}
	hu, dictated := c.Attenuation, c.AttenuationDictated
	switch {
	case dictated && hu < -9:
		return BosniakNotClassified, false // fat: no cyst
	case c.Septa == FewSepta, c.Calcified, c.Hyperattenuating, c.T1Hyperintense, c.TooSmall,
		dictated && hu >= 70, dictated && hu > 20 && c.Enhancement == NotEnhancing:
		return BosniakII, false
	case dictated && hu > 20:
		return BosniakNotClassified, false // 21 to 69 HU may be an enhancing solid mass
	case c.Simple, c.Wall == Thin, dictated:
		return BosniakI, false
	}
	return BosniakNotClassified, false
}

// Bosniak returns the Bosniak v2019 class of a cystic renal mass and its management, false when
// no feature of the classification was dictated. A dictated class is taken as dictated. Walls,
// septa and nodules that place a mass in IIF, III or IV must enhance: dictated as
// non-enhancing, no class is given and the text says why; not dictated, they are read as
// enhancing and the finding says so.
func Bosniak(c RenalCyst, language string) (Recommendation, bool) {
	w := bosniakWordsFor(language)
	r := Recommendation{Guideline: BosniakGuideline, Citation: BosniakCitation}
	class, requiresEnhancement := c.Stated, false
	if class == BosniakNotClassified {
		class, requiresEnhancement = bosniakClassOf(c)
	}
	switch {
	case class == BosniakNotClassified:
		return Recommendation{}, false
	case c.Stated != BosniakNotClassified:
		r.ID = "bosniak-2019-" + bosniakIDs[class] + "-dictated"
	case requiresEnhancement && c.Enhancement == NotEnhancing:
		r.ID, r.Finding, r.Text = "bosniak-2019-not-classified-non-enhancing", w.finding(c, false), w.NotEnhancing
		return r, true
	default:
		r.ID = "bosniak-2019-" + bosniakIDs[class]
	}
	r.Finding = w.finding(c, requiresEnhancement)
	r.Text = w.Classes[class] + ": " + w.Management[class]
	return r, true
}

// BosniakRecommendations reads the cystic renal masses of a CT or MRI report and returns the
// Bosniak class and management of each one whose features were dictated, in report order.
// Only cysts placed in a kidney count (by their word, their sentence or the sentences before
// them: a liver "Zyste" never does), and none described with ultrasound words or in an
// ultrasound report, which v2019 does not classify.
func BosniakRecommendations(language string, sections []report.Section) []Recommendation {
	return bosniakRecommendations(newReading(language, sections))
}

func bosniakRecommendations(t *reading) []Recommendation {
	return recommendEach(readRenalCysts(t), t.language, Bosniak)
}

// bosniakClassNames reads a dictated class: "IIF", "2F", "II F", "3".
var bosniakClassNames = map[string]BosniakClass{"i": BosniakI, "1": BosniakI, "ii": BosniakII, "2": BosniakII,
	"iif": BosniakIIF, "2f": BosniakIIF, "iii": BosniakIII, "3": BosniakIII, "iv": BosniakIV, "4": BosniakIV}

// bosniakClassAfter reads the class dictated after words[i:] ("Bosniak IIF", "Bosniak category
// 2F", "Bosniak-Kategorie II F").
func bosniakClassAfter(words []string, i int) BosniakClass {
	for i < len(words) && bosniakClassWords[words[i]] {
		i++
	}
	if i >= len(words) {
		return BosniakNotClassified
	}
	name := words[i]
	if i+1 < len(words) && words[i+1] == "f" {
		name += "f"
	}
	return bosniakClassNames[strings.ToLower(name)]
}

var bosniakClassWords = lookupWords([]string{"category", "class", "type", "classification", "kategorie", "klasse", "typ",
	"klassifikation", "grad"})
