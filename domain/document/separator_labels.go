package document

import (
	"regexp"
	"strings"
	"unicode"
)

// labelSeparator is what a label may stand before instead of a colon: a spaced dash ("Liver -
// Normal.", "LIVER – normal"; a hyphenated word such as "T2-weighted" has none), dot leaders
// ("Liver ........ normal") or a tab ("Liver<TAB>Normal."). rawLabelSeparator is the same as
// the source may write it, with entities.
var (
	labelSeparator    = regexp.MustCompile(`[ \x{a0}]+[-–—][ \x{a0}]+|[ \t\x{a0}]*(?:\.{3,}|…+)[ \t\x{a0}]*|\t+`)
	rawLabelSeparator = regexp.MustCompile(`(?:[ \x{a0}]|&nbsp;)+(?:[-–—]|&ndash;|&mdash;|&#8211;|&#8212;)(?:[ \x{a0}]|&nbsp;)+|[ \t\x{a0}]*(?:\.{3,}|…+|(?:&hellip;)+)[ \t\x{a0}]*|\t+`)
)

// separatorLabelWords is how many words a label before a separator may have: an organ or a
// finding's name, not the start of a sentence ("Small effusion on the left - likely reactive").
const separatorLabelWords = 4

// cutAtSeparator cuts text at its first label separator into a label and the text after it,
// when what stands before the separator reads as a label with no number in it.
func cutAtSeparator(text string) (label, rest string, ok bool) {
	at := labelSeparator.FindStringIndex(text)
	if at == nil {
		return "", "", false
	}
	label = collapse(text[:at[0]])
	if !labelLike(label) || len(strings.Fields(label)) > separatorLabelWords || strings.ContainsFunc(label, unicode.IsDigit) {
		return "", "", false
	}
	return label, collapse(text[at[1]:]), true
}

// usesSeparatorLabels tells a document whose lines put their labels before a separator: at
// least two of its blocks do, so that one sentence with a dash in it is not read as a label.
func usesSeparatorLabels(blocks []*block) bool {
	n := 0
	for _, b := range blocks {
		if headingTags[b.tag] || b.tag == "tr" {
			continue
		}
		text := strings.TrimSpace(joinText(b.pieces))
		if _, _, colon := strings.Cut(text, ":"); colon {
			continue
		}
		if _, _, ok := cutAtSeparator(text); ok {
			if n++; n >= 2 {
				return true
			}
		}
	}
	return false
}

// separatorAt is the source offset just after the first label separator of pieces, as the
// source writes it.
func separatorAt(pieces []piece) int {
	for _, p := range pieces {
		if at := rawLabelSeparator.FindStringIndex(p.raw); at != nil {
			return p.from + at[1]
		}
	}
	return pieces[len(pieces)-1].to
}

// separatorOpening is a label separator at the start of the text after a bold label ("<b>LIVER</b>
// - normal", "<b>Liver</b> ...... normal"), that text collapsed, so with no space or tab before.
var separatorOpening = regexp.MustCompile(`^(?:[-–—](?:[ \x{a0}]+|$)|(?:\.{3,}|…+)[ \x{a0}]*)`)
