package guidance

import (
	"fmt"
	"strings"
)

// bosniakWords words the classification and its management in one language.
type bosniakWords struct {
	mass, sizeNotDictated string
	stated                string // %s: the class
	simple, homogeneous   string
	hyperattenuating, t1  string
	tooSmall, calcified   string
	hu                    string // %s: the attenuation
	wall, septa           string // "wall", "septa"
	wallThickness         map[Thickness]string
	septaThickness        map[Thickness]string
	irregular             string
	noSepta               string
	few, many             string
	countNotDictated      string // after the septa when their number was not dictated
	nodule                string
	enhancement           map[Enhancement]string
	enhancementAssumed    string
	classes               map[BosniakClass]string
	management            map[BosniakClass]string
	notEnhancing          string
	decimalComma          bool
	nounFirst             bool // the wall or septa before their thickness: "septos finos"
}

// finding lists what the classification was read from: "Cystic renal mass, 4.0 cm: many (4 or
// more) thin septa, enhancing". assumeEnhancing: the class needs enhancement that was not
// dictated.
func (w *bosniakWords) finding(c RenalCyst, assumeEnhancing bool) string {
	var b strings.Builder
	b.WriteString(w.mass)
	if c.Size > 0 {
		b.WriteString(", " + centimetres(c.Size, w.decimalComma))
	} else {
		b.WriteString(w.sizeNotDictated)
	}
	if c.Stated != BosniakNotClassified {
		fmt.Fprintf(&b, ": "+w.stated, w.classes[c.Stated])
		return b.String()
	}
	var parts []string
	add := func(ok bool, s string) {
		if ok {
			parts = append(parts, s)
		}
	}
	add(c.Simple, w.simple)
	add(c.Homogeneous, w.homogeneous)
	add(c.Hyperattenuating, w.hyperattenuating)
	add(c.AttenuationDictated, fmt.Sprintf(w.hu, decimalMark(strings.TrimSuffix(strings.TrimRight(fmt.Sprintf("%.1f", c.Attenuation), "0"), "."), w.decimalComma)))
	add(c.T1Hyperintense, w.t1)
	add(c.TooSmall, w.tooSmall)
	add(c.Wall != ThicknessNotDictated || c.WallIrregular, w.structure(w.wallThickness[c.Wall], c.WallIrregular, "", w.wall))
	switch c.Septa {
	case NoSepta:
		parts = append(parts, w.noSepta)
	case FewSepta, ManySepta:
		count := w.few
		if c.Septa == ManySepta {
			count = w.many
		}
		if c.SeptaCountNotDictated {
			parts = append(parts, w.structure(w.septaThickness[c.SeptaThickness], c.SeptaIrregular, "", w.septa)+w.countNotDictated)
		} else {
			parts = append(parts, w.structure(w.septaThickness[c.SeptaThickness], c.SeptaIrregular, count, w.septa))
		}
	}
	add(c.Calcified, w.calcified)
	add(c.Nodule, w.nodule)
	switch {
	case c.Enhancement != EnhancementNotDictated:
		parts = append(parts, w.enhancement[c.Enhancement])
	case assumeEnhancing:
		parts = append(parts, w.enhancementAssumed)
	}
	if len(parts) == 0 {
		return b.String()
	}
	first, rest := parts[0], parts[1:]
	b.WriteString(": " + first)
	for _, p := range rest {
		sep := ", "
		if p == w.enhancementAssumed {
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
	if w.nounFirst {
		words = append(words, noun)
	}
	if thickness != "" {
		words = append(words, thickness)
	}
	if irregular {
		words = append(words, w.irregular)
	}
	if !w.nounFirst {
		words = append(words, noun)
	}
	return strings.Join(words, " ")
}

var bosniakWordings = map[string]*bosniakWords{"en": &englishBosniak, "de": &germanBosniak, "es": &spanishBosniak,
	"fr": &frenchBosniak, "it": &italianBosniak, "pt": &portugueseBosniak}

func bosniakWordsFor(language string) *bosniakWords { return forLanguage(bosniakWordings, language) }

var englishBosniak = bosniakWords{
	mass: "Cystic renal mass", sizeNotDictated: ", size not dictated", stated: "%s as dictated",
	simple: "simple fluid", homogeneous: "homogeneous", hyperattenuating: "hyperattenuating", t1: "T1 hyperintense",
	tooSmall: "too small to characterize", calcified: "calcification", hu: "%s HU",
	wall: "wall", septa: "septa",
	wallThickness:  map[Thickness]string{Thin: "thin smooth", MinimallyThickened: "minimally thickened (3 mm)", Thick: "thick (4 mm or more)"},
	septaThickness: map[Thickness]string{Thin: "thin", MinimallyThickened: "minimally thickened (3 mm)", Thick: "thick (4 mm or more)"},
	irregular:      "irregular", noSepta: "no septa", few: "few (1-3)", many: "many (4 or more)",
	countNotDictated:   " (number not dictated, read as 1-3)",
	nodule:             "nodule",
	enhancement:        map[Enhancement]string{Enhancing: "enhancing", NotEnhancing: "non-enhancing"},
	enhancementAssumed: "enhancement not dictated, read as enhancing",
	classes: map[BosniakClass]string{BosniakI: "Bosniak I", BosniakII: "Bosniak II", BosniakIIF: "Bosniak IIF", BosniakIII: "Bosniak III",
		BosniakIV: "Bosniak IV"},
	management: map[BosniakClass]string{
		BosniakI:   "benign; no follow-up.",
		BosniakII:  "benign; no follow-up.",
		BosniakIIF: "follow-up imaging (CT or MRI) at 6 months and 12 months, then annually for 5 years.",
		BosniakIII: "surgery or active surveillance should be considered.",
		BosniakIV:  "surgery or ablation should be considered.",
	},
	notEnhancing: "No Bosniak class: the thickened or irregular walls or septa or the nodule are dictated as non-enhancing, " +
		"and classes IIF, III and IV require enhancing walls, septa or nodules.",
}

var germanBosniak = bosniakWords{
	mass: "Zystische Nierenläsion", sizeNotDictated: ", Größe nicht diktiert", stated: "%s laut Diktat",
	simple: "einfach, flüssigkeitsäquivalent", homogeneous: "homogen", hyperattenuating: "hyperdens", t1: "T1-hyperintens",
	tooSmall: "zu klein zur Charakterisierung", calcified: "Verkalkung", hu: "%s HE",
	wall: "Wand", septa: "Septen",
	wallThickness:  map[Thickness]string{Thin: "dünne glatte", MinimallyThickened: "minimal verdickte (3 mm)", Thick: "verdickte (4 mm oder mehr)"},
	septaThickness: map[Thickness]string{Thin: "dünne", MinimallyThickened: "minimal verdickte (3 mm)", Thick: "verdickte (4 mm oder mehr)"},
	irregular:      "unregelmäßige", noSepta: "keine Septen", few: "wenige (1-3)", many: "viele (4 oder mehr)",
	countNotDictated:   " (Anzahl nicht diktiert, als 1-3 gewertet)",
	nodule:             "Knoten",
	enhancement:        map[Enhancement]string{Enhancing: "kontrastmittelaufnehmend", NotEnhancing: "ohne Kontrastmittelaufnahme"},
	enhancementAssumed: "Kontrastmittelaufnahme nicht diktiert, als vorhanden gewertet",
	classes: map[BosniakClass]string{BosniakI: "Bosniak I", BosniakII: "Bosniak II", BosniakIIF: "Bosniak IIF", BosniakIII: "Bosniak III",
		BosniakIV: "Bosniak IV"},
	management: map[BosniakClass]string{
		BosniakI:   "benigne; keine Verlaufskontrolle.",
		BosniakII:  "benigne; keine Verlaufskontrolle.",
		BosniakIIF: "Verlaufskontrolle (CT oder MRT) nach 6 und 12 Monaten, dann jährlich über 5 Jahre.",
		BosniakIII: "Operation oder aktive Überwachung erwägen.",
		BosniakIV:  "Operation oder Ablation erwägen.",
	},
	notEnhancing: "Keine Bosniak-Klasse: die verdickten oder unregelmäßigen Wände oder Septen bzw. der Knoten sind laut Diktat " +
		"ohne Kontrastmittelaufnahme, und die Klassen IIF, III und IV setzen eine Kontrastmittelaufnahme voraus.",
	decimalComma: true,
}
