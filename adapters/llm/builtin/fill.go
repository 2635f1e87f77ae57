package builtin

import (
	"html"
	"maps"
	"slices"
	"strings"
	"unicode"

	"github.com/radscribe/radscribe/domain/anatomy"
	"github.com/radscribe/radscribe/domain/document"
	"github.com/radscribe/radscribe/domain/report"
)

// edit replaces doc[from:to] with text.
type edit struct {
	from, to int
	text     string
}

// fill puts a dictation into a template by anatomy: each statement goes to the line whose
// label names the region it is about (or the nearest region containing it), the line's normal
// sentences about that region give way to it, lines not dictated keep theirs, and statements
// about a region with no line go to a general line or one added at the end of the findings.
// The impression is the dictated one, else the one the impression policy writes, else the
// template's. Only text changes; every tag and attribute of the template stays as it was.
// blocks are doc read (parseTemplate), which fill only reads.
func fill(doc string, f formatted, blocks map[string]*block) string {
	f = f.adviceApart().categoriesApart(blocks[impr])
	code := f.lang.code
	regions := &regionsRead{code: code, seen: map[string]anatomy.Named{}}
	// impression is what the dictated impression says, which a line's normal text must not
	// come to deny either.
	var impression []string
	for _, para := range f.sections[impr] {
		for _, s := range para {
			impression = append(impression, s.text)
		}
	}
	var edits []edit
	var leftover []sentence
	// unheaded are the statements of a section before the findings that the template lacks
	// ("MRI right knee" in a template without a technique line): a line of their own, labelled
	// with the section's title, above the findings.
	var unheaded []string
	for _, sec := range []string{clin, tech, comp, find} {
		var lines []line
		b := blocks[sec]
		if b != nil {
			lines = b.lines
		}
		deny := &denials{b: b, code: code}
		chosen := map[int][]sentence{}
		// contested are the lines whose own normal text denies a finding dictated onto them
		// ("Riñones: Sin dilatación de vías excretoras." taking a right hydronephrosis).
		contested := map[int]bool{}
		// beside holds, by the last line of an organ heading's group, the statements about that
		// organ that none of its finding lines asks about: a line of their own below the group.
		beside := map[int][]sentence{}
		// referred are the lines that point to a statement written on another line, with the
		// regions of that statement (their denying normal text gives way) and where it stands.
		referred := map[int][]referral{}
		var previous []int
		// underHeading are the statements of a section the template heads without a line to
		// write on ("CLINICAL HISTORY:" alone): they are written after its heading.
		var underHeading, unheadedSection []sentence
		// reports: a statement of the section reports a finding.
		reports := false
		for _, para := range f.sections[sec] {
			for _, s := range bySide(withMarks(para), lines, code) {
				// Whether the statement reports a finding is read once: the shared reader's
				// reading costs more than the rest of placing it.
				if sec == find && onGradingField(lines, s.text, f) {
					continue
				}
				finding := abnormal(s.text, code) || deny.affirms(s.text)
				reports = reports || finding
				if split, ok := splitForFindingLines(lines, s.text, code, sec, finding); ok {
					for k, part := range split.Parts {
						at := split.Lines[k]
						chosen[at] = append(chosen[at], sentence{text: part})
						// The lines that deny the part's finding, and those whose label names
						// where it lies ("Extra-axial spaces: Normal." for a subdural hematoma
						// written on "Intracranial hemorrhage:"), point to it.
						found := regions.in(part)
						apart := otherHeadings(lines, found.All())
						placed := alsoDenied(lines, anatomy.Union(found.Strong, found.Weak), split.Lines[:], sideOf(part, code), true, apart)
						for _, d := range anatomy.Union(deny.of([]int{at}, part), placed) {
							if d != split.Lines[1-k] && !slices.Contains(apart, d) {
								referred[d] = append(referred[d], referral{regions: found.All(), above: at < d, statement: part})
							}
						}
					}
					previous = split.Lines[1:]
					continue
				}
				if g, rest, ok := dictatedGeneralLine(lines, s.text, code); ok && sec == find {
					// "Other findings: small hiatal hernia." goes where its label says, not
					// under the organ the finding names: the template's general line, else the
					// line added at the end of the findings.
					if g >= 0 {
						chosen[g] = append(chosen[g], s)
						previous = []int{g}
					} else {
						leftover = append(leftover, sentence{text: rest})
					}
					continue
				}
				named := regions.in(s.text)
				if s.about != "" && len(named.Anatomical()) == 0 {
					// A clause cut from a sentence side by side ("links 4,8 x 1,6 x 1,7 cm") is
					// about the organ its sentence named.
					named = regions.in(s.about)
				}
				targets, denied := placeStatement(lines, named, s.text, code, sec != find, finding, previous)
				// A finding that names only where it lies ("lesion in segment 6") continues the
				// organ of the statement before: radiologists dictate organ by organ, and a
				// segment or a pole belongs to the organ just named.
				if found := named; finding && sec == find && len(previous) > 0 && len(found.Strong) == 0 && len(found.Sites) > 0 {
					targets, denied = previous, nil
				}
				// A finding that names nothing but a side ("Links kleine Zyste von 4 mm.") after
				// one organ of a pair continues with that organ's other side.
				if finding && sec == find && len(targets) == 0 && named.None() {
					if pair := pairedLines(lines, previous, sideOf(s.text, code)); len(pair) > 0 {
						targets = pair
					}
				}

				// A normal statement naming no region continues the one before ("No focal
				// lesion."); one that reports something new is a finding of its own.
				if len(targets) == 0 && named.None() && !finding {
					targets = previous
				}
				if sec == find && finding {
					denied = anatomy.Union(denied, deny.of(targets, s.text))
					for _, t := range deny.among(targets, s.text) {
						contested[t] = true
					}
				}
				var apart []int
				if len(denied) > 0 {
					apart = otherHeadings(lines, named.All())
				}
				for _, d := range denied {
					if lines[d].asks.Answer(s.text) == report.Unanswered {
						continue // "Fracture: None." denies no bone mass, "Pleural effusion: None." no pneumothorax
					}
					if lines[d].group != "" && !lines[d].asks.Asks() && len(lines[d].ownStems) > 0 && !labelNames(lines[d].ownStems, s.text) {
						continue // "Wall thickening: None." says nothing of gallstones
					}
					if slices.Contains(apart, d) {
						continue // "L3-L4 > Canal stenosis: None." says nothing of L4-L5
					}
					referred[d] = append(referred[d], referral{regions: regions.in(s.text).All(), above: len(targets) > 0 && targets[0] < d, statement: s.text})
				}
				previous = targets
				for _, t := range targets {
					t, besideGroup := findingLineOf(lines, t, s.text, finding)
					if besideGroup {
						beside[t] = append(beside[t], s)
						continue
					}
					chosen[t] = append(chosen[t], s)
				}
				if len(targets) == 0 {
					switch g := generalIndex(lines); {
					case g >= 0 && sec == find:
						chosen[g] = append(chosen[g], s)
					case b != nil && len(lines) == 0 && sec != find:
						underHeading = append(underHeading, s)
					case b == nil && sec != find:
						unheadedSection = append(unheadedSection, s)
					default:
						leftover = append(leftover, s)
					}
				}
			}
		}
		for i, dictated := range chosen {
			edits = append(edits, edit{lines[i].textFrom, lines[i].text, spaceBefore(lines[i]) + lineText(lines[i], dictated, nil, referred[i], impression, code, regions, contested[i])})
		}
		if sec == find {
			// A dictated impression's finding that a findings line denies ("Pleural effusion:
			// None." below "Small bilateral pleural effusions.") makes the line point to it.
			for _, para := range f.sections[impr] {
				for _, s := range para {
					named := regions.in(s.text).All()
					apart := otherHeadings(lines, named)
					for _, d := range deny.of(nil, s.text) {
						if !slices.Contains(apart, d) {
							referred[d] = append(referred[d], referral{regions: named, statement: s.text})
						}
					}
				}
			}
		}
		if len(underHeading) > 0 {
			edits = append(edits, headingTextEdit(doc, b, underHeading))
		}
		if len(unheadedSection) > 0 {
			label := report.HeadingsOf(code).Titles[sec]
			unheaded = append(unheaded, "<p><strong>"+html.EscapeString(label)+":</strong> "+html.EscapeString(join(unheadedSection))+"</p>\n")
		}
		for g, statements := range beside {
			edits = append(edits, edit{lines[g].to, lines[g].to, "\n" + besideLine(lines[g], html.EscapeString(join(statements)))})
		}
		if sec == find {
			edits = append(edits, gradingEdits(lines, chosen, reports, f)...)
		}
		for i, refs := range referred {
			if _, written := chosen[i]; !written {
				edits = append(edits, edit{lines[i].textFrom, lines[i].text, spaceBefore(lines[i]) + lineText(lines[i], nil, refs, refs, impression, code, regions, false)})
			}
		}
	}
	if len(leftover) > 0 {
		// First in the list, so a line written beside the findings' last group at the same
		// place stays above it.
		at := insideLastList(doc, blocks[find], insertAt(blocks, len(doc)))
		edits = append([]edit{{at, at, "\n" + addedLine(f.lang, leftover, doc, blocks[find], at)}}, edits...)
	}
	if len(unheaded) > 0 {
		at := sectionsStart(doc, blocks)
		edits = append(edits, edit{at, at, strings.Join(unheaded, "")})
	}
	notes, fields, f := notesEdits(blocks[impr], f)
	e, reports := impressionEdit(doc, blocks[impr], f, len(doc), fields)
	edits = append(append(append(edits, notes...), e), fields.placeholders(blocks[impr], reports, f)...)
	slices.SortStableFunc(edits, func(a, b edit) int { return b.from - a.from })
	capitals := capitalsTemplate(blocks)
	replacements := make([]document.Edit, len(edits))
	for k, e := range edits {
		if capitals {
			e.text = inCapitals(e.text)
		}
		replacements[k] = document.Edit{From: e.from, To: e.to, Text: e.text}
	}
	return document.ReplaceAll(doc, replacements)
}

