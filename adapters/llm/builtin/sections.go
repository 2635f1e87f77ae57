package builtin

import (
	"slices"
	"strings"

	"github.com/radscribe/radscribe/domain/report"
)

// headingPhrase is one spoken heading split into words.
type headingPhrase struct {
	section string
	words   []string
}

// phrases lists a language's heading phrases, longest first so "clinical history" wins over
// "history".
func (l *language) phrases() []headingPhrase {
	var out []headingPhrase
	for _, sec := range sectionOrder {
		for _, p := range l.spoken[sec] {
			out = append(out, headingPhrase{sec, strings.Fields(p)})
		}
	}
	slices.SortStableFunc(out, func(a, b headingPhrase) int { return len(b.words) - len(a.words) })
	return out
}

// splitSections cuts a dictation at its spoken or written headings and returns each
// section's text, merged per section. Text before any heading is findings: dictations
// usually open with findings, and guessing "indication" from wording would misplace them.
func splitSections(text string, l *language) map[string]string {
	toks := tokenize(text)
	out := map[string]string{}
	current, explicit := find, false
	from := 0
	flush := func(until int) {
		if until > from {
			if chunk := strings.TrimSpace(text[from:until]); hasWord(chunk) {
				if prev := out[current]; prev != "" {
					chunk = prev + "\n\n" + chunk
				}
				out[current] = chunk
			}
		}
	}
	afterHeading := true
	for i := 0; i < len(toks); i++ {
		start := afterHeading || toks[i].lineBefore || (i > 0 && (endsSentence(toks[i-1].text) || strings.HasSuffix(toks[i-1].text, ":")))
		sec, n := l.headingAt(toks, i, start, current, explicit)
		afterHeading = false
		if n == 0 {
			continue
		}
		flush(toks[i].start)
		current, explicit, afterHeading = sec, true, true
		i += n - 1
		from = toks[i].end
	}
	flush(len(text))
	return out
}

// headingAt decides whether a heading begins at toks[i] and returns its section and how many
// words it takes. Being conservative matters: a word taken as a heading vanishes from the text.
func (l *language) headingAt(toks []token, i int, sentenceStart bool, current string, explicit bool) (string, int) {
	for _, p := range l.headsAt(toks[i]) {
		n := len(p.words)
		if i+n > len(toks) || !matchesPhrase(toks[i:i+n], p.words) {
			continue
		}
		last := toks[i+n-1].text
		colon := strings.HasSuffix(last, ":")
		if !colon && i+n < len(toks) && toks[i+n].text == ":" {
			colon, n = true, n+1
		}
		if colon {
			if i > 0 && !sentenceStart && report.IsGeneralLabel(bare(toks[i-1].text), l.code) {
				// "Other findings:", "Weitere Befunde:": a line's label, not the heading.
				continue
			}
			return p.section, n
		}
		if p.section == current && explicit {
			continue
		}
		next := ""
		if i+n < len(toks) && !endsSentence(last) && !strings.HasSuffix(last, ",") {
			next = bare(toks[i+n].text)
		}
		if sentenceStart {
			// Going back to an earlier section without a colon is a sentence that starts with
			// the word ("Findings communicated to ..."), not a heading.
			if explicit && order(p.section) < order(current) {
				continue
			}
			// A word that continues the sentence ("Findings and ...") makes it no heading, unless
			// the dictation moves on to a later section here and names it nowhere later; after
			// the findings a verb or "of" still makes it a sentence ("Impression of the ...").
			if l.notHeading.has(next) && !(explicit && order(p.section) > order(current) &&
				(order(current) < order(find) || !l.continues().has(next)) && !l.namedLater(toks[i+n:], p.section)) {
				continue
			}
			return p.section, n
		}
		// In mid-sentence a heading word is taken only where the dictation moves on to a later
		// section that it names nowhere further on: "... shortness of breath findings the heart".
		if l.beforeNotHeading != nil && explicit && order(p.section) > order(current) &&
			!l.beforeNotHeading.has(bare(toks[i-1].text)) && !l.namedLater(toks[i+n:], p.section) {
			return p.section, n
		}
	}
	return "", 0
}

// namedLater tells whether toks hold, before any later section is named, a heading of the
// section that is surely one: at a sentence start and not part of a sentence, or before a colon.
// "No acute osseous findings" or "1. Findings consistent with ..." are not.
func (l *language) namedLater(toks []token, section string) bool {
	for i := range toks {
		start := toks[i].lineBefore || (i > 0 && (endsSentence(toks[i-1].text) || strings.HasSuffix(toks[i-1].text, ":")))
		for _, p := range l.headsAt(toks[i]) {
			n := len(p.words)
			if i+n > len(toks) || !matchesPhrase(toks[i:i+n], p.words) {
				continue
			}
			if order(p.section) > order(section) {
				return false
			}
			last := toks[i+n-1].text
			if p.section == section && (strings.HasSuffix(last, ":") || (start && (i+n == len(toks) || !l.notHeading.has(bare(toks[i+n].text))))) {
				return true
			}
		}
	}
	return false
}

// headsAt returns the heading phrases that start with the word, longest first.
func (l *language) headsAt(t token) []headingPhrase {
	return l.byFirst[strings.ToLower(strings.TrimRight(t.text, ":.,;"))]
}

// matchesPhrase compares dictated words with a heading phrase; only the last word may carry
// punctuation (a colon, comma or full stop after the heading).
func matchesPhrase(toks []token, phrase []string) bool {
	for k, w := range phrase {
		t := strings.ToLower(toks[k].text)
		if k == len(phrase)-1 {
			t = strings.TrimRight(t, ":.,;")
		}
		if t != w {
			return false
		}
	}
	return true
}

// order is a section's place in a report.
func order(section string) int { return slices.Index(sectionOrder, section) }
