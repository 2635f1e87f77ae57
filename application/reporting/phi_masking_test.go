package reporting

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// remoteWriter is a writer that sends the text to another service, as a language model does.
type remoteWriter struct{ *fakeWriter }

func (remoteWriter) SendsTextOut() bool { return true }

// A name and a date of birth in a dictation must not leave the server for a language model;
// the radiologist is warned, and the model sees placeholders.
func TestPatientDataIsMaskedBeforeItLeavesForAnExternalWriter(t *testing.T) {
	const dictation = "Patient John Miller, date of birth 12.03.1961. Findings: no pneumothorax."
	e := newEnv()
	remote := remoteWriter{e.writer}
	e.service.writer = remote
	e.writer.format.HTML = "<h3>Findings</h3><p>No pneumothorax.</p>"

	result, err := e.service.Format(context.Background(), anna, FormatInput{Transcript: dictation, Language: "en"})
	require.NoError(t, err)
	require.Len(t, e.writer.corrections, 1)
	sent := e.writer.corrections[0].Text
	assert.NotContains(t, sent, "Miller")
	assert.NotContains(t, sent, "1961")
	assert.Contains(t, sent, "no pneumothorax", "the findings go out unchanged")
	assert.NotEmpty(t, result.PHIWarnings, "the radiologist is told what was found")
}

func TestTheBuiltinEngineReadsTheDictationAsItIs(t *testing.T) {
	const dictation = "Patient John Miller. Findings: no pneumothorax."
	e := newEnv()
	e.writer.format.HTML = "<p>x</p>"
	result, err := e.service.Format(context.Background(), anna, FormatInput{Transcript: dictation, Language: "en"})
	require.NoError(t, err)
	assert.Equal(t, dictation, e.writer.corrections[0].Text, "nothing leaves the server, so nothing is masked")
	assert.NotEmpty(t, result.PHIWarnings)
}
