package builtin

import (
	"github.com/radscribe/radscribe/domain/dictation"
	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/domain/vocabulary"
)

// corrected is a corrected transcript with what changed and how often each vocabulary entry
// applied.
type corrected struct {
	text    string
	changes []report.Correction
	hits    map[string]int
}

// correct runs the correction steps in the pipeline's order: spoken punctuation first, so
// words are clean, then the user's own corrections, which win over the lexicon.
func correct(text, code string, vocab []vocabulary.Entry) corrected {
	// Measurements first: German "Komma" is both the decimal and the spoken comma.
	spoken := dictation.NormaliseMeasurements(text, base(code))
	c := corrected{text: dictation.ApplySpokenPunctuation(spoken, base(code)), hits: map[string]int{}}
	c.text = applyVocabulary(&c, c.text, code, vocab)
	c.text = applyLexicon(&c, c.text, base(code))
	return c
}
