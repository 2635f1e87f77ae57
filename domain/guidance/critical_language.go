package guidance

import (
	"slices"
	"strconv"
	"strings"

	"github.com/radscribe/radscribe/domain/report"
)

// criticalTerm is one way a critical finding is named.
type criticalTerm struct {
	finding string   // the finding's ID, e.g. "pneumothorax"
	phrases []string // as report.Term phrases
	// context: one of these must stand in the sentence ("torsion" needs a testis or an ovary);
	// inClause narrows that to the term's clause ("acute" for an infarct).
	context  []string
	inClause bool
	// except: none of these may stand in the term's clause ("myocardial" for an infarct).
	except []string
}

// criticalLanguage is one language's critical findings and the words that decide whether a
// statement is certain and current.
type criticalLanguage struct {
	terms []criticalTerm
	names map[string]string // finding ID to its name in the language
	// replacedBy names, for a finding, the narrower one that makes it redundant when both are
	// found ("pneumothorax" by "tension-pneumothorax").
	replacedBy map[string]string

	// stops end a clause besides a comma ("but", "aber"); knownStops also end the stretch
	// in which a finding is read as known ("stable nodule and new pneumothorax").
	stops, knownStops []string
	// denials deny what follows them in the clause, or in a list closed by an "or" word
	// ("no consolidation, opacity, effusion, or pneumothorax", "clear of airspace disease,
	// pneumothorax, or effusion"); the report's negation rules end at the first comma of such a
	// list and know fewer denials.
	denials, listOr []string
	// uncertain words in the clause make a statement a guess ("possible", "Verdacht auf").
	uncertain []string
	// known words from the finding's clause to the sentence's end make it old news ("stable",
	// "known", "unchanged"); gone words anywhere in the sentence make it past ("resolved").
	known, gone []string
	// renewed words in the finding's clause make it current again ("new", "increasing",
	// "acute on chronic").
	renewed  []string
	compound bool // context words may sit inside compounds

	notice   string // %s: finding name, sentence
	sentence string // %s: finding name
}

// compiledCritical is a criticalLanguage ready for reading reports.
type compiledCritical struct {
	*criticalLanguage
	reader *report.TermReader
	// groups lists, by reader key, the terms naming their finding with the same phrases
	// ("torsion" for the testis and the ovary); their context tells them apart.
	groups                          [][]int
	context, except                 []report.Cues // by term
	stops, knownStops               report.Cues
	denials, listOr                 report.Cues
	uncertain, known, gone, renewed report.Cues
}

var criticalLanguages = map[string]*compiledCritical{}

// registerCritical compiles a language's lists once.
func registerCritical(code string, l *criticalLanguage) {
	c := &compiledCritical{
		criticalLanguage: l,
		stops:            report.NewCues(false, l.stops...),
		knownStops:       report.NewCues(false, append(slices.Clone(l.stops), l.knownStops...)...),
		denials:          report.NewCues(false, l.denials...),
		listOr:           report.NewCues(false, l.listOr...),
		uncertain:        report.NewCues(false, l.uncertain...),
		known:            report.NewCues(false, l.known...),
		gone:             report.NewCues(false, l.gone...),
		renewed:          report.NewCues(false, l.renewed...),
	}
	var terms []report.Term
	groupOf := map[string]int{}
	for i, t := range l.terms {
		c.context = append(c.context, report.NewCues(l.compound, t.context...))
		c.except = append(c.except, report.NewCues(l.compound, t.except...))
		phrases := strings.Join(t.phrases, "|")
		g, ok := groupOf[phrases]
		if !ok {
			// The group's index is the key, so each way of naming keeps its own rules.
			g = len(c.groups)
			groupOf[phrases] = g
			c.groups = append(c.groups, nil)
			terms = append(terms, report.Term{Key: strconv.Itoa(g), Phrases: t.phrases})
		}
		c.groups[g] = append(c.groups[g], i)
	}
	c.reader = report.NewTermReader(code, terms)
	criticalLanguages[code] = c
}

// criticalFor returns language's lists, else English's.
func criticalFor(language string) *compiledCritical { return forLanguage(criticalLanguages, language) }
