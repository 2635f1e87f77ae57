package builtin

import (
	"github.com/radscribe/radscribe/domain/lang"
	"github.com/radscribe/radscribe/domain/report"
)

// sectionOrder is the order sections appear in a report, whatever order they were dictated in.
var sectionOrder = report.SectionOrder

// language holds what the engine knows about one dictation language.
type language struct {
	code string
	// titles are the section headings the report shows, and spoken every heading phrase (lower
	// case) a radiologist says or writes per section, from report.HeadingsOf.
	titles map[string]string
	spoken map[string][]string
	// notHeading are words that, right after a heading word without a colon, show the word is
	// part of a sentence ("comparison is made", "Befund der Voruntersuchung").
	notHeading set
	// verbs are the words after a heading word that surely make it a sentence ("Impression
	// of", "Findings are"); languages without the list use notHeading.
	verbs set
	// beforeNotHeading are words that, right before a heading word in mid-sentence, show it is
	// part of that sentence ("prior findings").
	beforeNotHeading set
	// heads are the spoken phrases as words, longest first, built once.
	heads []headingPhrase
	// byFirst indexes heads by their first word.
	byFirst map[string][]headingPhrase
	// normal is the sentence the engine writes when a generated report has no abnormality.
	normal string
}

// continues returns the words that surely continue a sentence after a heading word.
func (l *language) continues() set {
	if l.verbs != nil {
		return l.verbs
	}
	return l.notHeading
}

// languageOf returns the tables of a language, English for one the engine does not know.
func languageOf(code string) *language {
	if l, ok := languages[lang.Base(code)]; ok {
		return l
	}
	return languages["en"]
}
