package guidance

import (
	"fmt"
	"strings"
)

// lungRADSWords words the categories, their management and the nodules in one language;
// words/lungrads.json holds them.
type lungRADSWords struct {
	Names                 byName[lungRADSCategory] // "4A (suspicious)"
	Management            byName[lungRADSCategory] // %s in 4B and 4X: the PET/CT clause or nothing
	PetCT4A, PetCT4B      string
	NotGraded             map[string]string
	NoNodules             string
	Types                 byName[NoduleType]
	Small, SolidComponent string // SolidComponent: %s the size
	Courses               byName[NoduleCourse]
	Spiculated            string
	Juxtapleural          string
	MostSuspicious        string // %d: the number of nodules
	DecimalComma          bool
}

// text is a category's management: "Lung-RADS 4A (suspicious): 3-month LDCT; PET/CT may be
// considered (...)." petSize: the nodule or its solid part measures 8 mm or more.
func (w *lungRADSWords) text(c lungRADSCategory, petSize bool) string {
	management := w.Management[c]
	switch {
	case c == category4A && petSize:
		management = strings.TrimSuffix(management, ".") + w.PetCT4A
	case c == category4B || c == category4X:
		pet := ""
		if petSize {
			pet = w.PetCT4B
		}
		management = fmt.Sprintf(management, pet)
	}
	return "Lung-RADS " + w.Names[c] + ": " + management
}

// nodule describes the nodule a category or a note is about: "Solid nodule, 9 mm, baseline;
// the most suspicious of 2 nodules".
func (w *lungRADSWords) nodule(n ScreeningNodule, count int) string {
	var b strings.Builder
	b.WriteString(w.Types[n.Type])
	switch {
	case n.MeanDiameter > 0:
		b.WriteString(", " + millimetres(roundTenth(n.MeanDiameter), w.DecimalComma))
	case n.Small:
		b.WriteString(w.Small)
	}
	if n.SolidComponent > 0 {
		fmt.Fprintf(&b, w.SolidComponent, millimetres(roundTenth(n.SolidComponent), w.DecimalComma))
	}
	b.WriteString(", " + w.Courses[n.Course])
	if n.Spiculated {
		b.WriteString(", " + w.Spiculated)
	}
	if n.Juxtapleural {
		b.WriteString(", " + w.Juxtapleural)
	}
	if count > 1 {
		fmt.Fprintf(&b, w.MostSuspicious, count)
	}
	return b.String()
}

// lungRADSWordings are the wordings by language; a language without one reads English.
var lungRADSWordings = loadWords[lungRADSWords]("lungrads.json")

func lungRADSWordsFor(language string) *lungRADSWords { return forLanguage(lungRADSWordings, language) }
