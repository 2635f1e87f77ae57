package phi

// scan is one text being searched: its tokens, the cues of its language and what is found.
type scan struct {
	text   string
	tokens []token
	cues   *cueWords
	found  []Match
	taken  []bool // bytes of the text already in a match
}

func newScan(text string, cues *cueWords) *scan {
	return &scan{text: text, tokens: tokenize(text), cues: cues, taken: make([]bool, len(text))}
}

// addBytes records text[start:end] as kind unless it overlaps what is found already: the
// detectors run from the most to the least certain.
func (s *scan) addBytes(kind Kind, start, end int) bool {
	if start >= end {
		return false
	}
	for i := start; i < end; i++ {
		if s.taken[i] {
			return false
		}
	}
	for i := start; i < end; i++ {
		s.taken[i] = true
	}
	s.found = append(s.found, Match{Kind: kind, Text: s.text[start:end], Start: start, End: end})
	return true
}

// add records tokens[from:to] as kind.
func (s *scan) add(kind Kind, from, to int) bool {
	if from >= to {
		return false
	}
	return s.addBytes(kind, s.tokens[from].start, s.tokens[to-1].end)
}

// is reports whether token i is the mark r.
func (s *scan) is(i int, r string) bool {
	return i < len(s.tokens) && s.tokens[i].kind == mark && s.tokens[i].text == r
}

// isWord reports whether token i is a word.
func (s *scan) isWord(i int) bool { return i < len(s.tokens) && s.tokens[i].kind == word }

// isNumber reports whether token i is a run of digits.
func (s *scan) isNumber(i int) bool { return i < len(s.tokens) && s.tokens[i].kind == number }

// glued reports whether token i follows the one before it without a space.
func (s *scan) glued(i int) bool { return i < len(s.tokens) && i > 0 && !s.tokens[i].spaced }

// phraseAt returns the token after a cue phrase starting at token i, or -1. The words of a
// phrase may be joined by dots and hyphens ("D.O.B.", "geb.-Datum", "Fall-Nr.").
func (s *scan) phraseAt(i int, list phrases) int {
	if !s.isWord(i) {
		return -1
	}
	best := -1
	for _, words := range list[s.tokens[i].key] {
		if end := s.wordsAt(i, words); end > best {
			best = end
		}
	}
	return best
}

func (s *scan) wordsAt(i int, words []string) int {
	for k, w := range words {
		if k > 0 {
			for s.is(i, ".") || s.is(i, "-") {
				i++
			}
			if i < len(s.tokens) && s.tokens[i].newLine {
				return -1
			}
		}
		if !s.isWord(i) || s.tokens[i].key != w {
			return -1
		}
		i++
	}
	return i
}

// skipFillers skips what may stand between a cue and its value: marks such as ":" and "#" and
// filler words ("on", "am"), at most a few.
func (s *scan) skipFillers(i int) int {
	for n := 0; n < 5 && i < len(s.tokens); n++ {
		t := s.tokens[i]
		switch {
		case t.kind == mark && (t.text == ":" || t.text == "." || t.text == "-" || t.text == "#" || t.text == "=" || t.text == "," || t.text == "º"):
		case t.kind == word && s.cues.fillers[t.key]:
		default:
			return i
		}
		i++
	}
	return i
}
