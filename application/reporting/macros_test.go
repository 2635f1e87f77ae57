package reporting

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/macro"
	"github.com/radscribe/radscribe/ports/portstest"
)

func (e *env) addMacro(t *testing.T, id, owner, name, language, text string) {
	t.Helper()
	m, err := macro.New(id, owner, name, language, text, portstest.Now)
	require.NoError(t, err)
	require.NoError(t, e.macros.Add(context.Background(), m, func(int) error { return nil }))
}

// Every path expands the user's macros once, before the writer corrects the transcript; the
// user's own macro wins over a shared one of the same name, and another user's is never used.
func TestMacrosAreExpandedBeforeTheWriterRuns(t *testing.T) {
	e := newEnv()
	e.addMacro(t, "m1", anna.ID, "normal chest", "en", "The lungs are clear. Heart size [size].")
	e.addMacro(t, "s1", "", "normal chest", "en", "shared text")
	e.addMacro(t, "s2", "", "normal brain", "en", "No acute intracranial abnormality.")
	e.addMacro(t, "b1", "ben", "spine", "en", "ben's text")
	ctx := context.Background()

	_, err := e.service.Format(ctx, anna, FormatInput{Transcript: "Chest. insert normal chest. Macro normal brain. insert spine", Language: "en"})
	require.NoError(t, err)
	_, err = e.service.Fill(ctx, anna, FillInput{Transcript: "insert normal chest", TemplateHTML: "<p>Lungs: clear.</p>", Language: "en"})
	require.NoError(t, err)
	_, err = e.service.Generate(ctx, anna, GenerateInput{Transcript: "insert normal brain", Language: "en"})
	require.NoError(t, err)
	_, err = e.service.CorrectTranscription(ctx, anna, "insert normal chest", "en")
	require.NoError(t, err)

	require.Len(t, e.writer.corrections, 4)
	assert.Equal(t, "Chest. The lungs are clear. Heart size [size]. No acute intracranial abnormality. insert spine", e.writer.corrections[0].Text)
	assert.Equal(t, "The lungs are clear. Heart size [size].", e.writer.corrections[1].Text)
	assert.Equal(t, "No acute intracranial abnormality.", e.writer.corrections[2].Text)
	assert.Equal(t, "The lungs are clear. Heart size [size].", e.writer.corrections[3].Text)
}

func TestMacrosCannotTakeATranscriptOverItsLimit(t *testing.T) {
	e := newEnv()
	e.addMacro(t, "m1", anna.ID, "long", "en", strings.Repeat("a", 5000))
	_, err := e.service.Format(context.Background(), anna, FormatInput{Transcript: strings.Repeat("insert long ", 11), Language: "en"})
	var appErr *apperr.Error
	require.ErrorAs(t, err, &appErr)
	assert.Equal(t, apperr.TooLarge, appErr.Kind)
	assert.Equal(t, MsgExpandedTooLong, appErr.Message)
	assert.Empty(t, e.writer.corrections, "nothing reaches the writer")
}
