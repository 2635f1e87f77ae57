package anatomy

import (
	"strings"
	"unicode"

	"github.com/radscribe/radscribe/domain/lang"
)

// LongestAt returns the longest term starting at words[i] (lower-case words without
// punctuation), nil when none does, so "medial meniscus" is read as one term and not as the
// meniscus alone. Between terms of one length an exact word beats a stem, and a longer stem a
// shorter one.
func (idx *Index) LongestAt(words []string, i int) *Term {
	w := words[i]
	if w == "" {
		return nil
	}
	best, bestScore := longestOf(idx.exact[w], words[i:], nil, 0)
	if len(w) >= 2 {
		best, _ = longestOf(idx.stems[w[:2]], words[i:], best, bestScore)
	}
	return best
}

// longestOf is the best of terms that begins words, if it beats best's score.
func longestOf(terms []*Term, words []string, best *Term, bestScore int) (*Term, int) {
	for _, t := range terms {
		if !t.matches(words) {
			continue
		}
		score := len(t.Words)*1000 + len(t.Words[0])
		if !t.Stem[0] {
			score += 500
		}
		if score > bestScore {
			best, bestScore = t, score
		}
	}
	return best, bestScore
}

// matches tells whether the term's words begin words.
func (t *Term) matches(words []string) bool {
	if len(words) < len(t.Words) {
		return false
	}
	for k, tw := range t.Words {
		w := words[k]
		if t.Stem[k] {
			if !strings.HasPrefix(w, tw) {
				return false
			}
		} else if w != tw {
			return false
		}
	}
	return true
}

// Words are the lower-case words of text without the punctuation around them, as LongestAt
// reads them: "Pleural effusion," is "pleural", "effusion"; "BI-RADS" stays one word.
func Words(text string) []string {
	// Lower case keeps letters letters and spaces spaces, so the words of text put in lower
	// case once are its words in lower case, cut from one copy.
	if lower, aligned := lang.LowerAligned(text); aligned {
		out := strings.Fields(lower)
		for i, w := range out {
			out[i] = strings.TrimFunc(w, notWordChar)
		}
		return out
	}
	out := strings.Fields(text)
	for i, w := range out {
		out[i] = strings.ToLower(strings.TrimFunc(w, notWordChar))
	}
	return out
}

func notWordChar(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }
