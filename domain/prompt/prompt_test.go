package prompt

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/radscribe/radscribe/domain/domaintest"
)

var now = time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)

func TestCustomPromptLimits(t *testing.T) {
	long, max := strings.Repeat("x", 5001), strings.Repeat("ü", 5000)
	tests := []struct {
		name   string
		custom Custom
		want   string
	}{
		{"empty", Custom{}, ""},
		{"5000 characters each", Custom{Correction: max, ReportGeneration: max, TemplatePopulation: max, ReportFromScratch: max}, ""},
		{"correction", Custom{Correction: long}, "Correction prompt cannot exceed 5000 characters"},
		{"report generation", Custom{ReportGeneration: long}, "Report generation prompt cannot exceed 5000 characters"},
		{"template population", Custom{TemplatePopulation: long}, "Template population prompt cannot exceed 5000 characters"},
		{"report from scratch", Custom{ReportFromScratch: long}, "Report from scratch prompt cannot exceed 5000 characters"},
		{"impression", Custom{Impression: long}, "Impression prompt cannot exceed 5000 characters"},
		{"impression control character", Custom{Impression: "Sum up\x07"}, "Impression prompt contains an invisible control character (U+0007). Please remove it."},
		{"first in form order", Custom{ReportFromScratch: long, Correction: long}, MsgCorrectionTooLong},
		{"lines, tabs and carriage returns are fine", Custom{Correction: "Correct:\r\n\t- spelling"}, ""},
		{"control character", Custom{TemplatePopulation: "Fill\x1b[2J the template"}, "Template population prompt contains an invisible control character (U+001B). Please remove it."},
		{"isolate", Custom{ReportFromScratch: "Write\u2066 this"}, "Report from scratch prompt contains an invisible control character (U+2066). Please remove it."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { domaintest.AssertProblem[Problem](t, tt.custom.Validate(), tt.want) })
	}
}

func TestSavedPrompt(t *testing.T) {
	tests := []struct {
		name, typ, promptName, text, want string
	}{
		{"valid", "template_population", " Concise ", "Fill the template.", ""},
		{"other type", "report_from_scratch", "Mine", "Write.", ""},
		{"unknown type", "correction", "Mine", "Write.", MsgPromptTypeInvalid},
		{"blank text", "template_population", "Mine", " \n ", "Cannot save an empty prompt"},
		{"blank name", "template_population", "   ", "Write.", MsgSavedNameRequired},
		{"name of 100", "template_population", strings.Repeat("n", 100), "Write.", ""},
		{"name of 101", "template_population", strings.Repeat("n", 101), "Write.", MsgSavedNameTooLong},
		{"text of 5001", "template_population", "Mine", strings.Repeat("t", 5001), MsgSavedTextTooLong},
		{"text of several lines", "template_population", "Mine", "Line one\n\tLine two", ""},
		{"line feed in the name", "template_population", "My\nprompt", "Write.", "Prompt name contains an invisible control character (U+000A). Please remove it."},
		{"NUL in the text", "template_population", "Mine", "Write\x00.", "Prompt text contains an invisible control character (U+0000). Please remove it."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := NewSaved("s1", "anna", HistoryType(tt.typ), tt.promptName, tt.text, now)
			domaintest.AssertProblem[Problem](t, err, tt.want)
			if err == nil && s.Name != strings.TrimSpace(tt.promptName) {
				t.Errorf("name not trimmed: %q", s.Name)
			}
		})
	}
}

func TestHistoryLimit(t *testing.T) {
	if err := CheckSave(4); err != nil {
		t.Errorf("fifth refused: %v", err)
	}
	var c Conflict
	if err := CheckSave(5); !errors.As(err, &c) || c.Error() != "Maximum of 5 saved prompts reached" {
		t.Errorf("sixth: %v", err)
	}
	if _, err := ParseHistoryType("report_from_scratch"); err != nil {
		t.Error(err)
	}
}

func TestAdminPromptValidation(t *testing.T) {
	valid := AIDraft{Name: "template_population", Text: "You fill radiology templates.", Language: "de"}
	tests := []struct {
		name   string
		change func(*AIDraft)
		want   string
	}{
		{"valid", func(*AIDraft) {}, ""},
		{"no description is fine", func(d *AIDraft) { d.Description = "" }, ""},
		{"blank name", func(d *AIDraft) { d.Name = " " }, "Prompt name is required"},
		{"blank text", func(d *AIDraft) { d.Text = "\n" }, "Prompt text is required"},
		{"long name", func(d *AIDraft) { d.Name = strings.Repeat("n", 201) }, MsgNameTooLong},
		{"long description", func(d *AIDraft) { d.Description = strings.Repeat("d", 1001) }, MsgDescriptionTooLong},
		{"long text", func(d *AIDraft) { d.Text = strings.Repeat("t", 50001) }, MsgTextTooLong},
		{"override in the name", func(d *AIDraft) { d.Name = "template\u202d_population" }, "Prompt name contains an invisible control character (U+202D). Please remove it."},
		{"control character in the description", func(d *AIDraft) { d.Description = "Fills\x07 templates" }, "Description contains an invisible control character (U+0007). Please remove it."},
		{"C1 control in the text", func(d *AIDraft) { d.Text = "You fill\u0085 templates." }, "Prompt text contains an invisible control character (U+0085). Please remove it."},
		{"universal", func(d *AIDraft) { d.Language = "universal" }, ""},
		{"dictation-only language", func(d *AIDraft) { d.Language = "sv" }, ""},
		{"unknown language", func(d *AIDraft) { d.Language = "xx" }, MsgLanguageInvalid},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := valid
			tt.change(&d)
			_, err := NewAI("p1", d, now)
			domaintest.AssertProblem[Problem](t, err, tt.want)
		})
	}
	p, err := NewAI("p1", AIDraft{Name: " x ", Text: "t"}, now)
	if err != nil || p.Language != "universal" || p.Name != "x" {
		t.Errorf("default language: %+v %v", p, err)
	}
	if err := p.Change(AIDraft{Name: "", Text: "t"}, now.Add(time.Hour)); err == nil || p.Name != "x" || p.UpdatedAt != now {
		t.Errorf("a refused change altered the prompt: %+v", p)
	}
}

func TestAdminListVisibility(t *testing.T) {
	tests := []struct {
		name, language string
		visible        bool
	}{
		{"medical_correction_universal", "en", true},
		{"radiology_report_generator", "de", true},
		{"template_population", "fr", true},
		{"report_generation_from_scratch", "it", true},
		{"impression_writing", "pt", true},
		{"ct_master_prompt", "en", true},
		{"Master correction", "en", true},
		{"anything", "universal", true},
		{"old_experiment", "en", false},
		{"template_population_v2", "de", false},
	}
	for _, tt := range tests {
		if got := (AI{Name: tt.name, Language: tt.language}).VisibleToAdmin(); got != tt.visible {
			t.Errorf("%s (%s): visible = %v", tt.name, tt.language, got)
		}
	}
}
