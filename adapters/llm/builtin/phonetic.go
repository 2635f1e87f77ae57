package builtin

import "strings"

// folded writes accented letters plainly, so "Oedem" and "Ödem" sound alike.
var folded = map[rune]string{
	'á': "a", 'à': "a", 'â': "a", 'ã': "a", 'ä': "ae", 'é': "e", 'è': "e", 'ê': "e", 'ë': "e",
	'í': "i", 'ì': "i", 'î': "i", 'ï': "i", 'ó': "o", 'ò': "o", 'ô': "o", 'õ': "o", 'ö': "oe",
	'ú': "u", 'ù': "u", 'û': "u", 'ü': "ue", 'ñ': "n", 'ç': "c", 'ß': "ss", 'œ': "oe", 'æ': "ae",
}

// digraphs are spellings of one sound, after Latin and Greek medical spelling.
var digraphs = map[string]byte{"ph": 'f', "th": 't', "rh": 'r', "ch": 'k', "ck": 'k', "qu": 'k', "ew": 'u', "ae": 'e', "oe": 'e'}

// silentStarts are initial letter pairs whose first letter is not spoken (pneumonia, psoas).
var silentStarts = []string{"pn", "ps", "pt", "gn", "kn"}

// phoneticKey is a rough spoken form of a word or phrase: spaces and hyphens gone, spellings of
// one sound made equal, doubled letters single. "new mo thorax" and "pneumothorax" share one.
func phoneticKey(s string) string {
	letters := make([]byte, 0, len(s))
	for _, r := range strings.ToLower(s) {
		switch {
		case r >= 'a' && r <= 'z':
			letters = append(letters, byte(r))
		case folded[r] != "":
			letters = append(letters, folded[r]...)
		}
	}
	for _, p := range silentStarts {
		if len(letters) >= 2 && string(letters[:2]) == p {
			letters = letters[1:]
			break
		}
	}
	// A vowel before a final r is a murmur whatever its spelling: "hyler" sounds "hilar".
	if n := len(letters); n >= 4 && letters[n-1] == 'r' && strings.IndexByte("aeiouy", letters[n-2]) >= 0 &&
		strings.IndexByte("aeiouy", letters[n-3]) < 0 {
		letters = append(letters[:n-2], 'r')
	}
	out := make([]byte, 0, len(letters)+4)
	for i := 0; i < len(letters); i++ {
		c := letters[i]
		if i+1 < len(letters) {
			if d, ok := digraphs[string(letters[i:i+2])]; ok {
				if c == 'e' && d == 'u' {
					out = append(out, 'e') // "new" sounds "neu"
				}
				c = d
				i++
				out = appendSound(out, c)
				continue
			}
		}
		switch c {
		case 'c':
			c = 'k'
			if i+1 < len(letters) && (letters[i+1] == 'e' || letters[i+1] == 'i' || letters[i+1] == 'y') {
				c = 's'
			}
		case 'q':
			c = 'k'
		case 'x':
			out = appendSound(out, 'k')
			c = 's'
		case 'y':
			c = 'i'
		case 'z':
			c = 's'
		}
		out = appendSound(out, c)
	}
	return string(out)
}

// appendSound adds a letter unless it doubles the last one.
func appendSound(out []byte, c byte) []byte {
	if len(out) > 0 && out[len(out)-1] == c {
		return out
	}
	return append(out, c)
}

// distance is the edit distance between two words, by runes, where swapping two neighbouring
// letters ("pnuemothorax") counts as one edit.
func distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	before := make([]int, len(rb)+1)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				cur[j] = min(cur[j], before[j-2]+1)
			}
		}
		before, prev, cur = prev, cur, before
	}
	return prev[len(rb)]
}
