package dictation

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/radscribe/radscribe/domain/lang"
)

// token is either a word (mark == markNone) or a punctuation mark.
type token struct {
	word   string
	lower  string
	mark   mark
	spoken bool // the mark was dictated as a word, not written
}

// phrase is one spoken command split into its lower-case words.
type phrase struct {
	words []string
	text  string
	mark  mark
}

// phrasesByFirst indexes each language's commands by their first word, longest first, so a
// match is one map look-up and a short scan.
var phrasesByFirst = func() map[string]map[string][]phrase {
	out := map[string]map[string][]phrase{}
	for language, table := range spoken {
		index := map[string][]phrase{}
		for text, m := range table {
			words := strings.Fields(text)
			index[words[0]] = append(index[words[0]], phrase{words: words, text: text, mark: m})
		}
		for first := range index {
			slices.SortFunc(index[first], func(a, b phrase) int {
				if len(a.words) != len(b.words) {
					return len(b.words) - len(a.words)
				}
				return strings.Compare(a.text, b.text)
			})
		}
		out[language] = index
	}
	return out
}()

// PunctuationLanguage returns the table ApplySpokenPunctuation uses for language: its base code
// ("pt-br" -> "pt", "de-ch" -> "de") when known, else English.
func PunctuationLanguage(language string) string {
	base := lang.Base(language)
	if _, ok := spoken[base]; ok {
		return base
	}
	return "en"
}

// ApplySpokenPunctuation turns the spoken punctuation commands of language in text ("comma",
// "new paragraph", "Klammer auf", ...) into punctuation, matching whole words case-insensitively
// with the longest command first. It spaces marks as written text does, capitalises the start
// of the text, of each line and of each sentence, and collapses doubled marks and spaces.
// English "colon" is punctuation after a heading or a line label ("findings colon", "liver
// colon") and after any other word that neither names nor places the organ ("as far as can be
// observed colon heart size is normal"); it is the organ after "the", "sigmoid", "of" and
// their like, before "is", "wall" and their like, and where a sentence or list item starts. A dictated mark between two numbers is a
// decimal separator: "1 period 5" is 1.5 in English, "3 Komma 5" is 3,5 in German and the
// other languages that write decimals with a comma. "Scratch that" ("streiche das", "borra
// eso", ...) withdraws the sentence dictated before it.
func ApplySpokenPunctuation(text, language string) string {
	language = PunctuationLanguage(language)
	return render(convert(tokenize(text, language), language), language)
}

// written maps the punctuation characters split off words to their marks.
var written = map[rune]mark{'.': markPeriod, ',': markComma, ':': markColon, ';': markSemicolon, '?': markQuestion}

// tokenize splits text into words and the marks already written in it, keeping line breaks.
// An empty line is a paragraph break, as the one "new paragraph" leaves, so that a transcript
// corrected again (edited and resent) keeps its paragraphs.
func tokenize(text, language string) []token {
	// About one token per word and one per mark written; sizing up front avoids regrowing the
	// slice.
	out := make([]token, 0, tokensAbout(text))
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	for i, line := range lines {
		if i > 0 {
			out = append(out, token{mark: markNewLine})
			if i < len(lines)-1 && strings.TrimSpace(line) == "" {
				out[len(out)-1].mark = markParagraph
			}
		}
		for field := range strings.FieldsSeq(line) {
			out = appendField(out, field, language)
		}
	}
	return out
}

// tokensAbout is about how many tokens tokenize finds in text: one after each space or line
// break, and one for each mark written.
func tokensAbout(text string) int {
	n := 8
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case ' ', '\n', '.', ',', ':', ';', '?', '(', ')':
			n++
		}
	}
	return n
}

// appendField splits leading "(" and trailing marks off one whitespace-separated field. A word
// with an inner dot ("e.g.", "3.5") keeps its dots.
func appendField(out []token, field, language string) []token {
	for strings.HasPrefix(field, "(") {
		out = append(out, token{mark: markOpen})
		field = field[1:]
	}
	var tail []token
	for field != "" {
		r, size := utf8.DecodeLastRuneInString(field)
		m, ok := written[r]
		if r == ')' {
			m, ok = markClose, true
		}
		if !ok || (r == '.' && isAbbreviation(field[:len(field)-size])) {
			break
		}
		if language == "el" && r == ';' {
			m = markQuestion
		}
		tail = append(tail, token{mark: m})
		field = field[:len(field)-size]
	}
	if field != "" {
		out = append(out, token{word: field, lower: strings.ToLower(field)})
	}
	slices.Reverse(tail)
	return append(out, tail...)
}

