package document

import (
	"regexp"
	"strings"
)

// listMarker is a line's number or letter in a numbered list written as text ("1. Liver:",
// "2) LUNGS:", "b) Spleen:"): it stands before the label and stays where it is.
var listMarker = regexp.MustCompile(`^\s*(?:\d{1,2}|[A-Za-z])[.)]\s+`)

// stripListMarker is text without the list marker it opens with.
func stripListMarker(text string) string {
	if at := listMarker.FindStringIndex(text); at != nil {
		return text[at[1]:]
	}
	return text
}

// periodLabelWords is how many words a bold label ending with a full stop may have: a
// sentence in bold ("<b>No acute abnormality.</b>") is longer or reads as one.
const periodLabelWords = 3

// periodLabel tells bold text that can be a label written with a full stop ("Kidneys.").
func periodLabel(bold string) bool {
	label := strings.TrimSuffix(bold, ".")
	return labelLike(label) && len(strings.Fields(label)) <= periodLabelWords
}

// usesPeriodLabels tells a document whose lines open with a bold label and a full stop: at
// least two of its blocks do, so that one bold sentence is not read as a label.
func usesPeriodLabels(blocks []*block) bool {
	n := 0
	for _, b := range blocks {
		if headingTags[b.tag] || b.tag == "tr" {
			continue
		}
		var lead strings.Builder
		i := 0
		for ; i < len(b.pieces) && b.pieces[i].bold; i++ {
			lead.WriteString(b.pieces[i].text)
		}
		bold := stripListMarker(strings.TrimSpace(lead.String()))
		if i < len(b.pieces) && strings.HasSuffix(bold, ".") && periodLabel(bold) && strings.TrimSpace(joinText(b.pieces[i:])) != "" {
			if n++; n >= 2 {
				return true
			}
		}
	}
	return false
}
