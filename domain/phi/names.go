package phi

// maxNameWords bounds a name: "Hans Peter von Müller" and no more; maxNameTokens bounds the
// tokens read for one, particles and dots included, so no run of them is read twice at length.
const (
	maxNameWords  = 4
	maxNameTokens = 12
)

// names finds names after a title ("Dr. Berg", "Frau Müller", "Prof. Dr. med. Hans Meier"),
// after "patient" ("Patientin Müller"), after a label ("Name: John Smith") and after a birth
// name cue ("geb. Schmidt").
func (s *scan) names() {
	for i := 0; i < len(s.tokens); i++ {
		if !s.isWord(i) {
			continue
		}
		if end := s.phraseAt(i, s.cues.nameLabels); end > 0 && s.is(end, ":") {
			s.addName(end+1, true, true)
			continue
		}
		t := s.tokens[i]
		switch {
		case s.isTitle(i):
			j, lower := s.afterTitles(i)
			s.addName(j, lower, false)
			// The titles read are not read again, so a run of them stays linear.
			i = j - 1
		case s.cues.patients[t.key]:
			// "Patient John Smith", "the patient, John Smith", "Pat. Müller"; after "patient."
			// a new sentence starts.
			j := i + 1
			if s.is(j, ",") || s.is(j, ":") || s.is(j, ".") && len(t.text) <= 3 {
				j++
			}
			if j < len(s.tokens) && !s.tokens[j].newLine && !s.isTitle(j) {
				s.addName(j, false, false)
			}
		case s.cues.maidenCues[t.key] && s.is(i+1, "."):
			if s.isWord(i+2) && !monthNames[s.tokens[i+2].key] {
				s.addName(i+2, false, false)
			}
		}
	}
}

// isTitle reports whether token i is a title before a name. "MR" and "MS" in capitals are the
// examination and the disease; a one-letter title ("M." in French) needs its dot.
func (s *scan) isTitle(i int) bool {
	if !s.isWord(i) || !s.cues.titles[s.tokens[i].key] {
		return false
	}
	text := s.tokens[i].text
	if len(text) > 1 && isUpperCase(text) && (s.tokens[i].key == "mr" || s.tokens[i].key == "ms") {
		return false
	}
	return len([]rune(text)) > 1 || s.is(i+1, ".")
}

// afterTitles skips a run of titles and their dots ("Prof. Dr. med.", "Sig.ra", "Dr.ª"); it
// returns where the name starts and whether it may be written in lower case.
func (s *scan) afterTitles(i int) (int, bool) {
	lower := false
	for {
		switch {
		case s.isTitle(i):
			lower = lower || s.cues.lowerNameTitles[s.tokens[i].key]
		case s.isWord(i) && s.cues.titleParts[s.tokens[i].key] && s.is(i+1, "."):
		default:
			return i, lower
		}
		i++
		if s.is(i, ".") {
			i++
			if s.glued(i) && s.isWord(i) && s.cues.titleSuffixes[s.tokens[i].key] {
				i++
			}
		}
	}
}

// addName records the name starting at token i: capitalised words, with particles between
// them ("van der Berg"); lower-case words too where lower says so. After a label the name may
// be written "Smith, John" and in capitals.
func (s *scan) addName(i int, lower, labelled bool) {
	end, words := i, 0
	for j := i; j < len(s.tokens) && j < i+maxNameTokens && words < maxNameWords; j++ {
		t := s.tokens[j]
		if j > i && t.newLine {
			break
		}
		switch {
		case s.isInitial(j):
			// "John F. Kennedy": the initial and its dot.
			words++
			j++
			end = j + 1
		case t.kind == word && s.isNameWord(t, lower, labelled):
			words++
			end = j + 1
			// A capitalised name goes on capitalised: "Dr. Berg today".
			lower = lower && !isCapitalised(t.text)
		case t.kind == word && words > 0 && s.cues.particles[t.key]:
		case labelled && words == 1 && t.text == ",":
		default:
			j = len(s.tokens)
		}
	}
	if words > 0 {
		s.add(KindName, i, end)
	}
}

// isInitial reports whether token i is a capital letter and a dot.
func (s *scan) isInitial(i int) bool {
	t := s.tokens[i]
	return t.kind == word && len([]rune(t.text)) == 1 && isUpperCase(t.text) && s.is(i+1, ".") && s.isWord(i+2)
}

// isNameWord reports whether t can be part of a name.
func (s *scan) isNameWord(t token, lower, labelled bool) bool {
	if s.cues.notNames[t.key] || monthNames[t.key] && !labelled {
		return false
	}
	switch {
	case isCapitalised(t.text):
		return true
	case isUpperCase(t.text):
		return labelled && len(t.text) > 1
	}
	return lower && len(t.text) > 1
}