// pairedLines are the lines on side that pair with the lines of previous: labelled with the
// same regions, on a side of their own ("Linke Niere:" after "Rechte Niere:"); nil without a
// side or a pair.
func pairedLines(lines []line, previous []int, side int) []int {
	if side == 0 || side == 3 {
		return nil
	}
	var out []int
	for _, p := range previous {
		if lines[p].side == 0 {
			continue
		}
		for i, l := range lines {
			if l.side&side != 0 && l.side != 3 && l.group == lines[p].group && slices.Equal(l.regions.Best(), lines[p].regions.Best()) && !slices.Contains(out, i) {
				out = append(out, i)
			}
		}
	}
	return out
}

// findingLineOf reads a target that is a finding line by what the finding lines ask about;
// without an organ heading, see flatFindingLine. Under an organ heading,
// the line whose finding the statement answers best takes it ("Nodules:" for a nodular
// lesion, over "Consolidation:", which takes an infiltrate); when none asks about what it
// says ("Mild degenerative changes." under "Bones > Fracture: None."), written on one it would
// stand under the wrong label and take the line's answer away, so it goes on a line of its own
// after the group's last line, returned with beside true. Lines broken by <br> take none.
func findingLineOf(lines []line, t int, text string, finding bool) (target int, beside bool) {
	l := lines[t]
	if labelNames(l.ownStems, text) {
		return t, false
	}
	answer := l.asks.Answer(text)
	if answer == report.NotAsked || answer == report.Answered {
		return t, false
	}
	if l.group == "" {
		return flatFindingLine(lines, t, text), false
	}
	if named := findingLabelLine(lines, text, l.group); named >= 0 {
		return named, false // "No wall thickening." after the stones goes to "Wall thickening:"
	}
	// A normal statement about the organ as a whole ("Bladder unremarkable." under "Bladder")
	// answers its lines as a flat template's "Bladder calculi:" line takes it.
	if l.shape == document.BrokenLine || labelNames(l.groupStems, text) && !finding {
		return t, false
	}
	first, last := t, t
	for first > 0 && lines[first-1].group == l.group && lines[first-1].shape == l.shape {
		first--
	}
	for last+1 < len(lines) && lines[last+1].group == l.group && lines[last+1].shape == l.shape {
		last++
	}
	best := t
	for i := first; i <= last; i++ {
		if a := lines[i].asks.Answer(text); a > answer {
			best, answer = i, a
		}
	}
	if answer >= report.Related {
		return best, false
	}
	return last, true
}

