package guidance

import (
	"fmt"
	"strings"
)

// bosniakWords words the classification and its management in one language; words/bosniak.json
// holds them.
type bosniakWords struct {
	Mass, SizeNotDictated string
	Stated                string // %s: the class
	Simple, Homogeneous   string
	Hyperattenuating, T1  string
	TooSmall, Calcified   string
	HU                    string // %s: the attenuation
	Wall, Septa           string // "wall", "septa"
	WallThickness         byName[Thickness]
	SeptaThickness        byName[Thickness]
	Irregular             string
	NoSepta               string
	Few, Many             string
	CountNotDictated      string // after the septa when their number was not dictated
	Nodule                string
	Enhancement           byName[Enhancement]
	EnhancementAssumed    string
	Classes               byName[BosniakClass]
	Management            byName[BosniakClass]
	NotEnhancing          string
	DecimalComma          bool
	NounFirst             bool // the wall or septa before their thickness: "septos finos"
}

// finding lists what the classification was read from: "Cystic renal mass, 4.0 cm: many (4 or
// more) thin septa, enhancing". assumeEnhancing: the class needs enhancement that was not
// dictated.
func (w *bosniakWords) finding(c RenalCyst, assumeEnhancing bool) string {
	var b strings.Builder
	b.WriteString(w.Mass)
	if c.Size > 0 {
		b.WriteString(", " + centimetres(c.Size, w.DecimalComma))
	} else {
		b.WriteString(w.SizeNotDictated)
	}
	if c.Stated != BosniakNotClassified {
		fmt.Fprintf(&b, ": "+w.Stated, w.Classes[c.Stated])
		return b.String()
	}
	var parts []string
	add := func(ok bool, s string) {
		if ok {
			parts = append(parts, s)
		}
	}
	add(c.Simple, w.Simple)
	add(c.Homogeneous, w.Homogeneous)
	add(c.Hyperattenuating, w.Hyperattenuating)
	add(c.AttenuationDictated, fmt.Sprintf(w.HU, decimalMark(strings.TrimSuffix(strings.TrimRight(fmt.Sprintf("%.1f", c.Attenuation), "0"), "."), w.DecimalComma)))
	add(c.T1Hyperintense, w.T1)
	add(c.TooSmall, w.TooSmall)
	add(c.Wall != ThicknessNotDictated || c.WallIrregular, w.structure(w.WallThickness[c.Wall], c.WallIrregular, "", w.Wall))
	switch c.Septa {
	case NoSepta:
		parts = append(parts, w.NoSepta)
	case FewSepta, ManySepta:
		count := w.Few
		if c.Septa == ManySepta {
			count = w.Many
		}
		if c.SeptaCountNotDictated {
			parts = append(parts, w.structure(w.SeptaThickness[c.SeptaThickness], c.SeptaIrregular, "", w.Septa)+w.CountNotDictated)
		} else {
			parts = append(parts, w.structure(w.SeptaThickness[c.SeptaThickness], c.SeptaIrregular, count, w.Septa))
		}
	}
	add(c.Calcified, w.Calcified)
	add(c.Nodule, w.Nodule)
	switch {
	case c.Enhancement != EnhancementNotDictated:
		parts = append(parts, w.Enhancement[c.Enhancement])
	case assumeEnhancing:
		parts = append(parts, w.EnhancementAssumed)
	}
	if len(parts) == 0 {
		return b.String()
	}
	first, rest := parts[0], parts[1:]
	b.WriteString(": " + first)
	for _, p := range rest {
		sep := ", "
		if p == w.EnhancementAssumed {
			sep = "; "
		}
		b.WriteString(sep + p)
	}
	return b.String()
}

// structure names a wall or the septa with their count and thickness: "few (1-3) thick (4 mm
// or more) septa", "thin smooth wall", "pocos (1-3) septos gruesos (4 mm o más)".
func (w *bosniakWords) structure(thickness string, irregular bool, count, noun string) string {
	var words []string
	if count != "" {
		words = append(words, count)
	}
	if w.NounFirst {
		words = append(words, noun)
	}
	if thickness != "" {
		words = append(words, thickness)
	}
	if irregular {
		words = append(words, w.Irregular)
	}
	if !w.NounFirst {
		words = append(words, noun)
	}
	return strings.Join(words, " ")
}

// bosniakWordings are the wordings by language; a language without one reads English.
var bosniakWordings = loadWords[bosniakWords]("bosniak.json")

func bosniakWordsFor(language string) *bosniakWords { return forLanguage(bosniakWordings, language) }
