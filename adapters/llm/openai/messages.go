package openai

import (
	"strings"

	"github.com/radscribe/radscribe/domain/vocabulary"
	"github.com/radscribe/radscribe/ports"
)

// The user messages name each part the way the default prompts describe their input.

func correctionMessage(language, text string, entries []vocabulary.Entry) string {
	var b strings.Builder
	b.WriteString("Dictation language: " + language + "\n")
	if len(entries) > 0 {
		b.WriteString("The user's own corrections:\n")
		for _, e := range entries {
			b.WriteString(e.OriginalWord + " -> " + e.CorrectedWord + "\n")
		}
	}
	b.WriteString("\nTEXT:\n" + text)
	return b.String()
}

func formatMessage(language, transcript string, detect bool) string {
	detection := "off"
	if detect {
		detection = "on"
	}
	return "Report language: " + language + "\nContradiction detection: " + detection + "\n\nDICTATION:\n" + transcript
}

func fillMessage(language, templateHTML, transcript string) string {
	return "Report language: " + language + "\n\nTEMPLATE:\n" + templateHTML + "\n\nTRANSCRIPT:\n" + transcript
}

func generateMessage(language, transcript string) string {
	return "Report language: " + language + "\n\nTRANSCRIPT:\n" + transcript
}

func impressionMessage(language, study string, findings []ports.FindingLine) string {
	var b strings.Builder
	b.WriteString("Report language: " + language + "\n\nSTUDY:\n" + study + "\n\nFINDINGS:\n")
	for _, f := range findings {
		if f.Label != "" {
			b.WriteString(f.Label + ": ")
		}
		b.WriteString(f.Text + "\n")
	}
	return b.String()
}
