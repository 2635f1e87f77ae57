package openai

import (
	"context"
	"slices"
	"strings"
	"unicode"

	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/domain/vocabulary"
	"github.com/radscribe/radscribe/ports"
)

// correctionAnswer is the JSON a custom correction prompt may ask for; the default asks for
// the corrected text alone.
type correctionAnswer struct {
	CorrectedText string `json:"correctedText"`
	Corrections   []struct {
		Original  string `json:"original"`
		Corrected string `json:"corrected"`
	} `json:"corrections"`
}

// Correct asks for the transcript with recognition errors fixed.
func (w *Writer) Correct(ctx context.Context, req ports.CorrectionRequest) (ports.CorrectionResult, error) {
	user := correctionMessage(req.Language, req.Text, req.Vocabulary)
	result, used, reason, err := withFallback(ctx, w, req.Prompt, func(ctx context.Context, system string, retries int) (ports.CorrectionResult, error) {
		text, err := w.chat(ctx, chatRequest{system: system, user: user, retries: retries})
		if err != nil {
			return ports.CorrectionResult{}, err
		}
		return parseCorrection(text)
	})
	if err != nil {
		return ports.CorrectionResult{}, err
	}
	result.VocabularyHits = vocabularyHits(req.Text, result.Text, req.Vocabulary)
	result.Corrections = withVocabulary(result.Corrections, result.VocabularyHits, req.Vocabulary)
	result.PromptUsed, result.FallbackReason = used, reason
	return result, nil
}

func parseCorrection(text string) (ports.CorrectionResult, error) {
	text = unfence(text)
	if strings.HasPrefix(text, "{") {
		var answer correctionAnswer
		if err := decodeObject(text, &answer); err != nil {
			return ports.CorrectionResult{}, err
		}
		if strings.TrimSpace(answer.CorrectedText) == "" {
			return ports.CorrectionResult{}, errEmpty
		}
		result := ports.CorrectionResult{Text: strings.TrimSpace(answer.CorrectedText)}
		for _, c := range answer.Corrections {
			if c.Original != "" && c.Corrected != "" {
				result.Corrections = append(result.Corrections, report.Correction{Original: c.Original, Corrected: c.Corrected, Source: "llm"})
			}
		}
		return result, nil
	}
	if text == "" {
		return ports.CorrectionResult{}, errEmpty
	}
	return ports.CorrectionResult{Text: text}, nil
}

// vocabularyHits counts, per entry, how often its original words were dictated when the
// corrected text holds its correction: the model does not say which entries it applied.
func vocabularyHits(before, after string, entries []vocabulary.Entry) map[string]int {
	hits := map[string]int{}
	dictated, corrected := words(before), words(after)
	for _, e := range entries {
		if n := occurrences(dictated, words(e.OriginalWord)); n > 0 && occurrences(corrected, words(e.CorrectedWord)) > 0 {
			hits[e.ID] = n
		}
	}
	return hits
}

// withVocabulary lists each applied vocabulary entry as a correction unless the model did.
func withVocabulary(corrections []report.Correction, hits map[string]int, entries []vocabulary.Entry) []report.Correction {
	for _, e := range entries {
		if hits[e.ID] == 0 || listed(corrections, e.OriginalWord) {
			continue
		}
		corrections = append(corrections, report.Correction{Original: e.OriginalWord, Corrected: e.CorrectedWord, Source: "vocabulary"})
	}
	return corrections
}

func listed(corrections []report.Correction, original string) bool {
	for _, c := range corrections {
		if strings.EqualFold(c.Original, original) {
			return true
		}
	}
	return false
}

// words splits text into lower-case words, so phrases match as whole words in any case.
func words(text string) []string {
	return strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsNumber(r) })
}

func occurrences(text, phrase []string) int {
	if len(phrase) == 0 {
		return 0
	}
	n := 0
	for i := 0; i+len(phrase) <= len(text); i++ {
		if slices.Equal(text[i:i+len(phrase)], phrase) {
			n++
		}
	}
	return n
}
