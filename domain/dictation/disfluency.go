package dictation

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/radscribe/radscribe/domain/lang"
	"github.com/radscribe/radscribe/domain/report"
)

// SelfCorrection is a spoken self-correction applied to a transcript: Original was said, then
// withdrawn for Corrected ("left, sorry, right" is Original "left", Corrected "right").
type SelfCorrection struct {
	Original  string
	Corrected string
}

// FlaggedCorrection is a self-correction cue whose correction could not be matched to a word
// of the same kind before it ("left kidney, sorry, enlarged"): the text is kept as dictated and
// the radiologist reviews it.
type FlaggedCorrection struct {
	Text   string // the words around the cue, as dictated
	Reason string
}

// CleanDisfluencies removes the hesitations of a dictation in language (fillers such as "uh",
// "äh", "euh", immediate repeats "the the", "no, no effusion") and applies spoken
// self-corrections ("left, sorry, right" is "right"; "3, I mean 4 cm" is "4 cm"): the word after
// the cue replaces the nearest word of the same kind before it (a side, a number, a segment or
// level, an organ). A cue with no such word before it is left as dictated and returned flagged.
// Fillers are per language ("um" is a filler in English, a preposition in German), repeated
// numbers are kept ("2 2 cm" may be two sizes), and the function is idempotent. Languages it
// does not know are returned unchanged.
func CleanDisfluencies(text, language string) (string, []SelfCorrection, []FlaggedCorrection) {
	base := lang.Base(language)
	l, ok := disfluencies[base]
	if !ok {
		return text, nil, nil
	}
	var fixes []SelfCorrection
	var flags []FlaggedCorrection
	lines := strings.Split(text, "\n")
	for i, line := range lines {
		toks := splitLine(line)
		if len(toks) == 0 {
			continue
		}
		changed := false
		// Each pass can uncover another ("the uh the" becomes "the the"); every change removes a
		// word, so the passes end, at the fixed point that makes the function idempotent.
		for pass := 0; ; pass++ {
			var c0, c1, c2, c3, c4, c5 bool
			var f, f0, f4, f5 []SelfCorrection
			var fl []FlaggedCorrection
			toks, f0, c0 = correctSidesAcrossFillers(toks, l)
			toks, f5, c5 = dropRestarts(toks, base, l)
			toks, c1 = dropFillers(toks, l)
			toks, f, fl, c2 = selfCorrect(toks, base, l)
			toks, c3 = dropRepeats(toks, base, l)
			toks, f4, c4 = dropAbandonedSizes(toks, base, l)
			fixes = append(append(append(append(fixes, f0...), f5...), f...), f4...)
			if pass == 0 {
				flags = append(flags, fl...)
			}
			if !c0 && !c1 && !c2 && !c3 && !c4 && !c5 {
				break
			}
			changed = true
		}
		if changed {
			lines[i] = joinLine(line, toks)
		}
	}
	return strings.Join(lines, "\n"), fixes, flags
}

// dtoken is one whitespace-separated field: punctuation before and after the word, and the
// word in lower case for matching.
type dtoken struct {
	pre, word, post, lower string
}

func (t dtoken) text() string { return t.pre + t.word + t.post }

const trailingMarks = ".,;:!?…)]\"»”"
const leadingMarks = "([\"«“¿¡"

func splitLine(line string) []dtoken {
	out := make([]dtoken, 0, strings.Count(line, " ")+1) // fields are no more than spaces and one: dictation is spaced with spaces
	for f := range strings.FieldsSeq(line) {
		word := strings.TrimLeft(f, leadingMarks)
		pre := f[:len(f)-len(word)]
		core := strings.TrimRight(word, trailingMarks)
		// A decimal or an abbreviation keeps its inner dots; a trailing dot after a letter is
		// punctuation here, because matching only needs the word.
		post := word[len(core):]
		out = append(out, dtoken{pre: pre, word: core, post: post, lower: strings.ToLower(core)})
	}
	return out
}

// joinLine writes the tokens back with the line's indentation and single spaces.
func joinLine(original string, toks []dtoken) string {
	indent := original[:len(original)-len(strings.TrimLeftFunc(original, unicode.IsSpace))]
	parts := make([]string, 0, len(toks))
	for _, t := range toks {
		if s := t.text(); s != "" {
			parts = append(parts, s)
		}
	}
	return indent + strings.Join(parts, " ")
}

