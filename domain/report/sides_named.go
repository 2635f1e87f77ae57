package report

// Sides are the sides of the body a text names, as bits.
type Sides int

// The bits of Sides.
const (
	LeftSide  Sides = 1
	RightSide Sides = 2
)

// SidesNamed reads which sides text names with the side words the checks read ("links",
// "rechten", "izquierda"; not "leftover", "rechtwinklig", "bilateral"), in language.
func SidesNamed(language, text string) Sides {
	classes := compiledVocabularies[vocabularyFor(language)].classes
	var got Sides
	for _, w := range words(text) {
		c := classes.classes(w)
		if c&clsLeft != 0 {
			got |= LeftSide
		}
		if c&clsRight != 0 {
			got |= RightSide
		}
	}
	return got
}

// NamesBothSides tells a text that names both sides in a word of its own ("both", "beide",
// "bilateral", "ambos").
func NamesBothSides(language, text string) bool {
	classes := compiledVocabularies[vocabularyFor(language)].classes
	for _, w := range words(text) {
		if classes.classes(w)&clsBoth != 0 {
			return true
		}
	}
	return false
}
