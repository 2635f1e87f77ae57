package report

// Cues are phrases in the notation of Term, found by position in a TermMention's Words: for
// rules that read the words around a term themselves (hedges, context, exceptions).
type Cues struct {
	phrases  []compiledPhrase
	compound bool
}

// NewCues compiles phrases; with compound set, a phrase's first stem may sit inside a word, as
// in German compounds ("hoden" in "Hodentorsion").
func NewCues(compound bool, phrases ...string) Cues {
	c := Cues{compound: compound}
	for _, p := range phrases {
		c.phrases = append(c.phrases, compilePhrase("", p))
	}
	return c
}

// At reports whether one of the phrases starts at words[i].
func (c Cues) At(words []string, i int) bool {
	for _, p := range c.phrases {
		if p.at(words, i, c.compound) > 0 {
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
