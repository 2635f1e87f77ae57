package report

// Cues are phrases in the notation of Term, found by position in a TermMention's Words: for
// rules that read the words around a term themselves (hedges, context, exceptions).
type Cues struct {
	phrases  []compiledPhrase
	compound bool
	// byFirst holds the phrases by the first byte of their first stem, so a word is tried only
	// against the phrases that can start it; nil in a compounding language, where a first stem
	// may sit anywhere in a word.
	byFirst *firstByteIndex
}

// firstByteIndex is phrases sorted by the first byte of their first stem: those starting with
// byte b are phrases[start[b]:start[b+1]]; any holds the phrases whose first stem is empty.
type firstByteIndex struct {
	phrases []compiledPhrase
	start   [257]int32
	any     []compiledPhrase
}

// NewCues compiles phrases; with compound set, a phrase's first stem may sit inside a word, as
// in German compounds ("hoden" in "Hodentorsion").
func NewCues(compound bool, phrases ...string) Cues {
	c := Cues{compound: compound}
	for _, p := range phrases {
		c.phrases = append(c.phrases, compilePhrase("", p))
	}
	if !compound {
		c.byFirst = newFirstByteIndex(c.phrases)
	}
	return c
}

func newFirstByteIndex(phrases []compiledPhrase) *firstByteIndex {
	x := &firstByteIndex{}
	var count [256]int32
	for _, p := range phrases {
		switch {
		case len(p.stems) == 0: // covers no word, so never found
		case p.stems[0].text == "":
			x.any = append(x.any, p)
		default:
			count[p.stems[0].text[0]]++
		}
	}
	for b := range 256 {
		x.start[b+1] = x.start[b] + count[b]
	}
	x.phrases = make([]compiledPhrase, x.start[256])
	next := x.start
	for _, p := range phrases {
		if len(p.stems) > 0 && p.stems[0].text != "" {
			b := p.stems[0].text[0]
			x.phrases[next[b]] = p
			next[b]++
		}
	}
	return x
}

// At reports whether one of the phrases starts at words[i].
func (c Cues) At(words []string, i int) bool {
	if c.byFirst == nil {
		for _, p := range c.phrases {
			if p.at(words, i, c.compound) > 0 {
				return true
			}
		}
		return false
	}
	if i < 0 || i >= len(words) {
		return false
	}
	x := c.byFirst
	for _, p := range x.any {
		if p.at(words, i, false) > 0 {
			return true
		}
	}
	if words[i] == "" {
		return false
	}
	b := words[i][0]
	for _, p := range x.phrases[x.start[b]:x.start[b+1]] {
		if p.at(words, i, false) > 0 {
			return true
		}
	}
	return false
}

// Within reports whether one of the phrases starts in words[from:to].
func (c Cues) Within(words []string, from, to int) bool {
	for i := max(from, 0); i < min(to, len(words)); i++ {
		if c.At(words, i) {
			return true
		}
	}
	return false
}

// Empty reports whether there are no phrases.
func (c Cues) Empty() bool { return len(c.phrases) == 0 }
