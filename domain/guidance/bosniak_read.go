package guidance

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/radscribe/radscribe/domain/report"
)

// The keys of the Bosniak feature terms.
const (
	keySimple       = "simple"
	keyHomogeneous  = "homogeneous"
	keyWall         = "wall"
	keySeptum       = "septum"
	keyMuralNodule  = "nodule"
	keyEnhancing    = "enhancing"
	keyNonEnhancing = "non-enhancing"
	keyCalcified    = "calcified"
	keyHyperdense   = "hyperattenuating"
	keyT1Bright     = "t1-hyperintense"
	keyTooSmall     = "too-small"
	keyUltrasound   = "ultrasound"
	keyBosniak      = "bosniak"
)

// renalLanguage is one language's words for cystic renal masses: where they are, their features,
// and the words around walls and septa that grade them; words/bosniak_read.json holds them.
type renalLanguage struct {
	lesionLanguage
	Thin, Minimal, Thick, Irregular []string // describe a wall or septa
	Few, Many, Vague                []string // count septa; vague ("several") gives no number
	Singular                        []string // a septum word naming one ("septum")
	Walls, Septa, Nodules           []string // near a size, make it a thickness (or a nodule's size)
}

type renalReader struct {
	*lesionReader
	thin, minimal, thick, irregular report.Cues
	few, many, vague, singular      report.Cues
	walls, septa, nodules           report.Cues
}

var renalReaders = compileWords("bosniak_read.json", newRenalReader)

func newRenalReader(code string, l *renalLanguage) *renalReader {
	c := func(list []string) report.Cues { return report.NewCues(code == "de", list...) }
	return &renalReader{
		lesionReader: newLesionReader(code, l.lesionLanguage),
		thin:         c(l.Thin), minimal: c(l.Minimal), thick: c(l.Thick), irregular: c(l.Irregular),
		few: report.NewCues(false, l.Few...), many: c(l.Many), vague: report.NewCues(false, l.Vague...), singular: report.NewCues(false, l.Singular...),
		walls: c(l.Walls), septa: c(l.Septa), nodules: c(l.Nodules),
	}
}

// ReadRenalCysts reads the cystic renal masses of a report with the Bosniak features their
// sentences affirm, in report order: a cyst is described by its sentence and the sentences
// after it that name no other lesion, organ or part. Only cysts placed in a kidney are read,
// and none described with ultrasound words or in a report whose title or technique is
// ultrasound. Sizes next to a wall or septum are their thickness; a size next to a nodule is
// the nodule's; the largest other size is the cyst's.
func ReadRenalCysts(language string, sections []report.Section) []RenalCyst {
	return readRenalCysts(newReading(language, sections))
}

func readRenalCysts(t *reading) []RenalCyst {
	r := forLanguage(renalReaders, t.language)
	texts, sentences := r.read(t)
	ultrasound := slices.ContainsFunc(sentences, func(s lesionSentence) bool {
		return (s.section == SectionTitle || s.section == report.SectionTechnique) && slices.ContainsFunc(s.mentions, func(m report.TermMention) bool {
			return m.Key == keyUltrasound && r.stated(m) == affirmed
		})
	})
	if ultrasound {
		return nil
	}
	var out []RenalCyst
	for _, text := range texts {
		if c, ok := r.cyst(text); ok {
			out = append(out, c)
		}
	}
	return out
}

