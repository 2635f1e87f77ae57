package reporting

import (
	"strings"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/lang"
	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/domain/template"
)

// checkTranscript refuses a blank or overlong transcript and an unknown language; an empty
// language is the product's default.
func checkTranscript(transcript, language string) (string, error) {
	switch err := report.CheckTranscript(transcript); {
	case err != nil && err.Error() == report.MsgTranscriptTooLong:
		return "", apperr.New(apperr.TooLarge, err.Error())
	case err != nil:
		return "", apperr.New(apperr.Invalid, err.Error())
	}
	language, err := lang.DictationLanguage(language)
	if err != nil {
		return "", apperr.New(apperr.Invalid, err.Error())
	}
	return language, nil
}

// checkTemplate refuses a missing or oversized template.
func checkTemplate(html string) error {
	if strings.TrimSpace(html) == "" {
		return apperr.New(apperr.Invalid, MsgNoTemplate)
	}
	if err := template.CheckHTMLSize(html); err != nil {
		return apperr.New(apperr.TooLarge, err.Error())
	}
	return nil
}
