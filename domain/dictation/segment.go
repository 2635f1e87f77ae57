package dictation

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// runOnWords is how many words a stretch of punctuated text must run without any mark before
// it is read as a run-on with several statements: a written sentence is shorter, and a
// stretch that long without a comma is dictation whose marks were lost.
const runOnWords = 20

// lookahead is how many words after a boundary its decision reads (the clause check's window
// and the word after a heading or a list number), so a boundary followed by this many complete
// words is final.
const lookahead = 14

// Segment restores the sentence boundaries of dictated text that has no punctuation, as speech
// engines without automatic punctuation return it: a full stop before each word that opens a
// new statement, a colon after a spoken heading that opens one ("impression no acute ..." is
// "Impression: No acute ..."), a full stop after a spoken list number, and a capital at each
// sentence start. It acts only where marks are missing: in a text without any sentence mark,
// and in a stretch of at least runOnWords words without any mark in a punctuated text. It
// never splits next to a mark, so punctuated text comes out unchanged, and it only adds marks
// and capitals: the words and their order stay as dictated. Languages without word tables of
// their own get headings and list numbers only.
func Segment(text, language string) string {
	words := splitSegmentWords(text)
	s := newSegmenter(text, words, language, true)
	bounds := s.boundaries()
	if s.unpunctuated && len(bounds) > 0 && bounds[0].at > 0 {
		// The first sentence starts the text.
		bounds = append([]boundary{{at: 0, starts: 0, kind: boundaryStart}}, bounds...)
	}
	return renderSegments(text, words, bounds)
}

// CommittedBoundaries is Segment for text that is still being dictated: it returns the byte
// offsets in text where a sentence starts that no word dictated later can withdraw, so a live
// view may write those sentences. A boundary is committed once lookahead complete words follow
// it (a word is complete when whitespace follows it) and its stretch has run runOnWords words
// without a mark: until then a later mark could still show the text is punctuated. The final
// text is segmented with Segment, whose boundaries include every committed one.
func CommittedBoundaries(text, language string) []int {
	words := splitSegmentWords(text)
	complete := len(words)
	if complete > 0 && !endsInSpace(text) {
		complete--
	}
	var out []int
	for _, b := range newSegmenter(text, words, language, false).boundaries() {
		if b.starts+lookahead < complete {
			out = append(out, words[b.starts].coreStart)
		}
	}
	return out
}

func endsInSpace(text string) bool {
	r, _ := utf8.DecodeLastRuneInString(text)
	return unicode.IsSpace(r)
}

// segmentWord is one whitespace-separated field of the text: its word without the marks
// around it, and what follows it.
type segmentWord struct {
	start, end         int // the field
	coreStart, coreEnd int // the word without leading and trailing marks
	lower              string
	// sentenceMark: a full stop (not an abbreviation's), question or exclamation mark,
	// semicolon or colon follows; mark: any mark does, a comma or bracket too.
	sentenceMark, mark bool
	// lineAfter: a line break separates it from the next field.
	lineAfter bool
}

const segmentLeading = "([{\"'«“¿¡"
const segmentTrailing = ".,;:!?)]}\"'»”…"

func splitSegmentWords(text string) []segmentWord {
	// About one field per space; sizing up front avoids regrowing the slice word by word.
	out := make([]segmentWord, 0, strings.Count(text, " ")+strings.Count(text, "\n")+8)
	start := -1
	for i, r := range text + " " {
		if !unicode.IsSpace(r) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			out = append(out, newSegmentWord(text, start, i))
			start = -1
		}
		if r == '\n' && len(out) > 0 && i < len(text) {
			out[len(out)-1].lineAfter = true
		}
	}
	return out
}

func newSegmentWord(text string, start, end int) segmentWord {
	field := text[start:end]
	core := strings.TrimLeft(field, segmentLeading)
	coreStart := start + len(field) - len(core)
	trimmed := strings.TrimRight(core, segmentTrailing)
	tail := core[len(trimmed):]
	w := segmentWord{start: start, end: end, coreStart: coreStart, coreEnd: coreStart + len(trimmed), lower: strings.ToLower(trimmed)}
	w.mark = tail != "" || coreStart > start
	w.sentenceMark = strings.ContainsAny(tail, "?!;:") || (strings.Contains(tail, ".") && !isAbbreviation(trimmed))
	return w
}

// boundaryKind is what the segmenter writes at a boundary.
type boundaryKind int

const (
	boundarySentence boundaryKind = iota // a full stop before the word
	boundaryHeading                      // a full stop before, a colon after the heading's words
	boundaryList                         // a full stop before, and after the list number
	boundaryStart                        // the text's first word, capitalised only
	boundaryLevel                        // a full stop before, a spine level written "L4-L5:"
	boundaryLabel                        // a full stop before, a colon after a structure said as a label
)

// boundary is a statement that starts at word at; starts is the word its sentence starts
// with (after a heading or a list number, the word after them).
type boundary struct {
	at, words, starts int
	kind              boundaryKind
}

// renderSegments writes text with the boundaries' marks and capitals; everything else is
// copied byte for byte.
func renderSegments(text string, words []segmentWord, bounds []boundary) string {
	if len(bounds) == 0 {
		return text
	}
	insert := map[int]string{}
	capital := map[int]bool{}
	// joined are the spaces between the two vertebrae of a level, by where they start and end.
	joined := map[int]int{}
	for _, b := range bounds {
		// After a heading's colon a list number needs no full stop.
		if end := words[max(b.at-1, 0)].coreEnd; b.at > 0 && !words[b.at-1].sentenceMark && insert[end] == "" {
			insert[end] = "."
		}
		capital[words[b.at].coreStart] = true
		switch b.kind {
		case boundaryHeading, boundaryLabel:
			insert[words[b.at+b.words-1].coreEnd] += ":"
		case boundaryList:
			insert[words[b.at].coreEnd] += "."
		case boundaryLevel:
			last := words[b.at+b.words-1]
			if b.words == 2 {
				joined[words[b.at].coreEnd] = last.coreStart
				capital[last.coreStart] = true
			} else if hyphen := strings.IndexByte(text[last.coreStart:last.coreEnd], '-'); hyphen >= 0 {
				// One word, "l4-l5": its second vertebra gets its capital too.
				capital[last.coreStart+hyphen+1] = true
			}
			insert[last.coreEnd] += ":"
		}
		if b.starts < len(words) {
			capital[words[b.starts].coreStart] = true
		}
	}
	var out strings.Builder
	out.Grow(len(text) + 2*len(bounds))
	for i := 0; i < len(text); {
		// A letter whose capital reads back as another letter ("ı") keeps its case.
		if r, size := utf8.DecodeRuneInString(text[i:]); capital[i] && unicode.ToLower(unicode.ToUpper(r)) == unicode.ToLower(r) && r != utf8.RuneError {
			out.WriteRune(unicode.ToUpper(r))
			i += size
		} else {
			out.WriteByte(text[i])
			i++
		}
		if s, ok := insert[i]; ok {
			out.WriteString(s)
		}
		if to, ok := joined[i]; ok {
			out.WriteByte('-')
			i = to
		}
	}
	return out.String()
}
