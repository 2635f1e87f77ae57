package guidance

import (
	"fmt"
	"strings"
)

// fleischnerWords words the guideline's table and findings in one language; words/fleischner.json
// holds them. Solid rows hold
// [low risk, high risk] per size band; subsolid rows [below 6 mm, 6 mm or more].
type fleischnerWords struct {
	SolidSingle, SolidMultiple                      [3][2]string
	GroundGlassSingle, PartSolidSingle              [2]string
	SubsolidMultiple                                [2]string
	SuspiciousSolidPart                             string
	LowRisk, HighRisk, IfGroundGlass, IfPartSolid   string
	NotApplied                                      string
	Exclusions                                      byName[Exclusion]
	Single, Multiple                                byName[NoduleType] // "Single solid nodule"
	Largest, Small, SolidComponent, RiskNotDictated string
	DecimalComma                                    bool
}

// finding describes the nodules the recommendation is for: "Single solid nodule, 7 mm".
func (w *fleischnerWords) finding(f NoduleFacts) string {
	var b strings.Builder
	if f.Multiple {
		b.WriteString(w.Multiple[f.Type])
	} else {
		b.WriteString(w.Single[f.Type])
	}
	switch {
	case f.MeanDiameter > 0:
		b.WriteString(", ")
		if f.Multiple {
			b.WriteString(w.Largest)
		}
		b.WriteString(w.mm(f.MeanDiameter))
	case f.Small:
		b.WriteString(w.Small)
	}
	if f.SolidComponent > 0 {
		fmt.Fprintf(&b, w.SolidComponent, w.mm(f.SolidComponent))
	}
	if f.Risk == RiskNotDictated && (f.Type == Solid || f.Type == TypeNotDictated) && f.Exclusion == NoExclusion {
		b.WriteString(w.RiskNotDictated)
	}
	return b.String()
}

// mm writes a size with the language's decimal mark: "6.5 mm", "6,5 mm".
func (w *fleischnerWords) mm(v float64) string {
	s := strings.TrimSuffix(strings.TrimRight(fmt.Sprintf("%.1f", v), "0"), ".")
	if w.DecimalComma {
		s = strings.ReplaceAll(s, ".", ",")
	}
	return s + " mm"
}

// fleischnerWordings are the wordings by language; a language without one reads English.
var fleischnerWordings = loadWords[fleischnerWords]("fleischner.json")

// fleischnerWordsFor returns language's words, else English's.
func fleischnerWordsFor(language string) *fleischnerWords {
	return forLanguage(fleischnerWordings, language)
}