// collapseRuns writes each run of one letter once: "ummm" is "um", "ähhm" is "ähm".
func collapseRuns(w string) string {
	if !hasRun(w) {
		return w // most words: nothing to write anew
	}
	var b strings.Builder
	var last rune = -1
	for _, r := range w {
		if r != last {
			b.WriteRune(r)
		}
		last = r
	}
	return b.String()
}

// hasRun tells whether collapseRuns changes w: a letter repeated, or a byte that is not
// UTF-8, which it writes as U+FFFD.
func hasRun(w string) bool {
	var last rune = -1
	for _, r := range w {
		if r == last || r == utf8.RuneError {
			return true
		}
		last = r
	}
	return false
}

// longestRun is the length of the longest run of one letter in w.
func longestRun(w string) int {
	best, n := 0, 0
	var last rune = -1
	for _, r := range w {
		if r == last {
			n++
		} else {
			n = 1
		}
		last = r
		best = max(best, n)
	}
	return best
}

// isFiller tells a hesitation; before and after are the words around it (nil when none is
// known), so a number's unit written like a filler is kept where a unit ends a statement
// ("slice thickness 500 um."); before any further word it is a hesitation ("5 um mm", "4 um to
// 6 weeks", "2 um views").
func (l *disfluencyLanguage) isFiller(t dtoken, before, after *dtoken) bool {
	// An opening bracket or quote before a hesitation goes to the next word ("( um visualized").
	if t.word == "" || (t.pre != "" && (after == nil || strings.Trim(t.pre, "([{\"'«“") != "")) {
		return false
	}
	// "ER" and other capitals are abbreviations; "2 um" is micrometres.
	// The test for a capital comes first: most words have none, and upper-casing them costs a copy.
	if utf8.RuneCountInString(t.word) > 1 && t.word != strings.ToLower(t.word) && t.word == strings.ToUpper(t.word) {
		return false
	}
	if before != nil && before.post == "" && isNumberWord(before.lower, "") && fillerUnits[t.lower] && (after == nil || t.post != "") {
		return false
	}
	c := collapseRuns(t.lower)
	if l.fillers[c] {
		return true
	}
	trailed := strings.HasPrefix(t.post, "...") || strings.HasPrefix(t.post, "…")
	return l.drawn[c] && (longestRun(t.lower) >= 3 || trailed)
}

// dropFillers removes the fillers, keeping a sentence's end and its capital.
func dropFillers(toks []dtoken, l *disfluencyLanguage) ([]dtoken, bool) {
	out := toks[:0] // filtered in place: the caller keeps only what is returned
	changed := false
	for i, t := range toks {
		var before *dtoken
		if len(out) > 0 {
			before = &out[len(out)-1]
		}
		var after *dtoken
		if i+1 < len(toks) {
			after = &toks[i+1]
		}
		if !l.isFiller(t, before, after) {
			out = append(out, t)
			continue
		}
		changed = true
		if t.pre != "" {
			toks[i+1].pre = t.pre + toks[i+1].pre
		}
		// A hesitation's own comma or trailing dots go with it; a sentence's end or another
		// mark stays, on the word before.
		post := strings.TrimLeft(t.post, ",")
		if strings.HasPrefix(post, "...") || strings.HasPrefix(post, "…") {
			post = ""
		}
		if post != "" && before != nil && (before.post == "" || (before.post == "," && strings.ContainsAny(post, ".?!"))) {
			before.post = post
		}
		if startsSentence(out) && startsUpper(t.word) && i+1 < len(toks) {
			toks[i+1].word = upperFirst(toks[i+1].word)
		}
	}
	return out, changed
}

// startsSentence reports whether the next token starts a sentence after out.
func startsSentence(out []dtoken) bool {
	if len(out) == 0 {
		return true
	}
	p := strings.TrimRight(out[len(out)-1].post, ")]\"»”")
	return strings.HasSuffix(p, ".") || strings.HasSuffix(p, "?") || strings.HasSuffix(p, "!") || strings.HasSuffix(p, ":")
}

func startsUpper(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r)
}

func upperFirst(w string) string {
	r, size := utf8.DecodeRuneInString(w)
	if size == 0 || unicode.IsUpper(r) {
		return w
	}
	return string(unicode.ToUpper(r)) + w[size:]
}

func lowerFirst(w string) string {
	r, size := utf8.DecodeRuneInString(w)
	if size == 0 {
		return w
	}
	return string(unicode.ToLower(r)) + w[size:]
}

