package guidance

import "fmt"

// The names the words/ files give the constants that key texts (see byName).

var thicknessNames = map[Thickness]string{Thin: "thin", MinimallyThickened: "minimally-thickened", Thick: "thick"}

var enhancementNames = map[Enhancement]string{Enhancing: "enhancing", NotEnhancing: "not-enhancing"}

var compositionNames = map[Composition]string{Cystic: "cystic", Spongiform: "spongiform", MixedCysticSolid: "mixed-cystic-solid",
	SolidComposition: "solid"}

var echogenicityNames = map[Echogenicity]string{Anechoic: "anechoic", Hyperechoic: "hyperechoic", Isoechoic: "isoechoic",
	Hypoechoic: "hypoechoic", VeryHypoechoic: "very-hypoechoic"}

var shapeNames = map[Shape]string{WiderThanTall: "wider-than-tall", TallerThanWide: "taller-than-wide"}

var marginNames = map[Margin]string{SmoothMargin: "smooth", IllDefinedMargin: "ill-defined", LobulatedOrIrregular: "lobulated-or-irregular",
	ExtrathyroidalExtension: "extrathyroidal-extension"}

var fociNames = map[EchogenicFoci]string{NoEchogenicFoci: "none", CometTail: "comet-tail", Macrocalcifications: "macrocalcifications",
	RimCalcifications: "rim", PunctateFoci: "punctate"}

var noduleTypeNames = map[NoduleType]string{TypeNotDictated: "not-dictated", Solid: "solid", PartSolid: "part-solid",
	GroundGlass: "ground-glass", Subsolid: "subsolid"}

var courseNames = map[NoduleCourse]string{Baseline: "baseline", NewNodule: "new", Growing: "growing", Stable: "stable"}

// keyNameTables are the tables above and those of the constants' IDs.
var keyNameTables = []any{thicknessNames, enhancementNames, bosniakIDs, compositionNames, echogenicityNames, shapeNames,
	marginNames, fociNames, lungRADSIDs, noduleTypeNames, courseNames, exclusionIDs}

// keyNames returns the names of K's constants. A type without a table is a programming error,
// met at start-up by the first file that uses it.
func keyNames[K comparable]() map[K]string {
	for _, table := range keyNameTables {
		if names, ok := table.(map[K]string); ok {
			return names
		}
	}
	panic(fmt.Sprintf("guidance: no key names for %T", *new(K)))
}