// splitForFindingLines cuts an abnormal findings statement about two finding lines of a
// template without organ headings or sides at its clause word, each part for its line
// (report.SplitByFindingLines): a hematoma "with 4 mm midline shift" gives "Intracranial
// hemorrhage:" and "Midline shift:" each its own part, so neither keeps its "None." and no
// text is written twice.
func splitForFindingLines(lines []line, text, code, sec string, finding bool) (report.ClauseSplit, bool) {
	if sec != find || !finding {
		return report.ClauseSplit{}, false
	}
	labels := make([]report.FindingLabel, len(lines))
	for i, l := range lines {
		if l.group == "" && l.side == 0 && !l.general {
			labels[i] = l.asks
		}
	}
	return report.SplitByFindingLines(code, text, labels)
}

// flatFindingLine is, for a target that is a finding line of a template without organ
// headings ("Pleural effusion: None." for a pneumothorax), the first line of the section
// without a heading above it whose finding the statement answers ("Pneumothorax: Absent."),
// else the target.
func flatFindingLine(lines []line, t int, text string) int {
	for i, l := range lines {
		if i != t && l.group == "" && !l.general && l.asks.Answer(text) == report.Answered {
			return i
		}
	}
	return t
}

// denials tells which lines of a section deny what a statement reports, read as the checks
// read it ("Mass effect: None." for a midline shift). The lines are read once for the
// template (block.denyingLines), and each statement once against all of them.
type denials struct {
	b    *block // nil for a section the template lacks
	code string
	read *report.TemplateLines // this fill's own, when first asked
	// last is the statement read last, with the lines that deny it and whether it affirms a
	// finding: a statement is asked both, and read once.
	last        string
	lastDenying []int
	lastAffirms bool
}

// statement reads a statement against the section's lines, once in a row.
func (d *denials) statement(text string) (denying []int, affirms bool) {
	if d.read != nil && text == d.last {
		return d.lastDenying, d.lastAffirms
	}
	read, _ := d.b.denyingLines(d.code)
	if d.read == nil {
		d.read = read.Fork()
	}
	d.last = text
	d.lastDenying, d.lastAffirms = d.read.Read(text)
	return d.lastDenying, d.lastAffirms
}

// affirms tells whether a statement says surely that a finding is there, though a normal word
// elsewhere in it ("... nodules were observed ... the liver and spleen are normal", as
// dictation without punctuation runs statements together) reads it normal.
func (d *denials) affirms(text string) bool {
	if d.b == nil {
		return report.AffirmsFinding(d.code, text)
	}
	_, affirms := d.statement(text)
	return affirms
}

// of returns the lines other than targets whose normal text denies what a statement reports.
// The shared reader reads each finding's own polarity, so a statement that also calls
// something normal ("atelectasis and pleural effusion ... the upper abdominal organs are
// normal") still takes the denial of its finding away.
func (d *denials) of(targets []int, text string) []int { return d.denying(targets, text, false) }

// among returns the targets whose own normal text denies what a statement reports.
func (d *denials) among(targets []int, text string) []int { return d.denying(targets, text, true) }

// denying returns the lines whose normal text denies what a statement reports, among targets
// or outside them.
func (d *denials) denying(targets []int, text string, among bool) []int {
	if d.b == nil {
		return nil
	}
	_, index := d.b.denyingLines(d.code)
	denying, _ := d.statement(text)
	var out []int
	for _, k := range denying {
		if i := index[k]; slices.Contains(targets, i) == among {
			out = append(out, i)
		}
	}
	return out
}

