package builtin

import (
	"slices"
	"strings"

	"github.com/radscribe/radscribe/domain/anatomy"
	"github.com/radscribe/radscribe/domain/report"
)

// placeStatement returns the lines a statement belongs on; found are the regions it names
// (regionsIn). The label decides first: the line whose label names the statement's region, else
// the nearest region containing it, wins ("hiatal hernia" goes to "Upper abdomen", a rib
// fracture to "Bones"). When no label fits, the anatomy
// the lines' normal text names decides ("No lymphadenopathy." makes a line the place for lymph
// nodes). The regions a statement is mainly about are tried before the places it mentions
// ("in both lungs") and those before the places a finding only suggests ("effusion"). A
// statement naming no side fits both lines of a pair ("kidneys normal" fills right and left
// kidney). With fallback (the sections before the findings), a statement about nothing in
// particular goes to the section's first line, as the indication does.
//
// denied are the other lines whose normal text denies what an abnormal statement reports
// ("Midline shift: None." for a hematoma with midline shift): the statement is written once,
// on its targets, and those lines refer to it instead of keeping the denial.
func placeStatement(lines []line, found anatomy.Named, text, code string, fallback, finding bool, previous []int) (targets, denied []int) {
	side := sideOf(text, code)
	tiers := regionTiers(found)
	if finding {
		tiers[0] = leadRegions(tiers[0], text, code)
	}
	targets = placeRegions(lines, tiers, found.All(), side)
	if targets == nil && fallback && len(lines) > 0 {
		return []int{0}, nil
	}
	if !finding {
		if t := labelNamedLine(lines, targets, found, text, side); t >= 0 {
			targets = []int{t}
		}
	}
	if targets != nil && !finding {
		// A normal statement goes to the line named after what it rules out under each
		// target's organ heading ("No hydronephrosis." to "Hydronephrosis:", not "Calculi:").
		// Once there, or on a line holding such a finding label, it is written on one line
		// only, the organ the statement before spoke of or else the first: the other lines of a
		// pair already say the same, and the same sentence on two lines is read twice.
		var named []int
		findingLines := 0
		for _, t := range targets {
			if best := findingLabelLine(lines, text, lines[t].group); best >= 0 && !labelNames(lines[t].ownStems, text) {
				t = best
			}
			if asksOnLine(lines[t], text) {
				findingLines++
			}
			if !slices.Contains(named, t) {
				named = append(named, t)
			}
		}
		if findingLines == len(targets) {
			k := max(0, slices.IndexFunc(named, func(t int) bool { return continuesFrom(lines, t, previous) }))
			named = named[k : k+1]
		}
		targets = named
	}
	if targets != nil && finding {
		regions := anatomy.Union(found.Strong, found.Weak)
		onFindingLines := !slices.ContainsFunc(targets, func(t int) bool {
			return lines[t].asks.Answer(text) != report.Answered
		})
		denied = alsoDenied(lines, regions, targets, side, onFindingLines, otherHeadings(lines, found.All()))
		// Of the lines the statement could stand on, the one whose normal text speaks of the
		// same finding ("Lungs: No focal consolidation." for a consolidation with air
		// bronchograms, "Pleura: No pleural effusion." for an effusion in the pleural space) is
		// where it belongs: it is written there, once, and the others refer to it. A target
		// the label chose that speaks of one of the statement's findings keeps it ("Left
		// ureter: No calculus." for a ureteral calculus causing perinephric stranding).
		// A target labelled with the structure the statement names keeps it from a line that
		// only holds that structure: a calculus in the left ureter stays on "Ureters:",
		// though "Left kidney: No calculus." speaks of calculi.
		candidates := append(slices.Clone(targets), denied...)
		stems := statementStems(text, code, found.Sites, lines, candidates)
		labelled := func(t int) bool {
			return slices.ContainsFunc(found.Strong, func(r int) bool { return slices.Contains(labelRegions(lines[t]), r) })
		}
		if best := sameFindingLine(lines, stems, candidates); best >= 0 && !slices.Contains(targets, best) && !sharesFinding(lines, stems, targets) &&
			!(slices.ContainsFunc(targets, labelled) && !labelled(best)) {
			denied = append(anatomy.Without(denied, []int{best}), targets...)
			targets = []int{best}
		}
		// Under the target's organ heading, the line named after the finding the statement
		// reports ("Erguss: Keiner." under "Gelenk") is its place, unless a target's own label
		// already names a word of it. Its other finding lines name other findings and deny
		// nothing of it ("Consolidation: None." beside "Nodules: None." for a nodule).
		if best := findingLabelLine(lines, text, lines[targets[0]].group); best >= 0 && !slices.Contains(targets, best) && !namesWordOf(lines, text, targets) {
			var others []int
			for _, i := range append(denied, targets...) {
				// A line of the same heading stays denied when the statement reports what its
				// label names ("L4-L5 > Disc: Normal." for a disc extrusion written on "Canal
				// stenosis:").
				if i != best && (lines[i].group != lines[best].group || namesOwnRegion(lines[i], found.Strong)) && !slices.Contains(others, i) {
					others = append(others, i)
				}
			}
			targets, denied = []int{best}, others
		}
		denied = append(denied, namedBeside(lines, targets, denied, text)...)
	}
	return targets, denied
}

