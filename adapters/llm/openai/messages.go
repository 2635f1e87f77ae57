package openai

import (
	"strings"

	"github.com/radscribe/radscribe/domain/report"
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

func fillMessage(language, templateHTML, transcript string, prefs report.ImpressionPreferences) string {
	return "Report language: " + language + "\n" + impressionPreferences(prefs, true) + "\n\nTEMPLATE:\n" + templateHTML + "\n\nTRANSCRIPT:\n" + transcript
}

func generateMessage(language, transcript string, prefs report.ImpressionPreferences) string {
	return "Report language: " + language + "\n" + impressionPreferences(prefs, true) + "\n\nTRANSCRIPT:\n" + transcript
}

func impressionMessage(language, study string, findings []ports.FindingLine, prefs report.ImpressionPreferences) string {
	var b strings.Builder
	b.WriteString("Report language: " + language + "\n" + impressionPreferences(prefs, false) + "\n\nSTUDY:\n" + study + "\n\nFINDINGS:\n")
	for _, f := range findings {
		if f.Label != "" {
			b.WriteString(f.Label + ": ")
		}
		b.WriteString(f.Text + "\n")
	}
	return b.String()
}

// impressionPreferences tells the model how the user wants an impression written when none was
// dictated; numbering only where the model writes the numbers (the application numbers the
// lines of "Write impression" itself).
func impressionPreferences(p report.ImpressionPreferences, numbering bool) string {
	p = p.OrDefault()
	var parts []string
	if numbering {
		if p.Numbered {
			parts = append(parts, "number its lines (1., 2.) when there is more than one")
		} else {
			parts = append(parts, "do not number its lines")
		}
	}
	switch p.Background {
	case report.BackgroundSummed:
		parts = append(parts, "sum up chronic, stable, post-surgical, device and incidental findings in one last line")
	case report.BackgroundLeftOut:
		parts = append(parts, "leave chronic, stable, post-surgical, device and incidental findings out")
	default:
		parts = append(parts, "sum up chronic, stable, post-surgical, device and incidental findings in one last line on CT, MR and ultrasound, and leave them out on radiographs")
	}
	if p.Recommendations {
		parts = append(parts, "put a guideline follow-up after the finding it belongs to")
	} else {
		parts = append(parts, "leave follow-up recommendations out of the impression")
	}
	return "Impression preferences (when no impression is dictated): " + strings.Join(parts, "; ") + "."
}