// denyingLines are the block's lines with normal text read as the checks read them, once for
// every fill of the template, and for each line read its place in lines.
func (b *block) denyingLines(code string) (*report.TemplateLines, []int) {
	b.denying.Do(func() {
		var reads []string
		for i, l := range b.lines {
			if l.general || l.normalText == "" {
				continue
			}
			// read with its organ heading: "Left kidney Calculi: None." denies no right stone
			read := l.normalText
			if l.label != "" {
				read = l.label + ": " + read
			}
			reads = append(reads, read)
			b.denyingIndex = append(b.denyingIndex, i)
		}
		b.denyingRead = report.ReadTemplateLines(code, reads)
	})
	return b.denyingRead, b.denyingIndex
}

// referral is a statement written on another line that a line's normal text denied.
type referral struct {
	regions   []int
	above     bool
	statement string
}

// lineText is a line's new text: the dictated statements (or, on a line that only denied a
// statement written elsewhere, a reference to it), then those of its normal sentences that the
// dictation leaves true. A normal sentence goes when it names no region ("Imaged portions
// unremarkable.") or a region the dictation speaks of or contains ("Normal heart size." goes
// with a pericardial effusion; "No pericardial effusion." stays with an enlarged heart). An
// inline finding label gives way to what it denies, dictated on the line or elsewhere (the
// statements written on other lines it denied). A line whose normal text carries markup of its
// own is replaced whole.
func lineText(l line, dictated []sentence, refs, elsewhere []referral, impression []string, code string, regions *regionsRead, contested bool) string {
	var spoken []int
	statements := make([]placedStatement, len(dictated))
	for i, s := range dictated {
		found := regions.in(s.text).All()
		spoken = append(spoken, found...)
		text := withoutOwnLabel(s.text, l.own, code)
		// "Leber unauffällig." on "Leber:" is written "Leber: Unauffällig.".
		rest, answers := report.NormalAfterLabel(code, l.own, text)
		if both, ok := withoutPairSubject(l, text, code); ok && !answers {
			text = both
		} else if answers {
			text = capitalise(rest)
		} else if rest, measured := report.MeasuredAfterLabel(l.own, text); measured {
			// "Right lobe 14 mm nodule." on "Right lobe:" is written "Right lobe: 14 mm nodule.".
			text = rest
		}
		statements[i] = placedStatement{escaped: html.EscapeString(text), regions: found, answersLabel: answers}
	}
	var front []string
	if len(refs) > 0 {
		for _, r := range refs {
			spoken = append(spoken, r.regions...)
		}
		front = append(front, html.EscapeString(report.Reference(code, refs[0].above)))
	}
	// The template's normal sentences were read with it (newLine): l.kept. A dictated statement
	// takes the place of a normal sentence that gives way to it, so a paragraph of prose keeps
	// its order: the one whose label names it, else the first that names its regions, else the
	// first; a statement none gives way to goes first.
	stays := make([]bool, len(l.kept))
	for k, s := range l.kept {
		if s.labelled {
			// A finding label inside the line ("Right kidney: Size: 11 cm. Calculi: None.")
			// answers for its finding only: it stays unless the dictation states that finding or
			// speaks of what the label names.
			stays[k] = !deniesAny(code, s.text, dictated) && !slices.ContainsFunc(dictated, func(d sentence) bool { return labelNames(s.labelStems, d.text) }) &&
				// A statement written on another line meets it with the line's organ: "Calculi:
				// None." on the left kidney's line says nothing of a ureteral stone.
				!slices.ContainsFunc(elsewhere, func(r referral) bool { return report.Denies(code, l.label+": "+s.text, r.statement) })
		} else if s.attribute {
			// A property of the line's organ under its own label ("Size: Normal.") stays beside
			// what another finding label of the line answers ("No hydronephrosis.", a stone for
			// "Stones: None."); it goes for a statement naming the property or reporting
			// something of the organ no finding label asks about.
			stays[k] = !slices.ContainsFunc(dictated, func(d sentence) bool {
				return labelNames(s.labelStems, d.text) || abnormal(d.text, code) && !answeredOnLine(l, d.text, code)
			})
		} else if len(dictated) == 0 {
			// A line that only points to statements written on other lines keeps what they
			// leave true: "Left kidney: Normal size and position." stays beside a stone written
			// on "Ureters:". A sentence goes when it denies one of them, or when they speak of
			// the region it names, else its label's, as a whole ("Brain parenchyma: Normal."
			// beside a frontal hemorrhage), not only of a part of it (the ureters the kidneys
			// hold).
			named := s.named
			if len(named) == 0 {
				named = regions.in(l.own).Anatomical()
			}
			stays[k] = !slices.ContainsFunc(refs, func(r referral) bool {
				return spokenAsWhole(named, regions.in(r.statement).Best()) || report.Denies(code, l.label+": "+s.text, r.statement)
			})
		} else {
			stays[k] = !givesWay(s.named, spoken) && !(contested && deniesAny(code, s.text, dictated)) ||
				// "Left: Not dilated." stays beside a right ureteral stone: it speaks of the
				// other side.
				s.side != 0 && otherSide(s.side, dictated, code)
		}
	}
	// Only a line with sentences labelled by a side reads the statements' sides.
	sided := slices.ContainsFunc(l.kept, func(s keptSentence) bool { return s.side != 0 })
	for i, d := range dictated {
		statements[i].home = -1
		if statements[i].answersLabel {
			continue
		}
		side := 0
		if sided {
			side = sideOf(d.text, code)
		}
		for _, prefer := range []func(s keptSentence) bool{
			func(s keptSentence) bool { return labelNames(s.labelStems, d.text) },
			// "Stones: None." takes "There is a 4 mm stone ...".
			func(s keptSentence) bool { return s.labelled && report.Denies(code, s.text, d.text) },
			func(s keptSentence) bool { return s.side&side != 0 },
			func(s keptSentence) bool { return len(s.named) > 0 && givesWay(s.named, statements[i].regions) },
			func(s keptSentence) bool { return givesWay(s.named, statements[i].regions) },
		} {
			if k := slices.IndexFunc(l.kept, prefer); k >= 0 && !stays[k] {
				statements[i].home = k
				break
			}
		}
	}
	texts := make([]string, 0, len(dictated)+len(l.kept)+1)
	// What answers the label itself ("Lungs: Clear.") stands right after it.
	for _, first := range []bool{true, false} {
		for i := range statements {
			if statements[i].home < 0 && statements[i].answersLabel == first {
				texts = append(texts, statements[i].escaped)
			}
		}
	}
	if !slices.Contains(stays, false) {
		front = nil // nothing of the line gave way: it points to nothing
	}
	texts = append(texts, front...)
	for k, s := range l.kept {
		if stays[k] {
			texts = append(texts, s.escaped)
			continue
		}
		var taking []string
		for i := range statements {
			if statements[i].home == k {
				taking = append(taking, statements[i].escaped)
			}
		}
		if label, _, ok := strings.Cut(s.escaped, ":"); ok && s.labelled && len(taking) > 0 {
			// "Calculi: None." answered by the dictation keeps its label: "Calculi: 6 mm calculus ...".
			taking[0] = label + ": " + taking[0]
		}
		texts = append(texts, taking...)
		if s.denials != nil {
			// "No pleural effusion or pneumothorax." beside a pneumothorax still says "No
			// pleural effusion.".
			if rest, ok := s.denials.Without(said(dictated, elsewhere), impression); ok {
				texts = append(texts, html.EscapeString(rest))
			}
		}
	}
	generalGone := false
	for k, s := range l.kept {
		generalGone = generalGone || !stays[k] && len(s.named) == 0 && !s.labelled && !s.attribute
	}
	if len(dictated) > 0 && generalGone && partlySpoken(regions.in(l.own).Anatomical(), spoken) {
		// "Liver, gallbladder, pancreas and spleen: Normal." with gallstones dictated still
		// says the liver, the pancreas and the spleen are normal.
		texts = append(texts, html.EscapeString(report.Otherwise(code)))
	}
	return strings.Join(texts, " ")
}

