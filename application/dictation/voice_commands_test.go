package dictation

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/dictation"
)

func TestVoiceCommandsNeedNoLiveRecognizer(t *testing.T) {
	commands, language, err := VoiceCommands("")
	require.NoError(t, err)
	assert.Equal(t, "en", language, "the default language when none is named")
	assert.Equal(t, dictation.CommandWords("en"), commands)

	commands, language, err = VoiceCommands("de-ch")
	require.NoError(t, err)
	assert.Equal(t, "de-ch", language)
	assert.Equal(t, dictation.CommandWords("de-ch"), commands)

	_, _, err = VoiceCommands("tlh")
	assert.Equal(t, apperr.Invalid, apperr.KindOf(err), "an unknown language is refused: %v", err)
}
