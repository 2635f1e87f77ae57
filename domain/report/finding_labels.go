package report

import "slices"

// LabelAnswer is how a statement answers the finding a template line's label asks about.
type LabelAnswer int

const (
	// NotAsked: the label names no finding ("Liver", "Size").
	NotAsked LabelAnswer = iota
	// Unanswered: the label asks about a finding the statement does not speak of.
	Unanswered
	// Related: the statement reports what the line takes though it is no kind of the
	// line's finding (an infiltrate on a "Consolidation:" line).
	Related
	// Answered: the statement speaks of the line's finding or a kind of it.
	Answered
)

// LabelFinding reads a template line's own label as the finding it asks about ("Fracture",
// "Nodules", "Harnstau") and tells how text answers it (NotAsked, Unanswered, Related or
// Answered): "Intracranial hemorrhage" is answered by a subdural hematoma.
func LabelFinding(language, label, text string) LabelAnswer {
	return ReadFindingLabel(language, label).Answer(text)
}

// FindingLabel is a template line's own label read once as the finding it asks about, so that
// a writer placing many statements reads it once with the template (LabelFinding).
type FindingLabel struct {
	label string
	c     *compiledVocabulary
	asked []hit
}

// ReadFindingLabel reads label, in language, as the finding it asks about.
func ReadFindingLabel(language, label string) FindingLabel {
	c := compiledVocabularies[vocabularyFor(language)]
	return FindingLabel{label: label, c: c, asked: c.terms.find(words(label))[listFindings]}
}

// Asks tells a label that names a finding ("Calculi", "Hydronephrosis"), not an organ or a
// property ("Size", "ACR b").
func (l FindingLabel) Asks() bool { return len(l.asked) > 0 }

// Answer tells how text answers the label (LabelFinding).
func (l FindingLabel) Answer(text string) LabelAnswer {
	if len(l.asked) == 0 {
		return NotAsked
	}
	return answerTo(l.asked, l.c.findingsIn(text))
}

// findingsIn are the findings text names.
func (c *compiledVocabulary) findingsIn(text string) []hit {
	return c.terms.find(words(text))[listFindings]
}

// answerTo tells how the findings a statement names answer the findings a label asks about,
// which are some.
func answerTo(asked, found []hit) LabelAnswer {
	answer := Unanswered
	for _, h := range found {
		for _, a := range asked {
			switch {
			case covers(a.key, h.key):
				return Answered
			case slices.Contains(askedAlso[a.key], h.key):
				answer = Related
			}
		}
	}
	return answer
}

// askedAlso are findings a finding line takes though they are no kind of its finding: an
// opacity or infiltrate is what a "Consolidation:" line reports on ("No consolidation." and
// "patchy opacity, likely atelectasis" are no conflict, so it is no kind of consolidation).
var askedAlso = map[string][]string{
	"consolidation": {"opacity"},
}

// TemplateLines are a template's finding lines read once, as the checks read a report, so that
// a writer can ask of each statement it places which other lines deny what it affirms
// ("Pleura: No pleural effusion or pneumothorax." against "Small bilateral pleural
// effusions.") and make them point to it rather than leave the report contradicting itself.
// Only the template-denial rule runs. Not safe for concurrent use: one fill asks at a time,
// each through its own Fork.
type TemplateLines struct {
	a *analysis
	// line is, for each sentence of a, the line it stands on.
	line map[*sentence]int
	own  map[string]bool
	// scratch is a copy of a with lists of its own that each statement is read into and cut
	// back from, so that no statement copies the template's lists again.
	scratch *analysis
}

// ReadTemplateLines reads lines ("Pleura: No effusion.", each with its label) once.
func ReadTemplateLines(language string, lines []string) *TemplateLines {
	t := &TemplateLines{a: newAnalysis(language), line: map[*sentence]int{}}
	sections := make([]Section, len(lines))
	for i, l := range lines {
		sections[i] = Section{Name: SectionFindings, Text: l}
		for _, s := range t.a.read(SectionFindings, l) {
			t.line[s] = i
		}
	}
	t.own = readTemplate(sections).own
	t.a.markTemplateSentences(t.own)
	return t
}

// Denying returns the lines, in order, that deny a finding the statement affirms.
func (t *TemplateLines) Denying(statement string) []int {
	out, _ := t.Read(statement)
	return out
}

// Read reads a statement once: the lines, in order, that deny a finding it affirms, and
// whether it says surely that some finding or lesion is there (AffirmsFinding).
func (t *TemplateLines) Read(statement string) (denying []int, affirms bool) {
	a := t.cutBack()
	var buf [160]byte // most sentences' keys fit, so none is grown on the heap
	key := buf[:0]
	for _, s := range a.read(SectionFindings, statement) {
		key = appendSentenceKey(key[:0], s.text)
		s.fromTemplate = t.own[string(key)]
	}
	affirms = affirmsAny(a.findings[len(t.a.findings):]) || affirmsAny(a.lesions[len(t.a.lesions):])
	a.templateDenials(func(denied, _ mention) bool {
		if i, ok := t.line[denied.s]; ok && !slices.Contains(denying, i) {
			denying = append(denying, i)
		}
		return true
	})
	slices.Sort(denying)
	return denying, affirms
}

// Fork is lines that share t's reading, which no question changes, and ask on their own: the
// lines of a template are read once and each fill asks through a fork of them.
func (t *TemplateLines) Fork() *TemplateLines {
	return &TemplateLines{a: t.a, line: t.line, own: t.own}
}

// cutBack is the scratch analysis holding the template's lines alone: the lists a statement
// appended to are cut back to the template's, whose entries no reading changes.
func (t *TemplateLines) cutBack() *analysis {
	if t.scratch == nil {
		b := *t.a
		b.seen, b.template = map[string]wordClass{}, t.a.seen
		b.sentences, b.findings, b.places = slices.Clone(t.a.sentences), slices.Clone(t.a.findings), slices.Clone(t.a.places)
		b.lesions, b.organs = slices.Clone(t.a.lesions), slices.Clone(t.a.organs)
		t.scratch = &b
	}
	b := t.scratch
	b.sentences, b.findings, b.places = b.sentences[:len(t.a.sentences)], b.findings[:len(t.a.findings)], b.places[:len(t.a.places)]
	b.lesions, b.organs = b.lesions[:len(t.a.lesions)], b.organs[:len(t.a.organs)]
	return b
}

// Denies tells whether one template line denies a finding the statement affirms
// (TemplateLines.Denying for a single line).
func Denies(language, line, statement string) bool {
	return len(ReadTemplateLines(language, []string{line}).Denying(statement)) > 0
}

// AffirmsFinding tells whether a statement says surely that a finding or lesion is there:
// neither denied ("keine fokale Läsion") nor hedged or past.
func AffirmsFinding(language, statement string) bool {
	a := analyse(language, []Section{{Name: SectionFindings, Text: statement}})
	return affirmsAny(a.findings) || affirmsAny(a.lesions)
}

func affirmsAny(mentions []mention) bool {
	return slices.ContainsFunc(mentions, func(m mention) bool { return m.polarity == affirmed })
}