// partlySpoken tells a label naming several organs of which the statements speak of some but
// not all.
func partlySpoken(labelRegions, spoken []int) bool {
	if len(labelRegions) < 2 {
		return false
	}
	body := anatomy.Tables()
	covered := 0
	for _, r := range labelRegions {
		if slices.ContainsFunc(spoken, func(s int) bool { steps, _ := body.Reach(s, r); return steps >= 0 }) {
			covered++
		}
	}
	return covered > 0 && covered < len(labelRegions)
}

// withoutOwnLabel is a statement dictated with the label of the line it is written on ("Liver:
// normal size." on "Liver:", "L4-L5: Bulge." on "LWK 4/5:") without that label, so the line
// does not say it twice.
func withoutOwnLabel(text, label, code string) string {
	if label == "" {
		return text
	}
	before, rest, found := strings.Cut(text, ":")
	if !found || strings.TrimSpace(rest) == "" || !sameLabel(before, label, code) {
		return text
	}
	return capitalise(strings.TrimSpace(rest))
}

// sameLabel tells a dictated label that is the line's own, in its words or in others that name
// the same structure ("L4-L5" for "LWK 4/5") or ask about the same finding ("Nodules" for
// "Pulmonary nodules", "Rundherde" for "Lungenrundherde"; not "Subdural hematoma" for
// "Intracranial hemorrhage", which says more than the line's label).
func sameLabel(dictated, own, code string) bool {
	dictated, own = strings.TrimSpace(dictated), strings.TrimSpace(own)
	if strings.EqualFold(dictated, own) {
		return true
	}
	if len(strings.Fields(dictated)) > 3 {
		return false
	}
	if report.ReadFindingLabel(code, dictated).Asks() {
		// "Fracture" is no "Bones" label although both are about the bones.
		return report.LabelFinding(code, own, dictated) == report.Answered && report.LabelFinding(code, dictated, own) == report.Answered
	}
	a, b := regionsIn(dictated, code).Strong, regionsIn(own, code).Strong
	return len(a) > 0 && slices.Equal(a, b)
}

// answeredOnLine tells a statement that a finding label inside the line asks about: it names
// the label ("Hydronephrosis:") or the label's "None." denies it ("Stones: None." for a stone).
func answeredOnLine(l line, text, code string) bool {
	return slices.ContainsFunc(l.kept, func(o keptSentence) bool {
		return o.labelled && (labelNames(o.labelStems, text) || report.Denies(code, o.text, text))
	})
}

// placedStatement is a dictated statement on a line: as written there, the regions it names,
// and the normal sentence whose place it takes.
type placedStatement struct {
	escaped string
	regions []int
	home    int // the normal sentence whose place it takes, -1 for none
	// answersLabel: written after the label without its organ ("Lungs clear." as "Clear.").
	answersLabel bool
}

// otherSide tells whether every statement names a side, none of them side.
func otherSide(side int, statements []sentence, code string) bool {
	return !slices.ContainsFunc(statements, func(s sentence) bool {
		named := sideOf(s.text, code)
		return named == 0 || named&side != 0
	})
}

