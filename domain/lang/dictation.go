package lang

import "strings"

// MsgUnknown answers a language outside the list a user chooses from.
const MsgUnknown = "Please choose a language from the list"

// Problem is a refused language; its text is shown to the user as it is.
type Problem string

func (p Problem) Error() string { return string(p) }

// DictationLanguage is the dictation language a request names: the default when it names
// none, refused when it is not one of the selectable languages.
func DictationLanguage(code string) (string, error) {
	code = strings.TrimSpace(code)
	switch {
	case code == "":
		return Default, nil
	case !IsSelectable(code):
		return "", Problem(MsgUnknown)
	}
	return code, nil
}
