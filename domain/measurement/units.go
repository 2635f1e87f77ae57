package measurement

import "strings"

// The unit symbols reports are written with. Dictation is normalised to these and the rules
// read them back. Millilitres take a capital L so "1 ml" is never read as "1 m1".
const (
	Millimetre          = "mm"
	Centimetre          = "cm"
	Millilitre          = "mL"
	Hounsfield          = "HU"
	MillimetreOfMercury = "mmHg"
	CentimetrePerSecond = "cm/s"
)

// lengthUnits maps written length units (lower case) to millimetres per unit. Spelled-out
// English and German words are read too, for text that was not normalised first.
var lengthUnits = map[string]float64{
	"mm": 1, "millimeter": 1, "millimeters": 1, "millimetre": 1, "millimetres": 1, "millimetern": 1,
	"cm": 10, "centimeter": 10, "centimeters": 10, "centimetre": 10, "centimetres": 10,
	"zentimeter": 10, "zentimetern": 10,
}

// millimetresPer returns how many millimetres one unit is, for a length unit.
func millimetresPer(unit string) (float64, bool) {
	f, ok := lengthUnits[strings.ToLower(unit)]
	return f, ok
}

// unitSymbols are the other units a value is written with, lower case.
var unitSymbols = map[string]bool{"ml": true, "hu": true, "mmhg": true, "cm/s": true, "%": true, "m": true, "cc": true}

// IsUnit reports whether word is a unit a measured value is written with ("mm", "cm", "mL",
// "HU", "%", "Zentimeter").
func IsUnit(word string) bool {
	w := strings.ToLower(word)
	_, length := lengthUnits[w]
	return length || unitSymbols[w]
}
