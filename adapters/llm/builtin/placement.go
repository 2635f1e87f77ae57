package builtin

// placeStatement returns the lines a statement belongs on. The label decides first: the line
// whose label names the statement's region, else the nearest region containing it, wins ("hiatal
// hernia" goes to "Upper abdomen", a rib fracture to "Bones"). When no label fits, the anatomy
// the lines' normal text names decides ("No lymphadenopathy." makes a line the place for lymph
// nodes). A
// statement naming no side fits both lines of a pair ("kidneys normal" fills right and left
// kidney). With fallback (the sections before the findings), a statement about nothing in
// particular goes to the section's first line, as the indication does.
func placeStatement(lines []line, text, code string, fallback bool) []int {
	found := regionsIn(text, code)
	regions := found.best()
	side := sideOf(text, code)
	if len(regions) > 0 {
		if best := bestLines(lines, regions, found.all(), side, func(l line) []int {
			if l.general {
				return nil
			}
			return l.regions.best()
		}); best != nil {
			return best
		}
		if best := bestLines(lines, regions, found.all(), side, func(l line) []int { return l.defaults.strong }); best != nil {
			return best
		}
	}
	if fallback && len(lines) > 0 {
		return []int{0}
	}
	return nil
}

// bestLines scores every line by the regions of(line) and returns the best: ties go to the
// first line, except that a statement without a side fills every line of a left/right pair.
func bestLines(lines []line, regions, all []int, side int, of func(line) []int) []int {
	var best []int
	bestScore := 0
	for i, l := range lines {
		score := fit(of(l), regions, all)
		if score <= 0 {
			continue
		}
		if ls := l.side; ls != 0 {
			if side != 0 && side&ls == 0 {
				continue
			}
			if side&ls != 0 {
				score += 5
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
// containing region counts most, then the preferred way up, then the more specific region;
// among equals, the line that also names the statement's other regions, and names fewer
// regions the statement does not, fits better ("Bile ducts" over "Gallbladder and bile ducts").
// Zero means it does not fit.
func fit(lineRegions, regions, all []int) int {
	table := anatomyTables().regions
	best := 0
	for _, s := range regions {
		for _, r := range lineRegions {
			steps, choice := reach(s, r)
			if steps < 0 {
				continue
			}
			if score := 1000 - 100*steps - 30*choice + 10*table[r].depth; score > best {
				best = score
			}
		}
	}
	if best == 0 {
		return 0
	}
	for _, r := range lineRegions {
		if containsInt(all, r) {
			best += 3
		} else {
			best -= 2
		}
	}
	return best
}