// convert replaces spoken commands among the words by their marks, in place: each token it
// writes stands for one it has read or more, and it reads only ahead of what it wrote.
func convert(tokens []token, language string) []token {
	index := phrasesByFirst[language]
	out := tokens[:0]
	for i := 0; i < len(tokens); i++ {
		t := tokens[i]
		if t.mark != markNone {
			out = append(out, t)
			continue
		}
		if p, ok := matchAt(tokens, i, lastWord(out), index[t.lower], language); ok {
			if p.mark == markScratch {
				out = withoutLastSentence(out)
			} else {
				out = append(out, token{mark: p.mark, spoken: true})
			}
			i += len(p.words) - 1
			continue
		}
		out = append(out, t)
	}
	return out
}

// withoutLastSentence drops the sentence dictated last, back to the end of the one before it,
// a line break or a heading's colon, which stay: "Findings: small effusion scratch that"
// keeps "Findings:".
func withoutLastSentence(tokens []token) []token {
	end := len(tokens)
	for end > 0 && endsSentence(tokens[end-1].mark) {
		end--
	}
	for end > 0 && !endsSentence(tokens[end-1].mark) && tokens[end-1].mark != markColon {
		end--
	}
	return tokens[:end]
}

func endsSentence(m mark) bool {
	return m == markPeriod || m == markQuestion || m == markNewLine || m == markParagraph
}

// lastWord is the lower-case word the converted tokens end with, "" after a mark.
func lastWord(converted []token) string {
	if n := len(converted); n > 0 && converted[n-1].mark == markNone {
		return converted[n-1].lower
	}
	return ""
}

// matchAt returns the longest command starting at tokens[i] that is meant as punctuation there,
// after the word before (as converted so far: a word a command used up is no neighbour).
func matchAt(tokens []token, i int, before string, candidates []phrase, language string) (phrase, bool) {
	for _, p := range candidates {
		if i+len(p.words) > len(tokens) {
			continue
		}
		matched := true
		for j, w := range p.words {
			if tokens[i+j].mark != markNone || tokens[i+j].lower != w {
				matched = false
				break
			}
		}
		if matched && meantAsPunctuation(tokens, i, len(p.words), before, p.text, language) {
			return p, true
		}
	}
	return phrase{}, false
}

// meantAsPunctuation rules out commands that are ordinary words in context.
func meantAsPunctuation(tokens []token, i, n int, before, text, language string) bool {
	after := ""
	if i+n < len(tokens) && tokens[i+n].mark == markNone {
		after = tokens[i+n].lower
	}
	if language == "en" && text == "colon" {
		return colonIsMark(before, after)
	}
	keep, ok := keepAsWord[language][text]
	if !ok {
		return true
	}
	if slices.Contains(keep.before, before) {
		return false
	}
	for _, a := range keep.after {
		if after == a || (strings.HasSuffix(a, "'") && strings.HasPrefix(after, a)) {
			return false
		}
	}
	return true
}

// colonIsMark tells English "colon" said after the word before and followed by the word after:
// the punctuation mark, or the organ.
func colonIsMark(before, after string) bool {
	switch {
	case colonNounAfter[after]:
		return false
	case colonHeadings[before]:
		return true
	case before == "" || colonOrganBefore[before] || colonOrganAfter[after] || strings.HasSuffix(before, "-filled"):
		return false
	}
	return true
}

// abbreviations keep their dot: it ends no sentence ("Z. n.", "ca. 3 cm", "Dr. Berg").
var abbreviations = map[string]bool{
	"dr": true, "ca": true, "bzw": true, "vs": true, "nr": true, "ggf": true, "evtl": true, "etc": true,
	"approx": true, "st": true, "fig": true, "abb": true, "inkl": true, "li": true, "re": true, "prof": true,
	"sr": true, "sra": true, "mr": true, "mrs": true, "ms": true, "vgl": true,
}

// isAbbreviation reports whether word before a dot is an abbreviation: a single letter, a word
// with inner dots ("e.g", "3.5") or a listed one.
func isAbbreviation(word string) bool {
	return utf8.RuneCountInString(word) == 1 || strings.Contains(word, ".") || abbreviations[strings.ToLower(word)]
}
