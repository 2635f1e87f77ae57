package guidance

import (
	"slices"
	"strings"

	"github.com/radscribe/radscribe/domain/measurement"
	"github.com/radscribe/radscribe/domain/report"
)

// lungRADSLanguage is one language's words for a screening CT beyond those of the nodule reader;
// words/lungrads_read.json holds them.
type lungRADSLanguage struct {
	// LungContext words in a screening statement make it a lung cancer screening CT ("lung
	// cancer screening", "LDCT", "CT Thorax Screening"): such a report is graded even without
	// nodules.
	LungContext                []string
	NewNodule, Growing, Stable []string
	Spiculated, Juxtapleural   []string
}

type lungRADSReader struct {
	lungContext, newNodule, growing, stable, spiculated, juxtapleural report.Cues
}

var lungRADSReaders = compileWords("lungrads_read.json", func(code string, l *lungRADSLanguage) *lungRADSReader {
	c := func(list []string) report.Cues { return report.NewCues(code == "de", list...) }
	return &lungRADSReader{lungContext: c(l.LungContext), newNodule: c(l.NewNodule), growing: c(l.Growing),
		stable: c(l.Stable), spiculated: c(l.Spiculated), juxtapleural: c(l.Juxtapleural)}
})

// lungScreening reports whether a screening statement may be the lungs': it names no other
// organ's screening ("screening mammography", "Darmkrebsscreening"). Fleischner's exclusion and
// Lung-RADS both read screening so.
func (r *noduleReader) lungScreening(m report.TermMention) bool {
	return !r.otherScreening.Within(m.Words, 0, len(m.Words))
}

// ReadScreening reads a lung cancer screening CT: false when the report is none. A report is
// one when it states screening exactly where Fleischner's rules see it (certain, current, of no
// other organ or tuberculosis, in any section or the title, in a report that is no radiograph)
// and either the statement names the lungs or a
// low-dose chest CT ("lung cancer screening", "LDCT", "Lungenkrebsscreening") or the findings
// name pulmonary nodules. The nodules are read as Fleischner reads them (affirmed, certain,
// uncalcified, in the lungs; the findings', else the impression's), each with its course: new,
// growing (said so, or more than 1.5 mm above a dictated prior size), stable (said so, or a
// prior size within 1.5 mm, or known), else baseline.
func ReadScreening(language string, sections []report.Section) (ScreeningFacts, bool) {
	return readScreening(newReading(language, sections))
}

func readScreening(t *reading) (ScreeningFacts, bool) {
	language := t.language
	r, crit, w := nodulesFor(language), criticalFor(language), forLanguage(lungRADSReaders, language)
	dictated := slices.ContainsFunc(t.sections, func(s report.Section) bool {
		return (s.Name == report.SectionFindings || s.Name == report.SectionImpression) && strings.TrimSpace(s.Text) != ""
	})
	mentions := t.noduleMentions(r)
	if r.context(mentions, crit).exclusion != Screening {
		return ScreeningFacts{}, false
	}
	lungsNamed := slices.ContainsFunc(mentions, func(m report.TermMention) bool {
		return m.Key == keyScreening && m.Negation == report.NotNegated && !m.Question && !crit.uncertainIn(m) &&
			r.lungScreening(m) && w.lungContext.Within(m.Words, 0, len(m.Words))
	})
	read, at := r.nodules(mentions, crit)
	var nodules []ScreeningNodule
	for i, n := range read {
		nodules = append(nodules, w.screeningNodule(n, at[i], r.prior))
	}
	if len(nodules) == 0 && (!lungsNamed || !dictated) {
		return ScreeningFacts{}, false
	}
	return ScreeningFacts{Nodules: nodules}, true
}

// screeningNodule adds a nodule's course and shape to what the nodule reader read.
func (w *lungRADSReader) screeningNodule(n nodule, m report.TermMention, prior map[string]bool) ScreeningNodule {
	words, all := m.Words, len(m.Words)
	s := ScreeningNodule{Type: n.kind, MeanDiameter: n.size, SolidComponent: n.solid, Small: n.small && n.size == 0,
		Spiculated: w.spiculated.Within(words, 0, all), Juxtapleural: w.juxtapleural.Within(words, 0, all)}
	before := priorSize(m.Sentence, prior)
	switch {
	case before > 0 && n.size > 0 && n.size-before > 1.5:
		s.Course = Growing
	case before > 0 && n.size > 0:
		s.Course = Stable
	case w.growing.Within(words, 0, all):
		s.Course = Growing
	case w.newNodule.Within(words, 0, all):
		s.Course = NewNodule
	case n.known || w.stable.Within(words, 0, all):
		s.Course = Stable
	}
	return s
}

// priorSize returns the largest prior size dictated in a sentence ("previously 5 mm").
func priorSize(sentence string, prior map[string]bool) float64 {
	largest := 0.0
	for _, s := range measurement.FindSizes(sentence) {
		if slices.ContainsFunc(wordsBefore(sentence, s.Start), func(w string) bool { return prior[w] }) {
			largest = max(largest, s.MeanDiameter())
		}
	}
	return largest
}
