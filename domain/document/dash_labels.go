package document

import (
	"strings"
	"unicode"
)

// dashes are the separators a label may stand before instead of a colon ("Liver - Normal.",
// "LIVER – normal"), spaced so that a hyphenated word ("T2-weighted") is none.
var dashes = []string{" - ", " – ", " — "}

// dashLabelWords is how many words a label before a dash may have: an organ or a finding's
// name, not the start of a sentence ("Small effusion on the left - likely reactive").
const dashLabelWords = 4

// cutAtDash cuts text at its first spaced dash into a label and the text after it, when what
// stands before the dash reads as a label with no number in it.
func cutAtDash(text string) (label, rest string, ok bool) {
	at, size := -1, 0
	for _, d := range dashes {
		if i := strings.Index(text, d); i >= 0 && (at < 0 || i < at) {
			at, size = i, len(d)
		}
	}
	if at < 0 {
		return "", "", false
	}
	label = collapse(text[:at])
	if !labelLike(label) || len(strings.Fields(label)) > dashLabelWords || strings.ContainsFunc(label, unicode.IsDigit) {
		return "", "", false
	}
	return label, collapse(text[at+size:]), true
}

// usesDashLabels tells a document whose lines put their labels before a dash: at least two of
// its blocks do, so that one sentence with a dash in it is not read as a label.
func usesDashLabels(blocks []*block) bool {
	n := 0
	for _, b := range blocks {
		if headingTags[b.tag] || b.tag == "tr" {
			continue
		}
		text := collapse(joinText(b.pieces))
		if _, _, colon := strings.Cut(text, ":"); colon {
			continue
		}
		if _, _, ok := cutAtDash(text); ok {
			if n++; n >= 2 {
				return true
			}
		}
	}
	return false
}

// dashAt is the source offset just after the first spaced dash of pieces, as it is written
// (the character or its entity).
func dashAt(pieces []piece) int {
	for _, p := range pieces {
		best := -1
		for _, d := range []string{" - ", " – ", " — ", " &ndash; ", " &mdash; ", " &#8211; ", " &#8212; "} {
			if i := strings.Index(p.raw, d); i >= 0 && (best < 0 || i+len(d) < best) {
				best = i + len(d)
			}
		}
		if best >= 0 {
			return p.from + best
		}
	}
	return pieces[len(pieces)-1].to
}

// trimDash drops the dash a bold label is followed by ("<b>LIVER</b> - normal").
func trimDash(after string) (string, bool) {
	for _, d := range []string{"-", "–", "—"} {
		if rest, ok := strings.CutPrefix(after, d); ok && (rest == "" || rest[0] == ' ') {
			return strings.TrimSpace(rest), true
		}
	}
	return after, false
}
