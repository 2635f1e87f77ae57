package dictation

import (
	"regexp"
	"strconv"
	"strings"
)

// Grading categories said aloud. Speech engines return "lung rads four a", "bi rads vier",
// "bosniak two f", "tr four"; a report writes "Lung-RADS 4A", "BI-RADS 4", "Bosniak 2F",
// "TR4". Written first, so the spoken punctuation after them ("four a period") is read as
// punctuation, not as "a period".

// gradingNames are the systems' names as said (lower case, parts apart) and as written.
var gradingNames = []struct {
	said    []string
	written string
}{
	{[]string{"bi", "rads"}, "BI-RADS"}, {[]string{"birads"}, "BI-RADS"}, {[]string{"bi-rads"}, "BI-RADS"},
	{[]string{"lung", "rads"}, "Lung-RADS"}, {[]string{"lungrads"}, "Lung-RADS"}, {[]string{"lung-rads"}, "Lung-RADS"},
	{[]string{"ti", "rads"}, "TI-RADS"}, {[]string{"tirads"}, "TI-RADS"}, {[]string{"ti-rads"}, "TI-RADS"},
	{[]string{"pi", "rads"}, "PI-RADS"}, {[]string{"pirads"}, "PI-RADS"}, {[]string{"pi-rads"}, "PI-RADS"},
	{[]string{"li", "rads"}, "LI-RADS"}, {[]string{"lirads"}, "LI-RADS"}, {[]string{"li-rads"}, "LI-RADS"},
	{[]string{"o", "rads"}, "O-RADS"}, {[]string{"o-rads"}, "O-RADS"},
	{[]string{"bosniak"}, "Bosniak"}, {[]string{"tr"}, "TR"},
}

// categoryWords may stand between a system's name and its category ("BI-RADS category 4").
var categoryWords = map[string]bool{
	"category": true, "kategorie": true, "catégorie": true, "categoría": true, "categoria": true, "score": true,
	"class": true, "klasse": true, "classe": true, "clase": true,
}

// categoryLetter is a letter after a category: 4A to 4C (BI-RADS, Lung-RADS), 2F (Bosniak),
// 4X and 4S (Lung-RADS).
var categoryLetter = regexp.MustCompile(`^[abcfxs]$`)

// writtenCategory is a category written in digits, with its letter or without ("4", "4a").
var writtenCategory = regexp.MustCompile(`^([0-6])([abcfxs]?)$`)

// SpellGradingCategories writes grading systems and their categories said aloud as reports
// write them: "lung rads four a" is "Lung-RADS 4A", "bosniak two f" "Bosniak 2F", "bi rads
// category vier" "BI-RADS category 4", "tr four" "TR4". A name with no category after it is
// written as the system's name; "tr" alone stays a word.
func SpellGradingCategories(text, language string) string {
	lower := strings.ToLower(text)
	if !strings.Contains(lower, "rads") && !strings.Contains(lower, "bosniak") && !strings.Contains(lower, "tr ") {
		return text
	}
	words := numberLanguageFor(language).words
	return rewriteWords(text, func(toks []dtoken, j int) (dtoken, int) {
		name, n := gradingNameAt(toks, j)
		if n == 0 {
			return dtoken{}, 0
		}
		k := j + n
		var between []string
		if k < len(toks) && toks[k-1].post == "" && categoryWords[toks[k].lower] {
			between = append(between, toks[k].word)
			k++
		}
		value, ok := 0, false
		if k < len(toks) && toks[k-1].post == "" && toks[k].pre == "" {
			value, ok = categoryNumber(toks[k].lower, words)
		}
		if !ok {
			if name == "TR" || (n == 1 && toks[j].word == name) {
				return dtoken{}, 0
			}
			return dtoken{pre: toks[j].pre, word: name, post: toks[j+n-1].post}, n
		}
		category := strconv.Itoa(value)
		if m := writtenCategory.FindStringSubmatch(toks[k].lower); m != nil {
			category += strings.ToUpper(m[2])
		}
		post := toks[k].post
		if k+1 < len(toks) && post == "" && toks[k+1].pre == "" && categoryLetter.MatchString(toks[k+1].lower) {
			category += strings.ToUpper(toks[k+1].lower)
			post = toks[k+1].post
			k++
		}
		word := name + " " + category
		if name == "TR" {
			word = name + category
		}
		if len(between) > 0 {
			word = name + " " + strings.Join(between, " ") + " " + category
		}
		return dtoken{pre: toks[j].pre, word: word, post: post}, k - j + 1
	})
}

// gradingNameAt is the system's name written at toks[j] and how many tokens say it; 0 for none.
func gradingNameAt(toks []dtoken, j int) (string, int) {
	for _, g := range gradingNames {
		if j+len(g.said) > len(toks) {
			continue
		}
		match := true
		for k, w := range g.said {
			t := toks[j+k]
			if t.lower != w || (k < len(g.said)-1 && t.post != "") || (k > 0 && t.pre != "") {
				match = false
				break
			}
		}
		if match {
			return g.written, len(g.said)
		}
	}
	return "", 0
}

// categoryNumber reads a category: digits ("4", "4a" is read by the letter step) or one number
// word of the language, 0 to 6.
func categoryNumber(w string, words map[string]numberWord) (int, bool) {
	if m := writtenCategory.FindStringSubmatch(w); m != nil {
		n, _ := strconv.Atoi(m[1])
		return n, true
	}
	nw, ok := words[w]
	if !ok || nw.kind != kindDigit {
		return 0, false
	}
	return nw.value, nw.value <= 6
}
