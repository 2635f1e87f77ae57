package builtin

import (
	"strconv"
	"strings"

	"github.com/radscribe/radscribe/domain/report"
)

// sentence is one dictated sentence; num is its list number when the dictation enumerated
// ("1." or "one", "first"), 0 otherwise.
type sentence struct {
	text string
	num  int
	// mark is the dictated list number ("1."), written back when the sentences form no list.
	mark string
	// about is the sentence a clause was cut from (bySide), read for its organ when the clause
	// names none; it is never written.
	about string
}

// abbreviations end in a full stop without ending the sentence.
var abbreviations = words("dr. e.g. i.e. vs. ca. approx. z.b. bzw. ggf. v. a. s. dd. sog. evtl. etc. p.ex. ecc. cf. mr. mrs. prof. nr. no. fig.")

// paragraphs splits a section's text at line breaks into paragraphs of sentences.
func paragraphs(text string) [][]sentence {
	var out [][]sentence
	var para []sentence
	var cur []string
	num, mark := 0, ""
	closeSentence := func() {
		if len(cur) > 0 {
			para = append(para, sentence{text: strings.Join(cur, " "), num: num, mark: mark})
		}
		cur, num, mark = nil, 0, ""
	}
	closePara := func() {
		closeSentence()
		if len(para) > 0 {
			out = append(out, finish(para))
		}
		para = nil
	}
	asideClosed := false
	tokens := tokenize(text)
	for i, t := range tokens {
		if t.lineBefore {
			closePara()
		}
		// After an aside that closed with its own question ("(edema? effusion?)"), a capital
		// starts the next sentence; a small letter goes on with this one.
		if asideClosed && startsUpper(t.text) {
			closeSentence()
		}
		asideClosed = false
		if len(cur) == 0 && num == 0 {
			if n := enumerator(t.text); n > 0 {
				num, mark = n, t.text
				continue
			}
		}
		cur = append(cur, t.text)
		switch {
		case !endsSentence(t.text) || abbreviations.has(strings.ToLower(t.text)):
		case report.DottedAbbreviation(t.text) && i+1 < len(tokens) && !tokens[i+1].lineBefore && !startsUpper(tokens[i+1].text):
			// "Thorax p.a. und seitlich": a dotted abbreviation before a small letter goes on.
		case questionAside(cur):
			asideClosed = true
		case !insideAside(cur):
			closeSentence()
		}
	}
	closePara()
	return out
}

// questionAside tells a sentence whose last word closes a parenthesis with a question or
// exclamation mark inside it ("lesion (cyst?) in the right kidney"): the mark is the aside's,
// a doubt about one word, and the sentence goes on.
func questionAside(words []string) bool {
	last := words[len(words)-1]
	return (strings.HasSuffix(last, "?)") || strings.HasSuffix(last, "!)")) &&
		openParentheses(words) == 0 && strings.Contains(strings.Join(words, " "), "(")
}

// insideAside tells a sentence whose last word ends in a question or exclamation mark inside a
// parenthesis still open ("area (interstitial edema? hypoalbuminemia?)"): the mark is a doubt
// within the aside, not the sentence's end.
func insideAside(words []string) bool {
	last := words[len(words)-1]
	return (strings.HasSuffix(last, "?") || strings.HasSuffix(last, "!")) && openParentheses(words) > 0
}

// openParentheses counts the parentheses the words open and do not close.
func openParentheses(words []string) int {
	open := 0
	for _, w := range words {
		open += strings.Count(w, "(") - strings.Count(w, ")")
	}
	return open
}

// finish capitalises each sentence and closes the paragraph with a full stop when the
// dictation left it open.
func finish(para []sentence) []sentence {
	for i := range para {
		para[i].text = capitalise(para[i].text)
	}
	last := &para[len(para)-1]
	if !endsSentence(last.text) && !strings.HasSuffix(last.text, ":") {
		last.text = strings.TrimRight(last.text, ",;") + "."
	}
	return para
}

// enumerator reads a list number at the start of a sentence: written ("1.", "2)") or spoken
// as a sentence of its own ("one period" becomes "One.").
func enumerator(w string) int {
	if !strings.HasSuffix(w, ".") && !strings.HasSuffix(w, ")") {
		return 0
	}
	w = strings.ToLower(strings.TrimRight(w, ".)"))
	if n, err := strconv.Atoi(w); err == nil && n > 0 && n < 30 && len(w) <= 2 {
		return n
	}
	return ordinals[w]
}

// ordinals are the spoken list numbers of the languages, cardinal and ordinal.
var ordinals = func() map[string]int {
	out := map[string]int{}
	for _, list := range []string{
		"one two three four five six seven eight nine ten",
		"first second third fourth fifth sixth seventh eighth ninth tenth",
		"eins zwei drei vier fünf sechs sieben acht neun zehn",
		"erstens zweitens drittens viertens fünftens sechstens siebtens achtens neuntens zehntens",
		"uno dos tres cuatro cinco seis siete ocho nueve diez",
		"primero segundo tercero cuarto quinto sexto séptimo octavo noveno décimo",
		"un deux trois quatre cinq six sept huit neuf dix",
		"premièrement deuxièmement troisièmement quatrièmement cinquièmement",
		"uno due tre quattro cinque sei sette otto nove dieci",
		"primo secondo terzo quarto quinto sesto settimo ottavo nono decimo",
		"um dois três quatro cinco seis sete oito nove dez",
		"primeiro segundo terceiro quarto quinto sexto sétimo oitavo nono décimo",
	} {
		for i, w := range strings.Fields(list) {
			if _, taken := out[w]; !taken {
				out[w] = i + 1
			}
		}
	}
	return out
}()
