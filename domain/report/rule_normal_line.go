package report

import (
	"fmt"
	"slices"
	"strings"

	"github.com/radscribe/radscribe/domain/anatomy"
)

// normalLineRule flags a line that calls its organ normal ("Liver: Normal.") while the report
// affirms a finding of that organ elsewhere ("3 cm hemangioma in the right hepatic lobe." in
// the impression or on another line), whichever writer left it. A finding belongs to the
// line a writer would place it on: the labelled line whose organ is nearest to the finding's
// place, on a compatible side, so "Right kidney: Normal." says nothing of a left renal cyst
// and "Abdomen: Normal." nothing of a liver lesion when the liver has a line of its own. A
// finding written on a line of its organ is at home there ("Right lobe: 14 mm nodule." says
// nothing against "Isthmus: Unremarkable."), and so is its copy in the impression. On the
// normal line's own line only the template's default left standing counts: a radiologist's
// "Lungs: Clear. Calcified granuloma." is their wording.
func normalLineRule(a *analysis) []found {
	lines := a.organLines()
	if len(lines) == 0 {
		return nil
	}
	var out []found
	flagged := map[string]bool{}
	for _, list := range [][]mention{a.findings, a.lesions} {
		for _, claim := range list {
			s := claim.s
			if claim.polarity != affirmed || s.fromTemplate || s.section != SectionFindings && s.section != SectionImpression {
				continue
			}
			for _, n := range a.homeLines(lines, claim) {
				line := lines[n]
				if line.normal == nil || line.normal == s || flagged[line.label] || s.label == line.label && !line.normal.fromTemplate {
					continue
				}
				flagged[line.label] = true
				msg := a.v.msg
				out = append(out, found{
					rule:         "normal-line",
					text:         fmt.Sprintf(msg.normalLine, line.normal.text, claim.surface(), s.text),
					sections:     []string{SectionFindings},
					options:      []string{msg.present, msg.absent},
					suggestedFix: fmt.Sprintf(msg.fixNegation, claim.surface()),
				})
			}
		}
	}
	return out
}

// organLine is a labelled findings line about a part of the body: the regions and side its
// label names, the sentences standing on it, and the one calling that part normal as a
// whole, if one does.
type organLine struct {
	label     string
	regions   []int
	side      side
	sentences []*sentence
	normal    *sentence
}

// organLines are the report's labelled findings lines that name a part of the body, in order,
// and the template's unlabelled sentences that call their subject normal ("The liver is
// normal."), each a line of its own; none when no line calls its organ normal, so a report
// without one is read no further.
func (a *analysis) organLines() []organLine {
	if !slices.ContainsFunc(a.sentences, func(s *sentence) bool {
		return s.section == SectionFindings && (s.label != "" && callsNormal(a.language, a.afterLabel(s)) || a.normalSubject(s) > 0)
	}) {
		return nil
	}
	_, code := anatomyIndex(a.language)
	var out []organLine
	for _, s := range a.sentences {
		if s.section != SectionFindings {
			continue
		}
		if n := a.normalSubject(s); n > 0 {
			subject := strings.Join(s.words[:n], " ")
			out = append(out, organLine{label: subject, regions: anatomy.Tables().RegionsIn(subject, code).Anatomical(),
				side: a.labelSide(subject), sentences: []*sentence{s}, normal: s})
			continue
		}
		if s.label == "" || IsGeneralLabel(s.label, a.language) {
			continue
		}
		k := slices.IndexFunc(out, func(l organLine) bool { return l.label == s.label })
		if k < 0 {
			regions := anatomy.Tables().RegionsIn(s.label, code).Anatomical()
			if len(regions) == 0 {
				continue
			}
			out = append(out, organLine{label: s.label, regions: regions, side: a.labelSide(s.label)})
			k = len(out) - 1
		}
		out[k].sentences = append(out[k].sentences, s)
		if out[k].normal == nil && callsNormal(a.language, a.afterLabel(s)) {
			out[k].normal = s
		}
	}
	return out
}

// normalSubjectWords is how many words the subject of an unlabelled normal sentence may take
// ("the pancreas spleen and adrenal glands").
const normalSubjectWords = 8

