package guidance

import (
	"slices"

	"github.com/radscribe/radscribe/domain/dictation"
	"github.com/radscribe/radscribe/domain/report"
)

// reading is one report as the guidelines read it, prepared once for all of them: its
// sections cut into sentences, the same with the measurements written as a report writes them
// ("six millimeter" -> "6 mm", as every reader reads sizes from them), and the nodules' terms,
// which Fleischner and Lung-RADS read alike. A reading serves one report and one caller.
type reading struct {
	language string
	sections []report.Section

	raw        *report.Reading
	normalised []report.Section
	measured   *report.Reading
	nodules    map[*noduleReader][]report.TermMention
}

func newReading(language string, sections []report.Section) *reading {
	return &reading{language: language, sections: sections}
}

// text is the report's sections as written, cut into sentences.
func (t *reading) text() *report.Reading {
	if t.raw == nil {
		t.raw = report.ReadSections(t.sections)
	}
	return t.raw
}

// normalisedSections are the sections with their measurements written as a report writes them.
func (t *reading) normalisedSections() []report.Section {
	if t.normalised == nil {
		t.normalised = make([]report.Section, len(t.sections))
		for i, s := range t.sections {
			t.normalised[i] = report.Section{Name: s.Name, Text: dictation.NormaliseMeasurements(s.Text, t.language)}
		}
	}
	return t.normalised
}

// measuredText is normalisedSections cut into sentences; a section the normalising left as it
// was is not cut again.
func (t *reading) measuredText() *report.Reading {
	if t.measured == nil {
		normalised := t.normalisedSections()
		if slices.Equal(normalised, t.sections) {
			t.measured = t.text()
		} else {
			t.measured = t.raw.Reread(normalised)
		}
	}
	return t.measured
}

// noduleMentions are the terms r reads in the normalised sections, read once per reader.
func (t *reading) noduleMentions(r *noduleReader) []report.TermMention {
	if m, ok := t.nodules[r]; ok {
		return m
	}
	if t.nodules == nil {
		t.nodules = map[*noduleReader][]report.TermMention{}
	}
	m := r.reader.ReadIn(t.measuredText())
	t.nodules[r] = m
	return m
}

// Guide reads a report once for every guideline and the critical findings: the
// recommendations of Fleischner, Lung-RADS, TI-RADS, Bosniak and BI-RADS, in that order, and
// the critical findings. The guidelines also read the report's title, the headings that name
// no section ("Ultrasound Thyroid"), which says what was examined, as a section of its own
// named SectionTitle; the critical findings read the sections only, as a title ("CT for
// pulmonary embolism") affirms nothing. It answers what the guidelines' own functions answer
// called one by one.
func Guide(language, title string, sections []report.Section) ([]Recommendation, []CriticalFinding) {
	return GuideReading(language, title, report.ReadSections(sections))
}

// GuideReading is Guide over sections already cut into sentences, which the checks may have
// classified already.
func GuideReading(language, title string, sections *report.Reading) ([]Recommendation, []CriticalFinding) {
	titled, first := sections, 0
	if title != "" {
		titled = sections.Prepend(report.Section{Name: SectionTitle, Text: title})
		first = 1
	}
	t := &reading{language: language, sections: titled.Sections(), raw: titled}
	recommendations := slices.Concat(
		fleischnerRecommendations(t),
		lungRADSRecommendations(t),
		tiradsRecommendations(t),
		bosniakRecommendations(t),
		biradsRecommendations(t),
	)
	return recommendations, detectCriticalFindings(language, t.text().From(first))
}