// cyst reads one described cyst; false when it is described with ultrasound words.
func (r *renalReader) cyst(text lesionText) (RenalCyst, bool) {
	var c RenalCyst
	var wallMM, septaMM float64
	enhancing, notEnhancing := false, false
	// sets are the features an affirmed term of the key sets.
	sets := map[string]*bool{keySimple: &c.Simple, keyHomogeneous: &c.Homogeneous, keyHyperdense: &c.Hyperattenuating,
		keyT1Bright: &c.T1Hyperintense, keyTooSmall: &c.TooSmall, keyCalcified: &c.Calcified, keyMuralNodule: &c.Nodule,
		keyEnhancing: &enhancing, keyNonEnhancing: &notEnhancing}
	for _, s := range text.sentences {
		for _, m := range s.mentions {
			st := r.stated(m)
			if st == denied && (m.Key == keySeptum || m.Key == keyWall) && deniesEnhancementOf(s, m) {
				st = affirmed
			}
			switch {
			case m.Key == keyUltrasound && st == affirmed:
				return RenalCyst{}, false
			case m.Key == keySeptum && st == denied && c.Septa == SeptaNotDictated:
				c.Septa = NoSepta
			case m.Key == keyEnhancing && st == denied:
				notEnhancing = true
			}
			if st != affirmed {
				continue
			}
			if feature, ok := sets[m.Key]; ok {
				*feature = true
				continue
			}
			switch m.Key {
			case keyBosniak:
				if class := bosniakClassAfter(m.Words, m.End); class != BosniakNotClassified {
					c.Stated = class
				}
			case keyWall:
				t, irregular := r.describedAs(m)
				c.Wall, c.WallIrregular = max(c.Wall, t), c.WallIrregular || irregular
			case keySeptum:
				t, irregular := r.describedAs(m)
				count, vague := r.countOf(m)
				c.SeptaThickness, c.SeptaIrregular = max(c.SeptaThickness, t), c.SeptaIrregular || irregular
				if c.Septa == SeptaNotDictated || c.Septa == NoSepta || count > c.Septa || c.SeptaCountNotDictated && !vague {
					c.Septa, c.SeptaCountNotDictated = count, vague
				}
			}
		}
		if hu, ok := attenuationIn(s.text); ok && !c.AttenuationDictated {
			c.Attenuation, c.AttenuationDictated = hu, true
		}
		for _, size := range r.sizes(s.text) {
			mm := size.Largest()
			switch r.sizeOf(s.text, size.Start, size.End, mm) {
			case keyWall:
				wallMM = max(wallMM, mm)
			case keySeptum:
				septaMM = max(septaMM, mm)
			case keyMuralNodule:
			default:
				c.Size = max(c.Size, mm)
			}
		}
	}
	if wallMM > 0 {
		c.Wall = thicknessOf(wallMM)
	}
	if septaMM > 0 {
		c.SeptaThickness = thicknessOf(septaMM)
		if c.Septa == SeptaNotDictated || c.Septa == NoSepta {
			c.Septa, c.SeptaCountNotDictated = FewSepta, true
		}
	}
	switch {
	case enhancing:
		c.Enhancement = Enhancing
	case notEnhancing:
		c.Enhancement = NotEnhancing
	}
	return c, true
}

// deniesEnhancementOf reports whether the negation reaching a wall or septum word denies the
// enhancement word right before it instead ("nicht kontrastmittelaufnehmende Septen": the septa
// are there and do not enhance). A nodule is not read so: "no enhancing nodule" has none.
func deniesEnhancementOf(s lesionSentence, m report.TermMention) bool {
	return slices.ContainsFunc(s.mentions, func(o report.TermMention) bool {
		return o.Key == keyEnhancing && o.End <= m.Start && m.Start-o.End <= 2 && o.Negation == report.Negated
	})
}

// describedAs reads the thickness and irregularity words around a wall or septum word: up to
// four words before it (not past another wall, septum or lesion word) and the words after it
// in its clause ("thick irregular wall", "septa are minimally thickened", "dünnwandig",
// "parete spessa e irregolare": an "and" word goes on to a last description, not to another
// structure's).
func (r *renalReader) describedAs(m report.TermMention) (Thickness, bool) {
	words := m.Words
	from := m.Start
	for k := 0; k < 4 && from > 0 && !r.structureAt(words, from-1); k++ {
		from--
	}
	to := m.End
	for k := 0; k < 5 && to < len(words) && words[to] != "," && !r.structureAt(words, to); k++ {
		if r.crit().knownStops.At(words, to) && !r.lastDescription(words, to+1) {
			break
		}
		to++
	}
	irregular := r.irregular.Within(words, from, to)
	switch {
	case r.minimal.Within(words, from, to):
		return MinimallyThickened, irregular
	case r.thick.Within(words, from, to):
		return Thick, irregular
	case r.thin.Within(words, from, to):
		return Thin, irregular
	}
	return ThicknessNotDictated, irregular
}

// lastDescription reports whether words[i] describes a wall or septa and no structure follows
// it ("spessa e irregolare.", not "thick wall and irregular septa").
func (r *renalReader) lastDescription(words []string, i int) bool {
	if i >= len(words) || !(r.thin.At(words, i) || r.minimal.At(words, i) || r.thick.At(words, i) || r.irregular.At(words, i)) {
		return false
	}
	return i+1 >= len(words) || !r.structureAt(words, i+1)
}

func (r *renalReader) structureAt(words []string, i int) bool {
	return r.walls.At(words, i) || r.septa.At(words, i) || r.lesion.At(words, i)
}

// countOf reads how many septa a septum word names, from the words before it: few (1 to 3,
// "two", "a single"), many (4 or more, "multiple", "numerous", also right after it as in
// "septos múltiples"), or, for a plural without a number or a vague one ("several",
// "mehrere"), few with vague set.
func (r *renalReader) countOf(m report.TermMention) (SeptaCount, bool) {
	words := m.Words
	from := max(0, m.Start-4)
	to := m.End
	for to < min(len(words), m.End+2) && words[to] != "," {
		to++
	}
	for i := m.Start - 1; i >= from; i-- {
		// A size is no count: "di 4 cm con due setti".
		if i+1 < len(words) && lengthUnits[words[i+1]] {
			continue
		}
		if n, err := strconv.Atoi(words[i]); err == nil {
			if n >= 4 {
				return ManySepta, false
			}
			return FewSepta, false
		}
	}
	switch {
	case r.many.Within(words, from, to):
		return ManySepta, false
	case r.vague.Within(words, from, m.Start):
		return FewSepta, true
	case r.few.Within(words, from, m.Start), r.singular.At(words, m.Start):
		return FewSepta, false
	}
	return FewSepta, true
}

// lengthUnits are the units of a normalised size.
var lengthUnits = lookupWords([]string{"mm", "cm"})

// renalSizeContext is how far before a size the reader looks for the wall, septum or nodule it
// measures, past the adjectives a Romance language puts after the noun.
const renalSizeContext = 5

// sizeOf tells whose a size is: a wall's or septum's (10 mm or less, next to its word), a
// nodule's, or the cyst's (""). The words before the size are read first, back to the noun its
// description follows ("nódulo mural captante de 8 mm"); the words after it up to a "with"
// word, which starts another structure ("3 cm con un nódulo").
func (r *renalReader) sizeOf(text string, start, end int, mm float64) string {
	before := wordsBeforeWithin(text, start, renalSizeContext)
	after, _ := wordsAfter(text, end)
	for i := range after {
		if r.crit().knownStops.At(after, i) {
			after = after[:i]
			break
		}
	}
	for _, near := range [][]string{reversed(before), after} {
		for i := range near {
			switch {
			case r.nodules.At(near, i):
				return keyMuralNodule
			case mm > 10:
			case r.walls.At(near, i):
				return keyWall
			case r.septa.At(near, i):
				return keySeptum
			}
		}
	}
	return ""
}

func reversed(words []string) []string {
	out := slices.Clone(words)
	slices.Reverse(out)
	return out
}

// attenuationPattern reads an attenuation in Hounsfield units: "8 HU", "-5 HU", "75 HE", "70 UH".
var attenuationPattern = regexp.MustCompile(`(?i)(?:^|[^\p{L}\p{N}])(-|−|minus\s*)?(\d+(?:[.,]\d+)?)\s*(?:hu|he|uh|hounsfield)(?:[^\p{L}]|$)`)

// attenuationIn returns the first attenuation written in text.
func attenuationIn(text string) (float64, bool) {
	m := attenuationPattern.FindStringSubmatch(text)
	if m == nil {
		return 0, false
	}
	v, err := strconv.ParseFloat(strings.ReplaceAll(m[2], ",", "."), 64)
	if err != nil {
		return 0, false
	}
	if m[1] != "" {
		v = -v
	}
	return v, true
}