// said are the texts of the statements written on a line and of those written elsewhere that
// its normal text denied.
func said(dictated []sentence, elsewhere []referral) []string {
	out := make([]string, 0, len(dictated)+len(elsewhere))
	for _, d := range dictated {
		out = append(out, d.text)
	}
	for _, r := range elsewhere {
		out = append(out, r.statement)
	}
	return out
}

// deniesAny tells whether a normal sentence denies a finding one of the statements reports.
func deniesAny(code, normal string, statements []sentence) bool {
	return slices.ContainsFunc(statements, func(s sentence) bool { return report.Denies(code, normal, s.text) })
}

// givesWay tells whether a normal sentence naming regions by anatomy must yield to statements
// about spoken: it names none ("No effusion." only suggests a place), or one of them is or
// contains a spoken region.
func givesWay(regions, spoken []int) bool {
	return len(regions) == 0 || reachesAny(spoken, regions)
}

// spokenAsWhole tells statements about spoken that speak of one of regions, or of a region
// holding it: "kidneys" is spoken as a whole by a renal cyst, not by a stone in the ureter,
// which the kidneys hold. A label naming no region is spoken of by any statement.
func spokenAsWhole(regions, spoken []int) bool {
	return len(regions) == 0 || reachesAny(regions, spoken)
}

// reachesAny tells one of inner that is one of outer or lies within it.
func reachesAny(inner, outer []int) bool {
	body := anatomy.Tables()
	for _, i := range inner {
		for _, o := range outer {
			if steps, _ := body.Reach(i, o); steps >= 0 {
				return true
			}
		}
	}
	return false
}

// dictatedGeneralLine reads a statement dictated under a general line's label ("Other
// findings: ...", ok): the template's labelled general line it goes on, -1 when the template
// has none, and the statement without its label.
func dictatedGeneralLine(lines []line, text, code string) (int, string, bool) {
	label := report.LineLabel(text)
	if label == "" || !report.IsGeneralLabel(label, code) {
		return -1, "", false
	}
	_, rest, _ := strings.Cut(text, ":")
	if rest = capitalise(strings.TrimSpace(rest)); rest == "" {
		return -1, "", false
	}
	return slices.IndexFunc(lines, func(l line) bool { return l.general && l.own != "" && sameLabel(label, l.own, code) }), rest, true
}

// generalIndex is the template's line for findings of no particular region, -1 when it has
// none; a labelled general line ("Other findings") is preferred to an unlabelled paragraph.
func generalIndex(lines []line) int {
	found := -1
	for i, l := range lines {
		if l.general && l.label != "" {
			return i
		}
		if l.general && found < 0 && l.defaults.None() {
			found = i
		}
	}
	return found
}

// addedLine is the line the engine adds, at at, for findings no template line is about. It
// is written like the findings line it follows, with that line's markup and its label's case
// ("<li>PLEURA: ...</li>" is followed by "<li>OTHER FINDINGS: ...</li>"), else as a paragraph
// with a bold label.
func addedLine(l *language, statements []sentence, doc string, findings *block, at int) string {
	label := report.GeneralLineLabel(l.code)
	text := html.EscapeString(join(statements))
	if prefix, suffix, ok := lineMarkupBefore(doc, findings, at, label); ok {
		return prefix + text + suffix
	}
	return "<p><strong>" + html.EscapeString(label) + ":</strong> " + text + "</p>"
}

// besideLine is a line without a label holding text, written after l in l's shape: a
// paragraph, a list item, or a table row whose label cell is empty.
func besideLine(l line, text string) string {
	switch l.shape {
	case document.ListItem:
		return "<li>" + text + "</li>"
	case document.TableRow:
		return "<tr><td></td><td>" + text + "</td></tr>"
	}
	return "<p>" + text + "</p>"
}

// insideLastList moves at, the end of the findings, to the end of their last line when that
// line is a list item or a table row and only the list's or table's closing tags follow it, so
// a line added there becomes an item or a row of its own.
func insideLastList(doc string, findings *block, at int) int {
	if findings == nil || len(findings.lines) == 0 {
		return at
	}
	last := findings.lines[len(findings.lines)-1]
	if last.shape != document.ListItem && last.shape != document.TableRow || last.to > at {
		return at
	}
	rest := strings.ToLower(doc[last.to:at])
	for {
		rest = strings.TrimSpace(rest)
		cut := false
		for _, closing := range []string{"</ul>", "</ol>", "</tbody>", "</table>"} {
			if after, ok := strings.CutPrefix(rest, closing); ok {
				rest, cut = after, true
			}
		}
		if !cut {
			break
		}
	}
	if rest != "" {
		return at
	}
	return last.to
}

// lineMarkupBefore is the markup of the labelled findings line that ends at at, around its
// text, with label in place of its own: what a line added after it is written in. It answers
// false when no such line ends there, or its label is not written plainly in its markup.
func lineMarkupBefore(doc string, findings *block, at int, label string) (prefix, suffix string, ok bool) {
	if findings == nil || len(findings.lines) == 0 {
		return "", "", false
	}
	last := findings.lines[len(findings.lines)-1]
	if last.own == "" || last.general || last.field || last.grading != "" || last.shape == document.BrokenLine ||
		strings.TrimSpace(doc[last.to:at]) != "" {
		return "", "", false
	}
	head := doc[last.from:last.textFrom]
	k := strings.LastIndex(head, last.own)
	if k < 0 || strings.Count(head, last.own) != 1 {
		return "", "", false
	}
	if last.own == strings.ToUpper(last.own) {
		label = strings.ToUpper(label)
	}
	prefix = head[:k] + html.EscapeString(label) + head[k+len(last.own):]
	if last.textFrom == last.text {
		prefix += " "
	}
	// The line's text may close what its label opened ("<b>A: 0</b>"): the added line's text
	// closes it too.
	return prefix, document.UnbalancedTags(doc[last.textFrom:last.text]) + doc[last.text:last.to], true
}

