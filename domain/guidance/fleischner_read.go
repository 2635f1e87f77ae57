package guidance

import (
	"slices"

	"github.com/radscribe/radscribe/domain/report"
)

// The keys of the terms a nodule reading looks for.
const (
	keyNodule       = "nodule"
	keyAbsorbed     = "absorbed"
	keyScreening    = "screening"
	keyImmuno       = "immunocompromise"
	keyCancer       = "cancer"
	keyCancerItself = "cancer-itself"
	keyHighRisk     = "high-risk"
	keyLowRisk      = "low-risk"
	keyRadiograph   = "radiograph"
)

// noduleReader is a noduleLanguage ready for reading reports.
type noduleReader struct {
	reader                                             *report.TermReader
	plural, counts, lung, otherOrgan, calcified, known report.Cues
	patterns, small                                    report.Cues
	partSolid, groundGlass, subsolid, solid            report.Cues
	knownCancer, family, age                           report.Cues
	ageBefore                                          phrasesBefore
	otherScreening                                     report.Cues
	prior                                              map[string]bool
}

var noduleReaders = compileWords("fleischner_read.json", newNoduleReader)

func newNoduleReader(code string, l *noduleLanguage) *noduleReader {
	compound := code == "de"
	c := func(list []string) report.Cues { return report.NewCues(compound, list...) }
	return &noduleReader{
		reader: report.NewTermReader(code, []report.Term{
			{Key: keyNodule, Phrases: l.Nodules}, {Key: keyAbsorbed, Phrases: l.Absorbed},
			{Key: keyScreening, Phrases: l.Screening}, {Key: keyImmuno, Phrases: l.Immunocompromise},
			{Key: keyCancer, Phrases: l.Cancer}, {Key: keyCancerItself, Phrases: l.CancerItself},
			{Key: keyHighRisk, Phrases: l.HighRisk}, {Key: keyLowRisk, Phrases: l.LowRisk},
			{Key: keyRadiograph, Phrases: l.Radiograph},
		}),
		plural: c(l.Plural), counts: report.NewCues(false, l.Counts...), lung: c(l.Lung), otherOrgan: c(l.OtherOrgan),
		calcified: c(l.Calcified), patterns: c(l.Patterns), small: c(l.Small), known: report.NewCues(false, l.Known...), partSolid: c(l.PartSolid),
		groundGlass: c(l.GroundGlass), subsolid: c(l.Subsolid), solid: c(l.Solid), knownCancer: report.NewCues(false, l.KnownCancer...),
		family: c(l.Family), age: report.NewCues(false, l.Age...), ageBefore: newPhrasesBefore(l.AgeBefore), prior: lookupWords(l.Prior),
		otherScreening: c(l.OtherScreening),
	}
}

func lookupWords(words []string) map[string]bool {
	out := make(map[string]bool, len(words))
	for _, w := range words {
		out[w] = true
	}
	return out
}

// nodulesFor returns language's reader, else English's (with language's negation words).
func nodulesFor(language string) *noduleReader { return forLanguage(noduleReaders, language) }

// FleischnerRecommendations reads the incidental pulmonary nodules of a report and returns the
// Fleischner Society 2017 recommendation for each kind of them (solid, part-solid, ground
// glass), or one saying why the guideline does not apply. A screening examination that
// Lung-RADS reads gets none: Lung-RADS is its guideline, and a Fleischner line beside it would
// offer the radiologist the wrong one to insert.
func FleischnerRecommendations(language string, sections []report.Section) []Recommendation {
	return fleischnerRecommendations(newReading(language, sections))
}

func fleischnerRecommendations(t *reading) []Recommendation {
	if _, screening := readScreening(t); screening {
		return nil
	}
	var out []Recommendation
	for _, f := range readNodules(t) {
		r := Fleischner(f, t.language)
		if !slices.ContainsFunc(out, func(o Recommendation) bool { return o.ID == r.ID && o.Text == r.Text }) {
			out = append(out, r)
		}
	}
	return out
}

// ReadNodules reads the facts the Fleischner table needs from a report: the affirmed, current
// pulmonary nodules of the findings (of the impression when the findings name none), spoken
// sizes included ("six millimeter nodule"), grouped by attenuation; whether there are several;
// the dictated risk; and what excludes the guideline (screening, a known cancer,
// immunocompromise, age under 35, or only known nodules). Calcified nodules are benign and
// left out; nodules without a size count towards "multiple" but get no recommendation.
func ReadNodules(language string, sections []report.Section) []NoduleFacts {
	return readNodules(newReading(language, sections))
}

func readNodules(t *reading) []NoduleFacts {
	r, crit := nodulesFor(t.language), criticalFor(t.language)
	mentions := t.noduleMentions(r)
	ctx := r.context(mentions, crit)
	if r.youngerThan35(t.normalisedSections()) {
		ctx.exclusion = cmpExclusion(ctx.exclusion, YoungerThan35)
	}
	nodules, _ := r.nodules(mentions, crit)
	if len(nodules) == 0 {
		return nil
	}
	switch {
	case ctx.exclusion != NoExclusion:
		return []NoduleFacts{{Type: largestNodule(nodules).kind, MeanDiameter: largestNodule(nodules).size, Exclusion: ctx.exclusion}}
	case !slices.ContainsFunc(nodules, func(n nodule) bool { return !n.known }):
		return []NoduleFacts{{Type: largestNodule(nodules).kind, MeanDiameter: largestNodule(nodules).size, Exclusion: KnownNodule}}
	}
	multiple := len(nodules) > 1 || slices.ContainsFunc(nodules, func(n nodule) bool { return n.several })
	var out []NoduleFacts
	for _, kind := range []NoduleType{Solid, PartSolid, GroundGlass, Subsolid} {
		f := NoduleFacts{Type: kind, Multiple: multiple, Risk: ctx.risk}
		dictated := false
		for _, n := range nodules {
			if n.known || n.size == 0 && !n.small || groupOf(n.kind) != kind {
				continue
			}
			f.MeanDiameter = max(f.MeanDiameter, n.size)
			f.SolidComponent = max(f.SolidComponent, n.solid)
			f.Small = f.Small || n.small
			dictated = dictated || n.kind == kind
		}
		if f.MeanDiameter == 0 && !f.Small {
			continue
		}
		f.Small = f.Small && f.MeanDiameter == 0
		if kind == Solid && !dictated {
			f.Type = TypeNotDictated
		}
		out = append(out, f)
	}
	return out
}

// groupOf puts a nodule whose attenuation was not dictated with the solid ones.
func groupOf(t NoduleType) NoduleType {
	if t == TypeNotDictated {
		return Solid
	}
	return t
}

func largestNodule(ns []nodule) nodule {
	largest := ns[0]
	for _, n := range ns[1:] {
		if n.size > largest.size {
			largest = n
		}
	}
	return largest
}
