package builtin

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// nearPhrase corrects words dictated apart ("Pleura erguss", "new mo thorax") and a phrase with
// one misheard word ("plural effusion").
func (lx *matcher) nearPhrase(ws []word, terms int, unknown, uncommon bool) string {
	// A phrase ending in an everyday word ("test is") is a sentence going on, not a term.
	if (unknown || (uncommon && lx.compounds) || lx.combiningSplit(ws)) && !ws[len(ws)-1].common {
		// Building the joined form costs more than these look-ups, which rule out most phrases.
		prefix := lx.joinStarts.has(ws[0].low)
		sound := false
		if unknown {
			k := ws[0].soundKey()
			sound = len(k) >= 2 && lx.soundStarts.has(k[:2])
		}
		if prefix || sound {
			lx.buf = joinedLow(lx.buf, ws)
			joined := lx.buf
			// German writes compounds as one word, so "Pleura erguss" is a misheard
			// "Pleuraerguss"; elsewhere a term's parts written apart ("cardio mediastinal") are
			// a spelling the radiologist chose, and everyday words that spell a term together
			// ("air space") stay apart.
			if term, ok := lx.joined[string(joined)]; ok && len(joined) >= 6 {
				return term
			}
			together := string(joined)
			if sound && len(joined) >= 6 {
				lx.buf = joinedKey(lx.buf, ws)
				if found := lx.sound[string(lx.buf)]; len(found) == 1 {
					return found[0]
				}
			}
			// A word split where a letter was misheard ("medial stinum"): one edit from one term.
			if unknown && utf8.RuneCountInString(together) >= 8 {
				if t := lx.oneEditFrom(together); t != "" {
					return lx.terms[t]
				}
			}
		}
	}
	if terms < len(ws)-1 {
		return ""
	}
	for k, w := range ws {
		if w.term || (!w.unknown && !w.common) {
			continue
		}
		var fix string
		for _, s := range lx.slots[string(lx.spaced(ws, k))] {
			if lx.replaceable(w.low) && misheard(w.low, s.word) {
				if fix != "" {
					return ""
				}
				fix = s.term
			}
		}
		if fix != "" {
			return fix
		}
	}
	return ""
}

// spaced writes the words' lower-case forms apart, as the lexicon's terms are keyed, with "*"
// for the gap-th as its slots are ("* effusion"); gap < 0 leaves none.
func (lx *matcher) spaced(ws []word, gap int) []byte {
	lx.buf = lx.buf[:0]
	for i, w := range ws {
		if i > 0 {
			lx.buf = append(lx.buf, ' ')
		}
		if i == gap {
			lx.buf = append(lx.buf, '*')
		} else {
			lx.buf = append(lx.buf, w.low...)
		}
	}
	return lx.buf
}

// nearWord corrects one unknown word that sounds like one term or is one edit from one; short
// words and known words are left alone.
func (lx *matcher) nearWord(word *word) string {
	w := word.low
	if utf8.RuneCountInString(w) < 5 || hasDigit(w) || lx.isKnown(w) {
		return ""
	}
	if terms := lx.sound[word.soundKey()]; len(terms) == 1 && !strings.Contains(terms[0], " ") {
		return terms[0]
	}
	if fix := lx.oneEditFrom(w); fix != "" {
		return lx.terms[fix]
	}
	return ""
}

// oneEditFrom returns the one one-word term a word is a single slip of spelling away from,
// "" when there is none or more than one.
func (lx *matcher) oneEditFrom(w string) string {
	// closeSpelling takes a term of seven letters or more, one letter longer or shorter at
	// most: a word no term is that near is looked up nowhere ("intherightupper").
	if n := utf8.RuneCountInString(w); n < 6 || n > lx.longestWord+1 {
		return ""
	}
	fix := ""
	for i := -1; i < len(w); i++ {
		if i >= 0 && !utf8.RuneStart(w[i]) {
			continue
		}
		form := lx.without(w, i)
		if !lx.mayBeNearby(form) {
			continue
		}
		for _, t := range lx.nearby[string(form)] {
			if t == fix || !closeSpelling(w, t) || inflected(w, t) {
				continue
			}
			if fix != "" {
				return ""
			}
			fix = t
		}
	}
	return fix
}

// mayBeNearby tells whether form may be a key of nearby: false when no key starts as it does.
func (lx *lexicon) mayBeNearby(form []byte) bool {
	if len(form) < 3 {
		return lx.shortNearby
	}
	k := startBit(form)
	return lx.nearbyStarts[k/64]&(1<<(k%64)) != 0
}

// startBit is the bit of nearbyStarts for a key's length and first three bytes, mixed into
// eighteen bits: keys of one length starting alike share a bit, others mostly do not.
func startBit[T string | []byte](key T) uint32 {
	n := len(key)
	if n > 255 {
		n = 255 // one byte of the mix: longer keys share it
	}
	return (uint32(n)<<24 | uint32(key[0])<<16 | uint32(key[1])<<8 | uint32(key[2])) * 2654435761 >> 14
}

// without writes w with the letter at byte i left out (w itself for i < 0).
func (lx *matcher) without(w string, i int) []byte {
	lx.buf = append(lx.buf[:0], w...)
	if i < 0 {
		return lx.buf
	}
	_, size := utf8.DecodeRuneInString(w[i:])
	return append(lx.buf[:i], w[i+size:]...)
}

