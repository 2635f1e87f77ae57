package report

import (
	"math/bits"
	"strings"
	"sync"
)

// stemMatches reports whether word matches stem (see vocabulary).
func stemMatches(word, stem string, compound bool) bool {
	if exact, ok := strings.CutSuffix(stem, "$"); ok {
		return word == exact
	}
	if compound {
		return strings.Contains(word, stem)
	}
	return strings.HasPrefix(word, stem)
}

// anyStem reports whether word matches one of stems.
func anyStem(word string, stems []string, compound bool) bool {
	for _, s := range stems {
		if stemMatches(word, s, compound) {
			return true
		}
	}
	return false
}

// hit is a term found in a sentence: words[start:end] name key.
type hit struct {
	key        string
	start, end int
}

// The term lists of a vocabulary; a word may name a term in several of them.
const (
	listFindings = iota
	listPlaces
	listLesions
	listOrgans
	listNormals
	termLists
)

// termIndex holds a vocabulary's term lists ready for matching: phrases split into stems and
// indexed by the first two bytes of their first stem, so a word is looked up once for all
// lists (in a compounding language, once per position in the word).
type termIndex struct {
	compound bool
	byFirst  map[uint32][]listedPhrase // by firstKey
	// starts marks the keys byFirst holds, a bit per first byte and second byte (or none), so
	// most words, which start no phrase, are ruled out without hashing.
	starts [256][5]uint64
}

// mark notes that byFirst holds the phrases starting with s, of one or two bytes.
func (x *termIndex) mark(s string) {
	second := 256 // a one-byte key
	if len(s) == 2 {
		second = int(s[1])
	}
	x.starts[s[0]][second/64] |= 1 << (second % 64)
}

// may tells whether byFirst may hold phrases starting with s, of one or two bytes.
func (x *termIndex) may(s string) bool {
	second := 256
	if len(s) == 2 {
		second = int(s[1])
	}
	return x.starts[s[0]][second/64]&(1<<(second%64)) != 0
}

// listedPhrase is a phrase of one term list.
type listedPhrase struct {
	compiledPhrase
	list int
}

type compiledPhrase struct {
	key   string
	stems []stem
}

// stem is one word of a phrase, with its "$" (whole word) already read.
type stem struct {
	text  string
	exact bool
}

func (s stem) matches(word string, compound bool) bool {
	switch {
	case s.exact:
		return word == s.text
	case compound:
		return strings.Contains(word, s.text)
	}
	return strings.HasPrefix(word, s.text)
}

// at reports how many words p covers at words[i], or 0; only its first stem may sit inside a
// compound word.
func (p compiledPhrase) at(words []string, i int, compound bool) int {
	if i+len(p.stems) > len(words) {
		return 0
	}
	for j, s := range p.stems {
		if !s.matches(words[i+j], compound && j == 0) {
			return 0
		}
	}
	return len(p.stems)
}

// compiledPhrases keeps each phrase of the word lists split into its stems, so that a rule
// reading a list phrase by phrase splits none of them again; the lists are fixed, so it stays
// small.
var compiledPhrases sync.Map // phrase -> compiledPhrase (without a key)

// compiled is phrase split into its stems, once.
func compiled(phrase string) compiledPhrase {
	if cp, ok := compiledPhrases.Load(phrase); ok {
		return cp.(compiledPhrase)
	}
	cp := compilePhrase("", phrase)
	compiledPhrases.Store(phrase, cp)
	return cp
}

// compilePhrase splits a phrase into its stems.
func compilePhrase(key, phrase string) compiledPhrase {
	cp := compiledPhrase{key: key}
	for _, f := range strings.Fields(phrase) {
		text, exact := strings.CutSuffix(f, "$")
		cp.stems = append(cp.stems, stem{text: text, exact: exact})
	}
	return cp
}

func newTermIndex(lists [termLists][]term, compound bool) *termIndex {
	x := &termIndex{compound: compound, byFirst: map[uint32][]listedPhrase{}}
	for list, terms := range lists {
		for _, t := range terms {
			for _, p := range t.phrases {
				cp := compilePhrase(t.key, p)
				first := cp.stems[0].text[:min(2, len(cp.stems[0].text))]
				x.byFirst[firstKey(first)] = append(x.byFirst[firstKey(first)], listedPhrase{cp, list})
				x.mark(first)
			}
		}
	}
	return x
}

// firstKey is the key of the one or two bytes a phrase's first stem starts with, a number so a
// word's look-up hashes no string.
func firstKey(s string) uint32 {
	if len(s) == 1 {
		return 1<<16 | uint32(s[0])
	}
	return 2<<16 | uint32(s[0])<<8 | uint32(s[1])
}

// find returns the terms of each list in words, left to right; at each word the longest
// phrase of a list wins and its words are not matched again by that list ("pericardial
// effusion" is not also "effusion").
func (x *termIndex) find(words []string) [termLists][]hit {
	// The hits are gathered in one list, tagged with their list, and cut into the lists' slices
	// of one array at the end.
	var gathered [32]listedHit
	found := gathered[:0]
	var free [termLists]int // the first word each list may still match
	type match struct {
		key           string
		words, length int
	}
	// best holds, for the lists found at the word (in lists, a bit per list), the longest
	// phrase; a list not in lists has no phrase there, whatever best still holds for it.
	var best [termLists]match
	for i, w := range words {
		if w == "," || w == "" {
			continue
		}
		var lists uint8 // the lists with a phrase at the word
		starts := 1
		if x.compound {
			starts = len(w)
		}
		for j := range starts {
			key := w[j:min(j+2, len(w))]
			if !x.may(key) {
				continue
			}
			for _, p := range x.byFirst[firstKey(key)] {
				if i < free[p.list] {
					continue
				}
				// Outside compounds a first stem starts the word: its third byte rules out
				// most phrases of the two-byte bucket without matching them.
				if first := p.stems[0].text; !x.compound && len(first) > 2 && (len(w) <= 2 || w[2] != first[2]) {
					continue
				}
				n := p.at(words, i, x.compound)
				if n == 0 {
					continue
				}
				if b := &best[p.list]; lists&(1<<p.list) == 0 || n > b.words || (n == b.words && len(p.stems[0].text) > b.length) {
					*b = match{p.key, n, len(p.stems[0].text)}
					lists |= 1 << p.list
				}
			}
		}
		for ; lists != 0; lists &= lists - 1 {
			list := bits.TrailingZeros8(lists)
			b := best[list]
			found = append(found, listedHit{hit{key: b.key, start: i, end: i + b.words}, list})
			free[list] = i + b.words
		}
	}
	return byList(found)
}

// listedHit is a hit of one term list.
type listedHit struct {
	hit
	list int
}

// byList puts hits in their lists, in order, each list a full slice of one array.
func byList(found []listedHit) [termLists][]hit {
	var out [termLists][]hit
	if len(found) == 0 {
		return out
	}
	var at [termLists + 1]int // where each list starts in the array
	for _, h := range found {
		at[h.list+1]++
	}
	for list := range termLists {
		at[list+1] += at[list]
	}
	all := make([]hit, len(found))
	next := at
	for _, h := range found {
		all[next[h.list]] = h.hit
		next[h.list]++
	}
	for list := range termLists {
		if at[list] < at[list+1] {
			out[list] = all[at[list]:at[list+1]:at[list+1]]
		}
	}
	return out
}
