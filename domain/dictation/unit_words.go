package dictation

import "github.com/radscribe/radscribe/domain/measurement"

// The unit words of each language (lower case, the words of a phrase joined by single spaces,
// hyphens read as spaces: "Hounsfield-Einheiten" is "hounsfield einheiten") and the symbol each
// is written as. Symbols already written are listed too, so "120 ml" becomes "120 mL".
// "cc" stays as dictated: in a report it also means craniocaudal.

// unitWords maps each spelling to symbol.
func unitWords(symbol string, spellings ...string) map[string]string {
	out := make(map[string]string, len(spellings))
	for _, s := range spellings {
		out[s] = symbol
	}
	return out
}

// unitTable joins a language's unit tables with the symbols every language writes.
func unitTable(tables ...map[string]string) map[string]string {
	return merged(append(tables, writtenUnits)...)
}

// writtenUnits are the symbols and the English name of the Hounsfield unit, used in every
// language.
var writtenUnits = merged(
	unitWords(measurement.Millimetre, "mm"),
	unitWords(measurement.Centimetre, "cm"),
	unitWords(measurement.Millilitre, "ml"),
	unitWords(measurement.Hounsfield, "hu", "hounsfield", "hounsfield unit", "hounsfield units"),
	unitWords(measurement.MillimetreOfMercury, "mmhg"),
	unitWords(measurement.CentimetrePerSecond, "cm/s", "cm/sec"),
)

var englishUnits = unitTable(
	unitWords(measurement.Millimetre, "millimeter", "millimeters", "millimetre", "millimetres"),
	unitWords(measurement.Centimetre, "centimeter", "centimeters", "centimetre", "centimetres"),
	unitWords(measurement.Millilitre, "milliliter", "milliliters", "millilitre", "millilitres",
		"cubic centimeter", "cubic centimeters", "cubic centimetre", "cubic centimetres"),
	unitWords(measurement.MillimetreOfMercury, "millimeters of mercury", "millimetres of mercury"),
	unitWords(measurement.CentimetrePerSecond, "centimeters per second", "centimetres per second",
		"centimeter per second", "centimetre per second"),
)

var germanUnits = unitTable(
	unitWords(measurement.Millimetre, "millimeter", "millimetern"),
	unitWords(measurement.Centimetre, "zentimeter", "zentimetern", "centimeter"),
	unitWords(measurement.Millilitre, "milliliter", "millilitern", "kubikzentimeter", "kubikzentimetern", "ccm"),
	unitWords(measurement.Hounsfield, "hounsfield einheit", "hounsfield einheiten"),
	unitWords(measurement.MillimetreOfMercury, "millimeter quecksilbersäule", "millimeter hg"),
	unitWords(measurement.CentimetrePerSecond, "zentimeter pro sekunde"),
)

var spanishUnits = unitTable(
	unitWords(measurement.Millimetre, "milímetro", "milímetros", "milimetro", "milimetros"),
	unitWords(measurement.Centimetre, "centímetro", "centímetros", "centimetro", "centimetros"),
	unitWords(measurement.Millilitre, "mililitro", "mililitros", "centímetros cúbicos", "centimetros cubicos"),
	unitWords(measurement.Hounsfield, "unidades hounsfield", "unidad hounsfield"),
	unitWords(measurement.MillimetreOfMercury, "milímetros de mercurio", "milimetros de mercurio"),
	unitWords(measurement.CentimetrePerSecond, "centímetros por segundo", "centimetros por segundo"),
)

var portugueseUnits = unitTable(
	unitWords(measurement.Millimetre, "milímetro", "milímetros", "milimetro", "milimetros"),
	unitWords(measurement.Centimetre, "centímetro", "centímetros", "centimetro", "centimetros"),
	unitWords(measurement.Millilitre, "mililitro", "mililitros", "centímetros cúbicos"),
	unitWords(measurement.Hounsfield, "unidades hounsfield", "unidade hounsfield"),
	unitWords(measurement.MillimetreOfMercury, "milímetros de mercúrio", "milimetros de mercurio"),
	unitWords(measurement.CentimetrePerSecond, "centímetros por segundo", "centimetros por segundo"),
)

var italianUnits = unitTable(
	unitWords(measurement.Millimetre, "millimetro", "millimetri"),
	unitWords(measurement.Centimetre, "centimetro", "centimetri"),
	unitWords(measurement.Millilitre, "millilitro", "millilitri", "centimetri cubi"),
	unitWords(measurement.Hounsfield, "unità hounsfield", "unita hounsfield"),
	unitWords(measurement.MillimetreOfMercury, "millimetri di mercurio"),
	unitWords(measurement.CentimetrePerSecond, "centimetri al secondo", "centimetri per secondo"),
)

var frenchUnits = unitTable(
	unitWords(measurement.Millimetre, "millimètre", "millimètres", "millimetre", "millimetres"),
	unitWords(measurement.Centimetre, "centimètre", "centimètres", "centimetre", "centimetres"),
	unitWords(measurement.Millilitre, "millilitre", "millilitres", "centimètres cubes"),
	unitWords(measurement.Hounsfield, "unités hounsfield", "unité hounsfield", "unites hounsfield"),
	unitWords(measurement.MillimetreOfMercury, "millimètres de mercure", "millimetres de mercure"),
	unitWords(measurement.CentimetrePerSecond, "centimètres par seconde", "centimetres par seconde"),
)
