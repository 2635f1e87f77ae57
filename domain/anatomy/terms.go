package anatomy

import (
	"strings"
	"unicode"
	"unicode/utf8"

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
	lower, aligned := lang.LowerAligned(text)
	if !aligned {
		lower = strings.ToLower(text)
	}
	out := strings.Fields(lower)
	elisions := 0
	for i, w := range out {
		out[i] = strings.TrimFunc(w, notWordChar)
		if _, _, ok := elided(out[i]); ok {
			elisions++
		}
	}
	if elisions == 0 {
		return out
	}
	split := make([]string, 0, len(out)+elisions)
	for _, w := range out {
		if article, rest, ok := elided(w); ok {
			split = append(split, article, rest)
			continue
		}
		split = append(split, w)
	}
	return split
}

// elided cuts an elided article or preposition from the word it leans on ("d'hydrocéphalie",
// "l'uretère", "dell'utero"): at most four letters before the apostrophe. A longer word keeps
// its apostrophe ("patient's").
func elided(w string) (string, string, bool) {
	i := strings.IndexAny(w, "'’")
	if i <= 0 || utf8.RuneCountInString(w[:i]) > 4 {
		return "", "", false
	}
	_, size := utf8.DecodeRuneInString(w[i:])
	if i+size >= len(w) {
		return "", "", false
	}
	return w[:i], w[i+size:], true
}

func notWordChar(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }
