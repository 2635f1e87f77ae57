package guidance

import "github.com/radscribe/radscribe/domain/report"

// The keys of the TI-RADS feature terms. A feature's words may be named inside longer phrases
// that mean something else ("solid component" is no composition, "hypoechoic halo" no
// echogenicity): those are terms of their own with the key ignored, so the longer phrase wins.
const (
	keyIgnored = "ignored"

	keyCystic      = "composition-cystic"
	keySpongiform  = "composition-spongiform"
	keyMixed       = "composition-mixed"
	keySolid       = "composition-solid"
	keyAnechoic    = "echo-anechoic"
	keyHyperechoic = "echo-hyperechoic"
	keyIsoechoic   = "echo-isoechoic"
	keyHypoechoic  = "echo-hypoechoic"
	keyVeryHypo    = "echo-very-hypoechoic"
	keyTaller      = "shape-taller"
	keyWider       = "shape-wider"
	keySmooth      = "margin-smooth"
	keyIllDefined  = "margin-ill-defined"
	keyIrregular   = "margin-irregular"
	keyExtension   = "margin-extrathyroidal"
	keyFoci        = "foci" // echogenic foci or calcifications of no kind
	keyCometTail   = "foci-comet-tail"
	keyMacro       = "foci-macro"
	keyRim         = "foci-rim"
	keyPunctate    = "foci-punctate"
)

var compositionOf = map[string]Composition{keyCystic: Cystic, keySpongiform: Spongiform, keyMixed: MixedCysticSolid, keySolid: SolidComposition}
var echogenicityOf = map[string]Echogenicity{keyAnechoic: Anechoic, keyHyperechoic: Hyperechoic, keyIsoechoic: Isoechoic,
	keyHypoechoic: Hypoechoic, keyVeryHypo: VeryHypoechoic}
var marginOf = map[string]Margin{keySmooth: SmoothMargin, keyIllDefined: IllDefinedMargin, keyIrregular: LobulatedOrIrregular,
	keyExtension: ExtrathyroidalExtension}
var fociOf = map[string]EchogenicFoci{keyCometTail: CometTail, keyMacro: Macrocalcifications, keyRim: RimCalcifications, keyPunctate: PunctateFoci}

// thyroidLanguage is one language's words for thyroid nodules: where they are, and their
// features (words/tirads_read.json). Cysts are lesion words that also say the nodule is cystic.
type thyroidLanguage struct {
	lesionLanguage
	Cysts []string
}

type thyroidReader struct {
	*lesionReader
	cysts report.Cues
}

var thyroidReaders = compileWords("tirads_read.json", func(code string, l *thyroidLanguage) *thyroidReader {
	return &thyroidReader{lesionReader: newLesionReader(code, l.lesionLanguage), cysts: report.NewCues(code == "de", l.Cysts...)}
})

// ReadThyroidNodules reads the thyroid nodules of a report with the TI-RADS features their
// sentences affirm, in report order: a nodule is described by its sentence and the sentences
// after it that name no other nodule, organ or part of the gland. A denied feature tells what
// is absent ("no echogenic foci", "not taller than wide"); a hedged one is not read. When
// several features of a category are affirmed, the one with most points is kept (echogenic
// foci add up).
func ReadThyroidNodules(language string, sections []report.Section) []ThyroidNodule {
	return readThyroidNodules(newReading(language, sections))
}

func readThyroidNodules(t *reading) []ThyroidNodule {
	r := forLanguage(thyroidReaders, t.language)
	var out []ThyroidNodule
	texts, _ := r.read(t)
	for _, text := range texts {
		out = append(out, r.nodule(text))
	}
	return out
}

// nodule reads one described nodule.
func (r *thyroidReader) nodule(text lesionText) ThyroidNodule {
	var n ThyroidNodule
	var foci EchogenicFoci
	calcified, fociDenied, tallerDenied := false, false, false
	for _, s := range text.sentences {
		for _, m := range s.mentions {
			st := r.stated(m)
			if st == denied {
				switch {
				case m.Key == keyTaller:
					tallerDenied = true
				case m.Key == keyFoci || fociOf[m.Key] != 0:
					fociDenied = true
				}
			}
			if st != affirmed {
				continue
			}
			if c, ok := compositionOf[m.Key]; ok && (n.Composition == CompositionNotDictated || compositionPoints[c] > compositionPoints[n.Composition]) {
				n.Composition = c
			}
			if e, ok := echogenicityOf[m.Key]; ok && (n.Echogenicity == EchogenicityNotDictated || echogenicityPoints[e] > echogenicityPoints[n.Echogenicity]) {
				n.Echogenicity = e
			}
			if g, ok := marginOf[m.Key]; ok && (n.Margin == MarginNotDictated || marginPoints[g] > marginPoints[n.Margin]) {
				n.Margin = g
			}
			switch m.Key {
			case keyTaller:
				n.Shape = TallerThanWide
			case keyWider:
				if n.Shape == ShapeNotDictated {
					n.Shape = WiderThanTall
				}
			case keyFoci:
				calcified = true
			}
			foci |= fociOf[m.Key]
		}
		for _, size := range r.sizes(s.text) {
			n.MaxDiameter = max(n.MaxDiameter, size.Largest())
		}
	}
	if n.Composition == CompositionNotDictated && r.cysts.At(text.sentences[0].words, text.at) {
		n.Composition = Cystic
	}
	if n.Shape == ShapeNotDictated && tallerDenied {
		n.Shape = WiderThanTall
	}
	switch {
	case foci != 0:
		n.Foci = foci
	case calcified:
		n.CalcificationTypeNotDictated = true
	case fociDenied:
		n.Foci = NoEchogenicFoci
	}
	return n
}