// namedBeside are the finding lines under a target's organ heading whose label the statement
// names word for word: "L4-L5 > Foraminal stenosis: None." gives way to "… with moderate left
// foraminal stenosis" written on the level's disc line.
func namedBeside(lines []line, targets, denied []int, text string) []int {
	var out []int
	lower := ""
	for i, l := range lines {
		if l.group == "" || len(l.ownStems) == 0 || slices.Contains(targets, i) || slices.Contains(denied, i) ||
			!slices.ContainsFunc(targets, func(t int) bool { return lines[t].group == l.group }) {
			continue
		}
		if lower == "" {
			lower = strings.ToLower(text)
		}
		if !slices.ContainsFunc(l.ownStems, func(stem string) bool { return !strings.Contains(lower, stem) }) {
			out = append(out, i)
		}
	}
	return out
}

// continuesFrom tells a line that is, or sits under the organ heading of, one of the lines the
// statement before went to: "No hydronephrosis." after a left kidney's stone is written for the
// left kidney.
func continuesFrom(lines []line, t int, previous []int) bool {
	return slices.ContainsFunc(previous, func(p int) bool {
		return p == t || lines[t].group != "" && lines[p].group == lines[t].group
	})
}

// namesOwnRegion tells a line whose own label is one of the regions and whose normal text
// denies it.
func namesOwnRegion(l line, regions []int) bool {
	return slices.ContainsFunc(regions, func(r int) bool { return slices.Contains(labelRegions(l), r) && denies(l, r) })
}

// otherHeadings are the lines under an organ heading the statement is not about: it names
// neither the heading's region nor a part of it, and names another part of what contains it
// or nothing related at all. "L3-L4 > Canal stenosis: None." says nothing of a stenosis at
// L4-L5, although the disc a statement names contains both levels.
func otherHeadings(lines []line, regions []int) []int {
	var out []int
	for i, l := range lines {
		if len(l.groupRegions) > 0 && !slices.ContainsFunc(l.groupRegions, func(h int) bool { return !apartFrom(h, regions) }) {
			out = append(out, i)
		}
	}
	return out
}

// apartFrom tells a heading's region h that regions do not speak of (see otherHeadings).
func apartFrom(h int, regions []int) bool {
	body := anatomy.Tables()
	if slices.ContainsFunc(regions, func(r int) bool { steps, _ := body.Reach(r, h); return steps >= 0 }) {
		return false
	}
	if !body.Related(h, regions) {
		return true
	}
	parents := body.Regions[h].Parents
	return slices.ContainsFunc(regions, func(r int) bool {
		return slices.ContainsFunc(parents, func(p int) bool { steps, _ := body.Reach(r, p); return steps > 0 })
	})
}

// asksOnLine tells a line that asks about what a statement speaks of: a finding line under an
// organ heading ("Right kidney > Hydronephrosis:") or a finding label inside the line ("Right
// kidney: Calculi: None. Hydronephrosis: None.").
func asksOnLine(l line, text string) bool {
	if l.group != "" && labelNames(l.ownStems, text) {
		return true
	}
	for _, k := range l.kept {
		if k.labelled && labelNames(k.labelStems, text) {
			return true
		}
	}
	return false
}

// labelNamedLine is the line whose own label a normal statement names ("Diffusion:" for "No
// restricted diffusion.") when it fits the statement's regions as well as the targets found
// and none of them is named so; -1 otherwise. Of lines about the same region, the one asking
// about what the statement says is its place.
func labelNamedLine(lines []line, targets []int, found anatomy.Named, text string, side int) int {
	if len(targets) == 0 || slices.ContainsFunc(targets, func(t int) bool { return labelNames(lines[t].ownStems, text) }) {
		return -1
	}
	var best, all []int
	score := -1
	lower := strings.ToLower(text)
	for i, l := range lines {
		if slices.Contains(targets, i) || !stemsIn(l.ownStems, lower) || (l.side != 0 && side != 0 && l.side&side == 0) {
			continue
		}
		if score < 0 {
			best, all = found.Best(), found.All()
			score = fit(labelRegions(lines[targets[0]]), best, all)
		}
		if f := fit(labelRegions(l), best, all); f > 0 && f >= score {
			return i
		}
	}
	return -1
}

// leadRegions are the regions of best a finding statement is about: those its first clause
// names, less the regions within them that only a later clause names. "Atelectasis in the
// lower lobes and peribronchial wall thickening" is a lung statement, though the airways lie
// within the lungs and would fit a line more closely; "Acute right temporal epidural
// hematoma" and "calculus in the left ureter causing hydronephrosis" have one clause, and the
// closest region still wins.
func leadRegions(best []int, text, code string) []int {
	if len(best) < 2 {
		return best // nothing a later clause could have added
	}
	first := firstClause(text, code)
	if first == "" {
		return best
	}
	lead := regionsIn(first, code).Strong
	if len(lead) == 0 {
		return best
	}
	body := anatomy.Tables()
	return slices.DeleteFunc(slices.Clone(best), func(r int) bool {
		return !slices.Contains(lead, r) && slices.ContainsFunc(lead, func(l int) bool {
			steps, _ := body.Reach(r, l)
			return steps > 0
		})
	})
}

// firstClause is text up to its first comma, semicolon (clausesOf) or list word, "" when it
// has none.
func firstClause(text, code string) string {
	clauses := clausesOf(text)
	fields := strings.Fields(clauses[0])
	for i, f := range fields {
		if i > 0 && report.Coordinates(code, strings.ToLower(strings.Trim(f, ".:"))) {
			return strings.Join(fields[:i], " ")
		}
	}
	if len(clauses) > 1 {
		return clauses[0]
	}
	return ""
}

// regionTiers orders what a statement names for placing it: what it is about, the places it
// mentions, the places its findings suggest.
func regionTiers(found anatomy.Named) [][]int {
	best := found.Best()
	return [][]int{best, anatomy.Without(found.Anatomical(), best), anatomy.Without(found.Weak, best)}
}

// placeRegions finds the best lines by label, tier by tier, then by normal text. A line found
// for a place the statement mentions holds it only when its own region and what the statement
// is about lie one within the other: "Bone bruise of the lateral femoral condyle" is no
// cartilage finding although the condyle is the cartilage line's place, and without a line for
// bone marrow it goes where findings of no line go.
func placeRegions(lines []line, tiers [][]int, all []int, side int) []int {
	for _, of := range []func(line) []int{labelRegions, normalRegions} {
		for k, regions := range tiers {
			if len(regions) == 0 {
				continue
			}
			best := bestLines(lines, regions, all, side, of, nil)
			if k > 0 && len(tiers[0]) > 0 {
				best = slices.DeleteFunc(best, func(i int) bool { return !relatedToAny(of(lines[i]), tiers[0]) })
			}
			if len(best) > 0 {
				return best
			}
		}
	}
	return nil
}

// relatedToAny tells whether one of a line's regions lies within one of regions or contains it.
func relatedToAny(lineRegions, regions []int) bool {
	body := anatomy.Tables()
	return slices.ContainsFunc(lineRegions, func(r int) bool { return body.Related(r, regions) })
}

func labelRegions(l line) []int {
	if l.general {
		return nil
	}
	return l.regions.Best()
}

