package dictation

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A radiologist who says "scratch that" wants the sentence just dictated gone, and nothing
// before it: the report must not keep a finding that was withdrawn.
func TestScratchThatDropsTheLastSentence(t *testing.T) {
	cases := []struct {
		name, language, in, want string
	}{
		{"written sentence withdrawn", "en", "Heart normal. Small effusion. Scratch that. Lungs clear.", "Heart normal. Lungs clear."},
		{"spoken periods", "en", "heart normal period small effusion scratch that lungs clear period", "Heart normal. Lungs clear."},
		{"delete that", "en", "no fracture period mild effusion delete that no effusion period", "No fracture. No effusion."},
		{"line kept, its sentence dropped", "en", "findings colon small effusion scratch that no effusion", "Findings: no effusion"},
		{"only the last line", "en", "heart normal new line small effusion scratch that new line lungs clear", "Heart normal\nLungs clear"},
		{"at the start nothing to drop", "en", "scratch that heart normal", "Heart normal"},
		{"a command after it is punctuation", "en", "heart normal period small effusion scratch that period lungs clear", "Heart normal. Lungs clear"},
		{"twice drops two sentences", "en", "Heart normal. Effusion. Scratch that. Scratch that. Lungs clear.", "Lungs clear."},
		{"ordinary words stay", "en", "scratch marks on the skin period", "Scratch marks on the skin."},
		{"German", "de", "Herz normal Punkt kleiner Erguss streiche das kein Erguss Punkt", "Herz normal. Kein Erguss."},
		{"German short form", "de", "Herz normal Punkt Erguss lösch das Lunge frei Punkt", "Herz normal. Lunge frei."},
		{"Spanish", "es", "corazón normal punto derrame borra eso pulmones libres punto", "Corazón normal. Pulmones libres."},
		{"French", "fr", "cœur normal point épanchement efface ça poumons clairs point", "Cœur normal. Poumons clairs."},
		{"Italian", "it", "cuore normale punto versamento cancella quello polmoni liberi punto", "Cuore normale. Polmoni liberi."},
		{"Portuguese", "pt", "coração normal ponto derrame apaga isso pulmões livres ponto", "Coração normal. Pulmões livres."},
		{"Swiss German uses German", "de-ch", "Herz normal Punkt Erguss streiche das", "Herz normal."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, ApplySpokenPunctuation(c.in, c.language))
		})
	}
}