// normalSubject is the number of words of an unlabelled template sentence's subject when the
// sentence calls it normal as a whole ("The liver is normal.", "Pancreas unremarkable."): the
// subject names a part of the body and no finding. 0 for any other sentence: a dictated one is
// the radiologist's wording ("The lungs are clear." beside a calcified granuloma).
func (a *analysis) normalSubject(s *sentence) int {
	if s.label != "" || !s.fromTemplate {
		return 0
	}
	_, code := anatomyIndex(a.language)
	for n := 1; n < len(s.words) && n <= normalSubjectWords; n++ {
		if !callsNormal(a.language, s.words[n:]) {
			continue
		}
		subject := s.words[:n]
		if len(anatomy.Tables().RegionsIn(strings.Join(subject, " "), code).Anatomical()) > 0 && !NamesFinding(a.language, subject) {
			return n
		}
	}
	return 0
}

// afterLabel are a sentence's words after its line's label, all of them on a later sentence
// of the line.
func (a *analysis) afterLabel(s *sentence) []string {
	if label := words(s.label); len(label) <= len(s.words) && slices.Equal(s.words[:len(label)], label) {
		return s.words[len(label):]
	}
	return s.words
}

// labelSide is the side a line's label names ("Right kidney"), noSide when none.
func (a *analysis) labelSide(label string) side {
	for _, w := range strings.Fields(label) {
		switch cls := a.classify(w); {
		case cls&clsLeft != 0:
			return leftSide
		case cls&clsRight != 0:
			return rightSide
		}
	}
	return noSide
}

// homeLines are the lines a claim belongs on: its own line when that is one of the lines of
// its organ or its words name no organ with a line ("Liver: Normal. 2 cm cyst."); else none when another line of its organ affirms the same finding (it was
// written there and copied, as into the impression); else every line of its organ.
func (a *analysis) homeLines(lines []organLine, claim mention) []int {
	nearest := a.nearestLines(lines, claim)
	own := slices.IndexFunc(lines, func(l organLine) bool { return slices.Contains(l.sentences, claim.s) })
	if own >= 0 && (len(nearest) == 0 || slices.Contains(nearest, own)) {
		return []int{own}
	}
	for _, n := range nearest {
		if a.affirmsOn(lines[n], claim.key) {
			return nil
		}
	}
	return nearest
}

// affirmsOn tells whether a dictated sentence on line names the finding key without denying
// it (a hedged or dated mention still says where the finding was written).
func (a *analysis) affirmsOn(line organLine, key string) bool {
	for _, list := range [][]mention{a.findings, a.lesions} {
		for _, m := range list {
			if m.key == key && m.polarity != negated && !m.s.fromTemplate && slices.Contains(line.sentences, m.s) {
				return true
			}
		}
	}
	return false
}

// nearestLines are, for each region the claim's clause names up to a denial ("Mild
// cardiomegaly without pulmonary edema" names the heart, not the lungs), else its sentence
// names, the lines on a compatible side whose organ contains it in the fewest steps. A claim on a general line
// ("Other findings:") is read without its label.
func (a *analysis) nearestLines(lines []organLine, claim mention) []int {
	_, code := anatomyIndex(a.language)
	s := claim.s
	from, to := claim.start, claim.end
	for from > 0 && !endsClause(s, from-1) && a.negationAt(s, from-1) == 0 {
		from--
	}
	for to < len(s.words) && !endsClause(s, to) && a.negationAt(s, to) == 0 {
		to++
	}
	if s.label != "" && IsGeneralLabel(s.label, a.language) {
		from = max(from, len(s.words)-len(a.afterLabel(s)))
	}
	named := anatomy.Tables().RegionsIn(strings.Join(s.words[from:to], " "), code)
	if len(named.Anatomical()) == 0 {
		// A clause that only suggests a place ("with multiple calculi" suggests the kidneys) is
		// about the organ its sentence names ("Gallbladder with multiple calculi").
		if whole := anatomy.Tables().RegionsIn(strings.Join(s.words, " "), code); len(whole.Anatomical()) > 0 {
			named = whole
		}
	}
	regions := named.Best()
	var out []int
	for _, r := range regions {
		best, nearest := -1, []int(nil)
		for n, l := range lines {
			if !sidesCompatible(l.side, claim.side) {
				continue
			}
			for _, lr := range l.regions {
				steps, _ := anatomy.Tables().Reach(r, lr)
				switch {
				case steps < 0 || best >= 0 && steps > best:
				case steps == best:
					nearest = append(nearest, n)
				default:
					best, nearest = steps, []int{n}
				}
			}
		}
		for _, n := range nearest {
			if !slices.Contains(out, n) {
				out = append(out, n)
			}
		}
	}
	return out
}
