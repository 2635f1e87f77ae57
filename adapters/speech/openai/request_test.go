package openai

import (
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/require"
)

func TestISOLanguage(t *testing.T) {
	for code, want := range map[string]string{
		"en": "en", "de-ch": "de", "DE-CH": "de", "pt-br": "pt", "pt_BR": "pt", "es": "es", "it": "it",
		"fr": "fr", "sv": "sv", "sl": "sl", "pl": "pl", "lt": "lt", "ro": "ro", "el": "el", " En ": "en",
		"": "", "auto": "", "deu": "", "1a": "",
	} {
		require.Equal(t, want, isoLanguage(code), code)
	}
}

func TestPromptHint(t *testing.T) {
	for _, tc := range []struct {
		name  string
		hints []string
		want  string
	}{
		{"none", nil, ""},
		{"joined", []string{"Pleuraerguss", "Kardiomegalie"}, "Pleuraerguss, Kardiomegalie"},
		{"blank, repeated and spaced terms", []string{" ", "T2  hyperintense\n", "t2 hyperintense", "DWI"}, "T2 hyperintense, DWI"},
		{"a term too long is skipped, not cut", []string{"A", strings.Repeat("x", maxPromptChars), "B"}, "A, B"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			require.Equal(t, tc.want, promptHint(tc.hints))
		})
	}
}

func TestPromptHintKeepsWholeTermsWithinTheCap(t *testing.T) {
	var hints []string
	for i := range 300 {
		hints = append(hints, strings.Repeat("ä", i%7+3)+strconv.Itoa(i))
	}
	prompt := promptHint(hints)
	require.LessOrEqual(t, utf8.RuneCountInString(prompt), maxPromptChars)
	require.Greater(t, utf8.RuneCountInString(prompt), maxPromptChars-20, "fills the cap")
	// Whole terms in their order: each term is a later hint than the one before.
	next := 0
	for _, term := range strings.Split(prompt, ", ") {
		for next < len(hints) && hints[next] != term {
			next++
		}
		require.Less(t, next, len(hints), "%q is a whole hint, after the previous one", term)
		next++
	}
}

func TestUploadForEveryFormat(t *testing.T) {
	for format, want := range map[string]string{"webm": "recording.webm", "ogg": "recording.ogg", "wav": "recording.wav", "mp3": "recording.mp3", "m4a": "recording.m4a", "WEBM": "recording.webm"} {
		got, ok := uploadFor(format)
		require.True(t, ok, format)
		require.Equal(t, want, got.name)
	}
	_, ok := uploadFor("flac")
	require.False(t, ok)
}