// isNumber reports whether w (lower case) is a number: digits with a decimal mark, or a number
// word of language.
func isNumberWord(w, language string) bool {
	if w == "" {
		return false
	}
	digits, other := 0, 0
	for _, r := range w {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case r == '.' || r == ',' || r == '/':
		default:
			other++
		}
	}
	if digits > 0 || other == 0 {
		return digits > 0 && other == 0
	}
	if nl := numberLanguages[language]; nl != nil {
		word, ok := nl.words[w]
		return ok && word.kind != kindJoin
	}
	return false
}

// wordClass is the kind of word a self-correction replaces.
type wordClass int

const (
	classNone wordClass = iota
	classSide
	classNumber
	classSegment
	classOrgan
)

func (l *disfluencyLanguage) class(t dtoken, language string) wordClass {
	switch {
	case l.sides[t.lower]:
		return classSide
	case isNumberWord(t.lower, language):
		return classNumber
	case isSegment(t.word):
		return classSegment
	case l.organs[t.lower]:
		return classOrgan
	}
	return classNone
}

// isSegment reports a segment or level written as letters and a number ("S4", "L5", "Th12",
// "C7", "S4a") or an upper-case Roman numeral of two letters or more ("IV", "VIII").
func isSegment(w string) bool {
	i := 0
	for i < len(w) && i < 3 && (w[i] >= 'A' && w[i] <= 'Z' || w[i] >= 'a' && w[i] <= 'z') {
		i++
	}
	j := i
	for j < len(w) && w[j] >= '0' && w[j] <= '9' {
		j++
	}
	if i > 0 && j > i && j-i <= 2 && (j == len(w) || (j == len(w)-1 && (w[j] == 'a' || w[j] == 'b'))) {
		return true
	}
	if len(w) < 2 {
		return false
	}
	for _, r := range w {
		if !strings.ContainsRune("IVX", r) {
			return false
		}
	}
	return true
}

// cueAt matches a cue of l starting at toks[i]: its length, whether it is strong, and whether
// it is set off by a comma before it or after it.
func (l *disfluencyLanguage) cueAt(toks []dtoken, i int) (n int, strong bool) {
	match := func(c []string) bool {
		if i+len(c) > len(toks) {
			return false
		}
		for j, w := range c {
			t := toks[i+j]
			if t.lower != w || t.pre != "" || (j < len(c)-1 && t.post != "") {
				return false
			}
		}
		return true
	}
	best := 0
	for _, c := range l.strongCues {
		if len(c) > best && match(c) {
			best, strong = len(c), true
		}
	}
	for _, c := range l.weakCues {
		if len(c) > best && match(c) {
			best, strong = len(c), false
		}
	}
	return best, strong
}

// sideWantsNoun tells whether the side at toks[side] is an adjective still waiting for its noun:
// it follows an article that follows no preposition of a place ("in the left", not "on the
// left").
func (l *disfluencyLanguage) sideWantsNoun(toks []dtoken, side int) bool {
	if l.sidePlaces == nil || side < 1 {
		return false
	}
	article := toks[side-1]
	if !l.articles[article.lower] || article.post != "" {
		return false
	}
	return side < 2 || !l.sidePlaces[toks[side-2].lower]
}

// selfCorrect applies the self-corrections of one line.
func selfCorrect(toks []dtoken, language string, l *disfluencyLanguage) ([]dtoken, []SelfCorrection, []FlaggedCorrection, bool) {
	var fixes []SelfCorrection
	var flags []FlaggedCorrection
	changed := false
	for i := 1; i < len(toks); i++ {
		out, fix, at, ok := l.correctAt(toks, i, language, &flags)
		if !ok {
			continue
		}
		toks, changed = out, true
		fixes = append(fixes, fix)
		// Go on after the corrected word: it may itself be corrected again ("3, sorry, 4, sorry, 5").
		i = at
	}
	return toks, fixes, flags, changed
}

