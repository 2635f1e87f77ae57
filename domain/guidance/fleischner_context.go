package guidance

import (
	"slices"
	"strconv"
	"strings"

	"github.com/radscribe/radscribe/domain/report"
)

// readingContext is what the report says about the patient.
type readingContext struct {
	exclusion Exclusion
	risk      Risk
}

// exclusionOrder ranks the reasons not to apply the guideline; the first found is given.
var exclusionOrder = []Exclusion{Screening, Radiograph, KnownCancer, Immunocompromised, YoungerThan35}

// cmpExclusion keeps the higher-ranked of two exclusions.
func cmpExclusion(a, b Exclusion) Exclusion {
	if a == NoExclusion || b != NoExclusion && slices.Index(exclusionOrder, b) < slices.Index(exclusionOrder, a) {
		return b
	}
	return a
}

// context reads screening, cancer, immunocompromise and risk from every section; only
// certain statements count, and a denied risk ("non-smoker", "no smoking history") is low.
func (r *noduleReader) context(mentions []report.TermMention, crit *compiledCritical) readingContext {
	var ctx readingContext
	high, low := false, false
	// Screening excludes the guideline when no other organ's screening is meant and the report
	// is no radiograph (lungrads_read.go reads screening the same way).
	screened, radiograph := false, false
	for _, m := range mentions {
		if m.Question || m.Negation == report.PartlyNegated || crit.uncertainIn(m) {
			continue
		}
		from, to := clause(m.Words, m.Start, m.End, crit.stops)
		if m.Key == keyHighRisk && m.Negation == report.Negated {
			low = true
		}
		if m.Negation != report.NotNegated {
			continue
		}
		switch m.Key {
		case keyScreening:
			screened = screened || r.lungScreening(m)
		case keyRadiograph:
			radiograph = radiograph || m.Section != report.SectionClinical && m.Section != report.SectionComparison
		case keyImmuno:
			ctx.exclusion = cmpExclusion(ctx.exclusion, Immunocompromised)
		case keyCancer, keyCancerItself:
			switch {
			case r.family.Within(m.Words, from, to):
				high = true
			case m.Key == keyCancerItself || m.Section == report.SectionClinical || r.knownCancer.Within(m.Words, from, to):
				ctx.exclusion = cmpExclusion(ctx.exclusion, KnownCancer)
			}
		case keyHighRisk:
			high = true
		case keyLowRisk:
			low = true
		}
	}
	switch {
	case screened && !radiograph:
		ctx.exclusion = cmpExclusion(ctx.exclusion, Screening)
	case radiograph:
		// The Fleischner Society's recommendations are for nodules found on CT; a nodule on a
		// radiograph is characterised by CT first.
		ctx.exclusion = cmpExclusion(ctx.exclusion, Radiograph)
	}
	switch {
	case high:
		ctx.risk = HighRisk
	case low:
		ctx.risk = LowRisk
	}
	return ctx
}

// youngerThan35 reads an age under 35 ("28-year-old", "28 Jahre alt", "Alter: 28", "im Alter
// von 28 Jahren", "mujer de 28 años") anywhere in the report; "in 2 years" and "3 years ago"
// are no ages.
func (r *noduleReader) youngerThan35(sections []report.Section) bool {
	for _, s := range sections {
		if !strings.ContainsAny(s.Text, "0123456789") {
			continue // a section without a digit states no age
		}
		words := strings.FieldsFunc(strings.ToLower(s.Text), notLetter)
		for i, w := range words {
			if !startsWithDigit(w) { // no number, and Atoi's error would cost more than the look
				continue
			}
			age, err := strconv.Atoi(w)
			if err != nil || age >= 35 || age < 1 {
				continue
			}
			if i+1 < len(words) && r.age.At(words, i+1) || r.ageBefore.endsAt(words, i) {
				return true
			}
		}
	}
	return false
}

// phraseBefore is a phrase found by where it ends: right before a word ("alter von" before an
// age).
type phraseBefore struct {
	cues  report.Cues
	words int
}

type phrasesBefore []phraseBefore

func newPhrasesBefore(phrases []string) phrasesBefore {
	out := make(phrasesBefore, len(phrases))
	for i, p := range phrases {
		out[i] = phraseBefore{cues: report.NewCues(false, p), words: len(strings.Fields(p))}
	}
	return out
}

// endsAt reports whether one of the phrases ends right before words[i].
func (p phrasesBefore) endsAt(words []string, i int) bool {
	return slices.ContainsFunc(p, func(phrase phraseBefore) bool {
		return i >= phrase.words && phrase.cues.At(words, i-phrase.words)
	})
}
