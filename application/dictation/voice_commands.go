package dictation

import "github.com/radscribe/radscribe/domain/dictation"

// VoiceCommands lists what the radiologist can say while dictating live in language, for the
// profile to show; the language as checked (the default when none is named).
func VoiceCommands(language string) ([]dictation.CommandPhrases, string, error) {
	language, err := checkLanguage(language)
	if err != nil {
		return nil, "", err
	}
	return dictation.CommandWords(language), language, nil
}
