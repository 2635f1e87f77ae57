package dictation

import (
	"strconv"
	"strings"

	"github.com/radscribe/radscribe/domain/anatomy"
)

// Spinal levels as radiologists write them. Speech engines return a vertebra as its letter
// and a number, often in words ("l five s one"); the segmenter reads vertebrae as one word
// each ("l5 s1"), and templates label a level by the two vertebrae joined ("L5-S1").

// vertebraLetters are the letters that name a part of the spine: cervical, thoracic (German
// "Th"), lumbar and sacral.
var vertebraLetters = map[string]string{"c": "C", "t": "T", "th": "Th", "l": "L", "s": "S"}

// articlesBeforeOne are the words for "one" that follow an elided "l'" as a speech engine
// writes it without its apostrophe ("l un des kystes", "l uno e l altro"): no vertebra.
var articlesBeforeOne = map[string]bool{"un": true, "une": true, "uno": true, "una": true, "um": true, "uma": true}

// SpellVertebrae writes a vertebra said as its letter and a number, in words or digits apart
// ("l five", "th zwölf", "l 1"), as one word ("L5", "Th12", "L1"), when the number is one of
// that part of the spine.
func SpellVertebrae(text, language string) string {
	if !saysSpineWord(text) {
		return text
	}
	words := numberLanguageFor(language).words
	return rewriteWords(text, func(toks []dtoken, j int) (dtoken, int) {
		t := toks[j]
		letter, ok := vertebraLetters[t.lower]
		if !ok || t.post != "" || j+1 >= len(toks) || toks[j+1].pre != "" {
			return dtoken{}, 0
		}
		n, ok := vertebraNumber(toks[j+1].lower, words)
		if !ok || (t.lower == "l" && articlesBeforeOne[toks[j+1].lower]) {
			return dtoken{}, 0
		}
		if _, inRange := anatomy.VertebraOrder(strings.ToLower(letter) + strconv.Itoa(n)); !inRange {
			return dtoken{}, 0
		}
		return dtoken{pre: t.pre, word: letter + strconv.Itoa(n), post: toks[j+1].post}, 2
	})
}

// saysSpineWord tells a text holding a vertebra's letter or a vertebra as a word of its own
// ("l", "Th", "L5", "th12"), without which neither spelling nor joining has anything to do:
// most texts, which are then not split into words.
func saysSpineWord(text string) bool {
	for f := range strings.FieldsSeq(text) {
		w := strings.TrimRight(strings.TrimLeft(f, leadingMarks), trailingMarks)
		if len(w) > len("th12") {
			continue
		}
		w = strings.ToLower(w)
		if _, ok := vertebraLetters[w]; ok {
			return true
		}
		if _, ok := anatomy.VertebraOrder(w); ok {
			return true
		}
	}
	return false
}

// vertebraNumber reads a vertebra's number: digits, or one number word of the language.
func vertebraNumber(w string, words map[string]numberWord) (int, bool) {
	if w != "" && strings.Trim(w, "0123456789") == "" {
		n, err := strconv.Atoi(w)
		return n, err == nil && len(w) <= 2
	}
	nw, ok := words[w]
	if !ok || (nw.kind != kindDigit && nw.kind != kindComplete) {
		return 0, false
	}
	return nw.value, true
}

// JoinSpineLevels writes two adjacent vertebrae said one after the other ("L4 L5", "l5 s1",
// "Th11 Th12") as the level between them ("L4-L5", "L5-S1", "Th11-Th12"). Not two MR sequences
// ("T1 T2"), vertebrae apart ("L3 L5"), or a run of three ("L4 L5 S1": a fusion's extent).
func JoinSpineLevels(text string) string {
	if !saysSpineWord(text) {
		return text
	}
	return rewriteWords(text, func(toks []dtoken, j int) (dtoken, int) {
		if !joinsLevel(toks, j) || joinsLevel(toks, j+1) || (j > 0 && joinsLevel(toks, j-1)) {
			return dtoken{}, 0
		}
		return dtoken{pre: toks[j].pre, word: vertebraName(toks[j].word) + "-" + vertebraName(toks[j+1].word), post: toks[j+1].post}, 2
	})
}

// joinsLevel tells two adjacent vertebrae at toks[j] and toks[j+1] with no mark between them.
func joinsLevel(toks []dtoken, j int) bool {
	if j < 0 || j+1 >= len(toks) || toks[j].post != "" || toks[j+1].pre != "" {
		return false
	}
	return adjacentVertebrae(toks[j].lower, toks[j+1].lower)
}

// vertebraName writes a vertebra's word with its capital letter: "l4" is "L4", "th12" "Th12".
func vertebraName(w string) string {
	if strings.HasPrefix(strings.ToLower(w), "th") {
		return "Th" + w[2:]
	}
	return strings.ToUpper(w[:1]) + w[1:]
}

// rewriteWords rewrites the words of each line of text: rewrite returns the token that takes
// the place of the n tokens from toks[j] (n 0: none). A line nothing rewrote stays as it was.
func rewriteWords(text string, rewrite func(toks []dtoken, j int) (dtoken, int)) string {
	lines := strings.Split(text, "\n")
	changed := false
	for i, line := range lines {
		toks := splitLine(line)
		var out []dtoken // nil until a rewrite: most lines have none
		for j := 0; j < len(toks); j++ {
			if t, n := rewrite(toks, j); n > 0 {
				if out == nil {
					out = append(make([]dtoken, 0, len(toks)), toks[:j]...)
				}
				out = append(out, t)
				j += n - 1
				continue
			}
			if out != nil {
				out = append(out, toks[j])
			}
		}
		if out != nil {
			lines[i], changed = joinLine(line, out), true
		}
	}
	if !changed {
		return text
	}
	return strings.Join(lines, "\n")
}