// normalRegions are the regions a line's normal text is about: what it names as such, else
// the places it mentions. "No pelvic lymphadenopathy." is about the lymph nodes, so a bladder
// finding does not go there because the bladder lies in the pelvis.
func normalRegions(l line) []int {
	if len(l.defaults.Strong) > 0 {
		return l.defaults.Strong
	}
	return l.defaults.Sites
}

// alsoDenied adds the lines labelled with the other regions an abnormal statement reports on
// whose normal text would otherwise deny it: "Atelectasis and pleural effusion." goes to the lungs and also
// to a pleura line saying "No pleural effusion.", so no line contradicts the dictation. A line
// qualifies when a normal sentence of it names the region itself, or names no region while
// its label names the region or the one containing it.
//
// onFindingLines says the targets are lines named after the statement's finding
// ("Intracranial hemorrhage:"): the best other line whose label names the region itself is
// then read too, as that organ's own line ("Brain parenchyma: Normal.") still denies it.
func alsoDenied(lines []line, regions, targets []int, side int, onFindingLines bool, apart []int) []int {
	var denied []int
	for _, r := range regions {
		candidates := bestLines(lines, []int{r}, []int{r}, side, labelRegions, apart)
		if onFindingLines {
			for _, i := range bestLines(lines, []int{r}, []int{r}, side, labelRegions, append(slices.Clone(targets), apart...)) {
				if slices.Contains(labelRegions(lines[i]), r) {
					candidates = append(candidates, i)
				}
			}
		}
		for _, i := range candidates {
			if !slices.Contains(targets, i) && !slices.Contains(denied, i) && denies(lines[i], r) {
				denied = append(denied, i)
			}
		}
	}
	return denied
}

// sameFindingLine is the one line of candidates whose normal text shares most finding words
// with a statement's stems (statementStems: long words compared by their first seven letters: "consolidation", "effusion",
// "infiltration"), -1 when none shares any or two share as many.
func sameFindingLine(lines []line, stems map[string]bool, candidates []int) int {
	best, bestCount, tie := -1, 0, false
	for _, i := range candidates {
		n := 0
		for stem := range lines[i].normalStems {
			if stems[stem] {
				n++
			}
		}
		switch {
		case n > bestCount:
			best, bestCount, tie = i, n, false
		case n == bestCount && n > 0 && i != best:
			tie = true
		}
	}
	if tie {
		return -1
	}
	return best
}

// findingLabelLine is the one line under the organ heading group whose own label names a word
// of text (a label word's first six letters inside a word of text: "Erguss" in "Gelenkerguss",
// "Nodules" in "nodule"), -1 when none does or several do, or the heading is empty.
func findingLabelLine(lines []line, text, group string) int {
	if group == "" {
		return -1
	}
	found := -1
	for i, l := range lines {
		if l.group != group || l.general || !labelNames(l.ownStems, text) {
			continue
		}
		if found >= 0 {
			return -1
		}
		found = i
	}
	return found
}

// namesWordOf tells whether the own label of one of the lines names a word of text.
func namesWordOf(lines []line, text string, of []int) bool {
	for _, i := range of {
		if labelNames(lines[i].ownStems, text) {
			return true
		}
	}
	return false
}

// labelStems are what labelNames looks for of a label: the first six letters of each of its
// words of five letters or more, read once with the template. A stem that is a side word
// names no finding: "Rechtsherzbelastung" does not take every statement saying "rechts".
func labelStems(label, code string) []string {
	var out []string
	for _, lw := range anatomy.Words(strings.ToLower(label)) {
		if r := []rune(lw); len(r) >= 5 {
			if stem := string(r[:min(6, len(r))]); report.SidesNamed(code, stem) == 0 {
				out = append(out, stem)
			}
		}
	}
	return out
}

// labelNames tells whether one of a label's stems (labelStems) stands inside a word of text.
func labelNames(stems []string, text string) bool {
	if len(stems) == 0 {
		return false
	}
	return stemsIn(stems, strings.ToLower(text))
}

// stemsIn is labelNames on text already in lower case. A stem has no space or mark of its own,
// so standing inside one of the words is standing inside the text.
func stemsIn(stems []string, lower string) bool {
	for _, stem := range stems {
		if strings.Contains(lower, stem) {
			return true
		}
	}
	return false
}

