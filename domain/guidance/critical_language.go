package guidance

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/radscribe/radscribe/domain/report"
)

// criticalTerm is one way a critical finding is named.
type criticalTerm struct {
	Finding string   // the finding's ID, e.g. "pneumothorax"
	Phrases []string // as report.Term phrases
	// Context: one of these must stand in the sentence ("torsion" needs a testis or an ovary);
	// InClause narrows that to the term's clause ("acute" for an infarct).
	Context  []string
	InClause bool
	// Except: none of these may stand in the term's clause ("myocardial" for an infarct).
	Except []string
}

// criticalLanguage is one language's critical findings and the words that decide whether a
// statement is certain and current; words/critical.json holds them.
type criticalLanguage struct {
	Terms []criticalTerm
	Names map[string]string // finding ID to its name in the language

	// Stops end a clause besides a comma ("but", "aber"); KnownStops also end the stretch
	// in which a finding is read as known ("stable nodule and new pneumothorax").
	Stops, KnownStops []string
	// Denials deny what follows them in the clause, or in a list closed by an "or" word
	// ("no consolidation, opacity, effusion, or pneumothorax", "clear of airspace disease,
	// pneumothorax, or effusion"); the report's negation rules end at the first comma of such a
	// list and know fewer denials.
	Denials, ListOr []string
	// Uncertain words in the clause make a statement a guess ("possible", "Verdacht auf").
	Uncertain []string
	// Known words from the finding's clause to the sentence's end make it old news ("stable",
	// "known", "unchanged"); Gone words anywhere in the sentence make it past ("resolved").
	Known, Gone []string
	// Renewed words in the finding's clause make it current again ("new", "increasing",
	// "acute on chronic").
	Renewed  []string
	Compound bool // context words may sit inside compounds

	Notice   string // %s: finding name, sentence
	Sentence string // %s: finding name
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
	// notice and sentence are Notice and Sentence, checked to take what detection fills in.
	notice, sentence string
}

var criticalLanguages = compileWords("critical.json", compileCritical)

// compileCritical makes a language's lists ready for reading reports.
func compileCritical(code string, l *criticalLanguage) *compiledCritical {
	if strings.Count(l.Notice, "%s") != 2 || strings.Count(l.Sentence, "%s") != 1 {
		panic(fmt.Sprintf("guidance: the %s critical notice %q or sentence %q does not take the finding's name", code, l.Notice, l.Sentence))
	}
	c := &compiledCritical{
		notice:           l.Notice,
		sentence:         l.Sentence,
		criticalLanguage: l,
		stops:            report.NewCues(false, l.Stops...),
		knownStops:       report.NewCues(false, append(slices.Clone(l.Stops), l.KnownStops...)...),
		denials:          report.NewCues(false, l.Denials...),
		listOr:           report.NewCues(false, l.ListOr...),
		uncertain:        report.NewCues(false, l.Uncertain...),
		known:            report.NewCues(false, l.Known...),
		gone:             report.NewCues(false, l.Gone...),
		renewed:          report.NewCues(false, l.Renewed...),
	}
	var terms []report.Term
	groupOf := map[string]int{}
	for i, t := range l.Terms {
		c.context = append(c.context, report.NewCues(l.Compound, t.Context...))
		c.except = append(c.except, report.NewCues(l.Compound, t.Except...))
		phrases := strings.Join(t.Phrases, "|")
		g, ok := groupOf[phrases]
		if !ok {
			// The group's index is the key, so each way of naming keeps its own rules.
			g = len(c.groups)
			groupOf[phrases] = g
			c.groups = append(c.groups, nil)
			terms = append(terms, report.Term{Key: strconv.Itoa(g), Phrases: t.Phrases})
		}
		c.groups[g] = append(c.groups[g], i)
	}
	c.reader = report.NewTermReader(code, terms)
	return c
}

// criticalFor returns language's lists, else English's.
func criticalFor(language string) *compiledCritical { return forLanguage(criticalLanguages, language) }