// withMarks writes back list numbers, since template lines hold running text.
func withMarks(para []sentence) []sentence {
	out := make([]sentence, len(para))
	for i, s := range para {
		out[i] = s
		if s.mark != "" {
			out[i].text = s.mark + " " + s.text
		}
	}
	return out
}

// spaceBefore puts a space between a label and the text written after it where the line had
// no text (its text range then starts right after the label).
func spaceBefore(l line) string {
	if l.label != "" && l.textFrom == l.text {
		return " "
	}
	return ""
}

// insertAt is where statements that fit no line go: after the findings, else before the
// impression's heading, else at the end.
func insertAt(blocks map[string]*block, end int) int {
	if b := blocks[find]; b != nil && b.end > 0 {
		return b.end
	}
	if b := blocks[impr]; b != nil {
		return b.start
	}
	return end
}

// sectionsStart is where the template's findings begin (their heading), else its impression,
// else the document, below a title heading ("<h2>MRI Knee</h2>") that opens a block without a
// heading of its own: a section the template lacks is written there.
func sectionsStart(doc string, blocks map[string]*block) int {
	for _, sec := range []string{find, impr} {
		b := blocks[sec]
		if b == nil {
			continue
		}
		at := b.start
		if b.start == b.from && len(b.lines) > 0 {
			before := strings.ToLower(doc[b.start:b.lines[0].from])
			for level := '1'; level <= '6'; level++ {
				if k := strings.LastIndex(before, "</h"+string(level)+">"); k >= 0 {
					at = max(at, b.start+k+len("</h1>"))
				}
			}
		}
		return at
	}
	return 0
}

// headingTextEdit writes statements after a section's heading that has no line of its own:
// after the label of a paragraph that is nothing but the label ("<p><strong>CLINICAL
// HISTORY:</strong> </p>"), else in a paragraph of their own below the heading.
func headingTextEdit(doc string, b *block, statements []sentence) edit {
	text := html.EscapeString(join(statements))
	heading := doc[b.start:b.from]
	if len(heading) > len("</p>") && strings.EqualFold(heading[len(heading)-len("</p>"):], "</p>") {
		at := b.start + len(strings.TrimRightFunc(heading[:len(heading)-len("</p>")], unicode.IsSpace))
		return edit{at, b.from - len("</p>"), " " + text}
	}
	return edit{b.from, b.from, "\n<p>" + text + "</p>"}
}

// impressionEdit replaces the template's impression with the dictated one, or with the one the
// impression policy writes when none was dictated (impression.go; the abnormal statements in a
// language the policy does not cover); a template without an impression gets one at its end,
// so nothing dictated is lost. With nothing to write it changes nothing. It tells whether the
// impression reports a finding (for a dictated one, as fields read it).
func impressionEdit(doc string, b *block, f formatted, end int, fields impressionFields) (edit, bool) {
	paras := f.sections[impr]
	reports := fields.abnormal
	if len(paras) == 0 && fields.described {
		// The dictated impression went whole onto the fields ("BI-RADS category: Suspicious
		// mass, BI-RADS 4."): no other is written, and the template's own normal one goes.
		if own := b.impressionLinesOrNone(); len(own) > 0 {
			to := own[len(own)-1].to
			if to < len(doc) && doc[to] == '\n' {
				to++
			}
			return edit{own[0].from, to, ""}, true
		}
		return edit{end, end, ""}, true
	}
	if len(paras) == 0 {
		if e, written, ok := writtenImpressionEdit(doc, b, f, end); ok {
			return e, written
		}
		paras = abnormalStatements(f)
		reports = len(paras) > 0
		if len(f.advice) > 0 {
			paras = append(paras, f.advice)
		}
	}
	if len(paras) == 0 {
		return edit{end, end, ""}, false
	}
	return impressionParagraphsEdit(doc, b, f, end, paras), reports
}

// impressionParagraphsEdit writes an impression's statements in the template's impression.
func impressionParagraphsEdit(doc string, b *block, f formatted, end int, paras [][]sentence) edit {
	text := strings.TrimSuffix(paragraphsHTML(paras, oneEach), "\n")
	switch {
	case b != nil && len(b.lines) > 0 && len(b.impressionLines()) == 0:
		// An impression of fields only ("BI-RADS category:", "Recommendation:"): the
		// statements stand above them.
		return edit{b.lines[0].from, b.lines[0].from, text + "\n"}
	case b != nil && !b.inline && len(b.lines) > 0 && b.lines[0].shape == document.ListItem && flatItems(doc, b):
		// An impression the template writes as list items ("<ol><li>...</li><li>...</li></ol>"):
		// the list stays, with one item per statement.
		last := b.impressionLines()[len(b.impressionLines())-1]
		return edit{b.lines[0].from, last.to, listItemsHTML(paras)}
	case b != nil && (b.inline || (len(b.lines) > 0 && (b.lines[0].shape != document.Paragraph || b.lines[0].label != ""))):
		// "IMPRESSION: Negative chest.", "<p><strong>Impression:</strong> Negative.</p>", or an
		// impression in list items, table rows or lines of one paragraph: the first line's
		// label and element stay and hold the impression;
		// the range from its text to the last line's text ends and starts elements alike, so
		// what is left is well formed.
		plain := html.EscapeString(sentencesText(paras))
		if len(b.lines) == 0 {
			return edit{b.from, b.from, " " + plain}
		}
		return edit{b.lines[0].textFrom, b.impressionLines()[len(b.impressionLines())-1].text, plain}
	case b == nil:
		return edit{end, end, "\n<h3>" + html.EscapeString(f.lang.titles[impr]) + "</h3>\n" + text}
	case len(b.lines) > 0:
		return edit{b.lines[0].from, b.impressionLines()[len(b.impressionLines())-1].to, text}
	}
	return edit{b.from, b.from, "\n" + text}
}