// correctAt applies the self-correction whose cue starts at toks[i], if there is one.
// It returns the corrected tokens, the change and where the corrected word now is.
func (l *disfluencyLanguage) correctAt(toks []dtoken, i int, language string, flags *[]FlaggedCorrection) ([]dtoken, SelfCorrection, int, bool) {
	n, strong := l.cueAt(toks, i)
	if n == 0 || i+n >= len(toks) {
		return nil, SelfCorrection{}, 0, false
	}
	cueEnd := i + n - 1
	commaBefore := strings.HasSuffix(toks[i-1].post, ",")
	commaAfter := strings.HasPrefix(toks[cueEnd].post, ",")
	// The cue's own mark may only be a comma; the word before may end in a comma only.
	if (toks[cueEnd].post != "" && !commaAfter) || (toks[i-1].post != "" && !commaBefore) {
		return nil, SelfCorrection{}, 0, false
	}
	weakNo := !strong && n == 1 && !commaAfter && isNegation(toks[i].lower)
	if weakNo {
		// "no" corrects only between commas: "left, no, right"; "there is no effusion" is not a
		// cue. Between two sides with no pause it corrects a side that wants its noun ("in the
		// left no right lower lobe"); after a side that names a place it may open a denial
		// after a sentence that ended ("on the left no right effusion"): kept as dictated, for
		// review.
		twoSides := l.class(toks[i-1], language) == classSide && l.class(toks[i+1], language) == classSide &&
			toks[i-1].post == "" && toks[i+1].pre == "" && !sameSide(toks[i-1].lower, toks[i+1].lower)
		if !twoSides {
			return nil, SelfCorrection{}, 0, false
		}
		if !l.sideWantsNoun(toks, i-1) {
			*flags = append(*flags, FlaggedCorrection{Text: spanText(toks[max(0, i-3):min(len(toks), i+3)]),
				Reason: "two sides with no pause between them: say which side is meant"})
			return nil, SelfCorrection{}, 0, false
		}
	}
	y := cueEnd + 1
	article := -1
	if l.articles[toks[y].lower] && toks[y].post == "" && y+1 < len(toks) {
		article = y
		y++
	}
	cls := l.class(toks[y], language)
	x := -1
	if cls != classNone {
		// The nearest word of the same kind in the same clause, at most three words back.
		for k := i - 1; k >= 0 && k >= i-3; k-- {
			if k < i-1 && toks[k].post != "" {
				break
			}
			if l.class(toks[k], language) == cls {
				x = k
				break
			}
		}
	}
	if x < 0 {
		if strong || (commaBefore && commaAfter) {
			from, to := max(0, i-3), min(len(toks), y+2)
			*flags = append(*flags, FlaggedCorrection{Text: spanText(toks[from:to]), Reason: "self-correction cue without a matching word before it"})
		}
		return nil, SelfCorrection{}, 0, false
	}
	// The words between the wrong word and the cue ("left kidney, sorry, right"): when the
	// correction repeats them ("... right kidney") the whole span goes, else the corrected
	// word takes the wrong one's place and keeps them.
	between := toks[x+1 : i]
	repeated := y+len(between) < len(toks)
	for j := range between {
		if !repeated || !sameStem(toks[y+1+j].lower, between[j].lower) {
			repeated = false
			break
		}
	}
	if len(between) > 0 && !repeated && toks[y].post == "" && y+1 < len(toks) {
		// "one lesion, sorry, two small lesions": the correction goes on with words of its own;
		// which of them replace the ones said before is a guess, so it is left for review.
		*flags = append(*flags, FlaggedCorrection{Text: spanText(toks[x:min(len(toks), y+2)]), Reason: "self-correction whose words do not match the ones before it"})
		return nil, SelfCorrection{}, 0, false
	}
	var original, corrected string
	var out []dtoken
	sentenceStart := startsSentence(toks[:x]) && startsUpper(toks[x].word)
	keepArticle := article >= 0 && !(x > 0 && toks[x-1].lower == toks[article].lower)
	if len(between) == 0 || repeated {
		original = spanWords(toks[x:i])
		corrected = toks[y].word
		if len(between) > 0 {
			corrected = spanWords(toks[y : y+1+len(between)])
		}
		out = append(out, toks[:x]...)
		from := y
		if keepArticle {
			from = article
		}
		rest := append([]dtoken(nil), toks[from:]...)
		rest[0].pre = toks[x].pre + rest[0].pre
		if sentenceStart {
			rest[0].word = upperFirst(rest[0].word)
		}
		out = append(out, rest...)
	} else {
		original = toks[x].word
		corrected = toks[y].word
		fixed := toks[x]
		fixed.word, fixed.lower = toks[y].word, toks[y].lower
		if sentenceStart {
			fixed.word = upperFirst(fixed.word)
		} else if !startsUpper(toks[x].word) {
			fixed.word = lowerFirst(fixed.word)
		}
		out = append(out, toks[:x]...)
		out = append(out, fixed)
		out = append(out, toks[x+1:i]...)
		out[len(out)-1].post = toks[y].post
		out = append(out, toks[y+1:]...)
	}
	return out, SelfCorrection{Original: original, Corrected: corrected}, x, true
}

