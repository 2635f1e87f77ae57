package google

import (
	"strings"
	"unicode/utf8"

	"cloud.google.com/go/speech/apiv1/speechpb"
)

// Google's limits for phrase hints in one request (speech-to-text/quotas, "speech
// adaptation limits"); beyond them it rejects the whole request, so phrases that are too long,
// and those past the count or the total, are dropped instead.
const (
	maxPhrases          = 5000
	maxPhraseChars      = 100
	maxTotalPhraseChars = 100000
)

// speechContexts turns the user's vocabulary into phrase hints, in the order given; nil when
// there are none.
func speechContexts(hints []string) []*speechpb.SpeechContext {
	var phrases []string
	total := 0
	for _, hint := range hints {
		hint = strings.TrimSpace(hint)
		chars := utf8.RuneCountInString(hint)
		if chars == 0 || chars > maxPhraseChars {
			continue
		}
		if len(phrases) == maxPhrases || total+chars > maxTotalPhraseChars {
			break
		}
		phrases = append(phrases, hint)
		total += chars
	}
	if len(phrases) == 0 {
		return nil
	}
	return []*speechpb.SpeechContext{{Phrases: phrases}}
}
