package report

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/radscribe/radscribe/domain/lang"
)

// sentence is one statement of a section: its text for quoting and its lower-case words.
// Commas stay as "," words because they end a side's reach and sometimes a negation's.
type sentence struct {
	section string
	text    string
	words   []string
	classes []wordClass // what each word is to the rules
	sides   []side      // the side each word names
	unclear bool        // a question or about the past: affirms and denies nothing
	// hedged marks the words an uncertainty reaches ("possible", "suggesting", "cannot be
	// excluded"): every word after it, and the words before it in its clause.
	hedged []bool
	// fromTemplate marks a template's own normal sentence in a filled report.
	fromTemplate bool
	// label is the label of the report line the sentence stands on ("right kidney" for
	// "Right kidney: Normal size. No calculus."), lower case; empty on an unlabelled line.
	label string
}

// splitSentences cuts a section into statements at sentence marks, semicolons, bullets,
// quotes and line breaks, but not at a decimal point ("1.5 cm").
func splitSentences(section, text string) []sentence {
	var out []sentence
	start, label := 0, LineLabel(text)
	// The section is put in lower case once when that keeps every byte where it is, so each
	// sentence's words are cut from it without a copy of their own.
	lower, aligned := lang.LowerAligned(text)
	flush := func(end int, question bool) {
		if s := strings.TrimSpace(text[start:end]); s != "" {
			if out == nil {
				out = make([]sentence, 0, sentenceEnds(text)+1) // at most one more than its ends
			}
			var ws []string
			if aligned {
				from := start + len(text[start:end]) - len(strings.TrimLeftFunc(text[start:end], unicode.IsSpace))
				ws = lowerWords(lower[from : from+len(s)])
			} else {
				ws = words(s)
			}
			out = append(out, sentence{section: section, text: s, words: ws, unclear: question, label: inlineLabel(label, s)})
		}
	}
	for i, r := range text {
		if !endsSentence(text, i, r) {
			continue
		}
		flush(i, r == '?')
		start = i + utf8.RuneLen(r)
		if r == '\n' {
			label = LineLabel(text[start:])
		}
	}
	flush(len(text), false)
	return out
}

// sentenceEnds counts where text's sentences end (endsSentence), so a list of its sentences is
// made once: sentences are large.
func sentenceEnds(text string) int {
	n := 0
	for i, r := range text {
		if endsSentence(text, i, r) {
			n++
		}
	}
	return n
}

func endsSentence(text string, i int, r rune) bool {
	switch r {
	case '.':
		if i > 0 && i+1 < len(text) && isDigitByte(text[i-1]) && isDigitByte(text[i+1]) {
			return false
		}
		return !insideDottedAbbreviation(text, i)
	case '?', '!', ';', '\n', '•', '·', '"', '“', '”', '„':
		return true
	}
	return false
}

func isDigitByte(b byte) bool { return b >= '0' && b <= '9' }

// insideDottedAbbreviation tells a dot at text[i] that belongs to an abbreviation written with
// dots ("p.a.", "z.B.", "i.v."): one between letters, or its last before a small letter
// ("Thorax p.a. und seitlich"). Before a capital or a line break the abbreviation ends its
// sentence ("Leber o.B. Milz o.B.").
func insideDottedAbbreviation(text string, i int) bool {
	before, _ := utf8.DecodeLastRuneInString(text[:i])
	after, _ := utf8.DecodeRuneInString(text[i+1:])
	if unicode.IsLetter(before) && unicode.IsLetter(after) {
		return true
	}
	start := strings.LastIndexFunc(text[:i], unicode.IsSpace) + 1
	next, _ := utf8.DecodeRuneInString(strings.TrimLeft(text[i+1:], " \t"))
	return DottedAbbreviation(text[start:i+1]) && unicode.IsLower(next)
}