// sameStem reports the same word, or one inflected ("lesion", "lesions"; "Zyste", "Zysten"):
// both share all but their last two letters, and at least four.
func sameStem(a, b string) bool {
	if a == b {
		return true
	}
	ra, rb := []rune(a), []rune(b)
	n := 0
	for n < len(ra) && n < len(rb) && ra[n] == rb[n] {
		n++
	}
	return n >= 4 && len(ra)-n <= 2 && len(rb)-n <= 2
}

// spanWords is the words of toks without their marks.
func spanWords(toks []dtoken) string {
	parts := make([]string, len(toks))
	for i, t := range toks {
		parts[i] = t.word
	}
	return strings.Join(parts, " ")
}

func spanText(toks []dtoken) string {
	parts := make([]string, len(toks))
	for i, t := range toks {
		parts[i] = t.text()
	}
	return strings.Join(parts, " ")
}

// isNegation is the one-word "no" of a language, a weak cue only between commas.
func isNegation(w string) bool {
	switch w {
	case "no", "nein", "non", "não", "nej", "ne", "nie", "nu", "όχι":
		return true
	}
	return false
}

// relativeArticles are the German articles that are said twice in a relative clause ("der
// Knoten, der der Pleura anliegt").
var relativeArticles = map[string]bool{"der": true, "die": true, "das": true, "den": true, "dem": true, "des": true}

// dropRepeats removes a word said twice in a row ("the the", "no, no effusion"), never a
// number ("2 2 cm" may be two sizes) nor a word its language repeats in grammatical sentences.
func dropRepeats(toks []dtoken, language string, l *disfluencyLanguage) ([]dtoken, bool) {
	out := toks[:0] // filtered in place: the caller keeps only what is returned
	changed := false
	for _, t := range toks {
		if len(out) == 0 {
			out = append(out, t)
			continue
		}
		p := out[len(out)-1]
		same := p.lower == t.lower && p.lower != "" && t.pre == "" && (p.post == "" || (p.post == "," && l.isWeakCue(t.lower)))
		if !same || isNumberWord(t.lower, language) || isSegment(t.word) || l.keepRepeated[t.lower] ||
			!hasLetter(t.lower) || spokenHeading(out) {
			out = append(out, t)
			continue
		}
		if language == "de" && relativeArticles[t.lower] && len(out) > 1 && strings.HasSuffix(out[len(out)-2].post, ",") {
			out = append(out, t)
			continue
		}
		// Keep the first word's capital and the second's marks.
		out[len(out)-1].post = t.post
		changed = true
	}
	return out, changed
}

// spokenHeading tells a repeat whose first word is a section heading opening a statement
// ("comparison comparison is to the prior study"): the heading said, then the sentence.
func spokenHeading(out []dtoken) bool {
	p := out[len(out)-1]
	if len(out) > 1 && !strings.ContainsAny(out[len(out)-2].post, ".:!?") {
		return false
	}
	_, heading := report.SectionOfLabel(p.lower)
	return heading
}

// isWeakCue tells a negation or a one-word weak cue ("no", "kein", "nein"): said twice across
// a comma ("no, no effusion") it is a stutter; any other word repeated across a comma is a
// list ("CT chest, chest radiograph").
func (l *disfluencyLanguage) isWeakCue(w string) bool {
	if commaStutters[w] {
		return true
	}
	for _, cue := range l.weakCues {
		if len(cue) == 1 && cue[0] == w {
			return true
		}
	}
	return false
}

// commaStutters are the negations of the dictation languages, which a radiologist repeats
// across a comma when restarting ("No, no effusion", "Kein, kein Erguss").
var commaStutters = map[string]bool{
	"no": true, "not": true, "kein": true, "keine": true, "keinen": true, "keiner": true, "nein": true,
	"non": true, "pas": true, "aucun": true, "aucune": true, "sin": true, "ningún": true, "ninguna": true,
	"não": true, "sem": true, "nenhum": true, "nenhuma": true, "nessun": true, "nessuna": true, "senza": true,
	"nie": true, "brak": true, "ne": true, "nu": true, "fără": true, "nej": true, "inga": true, "ingen": true,
	"όχι": true, "δεν": true, "χωρίς": true,
}

func hasLetter(w string) bool {
	for _, r := range w {
		if unicode.IsLetter(r) {
			return true
		}
	}
	return false
}