// isKnown tells a term word, a common word, or a plural or inflected form of one.
func (lx *lexicon) isKnown(w string) bool {
	if lx.known.has(w) {
		return true
	}
	for _, suffix := range []string{"s", "es", "e", "n", "en", "er", "ed", "d", "ing", "ly", "al"} {
		if stem, ok := strings.CutSuffix(w, suffix); ok && len(stem) >= 3 && lx.known.has(stem) {
			return true
		}
	}
	return false
}

// replaceable tells a word in a phrase that may be swapped for the term's word: not a word of
// any term, nor an inflection of one that the lexicon simply lacks ("effusions").
func (lx *lexicon) replaceable(w string) bool {
	if lx.stems.has(w) {
		return false
	}
	for k := 1; k <= 3 && k < len(w); k++ {
		if lx.termWords.has(w[:len(w)-k]) {
			return false
		}
	}
	return true
}

// misheard tells a misheard phrase word from the word the term has there: same sound, or one
// letter apart in a word of five or more letters, and not just an inflection.
func misheard(w, want string) bool {
	if w == want || inflected(w, want) {
		return false
	}
	return phoneticKey(w) == phoneticKey(want) || (utf8.RuneCountInString(want) >= 5 && distance(w, want) == 1)
}

// closeSpelling allows one wrong, missing, extra or swapped letter in a word of seven or more
// letters, neither at its start ("parotid" is no "carotid") nor at its end: words differing
// only in their last letters are usually other forms of one word ("radiographic",
// "radiographs"), not misspellings.
func closeSpelling(w, term string) bool {
	n := utf8.RuneCountInString(term)
	if n < 7 || abs(n-utf8.RuneCountInString(w)) > 1 {
		return false
	}
	if commonPrefix(w, term) >= min(n, utf8.RuneCountInString(w))-3 || commonPrefix(w, term) == 0 {
		return false
	}
	return distance(w, term) == 1
}

// commonPrefix counts the runes two words share at their start.
func commonPrefix(a, b string) int {
	n := 0
	for a != "" && b != "" {
		ra, sa := utf8.DecodeRuneInString(a)
		rb, sb := utf8.DecodeRuneInString(b)
		if ra != rb {
			break
		}
		a, b, n = a[sa:], b[sb:], n+1
	}
	return n
}

// inflected tells words that differ only by an ending ("nodules", "Zysten", "medialen" and
// "medialer"): another form of a word, not a misspelling.
func inflected(a, b string) bool {
	if len(a) > len(b) {
		a, b = b, a
	}
	if strings.HasPrefix(b, a) && len(b)-len(a) <= 3 {
		return true
	}
	shared := commonPrefix(a, b)
	return shared >= 4 && utf8.RuneCountInString(b)-shared <= 2 && utf8.RuneCountInString(a)-shared <= 2
}

// splitEdges returns the punctuation before and after a word.
func splitEdges(w string) (lead, trail string) {
	core := strings.TrimFunc(w, isEdge)
	if core == "" {
		return w, ""
	}
	i := strings.Index(w, core)
	return w[:i], w[i+len(core):]
}

func hasDigit(s string) bool { return strings.IndexFunc(s, unicode.IsDigit) >= 0 }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// combiningSplit tells a term heard as a combining form and the word it begins ("pneumo
// thorax", "hydro nephrosis"): two words, the first no term word of its own (an everyday
// word or a combining form the common list protects), the second a term word that is no
// everyday word, both spelling one term together. The everyday end is what keeps a spelling
// the radiologist chose apart ("cardio mediastinal", "air space").
func (lx *matcher) combiningSplit(ws []word) bool {
	if len(ws) != 2 || ws[0].term || !ws[1].term || ws[1].common || utf8.RuneCountInString(ws[0].low) < 3 {
		return false
	}
	lx.buf = joinedLow(lx.buf, ws)
	term, ok := lx.joined[string(lx.buf)]
	return ok && !strings.Contains(term, " ") && utf8.RuneCountInString(term) >= 8
}

// anchoredSplit corrects the second word of a two-word term heard as two or three words after
// the first ("pleural a fusion" is "pleural effusion"): the words after the anchor sound one
// letter away from one word that follows it in a term. The anchor is what makes the reading
// medical: "a fusion" alone, or after any word that starts no such term, stays as dictated,
// and so do words the lexicon knows ("degenerative change is" is no split of "changes").
func (lx *matcher) anchoredSplit(ws []word) string {
	if len(ws) < 3 || len(ws) > 4 || !ws[0].term {
		return ""
	}
	tails := lx.tails[ws[0].low]
	if len(tails) == 0 {
		return ""
	}
	for _, w := range ws[1:] {
		// Every part is a word the lexicon does not know, or a short one heard as a syllable
		// ("a" of "a fusion"): a known word there is read as said ("degenerative change is").
		if (!w.unknown && utf8.RuneCountInString(w.low) > 2) || hasDigit(w.low) {
			return ""
		}
	}
	key := string(joinedKey(lx.buf, ws[1:]))
	fix := ""
	for _, t := range tails {
		k := phoneticKey(t)
		if len(k) < 6 || abs(len(k)-len(key)) > 1 || distance(key, k) > 1 {
			continue
		}
		if fix != "" {
			return ""
		}
		fix = t
	}
	if fix == "" {
		return ""
	}
	return lx.terms[ws[0].low+" "+fix]
}