// DottedAbbreviation tells a word written with a dot inside it and at its end, letters only
// between ("p.a.", "z.B.", "o.B."): an abbreviation, not a sentence's end, when a small letter
// follows.
func DottedAbbreviation(w string) bool {
	inner, ok := strings.CutSuffix(w, ".")
	k := strings.IndexByte(inner, '.')
	return ok && k > 0 && k < len(inner)-1 && !strings.ContainsFunc(inner, func(r rune) bool { return !unicode.IsLetter(r) && r != '.' })
}

// words splits a statement into lower-case words: runs of letters, runs of digits (with a
// decimal point or comma inside, written as a point), and "," for commas between words.
// "23x16mm" is 23, x, 16, mm.
func words(s string) []string {
	return lowerWords(strings.ToLower(s))
}

// lowerWords is words of a statement already in lower case.
func lowerWords(lower string) []string {
	out := make([]string, 0, len(lower)/5)
	start, kind := 0, 0 // kind: 0 none, 1 letters, 2 digits
	flush := func(end int) {
		if kind == 2 && strings.Contains(lower[start:end], ",") {
			out = append(out, strings.ReplaceAll(lower[start:end], ",", "."))
		} else if kind != 0 {
			out = append(out, lower[start:end])
		}
		kind = 0
	}
	for i, r := range lower {
		k := 0
		switch {
		case r == '\'' || r == '’':
			// An elided article or preposition ("l'utérus", "dell'utero") is a word of its own;
			// a longer word keeps its apostrophe ("patient's").
			if kind == 1 && utf8.RuneCountInString(lower[start:i]) > 4 {
				k = 1
			}
		case unicode.IsLetter(r):
			k = 1
		case unicode.IsDigit(r):
			k = 2
		case (r == '.' || r == ',') && kind == 2 && i+1 < len(lower) && isDigitByte(lower[i+1]):
			continue
		}
		if k != kind {
			flush(i)
			start, kind = i, k
		}
		if r == ',' {
			out = append(out, ",")
		}
	}
	flush(len(lower))
	return out
}

// appendSpaced appends words to b one space apart, as strings.Join(words, " ") writes them:
// a map looked up with string(appendSpaced(buf[:0], words)) copies no key.
func appendSpaced(b []byte, words []string) []byte {
	for i, w := range words {
		if i > 0 {
			b = append(b, ' ')
		}
		b = append(b, w...)
	}
	return b
}

// fieldCount is len(strings.Fields(s)), counted without the list.
func fieldCount(s string) int {
	n := 0
	for range strings.FieldsSeq(s) {
		n++
	}
	return n
}

// inlineLabel is the label of a sentence on a line labelled label: a label of its own, after
// the line's or in a later sentence ("Calculi: None." in "Left kidney: Normal size. Calculi: None.",
// "Links: Kein Konkrement." in "Harnleiter - Rechts: ... Links: ...") is read within the line's
// organ, the words before a dash in its label ("left kidney calculi", "harnleiter links").
func inlineLabel(label, sentence string) string {
	// Most sentences have no colon, and the line's first names its label: neither is read again.
	before, rest, found := strings.Cut(sentence, ":")
	if label == "" || !found {
		return label
	}
	own := ""
	if strings.EqualFold(strings.TrimSpace(before), label) {
		// The line's first sentence may open with a finding label of its own after the
		// line's ("Harnleiter: Rechts: Nicht erweitert.").
		if strings.IndexByte(rest, ':') >= 0 {
			own = LineLabel(strings.TrimSpace(rest))
		}
	} else {
		own = LineLabel(sentence)
	}
	if own == "" {
		return label
	}
	organ, _, _ := strings.Cut(label, " - ")
	return strings.TrimSpace(organ) + " " + own
}

// LineLabel reads the label a report line opens with: a few words before a colon.
func LineLabel(line string) string {
	if end := strings.IndexByte(line, '\n'); end >= 0 {
		line = line[:end]
	}
	label, _, found := strings.Cut(line, ":")
	if !found || strings.ContainsAny(label, ".;!?") || fieldCount(label) > 6 {
		return ""
	}
	return strings.ToLower(strings.TrimSpace(label))
}
