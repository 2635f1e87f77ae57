package report

import (
	"reflect"
	"strings"
	"testing"
)

// Every language's messages word every contradiction, with the same verbs in the same order as
// the English ones, so a translation can neither drop an argument nor swap two of a kind.
func TestMessagesMatchTheEnglishArguments(t *testing.T) {
	for code, v := range vocabularies {
		matchEnglishArguments(t, code, englishMessages, v.msg)
	}
}

// matchEnglishArguments checks that every string field of a language's messages is worded,
// with the verbs of the English message of that field in the same order; english and got are
// values of one message struct type.
func matchEnglishArguments(t *testing.T, code string, english, got any) {
	t.Helper()
	want, have := reflect.ValueOf(english), reflect.ValueOf(got)
	for i := range want.NumField() {
		field := want.Type().Field(i)
		if field.Type.Kind() != reflect.String {
			continue
		}
		en, text := want.Field(i).String(), have.Field(i).String()
		if text == "" {
			t.Errorf("%s: %s is empty", code, field.Name)
		}
		if verbs(text) != verbs(en) {
			t.Errorf("%s: %s has verbs %q, English %q: %q", code, field.Name, verbs(text), verbs(en), text)
		}
	}
}

// verbs are the formatting verbs of a message in order ("%s%d").
func verbs(message string) string {
	var b strings.Builder
	for i := 0; i+1 < len(message); i++ {
		if message[i] == '%' {
			b.WriteString(message[i : i+2])
			i++
		}
	}
	return b.String()
}

func TestRomanceReportsAreWordedInTheirLanguage(t *testing.T) {
	for code, word := range map[string]string{"fr": "Côté discordant", "es": "Lateralidad discordante", "it": "Lato discordante", "pt": "Lateralidade discordante"} {
		if got := vocabularyFor(code).msg.laterality; !strings.HasPrefix(got, word) {
			t.Errorf("%s laterality = %q, want it to open with %q", code, got, word)
		}
	}
}
