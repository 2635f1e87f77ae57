package builtin

// placeStatement returns the lines a statement belongs on. The label decides first: the line
// whose label names the statement's region, else the nearest region containing it, wins ("hiatal
// hernia" goes to "Upper abdomen", a rib fracture to "Bones"). When no label fits, the anatomy
// the lines' normal text names decides ("No lymphadenopathy." makes a line the place for lymph
// nodes). The regions a statement is mainly about are tried before the places it mentions
// ("in both lungs") and those before the places a finding only suggests ("effusion"). A
// statement naming no side fits both lines of a pair ("kidneys normal" fills right and left
// kidney). With fallback (the sections before the findings), a statement about nothing in
// particular goes to the section's first line, as the indication does.
func placeStatement(lines []line, text, code string, fallback bool) []int {
	found := regionsIn(text, code)
	side := sideOf(text, code)
	targets := placeRegions(lines, regionTiers(found), found.all(), side)
	if targets == nil && fallback && len(lines) > 0 {
		return []int{0}
	}
	if targets != nil && abnormal(text, code) {
		targets = alsoDenied(lines, union(found.strong, found.weak), targets, side)
	}
	return targets
}

// regionTiers orders what a statement names for placing it: what it is about, the places it
// mentions, the places its findings suggest.
func regionTiers(found regionsFound) [][]int {
	best := found.best()
	return [][]int{best, without(found.named(), best), without(found.weak, best)}
}

// placeRegions finds the best lines by label, tier by tier, then by normal text.
func placeRegions(lines []line, tiers [][]int, all []int, side int) []int {
	for _, of := range []func(line) []int{labelRegions, normalRegions} {
		for _, regions := range tiers {
			if len(regions) == 0 {
				continue
			}
			if best := bestLines(lines, regions, all, side, of); best != nil {
				return best
			}
		}
	}
	return nil
}

func labelRegions(l line) []int {
	if l.general {
		return nil
	}
	return l.regions.best()
}

func normalRegions(l line) []int { return l.defaults.named() }

// alsoDenied adds the lines labelled with the other regions an abnormal statement reports on
// whose normal text would otherwise deny it: "Atelectasis and pleural effusion." goes to the lungs and also
// to a pleura line saying "No pleural effusion.", so no line contradicts the dictation. A line
// qualifies when a normal sentence of it names the region itself, or names no region while
// its label names the region or the one containing it.
func alsoDenied(lines []line, regions, targets []int, side int) []int {
	table := anatomyTables().regions
	for _, r := range regions {
		close := append([]int{r}, table[r].parents...)
		for _, i := range bestLines(lines, []int{r}, []int{r}, side, labelRegions) {
			if containsInt(targets, i) {
				continue
			}
			for _, normal := range lines[i].normals {
				if containsInt(normal, r) || (len(normal) == 0 && len(without(lines[i].regions.best(), close)) < len(lines[i].regions.best())) {
					targets = append(targets, i)
					break
				}
			}
		}
	}
	return targets
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
// containing region counts most, then the preferred way up, then the more specific region, then
// the region named first; among equals, the line that also names the statement's other regions
// (all), and names fewer regions the statement does not, fits better ("Bile ducts" over
// "Gallbladder and bile ducts"). Zero means it does not fit.
func fit(lineRegions, regions, all []int) int {
	table := anatomyTables().regions
	best := 0
	for k, s := range regions {
		for _, r := range lineRegions {
			steps, choice := reach(s, r)
			if steps < 0 {
				continue
			}
			if score := 1000 - 100*steps - 30*choice + 10*table[r].depth - 5*k; score > best {
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
