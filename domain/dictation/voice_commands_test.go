package dictation

import (
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every command in every language, as a speech engine writes it: capitals, its punctuation
// and the radiologist's hesitations around it.
func TestReadCommandInEveryLanguage(t *testing.T) {
	const (
		paragraph = CommandNewParagraph
		next      = CommandNextField
		previous  = CommandPreviousField
		scratch   = CommandScratchThat
		macro     = CommandInsertMacro
		stop      = CommandStopDictation
	)
	cases := []struct {
		language, utterance string
		kind                CommandKind
		macro               string
	}{
		{"en", "New paragraph.", paragraph, ""},
		{"en", "uh, next field", next, ""},
		{"en", "Previous field?", previous, ""},
		{"en", "Scratch that!", scratch, ""},
		{"en", "Insert macro normal chest.", macro, "normal chest"},
		{"en", "Stop dictation.", stop, ""},
		{"de", "Neuer Absatz.", paragraph, ""},
		{"de", "Äh, nächstes Feld.", next, ""},
		{"de", "naechstes Feld", next, ""},
		{"de", "Vorheriges Feld", previous, ""},
		{"de", "Streiche das!", scratch, ""},
		{"de", "Löschen.", scratch, ""},
		{"de", "Makro einfügen Thorax unauffällig", macro, "Thorax unauffällig"},
		{"de", "Diktat beenden.", stop, ""},
		{"fr", "Nouveau paragraphe.", paragraph, ""},
		{"fr", "Euh, champ suivant.", next, ""},
		{"fr", "Champ précédent", previous, ""},
		{"fr", "champ precedent", previous, ""},
		{"fr", "Efface ça !", scratch, ""},
		{"fr", "Insérer macro thorax normal.", macro, "thorax normal"},
		{"fr", "Arrêter la dictée.", stop, ""},
		{"es", "Punto y aparte.", paragraph, ""},
		{"es", "Eh, campo siguiente.", next, ""},
		{"es", "¿Campo anterior?", previous, ""},
		{"es", "Borra eso.", scratch, ""},
		{"es", "Insertar macro tórax normal", macro, "tórax normal"},
		{"es", "Detener el dictado.", stop, ""},
		{"it", "Nuovo paragrafo.", paragraph, ""},
		{"it", "Ehm, campo successivo.", next, ""},
		{"it", "Campo precedente", previous, ""},
		{"it", "Cancella quello.", scratch, ""},
		{"it", "Inserisci macro torace normale", macro, "torace normale"},
		{"it", "Termina dettatura.", stop, ""},
		{"pt", "Novo parágrafo.", paragraph, ""},
		{"pt-br", "Hum, próximo campo.", next, ""},
		{"pt", "Campo anterior", previous, ""},
		{"pt", "Apaga isso!", scratch, ""},
		{"pt", "Inserir macro tórax normal", macro, "tórax normal"},
		{"pt", "Encerrar o ditado.", stop, ""},
		{"pl", "Nowy akapit.", paragraph, ""},
		{"pl", "Yyy, następne pole.", next, ""},
		{"pl", "Poprzednie pole", previous, ""},
		{"pl", "Usuń to.", scratch, ""},
		{"pl", "Wstaw makro klatka piersiowa prawidłowa", macro, "klatka piersiowa prawidłowa"},
		{"pl", "Zakończ dyktowanie.", stop, ""},
		{"lt", "Nauja pastraipa.", paragraph, ""},
		{"lt", "Ehm, kitas laukas.", next, ""},
		{"lt", "Ankstesnis laukas", previous, ""},
		{"lt", "Ištrink tai.", scratch, ""},
		{"lt", "Įterpti makrokomandą krūtinė norma", macro, "krūtinė norma"},
		{"lt", "Baigti diktavimą.", stop, ""},
		{"ro", "Paragraf nou.", paragraph, ""},
		{"ro", "Ehm, câmpul următor.", next, ""},
		{"ro", "Câmpul anterior", previous, ""},
		{"ro", "Şterge asta.", scratch, ""},
		{"ro", "Inserează macro torace normal", macro, "torace normal"},
		{"ro", "Oprește dictarea.", stop, ""},
		{"sl", "Nov odstavek.", paragraph, ""},
		{"sl", "Ehm, naslednje polje.", next, ""},
		{"sl", "Prejšnje polje", previous, ""},
		{"sl", "Izbriši to.", scratch, ""},
		{"sl", "Vstavi makro prsni koš normalen", macro, "prsni koš normalen"},
		{"sl", "Ustavi narekovanje.", stop, ""},
		{"el", "Νέα παράγραφος.", paragraph, ""},
		{"el", "Εμ, επόμενο πεδίο.", next, ""},
		{"el", "ΠΡΟΗΓΟΎΜΕΝΟ ΠΕΔΊΟ", previous, ""},
		{"el", "Σβήσε αυτό.", scratch, ""},
		{"el", "Εισαγωγή μακροεντολής θώρακας φυσιολογικός", macro, "θώρακας φυσιολογικός"},
		{"el", "Τέλος υπαγόρευσης.", stop, ""},
	}
	for _, c := range cases {
		t.Run(c.language+" "+c.utterance, func(t *testing.T) {
			got, ok := ReadCommand(c.utterance, c.language)
			require.True(t, ok)
			assert.Equal(t, Command{Kind: c.kind, Macro: c.macro}, got)
		})
	}
}

// Every phrase the profile page lists is read back as its command, written as an engine
// would write it, in its language and with a filler of that language before it.
func TestEveryListedPhraseIsReadBack(t *testing.T) {
	for language := range spoken {
		filler := ""
		for f := range disfluencies[language].fillers {
			if filler == "" || f < filler {
				filler = f
			}
		}
		for _, c := range CommandWords(language) {
			for _, p := range c.Phrases {
				want, utterance := Command{Kind: c.Kind}, p
				if c.Kind == CommandInsertMacro {
					want.Macro, utterance = "Normal 2", p+" Normal 2"
				}
				for _, variant := range []string{utterance, upperFirst(utterance) + ".", filler + ", " + utterance + "!"} {
					got, ok := ReadCommand(variant, language)
					assert.True(t, ok, "%s %q", language, variant)
					assert.Equal(t, want, got, "%s %q", language, variant)
				}
			}
		}
	}
}

// The profile page lists every command in every language of the punctuation table, each
// phrase once, and changing what it gets back changes nothing for the next caller.
func TestCommandWordsCoverEveryLanguage(t *testing.T) {
	for language := range commandWords {
		assert.Contains(t, spoken, language, "commands for a language spoken punctuation does not know")
	}
	for language := range spoken {
		words := CommandWords(language)
		require.Len(t, words, len(commandOrder), language)
		for i, c := range words {
			assert.Equal(t, commandOrder[i], c.Kind)
			assert.NotEmpty(t, c.Phrases, "%s has no phrase for %s", language, c.Kind)
			assert.True(t, slices.IsSorted(c.Phrases), "%s %s", language, c.Kind)
			assert.Len(t, slices.Compact(slices.Clone(c.Phrases)), len(c.Phrases), "%s %s", language, c.Kind)
		}
	}
	assert.Contains(t, CommandWords("es")[0].Phrases, "nuevo párrafo", "the accented spelling is the one listed")
	assert.NotContains(t, CommandWords("es")[0].Phrases, "nuevo parrafo")
	assert.Equal(t, CommandWords("en"), CommandWords("sv"), "a language without a table is English")
	CommandWords("de")[1].Phrases[0] = "changed"
	assert.NotContains(t, CommandWords("de")[1].Phrases, "changed")
}

// "New paragraph" and "scratch that" are the spoken punctuation's phrases, one list: what
// ends a paragraph inside a sentence starts one said alone.
func TestParagraphAndScratchShareSpokenPunctuationWords(t *testing.T) {
	for language, marks := range spoken {
		for text, m := range marks {
			var want CommandKind
			switch m {
			case markParagraph:
				want = CommandNewParagraph
			case markScratch:
				want = CommandScratchThat
			default:
				continue
			}
			got, ok := ReadCommand(text, language)
			assert.True(t, ok, "%s %q", language, text)
			assert.Equal(t, want, got.Kind, "%s %q", language, text)
		}
	}
}

// Commands are whole utterances: the same words inside dictation, a command with more after
// it, a near miss or another language's phrase is dictation.
func TestReadCommandLeavesDictationAlone(t *testing.T) {
	cases := []struct{ language, utterance string }{
		{"en", ""},
		{"en", "  \n "},
		{"en", "..."},
		{"en", "the next field of view shows"},
		{"en", "Next field of view shows no abnormality."},
		{"en", "scratch that was seen"},
		{"en", "Scratch that, the liver is normal."},
		{"en", "new paragraph impression"},
		{"en", "New paragraph. Impression: no acute finding."},
		{"en", "next fields"},
		{"en", "next"},
		{"en", "field"},
		{"en", "stop"},
		{"en", "dictation"},
		{"en", "previous field was normal"},
		{"en", "the previous field"},
		{"en", "stop dictation now please"},
		{"en", "insert macro"},
		{"en", "Insert macro."},
		{"en", "insert macro uh um er"},
		{"en", "macro normal chest"},
		{"en", "insert normal chest"},
		{"en", "uh uh uh next field"},
		{"en", "new line"},
		{"en", "comma"},
		{"de", "Im nächsten Feld keine Auffälligkeiten."},
		{"de", "Neuer Absatz Beurteilung"},
		{"de", "Streiche das Wort"},
		{"de", "Makro einfügen"},
		{"de", "nächstes"},
		{"de", "Nächste Zeile"},
		{"fr", "champ suivant normal"},
		{"fr", "Le champ précédent était normal."},
		{"fr", "Insérer la macro"},
		{"es", "El campo anterior es normal."},
		{"pt", "borra eso"},
		{"es", "apaga isso"},
		{"it", "campo successivo alla lesione"},
		{"pl", "następne pole jest puste"},
		{"el", "επόμενο πεδίο ελέγχου"},
		{"en", "nächstes Feld"},
		{"en", "champ suivant"},
	}
	for _, c := range cases {
		t.Run(c.language+" "+c.utterance, func(t *testing.T) {
			got, ok := ReadCommand(c.utterance, c.language)
			assert.False(t, ok)
			assert.Equal(t, Command{}, got)
		})
	}
}

// The macro's name is the rest of the utterance, as dictated: several words, capitals,
// digits and inner marks kept, the engine's marks and hesitations at its ends dropped.
func TestReadCommandMacroNames(t *testing.T) {
	cases := []struct{ language, utterance, name string }{
		{"en", "insert macro normal chest", "normal chest"},
		{"en", "Insert macro normal chest two views.", "normal chest two views"},
		{"en", "Insert the macro CT head without contrast", "CT head without contrast"},
		{"en", "insert macro C-spine", "C-spine"},
		{"en", "Insert macro: Normal Chest", "Normal Chest"},
		{"en", "insert macro uh normal chest um", "normal chest"},
		{"en", "insert macro knee MRI 3", "knee MRI 3"},
		{"en", "insert macro stop dictation", "stop dictation"},
		{"en", "insert   macro\tnormal\nchest", "normal chest"},
		{"de", "Textbaustein einfügen Knie rechts.", "Knie rechts"},
		{"de", "insert macro Knie rechts", "Knie rechts"},
		{"fr", "Insérez la macro « thorax normal ».", "thorax normal"},
		{"pt-br", "Insira a macro tórax normal", "tórax normal"},
	}
	for _, c := range cases {
		t.Run(c.language+" "+c.utterance, func(t *testing.T) {
			got, ok := ReadCommand(c.utterance, c.language)
			require.True(t, ok)
			assert.Equal(t, Command{Kind: CommandInsertMacro, Macro: c.name}, got)
		})
	}
}

// Regional codes use their base language, a language without a table is read as English, and
// English is read in every language.
func TestReadCommandLanguages(t *testing.T) {
	cases := []struct {
		language, utterance string
		want                CommandKind
	}{
		{"de-CH", "Nächstes Feld", CommandNextField},
		{"fr-ca", "Champ suivant", CommandNextField},
		{"", "next field", CommandNextField},
		{"sv", "next field", CommandNextField},
		{"xx", "Stop dictation", CommandStopDictation},
		{"de", "Äh, stop dictation.", CommandStopDictation},
		{"el", "Scratch that.", CommandScratchThat},
		{"ro", "new paragraph", CommandNewParagraph},
	}
	for _, c := range cases {
		t.Run(c.language+" "+c.utterance, func(t *testing.T) {
			got, ok := ReadCommand(c.utterance, c.language)
			require.True(t, ok)
			assert.Equal(t, c.want, got.Kind)
		})
	}
}

// FuzzReadCommand: any utterance in any language code is read without a panic, and one read
// as a command has at most the longest phrase and the hesitations around it beyond its macro
// name.
func FuzzReadCommand(f *testing.F) {
	for _, seed := range [][2]string{
		{"Next field.", "en"}, {"uh, insert macro normal chest", "en"}, {"Äh, nächstes Feld!", "de"},
		{"Insérer la macro « thorax »", "fr"}, {"¿Campo anterior?", "es"}, {"ΝΈΑ ΠΑΡΆΓΡΑΦΟΣ", "el"},
		{"insert macro ... ! ?", "en"}, {"the next field of view", "en"}, {"a\u0308 \u202e\x00 ŞTERGE", "ro"},
	} {
		f.Add(seed[0], seed[1])
	}
	longest := 0
	for language := range spoken {
		for _, c := range CommandWords(language) {
			for _, p := range c.Phrases {
				longest = max(longest, len(strings.Fields(p)))
			}
		}
	}
	f.Fuzz(func(t *testing.T, utterance, language string) {
		got, ok := ReadCommand(utterance, language)
		if !ok {
			if got != (Command{}) {
				t.Fatalf("no command but %+v for %q", got, utterance)
			}
			return
		}
		if (got.Kind == CommandInsertMacro) != (got.Macro != "") {
			t.Fatalf("macro name %q with %s for %q", got.Macro, got.Kind, utterance)
		}
		words := 0
		for _, field := range strings.Fields(utterance) {
			if strings.IndexFunc(field, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0 {
				words++
			}
		}
		if beyond := words - len(strings.Fields(got.Macro)); beyond > longest+3*maxEdgeFillers {
			t.Fatalf("%d words beyond the macro name in %q read as %+v", beyond, utterance, got)
		}
	})
}
