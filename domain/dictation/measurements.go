package dictation

import (
	"slices"
	"strings"
	"sync"
)

// NormaliseMeasurements writes the measurements dictated in text the way a report writes them:
// spoken numbers become digits and unit words become symbols ("two point five centimeters" ->
// "2.5 cm", "three by four millimeters" -> "3 x 4 mm", "zwei Komma fünf Zentimeter" -> "2,5 cm",
// "one hundred and twenty milliliters" -> "120 mL", "minus ten Hounsfield units" -> "-10 HU"),
// with the decimal mark of language (a comma in German, Spanish, Portuguese, Italian and
// French). Languages without number words here (see number_words_languages.go) use English.
//
// Only measurements change: a number is rewritten when a unit follows it, or follows the last
// of the sizes it is listed with ("three by four", "two to three", "drei bis vier"). Other
// numbers stay as dictated ("two lesions", "segment seven", "one period" as a list marker), so
// counts and the list markers the punctuation step reads are untouched. Numbers already written
// in digits keep their digits; only their units are normalised ("15 millimeters" -> "15 mm").
//
// Run it before ApplySpokenPunctuation: the decimal "Komma" of "zwei Komma fünf" is the same
// word as the spoken comma, and only next to its unit is it known to be a decimal.
func NormaliseMeasurements(text, language string) string {
	m := newMeasurer(text, numberLanguageFor(language))
	defer m.release()
	var b strings.Builder
	last := 0
	for p := 0; p < len(m.parts); {
		c, ok := m.chainAt(p)
		if !ok {
			p++
			continue
		}
		if b.Len() == 0 {
			b.Grow(len(text))
		}
		if end, ok := m.sentenceEndBefore(p, last); ok {
			b.WriteString(strings.TrimRight(text[last:end.start], " ") + ". ")
		} else {
			b.WriteString(text[last:c.start])
		}
		b.WriteString(c.render())
		last, p = c.end, c.next
	}
	if last == 0 {
		return text
	}
	b.WriteString(text[last:])
	return b.String()
}

// measurer reads the measurements of one text in one language.
type measurer struct {
	text    string
	l       *numberLanguage
	parts   []part
	entries []lookedUp
	buf     []byte // phrase's
}

// lookedUp is the number words a part starts, once looked up.
type lookedUp struct {
	numberEntry
	done bool
}

// numberEntry is the number words a part starts: one word, a phrase covering several parts
// ("quatre vingt") or the words of a compound ("fünf", "und", "zwanzig").
type numberEntry struct {
	words []numberWord
	parts int // how many parts it covers; 0 when the part starts no number word
}

// measurers keeps measurers for reuse: their parts and look-ups are most of what reading a
// text allocates, and a report's sections are read one after another.
var measurers = sync.Pool{New: func() any { return new(measurer) }}

// newMeasurer reads text's parts; release hands the measurer back when done with.
func newMeasurer(text string, l *numberLanguage) *measurer {
	m := measurers.Get().(*measurer)
	m.text, m.l = text, l
	m.parts = splitParts(m.parts[:0], text)
	m.entries = slices.Grow(m.entries[:0], len(m.parts))[:len(m.parts)]
	clear(m.entries)
	return m
}

// release keeps m for another text, holding on to none of this one's strings.
func (m *measurer) release() {
	clear(m.parts)
	clear(m.entries)
	m.text, m.l = "", nil
	measurers.Put(m)
}

// entryAt looks up, once, the number words starting at part p.
func (m *measurer) entryAt(p int) numberEntry {
	if m.entries[p].done {
		return m.entries[p].numberEntry
	}
	m.entries[p].done = true
	for n := min(m.l.longestPhrase, len(m.parts)-p); n > 1; n-- {
		if w, ok := m.l.words[string(m.phrase(p, n))]; ok {
			m.entries[p].numberEntry = numberEntry{words: []numberWord{w}, parts: n}
			return m.entries[p].numberEntry
		}
	}
	word := m.parts[p].lower
	if w, ok := m.l.words[word]; ok {
		m.entries[p].numberEntry = numberEntry{words: []numberWord{w}, parts: 1}
	} else if m.l.compound {
		if words := m.l.splitCompound(word); words != nil {
			m.entries[p].numberEntry = numberEntry{words: words, parts: 1}
		}
	}
	return m.entries[p].numberEntry
}

// phrase joins parts p..p+n-1 with spaces, or is empty when punctuation stands between them;
// it is written over the measurer's buffer, which a map look-up reads without copying.
func (m *measurer) phrase(p, n int) []byte {
	m.buf = m.buf[:0]
	if !m.contiguous(p, n) {
		return m.buf
	}
	for k := range n {
		if k > 0 {
			m.buf = append(m.buf, ' ')
		}
		m.buf = append(m.buf, m.parts[p+k].lower...)
	}
	return m.buf
}

// contiguous reports whether parts p..p+n-1 exist and no punctuation separates them.
func (m *measurer) contiguous(p, n int) bool {
	if p+n > len(m.parts) {
		return false
	}
	for k := p; k < p+n-1; k++ {
		if m.parts[k].closed || m.parts[k+1].opened {
			return false
		}
	}
	return true
}

// continues reports whether something may go on at part q after part q-1.
func (m *measurer) continues(q int) bool {
	return q > 0 && q < len(m.parts) && m.contiguous(q-1, 2)
}

// sentenceEndBefore returns the spoken full stop between a number in digits and the size said
// in words that starts at part p ("2 period eight millimeters"), to be written as one: the
// punctuation step would read it as a decimal point and write "2.8 mm". Parts before from are
// written already.
func (m *measurer) sentenceEndBefore(p, from int) (part, bool) {
	if p < 2 || isDigits(m.parts[p]) || !m.contiguous(p-2, 3) {
		return part{}, false
	}
	end := m.parts[p-1]
	return end, end.start >= from && m.l.sentenceEnds[end.lower] && isDigits(m.parts[p-2])
}