// notesEdits writes each dictated impression statement that opens with the label of a line the
// template keeps below its impression ("Recommendation: Follow-up CT in 24 hours." for
// "Recommendation: None.") on that line, and returns the impression without them: the
// template's "None." would otherwise stand below a dictated recommendation.
func notesEdits(b *block, f formatted) ([]edit, impressionFields, formatted) {
	fields := readDictatedImpression(f)
	if b == nil || len(f.sections[impr]) == 0 && len(f.advice) == 0 {
		return nil, fields, f
	}
	first := len(b.impressionLines())
	notes := b.lines[first:]
	if len(notes) == 0 {
		return nil, fields, f
	}
	written := map[int][]string{}
	// onNote writes s on the note line its label names, or on the field it belongs to (a
	// grading system's category, a recommendation), and tells whether it did.
	onNote := func(s sentence) bool {
		placed := notesOf(notes, s, f.lang.code)
		for _, p := range placed {
			written[p.at] = append(written[p.at], p.text)
		}
		return len(placed) > 0
	}
	var kept [][]sentence
	for _, para := range f.sections[impr] {
		if rest := slices.DeleteFunc(slices.Clone(para), onNote); len(rest) > 0 {
			kept = append(kept, rest)
		}
	}
	advice := slices.DeleteFunc(slices.Clone(f.advice), onNote)
	if len(written) == 0 {
		return nil, fields, f
	}
	var edits []edit
	fields.written = map[int]bool{}
	for at, texts := range written {
		l := notes[at]
		edits = append(edits, edit{l.textFrom, l.text, spaceBefore(l) + html.EscapeString(strings.Join(texts, " "))})
		fields.written[first+at] = true
	}
	sections := maps.Clone(f.sections)
	if len(kept) > 0 {
		sections[impr] = kept
	} else {
		delete(sections, impr)
	}
	f.sections, f.advice = sections, advice
	return edits, fields, f
}

// flatItems tells an impression whose lines are the items of one list with nothing nested in
// them, from the first item to the last.
func flatItems(doc string, b *block) bool {
	lines := b.impressionLines()
	between := doc[b.lines[0].from:lines[len(lines)-1].to]
	return strings.HasPrefix(between, "<li") && !strings.Contains(between, "<ul") && !strings.Contains(between, "<ol") &&
		!slices.ContainsFunc(lines, func(l line) bool { return l.shape != document.ListItem })
}

// listItemsHTML writes an impression's statements as list items: a numbered paragraph's
// items, each other sentence an item of its own.
func listItemsHTML(paras [][]sentence) string {
	var b strings.Builder
	for _, para := range paras {
		items := listItems(para)
		if items == nil {
			for _, g := range oneEach(withMarks(para)) {
				items = append(items, join(g))
			}
		}
		for _, it := range items {
			b.WriteString("<li>" + html.EscapeString(it) + "</li>")
		}
	}
	return b.String()
}

// impressionLines are the lines of an impression section that hold the impression: all of
// them, less the labelled lines after unlabelled ones ("Basis: DRG template ...", a note the
// template keeps below its impression) and the fields from the first on ("BI-RADS
// category:", "Recommendation:"). None when the section opens with a field.
func (b *block) impressionLines() []line {
	for i := range b.lines {
		if b.lines[i].field || (i > 0 && b.lines[i].label != "" && b.lines[0].label == "") {
			return b.lines[:i]
		}
	}
	return b.lines
}

// impressionLinesOrNone are impressionLines, none for a template without an impression.
func (b *block) impressionLinesOrNone() []line {
	if b == nil {
		return nil
	}
	return b.impressionLines()
}

// sentencesText is paragraphs as running text, for a line that holds the impression.
func sentencesText(paras [][]sentence) string {
	var texts []string
	for _, para := range paras {
		for _, s := range para {
			texts = append(texts, s.text)
		}
	}
	return strings.Join(texts, " ")
}

// abnormalStatements are the dictated findings that report something, as one paragraph.
func abnormalStatements(f formatted) [][]sentence {
	var out []sentence
	for _, para := range f.sections[find] {
		for _, s := range withMarks(para) {
			if abnormal(s.text, f.lang.code) {
				out = append(out, sentence{text: s.text})
			}
		}
	}
	if len(out) == 0 {
		return nil
	}
	return [][]sentence{out}
}

// paragraphsHTML renders paragraphs without a heading.
func paragraphsHTML(paras [][]sentence, group func([]sentence) [][]sentence) string {
	var b strings.Builder
	for _, para := range paras {
		renderParagraph(&b, para, group)
	}
	return b.String()
}
