package feedback

import (
	"strings"
	"testing"
	"time"

	"github.com/radscribe/radscribe/domain/domaintest"
)

var now = time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)

func negative(change func(*Draft)) Draft {
	d := Draft{Type: "negative", Category: "formatting", Text: "Headings were lost.", Language: "de", InputMethod: "external_transcript"}
	change(&d)
	return d
}

func TestNew(t *testing.T) {
	tests := []struct {
		name  string
		draft Draft
		want  string
	}{
		{"negative with a category and text", negative(func(*Draft) {}), ""},
		{"negative without a category", negative(func(d *Draft) { d.Category = "" }), ""},
		{"every category", negative(func(d *Draft) { d.Category = "missing_terms" }), ""},
		{"positive", Draft{Type: "positive", Language: "en", InputMethod: "voice_recording"}, ""},
		{"unknown type", negative(func(d *Draft) { d.Type = "neutral" }), MsgTypeInvalid},
		{"missing type", negative(func(d *Draft) { d.Type = "" }), MsgTypeInvalid},
		{"positive with a category", Draft{Type: "positive", Category: "other", Language: "en", InputMethod: "voice_recording"}, MsgCategoryOnlyNegative},
		{"unknown category", negative(func(d *Draft) { d.Category = "style" }), MsgCategoryInvalid},
		{"category labels are not codes", negative(func(d *Draft) { d.Category = "Formatting issue" }), MsgCategoryInvalid},
		{"500 characters", negative(func(d *Draft) { d.Text = strings.Repeat("ü", 500) }), ""},
		{"501 characters", negative(func(d *Draft) { d.Text = strings.Repeat("ü", 501) }), MsgTextTooLong},
		{"Swiss German", negative(func(d *Draft) { d.Language = "de-ch" }), ""},
		{"universal is no dictation language", negative(func(d *Draft) { d.Language = "universal" }), MsgLanguageInvalid},
		{"unknown language", negative(func(d *Draft) { d.Language = "xx" }), MsgLanguageInvalid},
		{"unknown input method", negative(func(d *Draft) { d.InputMethod = "upload" }), MsgInputMethodInvalid},
		{"missing input method", negative(func(d *Draft) { d.InputMethod = "" }), MsgInputMethodInvalid},
		{"200-character template name", negative(func(d *Draft) { d.TemplateName = strings.Repeat("n", 200) }), ""},
		{"201-character template name", negative(func(d *Draft) { d.TemplateName = strings.Repeat("n", 201) }), MsgTemplateNameTooLong},
		{"long session id", negative(func(d *Draft) { d.SessionID = strings.Repeat("s", 65) }), MsgIDTooLong},
		{"long recording id", negative(func(d *Draft) { d.RecordingID = strings.Repeat("r", 65) }), MsgIDTooLong},
		{"long template id", negative(func(d *Draft) { d.TemplateID = strings.Repeat("t", 65) }), MsgIDTooLong},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := New("f1", "anna", tt.draft, now)
			domaintest.AssertProblem[Problem](t, err, tt.want)
		})
	}
}

func TestBlankValuesAreAbsentAndLanguageDefaultsToEnglish(t *testing.T) {
	f, err := New("f1", "anna", Draft{
		Type: " negative ", Category: " ", Text: " \n\t ", SessionID: " s1 ", InputMethod: "voice_recording",
		TemplateUsed: true, TemplateID: " t1 ", TemplateName: "  Knee MRI  ",
	}, now)
	if err != nil {
		t.Fatal(err)
	}
	want := Feedback{
		ID: "f1", UserID: "anna", Type: Negative, Language: "en", SessionID: "s1", InputMethod: VoiceRecording,
		TemplateUsed: true, TemplateID: "t1", TemplateName: "Knee MRI", CreatedAt: now,
	}
	if f != want {
		t.Errorf("got %+v", f)
	}
}
