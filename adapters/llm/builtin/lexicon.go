package builtin

import (
	"strings"

	"github.com/radscribe/radscribe/domain/report"
)

// applyLexicon corrects near-misses of radiology terms. It is deliberately timid: a word that
// is a term or a common word is never changed on its own, short words are left alone, and a
// correction needs one unambiguous term; a wrong correction costs more than a missed one.
func applyLexicon(c *corrected, text, code string) string {
	lex := lexiconFor(code)
	if lex == nil {
		return text
	}
	lx := &matcher{lexicon: lex}
	toks := tokenize(text)
	ws := make([]word, len(toks))
	for i, t := range toks {
		ws[i] = lx.read(t)
	}
	var b strings.Builder
	last := 0
	for i := 0; i < len(ws); {
		n, fix := lx.match(ws[i:])
		if n == 0 {
			i++
			continue
		}
		from, to := toks[i].start+ws[i].lead, toks[i+n-1].end-ws[i+n-1].trail
		if fix == "" && lx.compounds {
			fix = lx.nounCase(text[from:to])
		}
		if fix != "" {
			found := text[from:to]
			fix = matchCase(found, fix)
			b.WriteString(text[last:from] + fix)
			last = to
			c.changes = append(c.changes, report.Correction{Original: found, Corrected: fix, Source: "lexicon"})
		}
		i += n
	}
	b.WriteString(text[last:])
	return b.String()
}

// matcher is one pass of the lexicon over a text; buf is scratch space, so look-ups of joined
// words and letter-dropped forms build no strings.
type matcher struct {
	*lexicon
	buf []byte
}

// word is a dictated word as the matcher sees it, read once per text.
type word struct {
	low         string // lower case, without surrounding punctuation
	lead, trail int    // bytes of punctuation before and after
	lineBefore  bool
	term        bool   // a word of some term
	common      bool   // an everyday word
	unknown     bool   // neither, nor a number
	key         string // phoneticKey of the word, once needed
}

// soundKey returns the word's phonetic key, working it out once.
func (w *word) soundKey() string {
	if w.key == "" {
		w.key = phoneticKey(w.low)
	}
	return w.key
}

// joinedKey is the phonetic key of words said together, built from the words' own keys; it
// can differ from the key of the joined spelling only where a sound spans two words.
func joinedKey(b []byte, ws []word) []byte {
	b = b[:0]
	for i := range ws {
		k := ws[i].soundKey()
		if len(b) > 0 && len(k) > 0 && b[len(b)-1] == k[0] {
			k = k[1:]
		}
		b = append(b, k...)
	}
	return b
}

// joinedLow writes the words' lower-case forms one after the other.
func joinedLow(b []byte, ws []word) []byte {
	b = b[:0]
	for _, w := range ws {
		b = append(b, w.low...)
	}
	return b
}

func (lx *lexicon) read(t token) word {
	lead, trail := splitEdges(t.text)
	low := strings.ToLower(t.text[len(lead) : len(t.text)-len(trail)])
	w := word{low: low, lead: len(lead), trail: len(trail), lineBefore: t.lineBefore,
		term: lx.termWords.has(low), common: lx.common.has(low)}
	w.unknown = low != "" && !w.term && !w.common && !hasDigit(low)
	return w
}

// match looks at the words starting ws[0], longest phrase first. It returns how many words
// it decided about and their correction; an empty correction with n > 0 means "a valid term,
// leave these words alone".
func (lx *matcher) match(ws []word) (int, string) {
	for n := min(lx.maxWords+1, len(ws)); n >= 2; n-- {
		if !phrase(ws[:n]) {
			continue
		}
		terms, unknown, uncommon := 0, false, false
		for _, w := range ws[:n] {
			if w.term {
				terms++
			}
			unknown = unknown || w.unknown
			uncommon = uncommon || !w.common
		}
		if terms == n {
			if _, valid := lx.terms[string(lx.spaced(ws[:n], -1))]; valid {
				return n, ""
			}
		}
		if !unknown && !uncommon && terms < n-1 {
			continue // everyday words only: no term is near
		}
		if fix := lx.anchoredSplit(ws[:n]); fix != "" {
			return n, fix
		}
		if fix := lx.nearPhrase(ws[:n], terms, unknown, uncommon); fix != "" {
			return n, fix
		}
	}
	if ws[0].low == "" {
		return 0, ""
	}
	if ws[0].term {
		if _, valid := lx.terms[ws[0].low]; valid {
			return 1, ""
		}
	}
	return 1, lx.nearWord(&ws[0])
}

// phrase tells whether words can form one phrase: punctuation only before the first and after
// the last, and no line break inside.
func phrase(ws []word) bool {
	for k, w := range ws {
		if w.low == "" || (k > 0 && (w.lead > 0 || w.lineBefore)) || (k < len(ws)-1 && w.trail > 0) {
			return false
		}
	}
	return true
}

// nounCase is the lexicon's spelling of a valid term dictated all in lower case, for a language
// that capitalises its nouns ("pleuraerguss" is written "Pleuraerguss"); "" when nothing changes.
func (lx *lexicon) nounCase(found string) string {
	low := strings.ToLower(found)
	spelling, ok := lx.terms[low]
	if !ok || found != low || spelling == found {
		return ""
	}
	return spelling
}
