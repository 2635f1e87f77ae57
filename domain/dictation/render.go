package dictation

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// writer assembles the output text, remembering what it last wrote so marks can be spaced,
// collapsed and sentences capitalised.
type writer struct {
	b         strings.Builder
	language  string
	space     bool // a word written next needs a space first
	capital   bool // the next word starts a sentence or a line
	lastMark  mark // the mark written last, markNone after a word
	lastStart int  // where lastMark starts in b, to replace a weaker mark
	asides    int  // parentheses open: a question inside one is a doubt, not a sentence's end
}

// render writes tokens as text.
func render(tokens []token, language string) string {
	w := &writer{language: language, capital: true}
	for i, t := range tokens {
		if t.mark == markNone {
			w.writeWord(t.word)
			continue
		}
		if sep, ok := w.decimalSeparator(tokens, i); ok {
			w.b.WriteString(sep)
			w.space, w.lastMark = false, markNone
			continue
		}
		w.writeMark(t.mark)
	}
	return strings.TrimRight(w.b.String(), " ")
}

func (w *writer) writeWord(word string) {
	if w.space {
		w.b.WriteByte(' ')
	}
	if w.capital {
		r, size := utf8.DecodeRuneInString(word)
		word = string(unicode.ToUpper(r)) + word[size:]
	}
	w.b.WriteString(word)
	w.space, w.capital, w.lastMark = true, false, markNone
}

// attached are the marks written straight after the preceding word.
var attached = map[mark]bool{markPeriod: true, markComma: true, markColon: true, markSemicolon: true, markQuestion: true}

func (w *writer) writeMark(m mark) {
	switch {
	case attached[m]:
		w.writeAttached(m)
	case m == markNewLine || m == markParagraph:
		w.writeBreak(m)
	case m == markOpen:
		if w.space {
			w.b.WriteByte(' ')
		}
		w.b.WriteByte('(')
		w.space, w.lastMark = false, m
		w.asides++
	case m == markClose:
		w.b.WriteByte(')')
		w.space, w.lastMark = true, m
		w.asides = max(0, w.asides-1)
	case m == markHyphen:
		w.b.WriteByte('-')
		w.space, w.lastMark = false, m
	case m == markDash:
		if w.b.Len() > 0 && w.lastMark != markNewLine && w.lastMark != markParagraph {
			w.b.WriteString(" -")
		}
		w.space, w.lastMark = true, m
	}
}

// writeAttached writes , . : ; ? against the previous word. A mark right after another of
// these is a doubled mark: the stronger one stays (a comma before a period becomes the period).
func (w *writer) writeAttached(m mark) {
	if w.b.Len() == 0 || w.lastMark == markNewLine || w.lastMark == markParagraph {
		return
	}
	if attached[w.lastMark] {
		if m == w.lastMark || w.lastMark != markComma {
			return
		}
		w.truncate(w.lastStart)
	}
	w.lastStart = w.b.Len()
	w.b.WriteString(w.char(m))
	w.space, w.lastMark = true, m
	if (m == markPeriod || m == markQuestion) && w.asides == 0 {
		w.capital = true
	}
}

// writeBreak ends the line; a paragraph after a new line (or the reverse) is one paragraph.
func (w *writer) writeBreak(m mark) {
	if w.b.Len() == 0 {
		return
	}
	if w.lastMark == markNewLine || w.lastMark == markParagraph {
		if m == markParagraph && w.lastMark == markNewLine {
			w.b.WriteByte('\n')
			w.lastMark = markParagraph
		}
		return
	}
	w.truncate(len(strings.TrimRight(w.b.String(), " ")))
	if m == markParagraph {
		w.b.WriteString("\n\n")
	} else {
		w.b.WriteByte('\n')
	}
	w.space, w.capital, w.lastMark = false, true, m
}

func (w *writer) truncate(n int) {
	s := w.b.String()[:n]
	w.b.Reset()
	w.b.WriteString(s)
}

// char is the character for an attached mark; Greek writes its question mark as ";" and its
// semicolon as the raised dot.
func (w *writer) char(m mark) string {
	switch {
	case m == markQuestion && w.language == "el":
		return ";"
	case m == markSemicolon && w.language == "el":
		return "·"
	}
	return map[mark]string{markPeriod: ".", markComma: ",", markColon: ":", markSemicolon: ";", markQuestion: "?"}[m]
}

// decimalSeparator reports whether a spoken mark sits between two numbers as a decimal
// separator: a comma in languages that write decimals with one ("3 Komma 5" -> "3,5"), a
// period in English ("1 period 5" -> "1.5").
func (w *writer) decimalSeparator(tokens []token, i int) (string, bool) {
	t := tokens[i]
	if !t.spoken || i == 0 || i+1 >= len(tokens) || w.lastMark != markNone || !isNumber(tokens[i-1]) || !isNumber(tokens[i+1]) {
		return "", false
	}
	switch {
	case t.mark == markComma && w.language != "en":
		return ",", true
	case t.mark == markPeriod && w.language == "en":
		return ".", true
	}
	return "", false
}

// isNumber tells a number, or a product of sizes around one ("10x5" in "10x5 period 5 mm").
func isNumber(t token) bool {
	if t.mark != markNone || t.word == "" {
		return false
	}
	digits := 0
	for _, r := range t.word {
		switch {
		case unicode.IsDigit(r):
			digits++
		case r != 'x' && r != '×':
			return false
		}
	}
	return digits > 0
}
