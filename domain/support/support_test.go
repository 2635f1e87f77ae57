package support

import (
	"strings"
	"testing"
	"time"

	"github.com/radscribe/radscribe/domain/domaintest"
)

var now = time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)

func valid(change func(*Draft)) Draft {
	d := Draft{Name: "Anna Weber", Email: "anna@klinik.de", Subject: "FAQ question from the tutorials page", Message: "How do I add my own template?"}
	if change != nil {
		change(&d)
	}
	return d
}

func TestNewContactMessage(t *testing.T) {
	tests := []struct {
		name   string
		change func(*Draft)
		want   string
	}{
		{"valid", nil, ""},
		{"blank name", func(d *Draft) { d.Name = "  " }, MsgNameRequired},
		{"name of 100 characters", func(d *Draft) { d.Name = strings.Repeat("ä", 100) }, ""},
		{"name of 101 characters", func(d *Draft) { d.Name = strings.Repeat("ä", 101) }, MsgNameTooLong},
		{"line feed in the name", func(d *Draft) { d.Name = "Anna\nBcc: x@example.com" }, "Name contains an invisible control character (U+000A). Please remove it."},
		{"direction override in the name", func(d *Draft) { d.Name = "Anna\u202eWeber" }, "Name contains an invisible control character (U+202E). Please remove it."},
		{"blank email", func(d *Draft) { d.Email = "" }, MsgInvalidEmail},
		{"invalid email", func(d *Draft) { d.Email = "anna@klinik" }, MsgInvalidEmail},
		{"display name in the email", func(d *Draft) { d.Email = "Anna <anna@klinik.de>" }, MsgInvalidEmail},
		{"line feed in the email", func(d *Draft) { d.Email = "anna@klinik.de\nBcc: x@example.com" }, MsgInvalidEmail},
		{"email with spaces around", func(d *Draft) { d.Email = " anna@klinik.de " }, ""},
		{"blank subject", func(d *Draft) { d.Subject = "\t" }, MsgSubjectRequired},
		{"subject of 200 characters", func(d *Draft) { d.Subject = strings.Repeat("ß", 200) }, ""},
		{"subject of 201 characters", func(d *Draft) { d.Subject = strings.Repeat("ß", 201) }, MsgSubjectTooLong},
		{"carriage return in the subject", func(d *Draft) { d.Subject = "Help\rBcc: x@example.com" }, "Subject contains an invisible control character (U+000D). Please remove it."},
		{"blank message", func(d *Draft) { d.Message = " \n " }, MsgMessageRequired},
		{"message of 5000 characters", func(d *Draft) { d.Message = strings.Repeat("é", 5000) }, ""},
		{"message of 5001 characters", func(d *Draft) { d.Message = strings.Repeat("é", 5001) }, MsgMessageTooLong},
		{"message over several lines with tabs", func(d *Draft) { d.Message = "First line\n\tsecond line\r\nthird" }, ""},
		{"NUL in the message", func(d *Draft) { d.Message = "Hello\x00" }, "Message contains an invisible control character (U+0000). Please remove it."},
		{"isolate in the message", func(d *Draft) { d.Message = "Hello \u2066world" }, "Message contains an invisible control character (U+2066). Please remove it."},
		{"everything blank: the name comes first", func(d *Draft) { *d = Draft{} }, MsgNameRequired},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := NewContactMessage("m1", "", valid(tt.change), now)
			domaintest.AssertProblem[Problem](t, err, tt.want)
		})
	}
}

func TestContactMessageIsTrimmed(t *testing.T) {
	m, err := NewContactMessage("m1", "u1", Draft{Name: " Anna ", Email: " anna@klinik.de ", Subject: " Templates ", Message: "\n Line one\nLine two \n"}, now)
	if err != nil {
		t.Fatal(err)
	}
	want := ContactMessage{ID: "m1", UserID: "u1", Name: "Anna", Email: "anna@klinik.de", Subject: "Templates", Text: "Line one\nLine two", CreatedAt: now}
	if m != want {
		t.Errorf("got %+v", m)
	}
}

func TestCategories(t *testing.T) {
	tests := []struct {
		category Category
		want     bool
	}{
		{Basics, true}, {Advanced, true}, {Tips, true}, {"Basics", false}, {"", false}, {"news", false},
	}
	for _, tt := range tests {
		if got := tt.category.Valid(); got != tt.want {
			t.Errorf("%q: got %v", tt.category, got)
		}
	}
	if got := Categories(); len(got) != 3 || got[0] != Basics || got[1] != Advanced || got[2] != Tips {
		t.Errorf("categories %v", got)
	}
}
