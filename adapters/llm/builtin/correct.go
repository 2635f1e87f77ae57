package builtin

import (
	"github.com/radscribe/radscribe/domain/dictation"
	"github.com/radscribe/radscribe/domain/lang"
	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/ports"
)

// corrected is a corrected transcript with what changed and how often each vocabulary entry
// applied.
type corrected struct {
	text    string
	changes []report.Correction
	review  []ports.CorrectionReview
	hits    map[string]int
}

// correct runs the correction steps in the pipeline's order: spoken punctuation first, so
// words are clean, then the user's own corrections, which win over the lexicon.
// The vocabulary comes indexed (newVocabularyIndex; nil when no entry applies).
func correct(text, code string, index *vocabularyIndex) corrected {
	// Grading categories first ("lung rads four a period"), so the full stop after one is read
	// as one; then measurements: German "Komma" is both the decimal and the spoken comma.
	spoken := dictation.NormaliseMeasurements(dictation.SpellGradingCategories(text, lang.Base(code)), lang.Base(code))
	c := corrected{text: dictation.ApplySpokenPunctuation(spoken, lang.Base(code)), hits: map[string]int{}}
	// Hesitations and spoken self-corrections ("left, sorry, right") once the commas are
	// written; each self-correction is listed with the other corrections.
	// One the step cannot apply surely is kept as dictated and listed for review.
	var fixes []dictation.SelfCorrection
	var flagged []dictation.FlaggedCorrection
	c.text, fixes, flagged = dictation.CleanDisfluencies(c.text, lang.Base(code))
	for _, f := range fixes {
		c.changes = append(c.changes, report.Correction{Original: f.Original, Corrected: f.Corrected, Source: "self-correction"})
	}
	for _, f := range flagged {
		c.review = append(c.review, ports.CorrectionReview{Text: f.Text, Reason: f.Reason})
	}
	// Speech without punctuation gets its sentences and spoken headings back before the words
	// are corrected, so placement and the checks read statements, not one run-on.
	// Vertebrae said as a letter and a number ("l five s one") are one word each before the
	// segmenter reads levels, and two adjacent ones the level between them after it ("L5-S1").
	c.text = dictation.JoinSpineLevels(dictation.Segment(dictation.SpellVertebrae(c.text, lang.Base(code)), lang.Base(code)))
	c.text = applyIndex(&c, c.text, index)
	c.text = applyLexicon(&c, c.text, lang.Base(code))
	// German nouns dictated in lower case get their capital; a matter of spelling, not a
	// correction to list.
	c.text = capitaliseNouns(c.text, lang.Base(code))
	// Abbreviations dictated in lower case are written in capitals ("ct" CT, "zvk" ZVK).
	c.text = writeAbbreviations(c.text, lang.Base(code))
	return c
}
