package reporting

import (
	"context"
	"errors"
	"log/slog"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/domain/prompt"
	"github.com/radscribe/radscribe/ports"
)

// promptlessWriter follows no prompts, as the builtin engine.
type promptlessWriter struct{ *fakeWriter }

func (promptlessWriter) FollowsPrompts() bool { return false }

// unreadablePrompts and unreadablePreferences fail every read, to show they are not read.
type unreadablePrompts struct{ ports.AIPromptRepository }

func (unreadablePrompts) List(context.Context) ([]prompt.AI, error) {
	return nil, errors.New("prompts read")
}

type unreadablePreferences struct{ ports.PreferencesRepository }

func (unreadablePreferences) Get(context.Context, string) (ports.UserPreferences, error) {
	return ports.UserPreferences{}, errors.New("preferences read")
}

// A writer that follows no prompts gets none, and the prompts are not read for it: two
// database reads fewer on every report.
func TestPromptsAreNotReadForAWriterThatFollowsNone(t *testing.T) {
	e := newEnv()
	writer := promptlessWriter{&fakeWriter{}}
	stores := Stores{Vocabulary: e.vocabulary, Frequencies: e.frequencies, Preferences: unreadablePreferences{}, Prompts: unreadablePrompts{}, Macros: e.macros}
	service := NewService(stores, writer, scriptSanitizer{}, e.limiter, Budget{PerHour: 600}, slog.New(slog.DiscardHandler))

	_, err := service.Format(context.Background(), anna, FormatInput{Transcript: transcript, Language: "en"})
	require.NoError(t, err)
	require.Len(t, writer.formats, 1)
	assert.Equal(t, ports.PromptChoice{}, writer.formats[0].Prompt)
	assert.Equal(t, ports.PromptChoice{}, writer.corrections[0].Prompt)

	following := NewService(stores, &fakeWriter{}, scriptSanitizer{}, e.limiter, Budget{PerHour: 600}, slog.New(slog.DiscardHandler))
	_, err = following.Format(context.Background(), anna, FormatInput{Transcript: transcript, Language: "en"})
	assert.Error(t, err, "a writer that follows prompts has them read")
}
