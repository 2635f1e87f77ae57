package report

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/radscribe/radscribe/domain/lang"
)

// markTemplateSentences marks the sentences that are the template's own (their keys), word
// for word.
func (a *analysis) markTemplateSentences(own map[string]bool) {
	if len(own) == 0 {
		return
	}
	var buf [160]byte // most sentences' keys fit, so none is grown on the heap
	key := buf[:0]
	for _, s := range a.sentences {
		key = appendSentenceKey(key[:0], s.text)
		s.fromTemplate = own[string(key)]
	}
}

// sentenceKey compares sentences ignoring case, spacing and a label before a colon.
func sentenceKey(text string) string {
	return string(appendSentenceKey(nil, text))
}

// appendSentenceKey appends text's sentenceKey to b: its words after any label, lower case,
// one space apart (strings.Fields, joined, then strings.ToLower, in one pass).
func appendSentenceKey(b []byte, text string) []byte {
	if _, after, found := strings.Cut(text, ":"); found {
		text = after
	}
	start, space := len(b), false
	for _, r := range text {
		if unicode.IsSpace(r) {
			space = true
			continue
		}
		if space && len(b) > start {
			b = append(b, ' ')
		}
		space = false
		b = utf8.AppendRune(b, unicode.ToLower(r))
	}
	return b
}

// sameSubject tells whether a claim can be about what a template line denies: it stands on the
// same line, the line's label is the denied finding itself ("Intracranial hemorrhage: None."),
// the claim stands on a general line naming no organ, or it names the line's subject (a word
// of its label) on a compatible side. "No
// calculus." on "Right kidney:" says nothing of gallbladder stones or of a left kidney stone.
func (a *analysis) sameSubject(denied, claimed mention) bool {
	line := denied.s
	if a.inLabel(denied) {
		// A finding label inside an organ's line ("Right kidney: ... Stones: None.") asks
		// about that organ's side; a claim naming no side has its own line's.
		claimedSide := claimed.side
		if claimedSide == noSide {
			claimedSide = a.labelSide(claimed.s.label)
		}
		return !a.placedElsewhere(denied, claimed) && sidesCompatible(a.labelSide(line.label), claimedSide)
	}
	if line.label == "" || claimed.s.label == line.label {
		return true
	}
	if a.aboutNothingElse(claimed.s) {
		// Even a claim that names no organ names its side: "Hydronéphrose droite." says nothing
		// of the left kidney's line.
		return sidesCompatible(a.labelSide(line.label), claimed.side)
	}
	subject, named := false, false
	for _, w := range strings.Fields(line.label) {
		if a.classify(w)&(clsLeft|clsRight) != 0 || len([]rune(w)) < 4 {
			continue
		}
		named = true
		subject = subject || slices.ContainsFunc(claimed.s.words, func(cw string) bool { return sharesStem(cw, w) })
	}
	return (subject || !named) && sidesCompatible(a.labelSide(line.label), claimed.side)
}

// sharesStem tells whether word begins with the first five letters of a label's word, accents
// aside when either has them ("riñón" under "Riñones:").
func sharesStem(word, labelWord string) bool {
	return strings.HasPrefix(word, firstRunes(labelWord, 5)) ||
		strings.HasPrefix(lang.FoldAccents(word), firstRunes(lang.FoldAccents(labelWord), 5))
}

func firstRunes(w string, n int) string {
	for i := range w {
		if n == 0 {
			return w[:i]
		}
		n--
	}
	return w
}

// placedElsewhere tells a finding line whose label also names a place ("Bladder calculi:
// None.") and a claim whose sentence names places, none of them that one (a calculus in the
// ureter): the line asks about another place.
func (a *analysis) placedElsewhere(denied, claimed mention) bool {
	n := len(words(denied.s.label))
	var labelPlaces []string
	for _, p := range a.places {
		if p.s == denied.s && p.end <= n {
			labelPlaces = append(labelPlaces, p.key)
		}
	}
	if len(labelPlaces) == 0 {
		return false
	}
	named := false
	for _, p := range a.places {
		if p.s != claimed.s {
			continue
		}
		named = true
		if slices.Contains(labelPlaces, p.key) {
			return false
		}
	}
	return named
}

// templateDenialRule flags a template's normal sentence in the findings that denies a finding
// the dictated findings affirm, on a compatible side; against the impression the negation
// rule already speaks.
func templateDenialRule(a *analysis) []found {
	var out []found
	done := map[string]bool{}
	a.templateDenials(func(denied, claimed mention) bool {
		if done[denied.key] {
			return false
		}
		done[denied.key] = true
		msg := a.v.msg
		out = append(out, found{
			rule:         "template",
			text:         fmt.Sprintf(msg.templateDenial, deniedName(denied, claimed), denied.s.text, claimed.s.text),
			sections:     []string{SectionFindings},
			options:      []string{msg.present, msg.absent},
			suggestedFix: fmt.Sprintf(msg.fixNegation, deniedName(denied, claimed)),
		})
		return true
	})
	return out
}

// templateDenials calls found with each template sentence's negated finding in the findings
// and a dictated finding there it denies, on a compatible side, at a place that may be the same
// and about the same subject, until found says it has what it needs from that denied mention
// (true: on to the next one).
func (a *analysis) templateDenials(found func(denied, claimed mention) bool) {
	for _, denied := range a.findings {
		if !denied.s.fromTemplate || denied.s.section != SectionFindings || !denied.denial() {
			continue
		}
		for _, claimed := range a.findings {
			if claimed.s.fromTemplate || claimed.s.section != SectionFindings || !denied.denies(claimed) || a.placesApart(denied, claimed) {
				continue
			}
			if a.sameSubject(denied, claimed) && found(denied, claimed) {
				break
			}
		}
	}
}

// aboutNothingElse tells a claim on a line for no particular organ ("Other findings", or no
// label) that names no organ or place: "Multiple microhemorrhages." there is about what
// "Susceptibility-weighted imaging: No microhemorrhage." denies.
func (a *analysis) aboutNothingElse(s *sentence) bool {
	if s.label != "" && !IsGeneralLabel(s.label, a.v.code) {
		return false
	}
	for _, list := range [][]mention{a.places, a.organs} {
		for _, m := range list {
			if m.s == s {
				return false
			}
		}
	}
	return true
}

// inLabel tells a mention that stands in its line's label: the line names a finding, not an
// organ. An organ heading before the finding ("Right kidney Hydronephrosis: None.") keeps its
// side in the mention's side. A line's later sentences carry its label, not its words.
func (a *analysis) inLabel(m mention) bool {
	n := labelWordsOpening(m.s)
	return n > 0 && m.end <= n
}

// labelWordsOpening is how many of a sentence's first words are its label: the whole label
// ("right kidney hydronephrosis none"), or the label's own words after the line's organ when
// the sentence stands inside the line ("Hydronephrosis: None." on "Right kidney:"); 0 when the
// sentence does not open with its label.
func labelWordsOpening(s *sentence) int {
	label := words(s.label)
	for k := range label {
		if n := len(label) - k; n <= len(s.words) && slices.Equal(s.words[:n], label[k:]) {
			return n
		}
	}
	return 0
}
