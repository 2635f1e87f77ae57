package main

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// styledReport is an evaluation report as sections in report order, each with the heading
// word a radiologist says before it and its text as written, XXXX marking de-identified words.
type styledReport struct {
	sections             []styledSection
	findings, impression string
}

type styledSection struct{ heading, text string }

// styledIndiana is an Indiana report with its sections as dictate reads them.
func styledIndiana(r indiana) styledReport {
	out := styledReport{findings: r.findings, impression: r.impression}
	for _, s := range []styledSection{{"indication", r.indication}, {"comparison", r.comparison}, {"findings", r.findings}, {"impression", r.impression}} {
		if hasWords(s.text) {
			out.sections = append(out.sections, styledSection{s.heading, s.text})
		}
	}
	return out
}

// styledCTRate is a CT-RATE report split where its impression starts (splitCTRate).
func styledCTRate(r ctRate) styledReport {
	return styledReport{
		sections:   []styledSection{{"findings", r.findings}, {"impression", r.impression}},
		findings:   r.findings,
		impression: r.impression,
	}
}

// original is the report's text, the reference for fidelity.
func (r styledReport) original() string {
	var parts []string
	for _, s := range r.sections {
		parts = append(parts, s.text)
	}
	return dropXXXX(strings.Join(parts, " "))
}

// unpunctuated is style (a), what a speech engine without punctuation returns: lower case,
// no marks (a decimal point between digits stays, as engines write numbers), each section
// after its bare heading word.
func (r styledReport) unpunctuated() string {
	var words []string
	for _, w := range r.referenceWords() {
		words = append(words, w.text)
	}
	return strings.Join(words, " ")
}

// written is style (b), what Whisper returns: the report's own punctuation and capitals, each
// heading said as a sentence of its own ("Findings. The lungs are clear."), each section ended
// with a full stop.
func (r styledReport) written() string {
	var parts []string
	for _, s := range r.sections {
		heading := strings.ToUpper(s.heading[:1]) + s.heading[1:] + "."
		text := capitalFirst(strings.TrimSpace(strings.Trim(dropXXXX(s.text), "\"•· ")))
		// Whisper ends each sentence; a report's indication often has no full stop.
		if !strings.HasSuffix(text, ".") && !strings.HasSuffix(text, "?") && !strings.HasSuffix(text, "!") {
			text += "."
		}
		parts = append(parts, heading, text)
	}
	return strings.Join(strings.Fields(strings.Join(parts, " ")), " ")
}

func capitalFirst(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[size:]
}

// boundaryWord is one word of a text in lower case without marks, and whether a sentence (or
// a heading, or the text after it) starts with it. Unknown: the word follows a de-identified
// one, which the dictation lacks, so whether a sentence starts there cannot be told from it
// ("Lungs are clear. XXXX are normal." is dictated "lungs are clear are normal").
type boundaryWord struct {
	text           string
	start, unknown bool
}

// deidentified is XXXX as a reference word.
const deidentified = "xxxx"

// referenceWords are the words of style (a) with the sentence starts of the report as
// written: each heading and the first word after it, and every word after a full stop,
// question or exclamation mark, except the item after a list number ("1. Bullous ..."). A
// de-identified word is listed as deidentified, and the word after it is unknown.
func (r styledReport) referenceWords() []boundaryWord {
	var out []boundaryWord
	for _, s := range r.sections {
		words := wordsWithStarts(strings.ReplaceAll(s.text, "XXXX", " XXXX "), ".?!")
		if !slices.ContainsFunc(words, func(w boundaryWord) bool { return w.text != deidentified }) {
			continue
		}
		out = append(out, boundaryWord{text: s.heading, start: true})
		words[0].start = true
		for i, w := range words {
			if w.text == deidentified && i+1 < len(words) {
				words[i+1].unknown = true
				words[i+1].start = words[i+1].start || w.start
			}
		}
		out = append(out, words...)
	}
	return slices.DeleteFunc(out, func(w boundaryWord) bool { return w.text == deidentified })
}

// wordsWithStarts splits text into lower-case words of letters, digits and the marks inside
// a word (hyphens, slashes, a decimal point), noting which start a sentence: the first, and
// the ones after a mark of ends; the item after a list number starts none.
func wordsWithStarts(text, ends string) []boundaryWord {
	var out []boundaryWord
	var cur strings.Builder
	pending, line := true, false
	flush := func() {
		if cur.Len() == 0 {
			return
		}
		w := strings.Trim(cur.String(), "-/'’")
		cur.Reset()
		if w == "" {
			return
		}
		start := pending || line
		if start && len(out) > 0 && out[len(out)-1].start && isListNumber(out[len(out)-1].text) {
			start = false
		}
		out = append(out, boundaryWord{text: strings.ToLower(w), start: start})
		pending, line = false, false
	}
	runes := []rune(text)
	for i, r := range runes {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("-/'’", r):
			cur.WriteRune(r)
		case (r == '.' || r == ',') && i > 0 && i+1 < len(runes) && unicode.IsDigit(runes[i-1]) && unicode.IsDigit(runes[i+1]):
			cur.WriteRune(r)
		default:
			flush()
			if strings.ContainsRune(ends, r) {
				pending = true
			}
			if r == '\n' {
				line = true
			}
		}
	}
	flush()
	return out
}

func isListNumber(w string) bool {
	return len(w) <= 2 && strings.Trim(w, "0123456789") == ""
}