// sharesFinding tells whether the normal text of one of the lines speaks of a finding of a
// statement's stems.
func sharesFinding(lines []line, stems map[string]bool, of []int) bool {
	for _, i := range of {
		for stem := range lines[i].normalStems {
			if stems[stem] {
				return true
			}
		}
	}
	return false
}

// statementStems are a statement's findingStems less those of words that only name a place
// it mentions: "... in the pulmonary window of the aorta" speaks of no pulmonary finding, so it
// shares nothing with "Normal caliber of the thoracic aorta and pulmonary trunk.".
// Only a stem one of the candidate lines shares is read for its anatomy.
func statementStems(text, code string, sites []int, lines []line, candidates []int) map[string]bool {
	stems := findingStems(text)
	if len(sites) == 0 {
		return stems
	}
	for _, w := range anatomy.Words(text) {
		r := []rune(strings.ToLower(w))
		if len(r) < 7 {
			continue
		}
		stem := string(r[:7])
		if !stems[stem] || !slices.ContainsFunc(candidates, func(i int) bool { return lines[i].normalStems[stem] }) {
			continue
		}
		if named := regionsIn(w, code).Anatomical(); len(named) > 0 && len(anatomy.Without(named, sites)) == 0 {
			delete(stems, stem)
		}
	}
	return stems
}

// findingStems are the first seven letters of the long words of text.
func findingStems(text string) map[string]bool {
	out := map[string]bool{}
	for _, w := range anatomy.Words(text) {
		if r := []rune(strings.ToLower(w)); len(r) >= 7 {
			out[string(r[:7])] = true
		}
	}
	return out
}

// denies tells whether a line's normal text is about region r: a normal sentence names it, or
// names nothing on a line whose label is r or contains it ("Midline shift: None.").
func denies(l line, r int) bool {
	close := append([]int{r}, anatomy.Tables().Regions[r].Parents...)
	for _, normal := range l.normals {
		if slices.Contains(normal, r) || (len(normal) == 0 && len(anatomy.Without(l.regions.Best(), close)) < len(l.regions.Best())) {
			return true
		}
	}
	return false
}

// bestLines scores every line but those skipped by the regions of(line) and returns the best:
// ties go to the first line, except that a statement without a side fills every line of a
// left/right pair.
func bestLines(lines []line, regions, all []int, side int, of func(line) []int, skip []int) []int {
	var best []int
	bestScore := 0
	for i, l := range lines {
		if slices.Contains(skip, i) {
			continue
		}
		score := fit(of(l), regions, all)
		if score <= 0 {
			continue
		}
		if ls := l.side; ls != 0 {
			if side != 0 && side&ls == 0 {
				continue
			}
			// A line on the statement's side fits better, by less than the region it names first
			// (fit's 5 per place in that order): "calculus in the left ureter causing left
			// hydronephrosis" goes to "Ureters:", not "Left kidney:".
			if side&ls != 0 {
				score += 3
			}
		}
		switch {
		case score > bestScore:
			best, bestScore = []int{i}, score
		case score == bestScore && side == 0 && l.side != 0 && lines[best[0]].side != 0:
			best = append(best, i)
		}
	}
	return best
}

// fit scores how well a line about lineRegions suits a statement about regions: the closest
// containing region counts most, then the preferred way up, then the more specific region, then
// the region named first; among equals, the line that also names the statement's other regions
// (all), and names fewer regions the statement does not, fits better ("Bile ducts" over
// "Gallbladder and bile ducts"). Zero means it does not fit.
func fit(lineRegions, regions, all []int) int {
	body := anatomy.Tables()
	best := 0
	for k, s := range regions {
		for _, r := range lineRegions {
			steps, choice := body.Reach(s, r)
			if steps < 0 {
				continue
			}
			if score := 1000 - 100*steps - 30*choice + 10*body.Regions[r].Depth - 5*k; score > best {
				best = score
			}
		}
	}
	if best == 0 {
		return 0
	}
	for _, r := range lineRegions {
		if slices.Contains(all, r) {
			best += 3
		} else {
			best -= 2
		}
	}
	return best
}
