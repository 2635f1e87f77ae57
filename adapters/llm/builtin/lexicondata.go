package builtin

import (
	"embed"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/radscribe/radscribe/domain/anatomy"
)

// data holds the radiology lexicons and the common-word lists, one file per language.
//
//go:embed lexicon/*.txt common/*.txt
var data embed.FS

// lexicon is one language's terms, indexed for the ways a speech engine gets them wrong.
type lexicon struct {
	// terms maps a term in lower case to its spelling ("pleuraerguss" -> "Pleuraerguss").
	terms map[string]string
	// joined maps a term without spaces or hyphens to its spelling, for words dictated apart.
	joined map[string]string
	// sound maps a phonetic key to the terms that sound that way.
	sound map[string][]string
	// nearby maps every one-word term, and each form of it with one letter left out, to the
	// terms it comes from: a word one edit from a term shares such a form with it, so
	// candidates are found by look-up instead of comparing the word with every term.
	nearby map[string][]string
	// nearbyStarts has a bit for the length and first three bytes of each of nearby's keys
	// (startBit), so most forms of a word are ruled out without hashing them whole; a key
	// shorter than three bytes sets shortNearby.
	nearbyStarts [1 << 18 / 64]uint64
	shortNearby  bool
	// slots maps a multi-word term with one word left out ("* effusion") to the terms and the
	// word that belongs in the gap, so one misheard word in a phrase can be found.
	slots map[string][]slot
	// known holds every word of every term and every common word: words never corrected.
	known set
	// common holds the language's everyday words.
	common set
	// termWords holds every word of every term.
	termWords set
	// stems holds every term word and its forms with up to three last letters cut off, so an
	// inflection of a term word is found by look-up.
	stems set
	// joinStarts holds every beginning of every term written without spaces, so a word that
	// starts no term is passed over without joining it to the next.
	joinStarts set
	// soundStarts holds how the terms' phonetic keys begin, so a phrase that cannot sound like
	// a term is passed over without building its key.
	soundStarts set
	// tails maps the first word of each two-word term to the words that follow it ("pleural"
	// -> "effusion", "thickening"), so a second word heard as two can be found after its
	// anchor (anchoredSplit).
	tails map[string][]string
	// compounds says the language writes compound nouns as one word (German).
	compounds bool
	// maxWords is the longest term in words.
	maxWords int
	// longestWord is the longest one-word term in letters.
	longestWord int
}

type slot struct{ term, word string }

var lexicons sync.Map // language code -> *lexicon (nil when there is none)

// lexiconFor loads a language's lexicon once; languages without one get nil.
func lexiconFor(code string) *lexicon {
	if l, ok := lexicons.Load(code); ok {
		return l.(*lexicon)
	}
	l := loadLexicon(code)
	actual, _ := lexicons.LoadOrStore(code, l)
	return actual.(*lexicon)
}

func loadLexicon(code string) *lexicon {
	terms, err := data.ReadFile("lexicon/" + code + ".txt")
	if err != nil {
		return nil
	}
	common, _ := data.ReadFile("common/" + code + ".txt")
	commonWords := words(strings.ToLower(stripComments(string(common))))
	lx := &lexicon{terms: map[string]string{}, joined: map[string]string{}, sound: map[string][]string{},
		nearby: map[string][]string{}, slots: map[string][]slot{}, tails: map[string][]string{}, termWords: set{}, stems: set{}, joinStarts: set{}, soundStarts: set{}, common: commonWords, known: set{}}
	lx.compounds = code == "de"
	for w := range commonWords {
		lx.known[w] = struct{}{}
	}
	for _, line := range strings.Split(stripComments(string(terms)), "\n") {
		term := strings.TrimSpace(line)
		if term != "" {
			lx.add(term)
		}
	}
	// The anatomy that places statements is corrected like any term.
	if idx := anatomy.Tables().Language(code); idx != nil {
		for _, term := range idx.FullTerms {
			lx.add(term)
		}
	}
	return lx
}

func (lx *lexicon) add(term string) {
	low := strings.ToLower(term)
	if _, dup := lx.terms[low]; dup {
		return
	}
	lx.terms[low] = term
	ws := strings.Fields(low)
	lx.maxWords = max(lx.maxWords, len(ws))
	for _, w := range ws {
		lx.known[w] = struct{}{}
		lx.termWords[w] = struct{}{}
		for k := 0; k <= 3 && k < len(w); k++ {
			if utf8.ValidString(w[:len(w)-k]) {
				lx.stems[w[:len(w)-k]] = struct{}{}
			}
		}
	}
	joined := strings.Join(ws, "")
	lx.joined[joined] = term
	for i := range joined {
		if i > 0 {
			lx.joinStarts[joined[:i]] = struct{}{}
		}
	}
	key := phoneticKey(low)
	lx.sound[key] = append(lx.sound[key], term)
	lx.soundStarts[key[:min(len(key), 2)]] = struct{}{}
	if len(ws) == 1 {
		lx.longestWord = max(lx.longestWord, utf8.RuneCountInString(low))
		for _, form := range deletions(low) {
			if !slices.Contains(lx.nearby[form], low) {
				lx.nearby[form] = append(lx.nearby[form], low)
			}
			if len(form) < 3 {
				lx.shortNearby = true
			} else {
				k := startBit(form)
				lx.nearbyStarts[k/64] |= 1 << (k % 64)
			}
		}
		return
	}
	if len(ws) == 2 && !slices.Contains(lx.tails[ws[0]], ws[1]) {
		lx.tails[ws[0]] = append(lx.tails[ws[0]], ws[1])
	}
	for k := range ws {
		gap := append([]string{}, ws...)
		gap[k] = "*"
		p := strings.Join(gap, " ")
		lx.slots[p] = append(lx.slots[p], slot{term, ws[k]})
	}
}

// deletions returns a word and every form of it with one letter left out.
func deletions(w string) []string {
	out := []string{w}
	for i, r := range w {
		out = append(out, w[:i]+w[i+utf8.RuneLen(r):])
	}
	return out
}

// stripComments drops lines starting with #.
func stripComments(s string) string {
	var b strings.Builder
	for _, line := range strings.Split(s, "\n") {
		if !strings.HasPrefix(strings.TrimSpace(line), "#") {
			b.WriteString(line + "\n")
		}
	}
	return b.String()
}
