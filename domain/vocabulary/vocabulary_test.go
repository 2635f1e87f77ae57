package vocabulary

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/radscribe/radscribe/domain/domaintest"
)

var now = time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)

func TestNewEntry(t *testing.T) {
	tests := []struct {
		name                          string
		original, corrected, language string
		want                          string
	}{
		{"valid", "new monia", "pneumonia", "en", ""},
		{"Swiss German is a dictation language", "Röntgen", "Röntgenaufnahme", "de-ch", ""},
		{"blank original", "  ", "pneumonia", "en", MsgOriginalRequired},
		{"blank corrected", "new monia", "", "en", MsgCorrectedRequired},
		{"both blank: original first", "", "", "en", MsgOriginalRequired},
		{"long original", strings.Repeat("a", 201), "b", "en", MsgOriginalTooLong},
		{"long corrected", "a", strings.Repeat("b", 201), "en", MsgCorrectedTooLong},
		{"200 characters is fine", strings.Repeat("ä", 200), "b", "en", ""},
		{"control character in the original", "new\x00monia", "pneumonia", "en", "Original word contains an invisible control character (U+0000). Please remove it."},
		{"direction override in the corrected", "new monia", "pneu\u202emonia", "en", "Corrected word contains an invisible control character (U+202E). Please remove it."},
		{"a tab inside a word", "new\tmonia", "pneumonia", "en", "Original word contains an invisible control character (U+0009). Please remove it."},
		{"universal is no dictation language", "a", "b", "universal", MsgLanguageInvalid},
		{"unknown language", "a", "b", "xx", MsgLanguageInvalid},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := NewEntry("v1", "anna", tt.original, tt.corrected, tt.language, now)
			domaintest.AssertProblem[Problem](t, err, tt.want)
		})
	}
}

func TestEntryIsTrimmedAndDefaultsToEnglish(t *testing.T) {
	e, err := NewEntry("v1", "anna", " new monia ", " pneumonia ", "", now)
	if err != nil {
		t.Fatal(err)
	}
	want := Entry{ID: "v1", OwnerID: "anna", OriginalWord: "new monia", CorrectedWord: "pneumonia", Language: "en", CreatedAt: now}
	if e != want {
		t.Errorf("got %+v", e)
	}
	if OriginalKey(" New Monia ") != "new monia" {
		t.Error("key is not case-folded and trimmed")
	}
}

func TestLimitAndDuplicate(t *testing.T) {
	if err := CheckAdd(MaxEntries - 1); err != nil {
		t.Errorf("entry 2000 refused: %v", err)
	}
	var c Conflict
	if err := CheckAdd(MaxEntries); !errors.As(err, &c) || c.Error() != "You can have at most 2000 vocabulary entries." {
		t.Errorf("entry 2001: %v", err)
	}
	if got := Duplicate(" new monia ").Error(); got != `You already have a correction for "new monia" in this language.` {
		t.Errorf("got %q", got)
	}
}
