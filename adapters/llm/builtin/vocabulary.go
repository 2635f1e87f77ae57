package builtin

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/radscribe/radscribe/domain/lang"
	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/domain/vocabulary"
)

// applyVocabulary replaces the user's original words with their corrections (entries of the
// dictation language, or of none): whole words or phrases, any case, the dictated case kept.
// Longer originals win, so a phrase entry beats an entry for one of its words.
//
// The entries are indexed once by their first word (see vocabularyIndex), so the time is linear
// in the transcript whatever the number of entries.
func applyVocabulary(c *corrected, text, code string, vocab []vocabulary.Entry) string {
	return applyIndex(c, text, newVocabularyIndex(vocab, code))
}

// applyIndex is applyVocabulary with the entries indexed already (nil: none applies). The index
// is only read, so one index serves concurrent requests (see indexCache).
func applyIndex(c *corrected, text string, index *vocabularyIndex) string {
	if index == nil {
		return text
	}
	var key []byte
	at := func(s string) (*vocabulary.Entry, int) {
		key = appendFirstWordKey(key[:0], s)
		return candidateAt(s, index.byFirst[string(key)])
	}
	if index.scan || strings.ContainsRune(text, ypogegrammeni) {
		at = index.scanAt
	}
	var b strings.Builder
	b.Grow(len(text))
	for i := 0; i < len(text); {
		if atWordStart(text, i) {
			if e, n := at(text[i:]); n > 0 {
				found := text[i : i+n]
				fixed := matchCase(found, strings.TrimSpace(e.CorrectedWord))
				b.WriteString(fixed)
				c.changes = append(c.changes, report.Correction{Original: found, Corrected: fixed, Source: "vocabulary"})
				c.hits[e.ID]++
				i += n
				continue
			}
		}
		_, size := utf8.DecodeRuneInString(text[i:])
		b.WriteString(text[i : i+size])
		i += size
	}
	return b.String()
}

// ypogegrammeni (U+0345, a combining mark) is the one rune that case-folds to letters (ι, Ι)
// without being a letter itself, so a word may end at it on one side of a comparison and not
// on the other. A transcript or an original holding it is matched by the plain scan, as is a
// vocabulary with an original that is not UTF-8 (which could match part of a character).
const ypogegrammeni = '\u0345'

// vocabularyIndex finds the entry whose original starts a piece of text as whole words. An
// original can only match where the text's first word folds to the original's first word (case
// folding keeps letters and digits letters and digits, but for ypogegrammeni), so the entries
// are grouped by that folded first word, longest original first as before; a lookup compares
// only the few entries of one group.
type vocabularyIndex struct {
	sorted  []vocabularyCandidate            // the entries that apply, longest original first
	byFirst map[string][]vocabularyCandidate // by folded first word, in the order of sorted
	scan    bool                             // an original holds ypogegrammeni or is not UTF-8
}

// vocabularyCandidate is an entry that applies, with its original trimmed.
type vocabularyCandidate struct {
	entry    *vocabulary.Entry
	original string
}

// newVocabularyIndex indexes the entries of the dictation language (or of none); nil when
// none applies. Entries are sorted by the length of their original, longest first, and in the
// order given among originals as long.
func newVocabularyIndex(vocab []vocabulary.Entry, code string) *vocabularyIndex {
	// Positions sort without moving the entries (or anything the collector must trace); ties
	// keep the order given, as a stable sort by the untrimmed length did.
	var order []int32
	for i, e := range vocab {
		if strings.TrimSpace(e.OriginalWord) != "" && appliesToLanguage(e.Language, code) {
			order = append(order, int32(i))
		}
	}
	if len(order) == 0 {
		return nil
	}
	slices.SortFunc(order, func(a, b int32) int {
		if d := len(vocab[b].OriginalWord) - len(vocab[a].OriginalWord); d != 0 {
			return d
		}
		return int(a - b)
	})
	index := &vocabularyIndex{sorted: make([]vocabularyCandidate, len(order)), byFirst: make(map[string][]vocabularyCandidate, len(order))}
	var key []byte
	for n, i := range order {
		c := vocabularyCandidate{entry: &vocab[i], original: strings.TrimSpace(vocab[i].OriginalWord)}
		index.sorted[n] = c
		if strings.ContainsRune(c.original, ypogegrammeni) || !utf8.ValidString(c.original) {
			index.scan = true
		}
		key = appendFirstWordKey(key[:0], c.original)
		index.byFirst[string(key)] = append(index.byFirst[string(key)], c)
	}
	return index
}

// scanAt is the index's lookup (in applyIndex) comparing every entry.
func (x *vocabularyIndex) scanAt(s string) (*vocabulary.Entry, int) {
	return candidateAt(s, x.sorted)
}

// appendFirstWordKey appends the word (letters and digits) that starts s, each rune folded to
// the smallest rune of its case-folding orbit, as strings.EqualFold compares them. A piece of
// text that starts with no letter or digit has the empty key.
func appendFirstWordKey(key []byte, s string) []byte {
	for _, r := range s {
		if !isWordRune(r) {
			break
		}
		key = utf8.AppendRune(key, foldKey(r))
	}
	return key
}

// foldKey is the smallest rune that case-folds to r: the same for every rune that
// strings.EqualFold takes for r.
func foldKey(r rune) rune {
	switch {
	case 'a' <= r && r <= 'z':
		return r - 'a' + 'A'
	case r < utf8.RuneSelf:
		return r
	}
	smallest := r
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		smallest = min(smallest, f)
	}
	return smallest
}

// candidateAt returns the first candidate whose original starts s as whole words, and its
// length.
func candidateAt(s string, candidates []vocabularyCandidate) (*vocabulary.Entry, int) {
	for _, c := range candidates {
		o := c.original
		if len(o) <= len(s) && strings.EqualFold(s[:len(o)], o) && atWordEnd(s, len(o)) {
			return c.entry, len(o)
		}
	}
	return nil, 0
}

func atWordStart(s string, i int) bool {
	if i == 0 {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return !isWordRune(r)
}

func atWordEnd(s string, i int) bool {
	if i >= len(s) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return !isWordRune(r)
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// matchCase writes a correction in the case the dictation used: ALL CAPS, Capitalised, or as
// the correction is spelled (which keeps "MRI" or "Pleuraerguss" as written).
func matchCase(found, fix string) string {
	letters := strings.IndexFunc(found, unicode.IsLetter) >= 0
	switch {
	case letters && utf8.RuneCountInString(found) > 1 && found == strings.ToUpper(found):
		return strings.ToUpper(fix)
	case letters && startsUpper(found):
		return capitalise(fix)
	}
	return fix
}

func startsUpper(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsUpper(r)
}

// appliesToLanguage tells whether an entry of language applies to a dictation in code: entries of
// no language apply everywhere, and those of a base language to its regional forms (de entries to
// de-ch dictation) by lang.AppliesTo, as the application's vocabulary.ForLanguage chooses them.
func appliesToLanguage(language, code string) bool {
	return strings.TrimSpace(language) == "" || lang.AppliesTo(language, code)
}
